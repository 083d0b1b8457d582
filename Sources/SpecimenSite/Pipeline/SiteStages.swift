import Foundation
import SpecimenDiagnostics
import SpecimenMarkdown

/// The value each stage of the pipeline produced, with its diagnostics, kept so that a change
/// can redo one stage and reuse the others.
struct SiteStages: @unchecked Sendable {
    let options: BuildOptions
    var config: SiteConfig
    var configWarnings: [Diagnostic]
    var outputDirectory: URL
    var inventory: ContentInventory
    var drafts: Set<String>
    var templates: ThemeTemplates?
    var templateDiagnostics: [Diagnostic] = []
    var publicFiles: [String: Data] = [:]
    var publicDiagnostics: [Diagnostic] = []
    var tokens: SiteTokens?
    var tokenDiagnostics: [Diagnostic] = []
    var tokenLinks: TokenLinks?
    var components: [String: ComponentSpec] = [:]
    /// Problems reading the specs, then problems checking them against the tokens.
    var componentReadDiagnostics: [Diagnostic] = []
    var componentDiagnostics: [Diagnostic] = []
    var rendered: [RenderedPage] = []

    /// Stage values before anything is read: the defaults, no pages, no tokens.
    init(options: BuildOptions) {
        self.options = options
        config = SiteConfig()
        configWarnings = []
        outputDirectory = options.root.appendingPathComponent(config.output).standardizedFileURL
        inventory = ContentInventory(pages: [], assets: [], diagnostics: [])
        drafts = []
    }

    /// Reads `specimen.yml` and lays the command line's choices over it.
    mutating func readConfig() throws(DiagnosticsFailure) {
        var (config, configWarnings) = try SiteConfig.load(root: options.root)
        if let output = options.output { config.output = output }
        if let baseURL = options.baseURL {
            guard let parsed = BaseURL(parsing: baseURL) else {
                throw DiagnosticsFailure(
                    .error("option-value", "--base-url '\(baseURL)' is neither an http(s) URL nor a path", at: SourceLocation(file: "--base-url")))
            }
            config.baseURL = parsed
        }
        config.strict = config.strict || options.strict
        config.contexts.merge(options.contexts) { _, chosen in chosen }
        self.config = config
        self.configWarnings = configWarnings
        self.outputDirectory =
            config.output.hasPrefix("/")
            ? URL(fileURLWithPath: config.output).standardizedFileURL
            : options.root.appendingPathComponent(config.output).standardizedFileURL
    }

    mutating func loadContent() {
        inventory = ContentDiscovery.discover(root: options.root, includeDrafts: options.includeDrafts)
        drafts = options.includeDrafts ? [] : inventory.unpublished
    }

    mutating func loadTemplates() {
        templateDiagnostics = []
        do throws(DiagnosticsFailure) {
            templates = try ThemeTemplates.load(root: options.root, compile: options.compileTemplates)
        } catch {
            templates = nil
            templateDiagnostics = error.diagnostics
        }
    }

    mutating func loadPublicFiles() {
        (publicFiles, publicDiagnostics) = PublicFiles.collect(root: options.root, contentAssets: inventory.assets)
    }

    mutating func loadTokens() {
        (tokens, tokenDiagnostics) = SiteTokens.load(config: config, root: options.root, previous: tokens)
        tokenLinks = tokens.map { $0.links(baseURL: config.baseURL, appearance: config.themeModifier) }
    }

    /// Reads the component specs and checks them against the tokens.
    mutating func loadComponents() {
        (components, componentReadDiagnostics) = ComponentSpecLoader.load(root: options.root)
        validateComponents()
    }

    /// Checks the component specs read last against the current tokens.
    mutating func validateComponents() {
        componentDiagnostics = componentReadDiagnostics
        if !tokenDiagnostics.contains(where: { $0.severity == .error }) {
            componentDiagnostics += ComponentSpecLoader.validate(components, links: tokenLinks)
        }
    }

    /// The Markdown stage as configured by the other stages' values.
    var renderer: PageRenderer {
        PageRenderer(
            options: .githubFlavored(unsafe: config.markdownUnsafe),
            links: LinkResolver(
                baseURL: config.baseURL,
                routes: Dictionary(inventory.pages.map { ($0.sourcePath, $0.route) }, uniquingKeysWith: { first, _ in first }),
                draftPaths: drafts,
                files: Set(publicFiles.keys)),
            tokenLinks: tokenLinks,
            components: components)
    }

    /// Renders every page, on all cores, reporting progress in chunks.
    mutating func renderAllPages(progress: (@Sendable (BuildProgress) -> Void)?) {
        let renderer = self.renderer
        let pages = inventory.pages
        var result: [RenderedPage] = []
        result.reserveCapacity(pages.count)
        let chunkSize = 256
        for start in stride(from: 0, to: pages.count, by: chunkSize) {
            let chunk = Array(pages[start..<min(pages.count, start + chunkSize)])
            result += chunk.parallelMap { renderer.render($0) }
            progress?(.pages(done: result.count, total: pages.count))
        }
        rendered = result
    }
}
