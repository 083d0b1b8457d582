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

    /// Reads the config and every input; pages are not rendered yet.
    init(options: BuildOptions, progress: (@Sendable (BuildProgress) -> Void)?) throws(DiagnosticsFailure) {
        self.options = options
        progress?(.stage("Reading specimen.yml"))
        var (config, configWarnings) = try SiteConfig.load(root: options.root)
        if let output = options.output { config.output = output }
        if let baseURL = options.baseURL {
            guard let parsed = BaseURL(parsing: baseURL) else {
                throw DiagnosticsFailure(.error("option-value", "--base-url '\(baseURL)' is neither an http(s) URL nor a path", at: SourceLocation(file: "--base-url")))
            }
            config.baseURL = parsed
        }
        config.strict = config.strict || options.strict
        config.contexts.merge(options.contexts) { _, chosen in chosen }
        self.config = config
        self.configWarnings = configWarnings
        self.outputDirectory = config.output.hasPrefix("/")
            ? URL(fileURLWithPath: config.output).standardizedFileURL
            : options.root.appendingPathComponent(config.output).standardizedFileURL

        progress?(.stage("Reading content"))
        inventory = ContentInventory(pages: [], assets: [], diagnostics: [])
        drafts = []
        loadContent()
        loadTemplates()
        loadPublicFiles()
        progress?(.stage("Resolving tokens"))
        loadTokens()
        loadComponents()
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

    /// Every diagnostic of every stage, in file order. A token file that cannot be read or parsed
    /// loses all its tokens, so the unknown references that follow from it are left out: they
    /// would bury the one error that matters, and come back if still wrong once it is fixed.
    var diagnostics: [Diagnostic] {
        var all = configWarnings + inventory.diagnostics + templateDiagnostics + publicDiagnostics
            + tokenDiagnostics + componentDiagnostics + rendered.flatMap(\.diagnostics) + checks
        if tokenDiagnostics.contains(where: { $0.severity == .error && Self.unreadableTokenCodes.contains($0.code) }) {
            all.removeAll { Self.consequentialCodes.contains($0.code) }
        }
        return Self.sorted(config.diagnostics.apply(all))
    }

    /// The checks that need every page rendered: anchors, contrast, unused tokens.
    var checks: [Diagnostic] {
        AnchorCheck.run(pages: rendered)
            + ContrastCheck.run(components: components, links: tokenLinks, level: config.contrastLevel, exempt: config.contrastExempt)
            + (options.includeNotes ? UnusedTokenCheck.run(pages: rendered, components: components, tokens: tokens) : [])
    }

    private static let unreadableTokenCodes: Set<String> = ["json-syntax", "yaml-syntax", "file-unreadable", "file-encoding", "resolver-file-missing", "resolver-syntax"]
    private static let consequentialCodes: Set<String> = ["token-reference-unknown", "block-group-unknown", "component-token-missing"]

    /// The diagnostics, or the failure they amount to (errors, or warnings under strict).
    var outcome: Result<[Diagnostic], DiagnosticsFailure> {
        let all = diagnostics
        if templates == nil || all.contains(where: { $0.severity == .error }) {
            return .failure(DiagnosticsFailure(all))
        }
        if config.strict, all.contains(where: { $0.severity == .warning }) {
            return .failure(DiagnosticsFailure(all.map { var promoted = $0; promoted.severity = .error; return promoted }))
        }
        return .success(all)
    }

    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            (a.location.file, a.location.line, a.location.column, a.code) < (b.location.file, b.location.line, b.location.column, b.code)
        }
    }
}
