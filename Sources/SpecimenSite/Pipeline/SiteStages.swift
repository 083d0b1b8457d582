import Foundation
import SpecimenDiagnostics
import SpecimenMarkdown
import SpecimenPages
import SpecimenTokens

/// The value each stage of the pipeline produced, with its diagnostics: the config, the
/// content, the theme and strings, the public files, the tokens and their history, the
/// component specs, the rendered pages, and indexes derived from them (routes, positions).
/// The reading and rendering steps (`RebuildSteps`) fill it, one `SiteStages` per language
/// build; a session keeps the last one so that a change redoes some stages and keeps the
/// others. What runs reuse beyond stage values is in `SessionCache`.
struct SiteStages: @unchecked Sendable {
    let options: BuildOptions
    var config: SiteConfig
    var configWarnings: [Diagnostic]
    var outputDirectory: URL
    var inventory: ContentInventory
    var drafts: Set<String>
    var templates: ThemeTemplates?
    var templateDiagnostics: [Diagnostic] = []
    /// The interface's words in the language being built, read with the theme.
    var strings = InterfaceStrings.inEnglish
    var stringDiagnostics: [Diagnostic] = []
    var publicFiles: [String: Data] = [:]
    var publicDiagnostics: [Diagnostic] = []
    /// What live examples link and allow, made with the public files (`examples:`).
    var exampleFrame = ExampleFrame.plain
    var tokens: SiteTokens?
    var tokenDiagnostics: [Diagnostic] = []
    var tokenView: SiteTokenView?
    /// The releases of `history:` and what they tell of each token; nil without `history:`.
    var history: SiteHistory?
    var historyDiagnostics: [Diagnostic] = []
    /// Where the code of `usage:` uses the tokens; nil without `usage:`.
    var codeUsage: CodeUsage?
    var codeUsageDiagnostics: [Diagnostic] = []
    /// A translation's full build takes the default language's scan of the code, just made
    /// from the same files and tokens, rather than reading every code file again.
    var codeScanOfDefaultLanguage: (usage: CodeUsage?, diagnostics: [Diagnostic])?
    var components: [String: ComponentSpec] = [:]
    /// Problems reading the specs, then problems checking them against the tokens.
    var componentReadDiagnostics: [Diagnostic] = []
    var componentDiagnostics: [Diagnostic] = []
    /// The rendered pages, in the inventory's order (see `setRendered` and `replaceRendered`).
    private(set) var rendered: [RenderedPage] = []
    /// Each rendered page's position in `rendered`, by source path.
    private(set) var renderedPositions: [String: Int] = [:]
    /// Page routes by source path and the public files' paths, as the link resolver needs them:
    /// kept with the inputs they come from, so that an edit in a big handbook does not make them again.
    private(set) var pageRoutes: [String: String] = [:]
    private(set) var publicPaths: Set<String> = []
    /// In a translation, the paths of the files the default language's build publishes.
    private(set) var sharedPublicPaths: Set<String> = []
    /// Counts content discoveries: `rendered` follows the inventory's order while it was made
    /// from the same discovery.
    private var inventoryGeneration = 0
    private var renderedGeneration = -1
    /// Positions in `rendered` of the pages with findings of their own, so that collecting
    /// findings after an edit does not visit every page.
    private(set) var renderedWithFindings: Set<Int> = []
    /// Findings of the anchor check by page source path, kept between runs (see `AnchorCheck`).
    var anchorFindings = AnchorCheck.Findings()

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
        if let version = options.version {
            // A release is published below the current handbook; its history ends with it.
            config.baseURL = BaseURL(origin: version.current.origin, path: version.current.path + VersionSettings.folder(of: version.name))
            (config.publishedVersion, config.versions) = (version, nil)
        }
        config.releases = options.releases
        config.usage += options.usage.map { UsageSetting(source: $0, location: SourceLocation(file: "--usage")) }
        config.strict = config.strict || options.strict
        if options.safeHTML { config.markdownUnsafe = false }
        config.contexts.merge(options.contexts) { _, chosen in chosen }
        for modifier in options.contexts.keys { config.contextPlaces[modifier] = .commandLine }
        if let translation = options.translation {
            config.sharedRoot = config.baseURL
            config.baseURL = config.baseURL(of: translation)
            config.language = translation
        }
        self.config = config
        self.configWarnings = configWarnings
        self.outputDirectory =
            config.output.hasPrefix("/")
            ? URL(fileURLWithPath: config.output).standardizedFileURL
            : options.root.appendingPathComponent(config.output).standardizedFileURL
        try OutputPlacement.check(outputDirectory, root: options.root, config: config, namedOnCommandLine: options.output != nil, git: git)
    }

    mutating func loadContent() {
        inventory = ContentDiscovery.discover(root: options.root, includeDrafts: options.includeDrafts, tree: contentTree)
        if let translation = contentTree.translation, let git = self.git {
            let pages = inventory.pages
            let lastCommits = TranslationFreshness.lastCommits(below: "\(ContentDiscovery.folderName)/\(translation)", git: git)
            inventory.pages = pages.parallelMap { Self.withFreshness($0, git: git, lastCommits: lastCommits) }
        }
        drafts = options.includeDrafts ? [] : inventory.unpublished
        pageRoutes = Dictionary(inventory.pages.map { ($0.sourcePath, $0.route) }, uniquingKeysWith: { first, _ in first })
        inventoryGeneration += 1
    }

    /// The handbook's git repository, asked once per session (a translation's freshness needs it).
    var git: Git? {
        mutating get {
            if case .none = gitLookup { gitLookup = .some(Git(at: options.root)) }
            return gitLookup ?? nil
        }
    }
    private var gitLookup: Git??

    /// `page` with what changed in the page it translates since it was translated.
    static func withFreshness(_ page: ContentPage, git: Git?, lastCommits: [String: String]? = nil) -> ContentPage {
        guard page.translation == .translated, let git else { return page }
        var page = page
        let name = String(page.sourcePath.split(separator: "/").last ?? "")
        page.freshness = TranslationFreshness.of(
            page, source: ContentDiscovery.folderName + "/" + page.sourcePath, title: name, git: git, lastCommits: lastCommits)
        return page
    }

    /// The pages this build reads: its language's.
    var contentTree: ContentTree {
        ContentTree(config: config, language: options.translation)
    }

    /// Whether `rendered` holds a rendering of every page of the inventory, in its order.
    var renderedFollowsInventory: Bool {
        renderedGeneration == inventoryGeneration && rendered.count == inventory.pages.count
    }

    /// Replaces every rendering; `pages` are in the inventory's order.
    mutating func setRendered(_ pages: [RenderedPage]) {
        rendered = pages
        renderedPositions = Dictionary(pages.indices.map { (pages[$0].page.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        renderedGeneration = inventoryGeneration
        renderedWithFindings = Set(pages.indices.filter { !pages[$0].diagnostics.isEmpty })
        anchorFindings = AnchorCheck.Findings()
    }

    /// Puts fresh renderings of pages already rendered in their places, and returns the
    /// renderings they replace, in the same order. Only while `renderedFollowsInventory`.
    mutating func replaceRendered(_ fresh: [RenderedPage]) -> [RenderedPage] {
        fresh.compactMap { page in
            guard let index = renderedPositions[page.page.sourcePath] else { return nil }
            defer {
                rendered[index] = page
                if page.diagnostics.isEmpty { renderedWithFindings.remove(index) } else { renderedWithFindings.insert(index) }
            }
            return rendered[index]
        }
    }

    /// The theme, or what is wrong with it.
    static func readTemplates(options: BuildOptions) -> Result<ThemeTemplates, DiagnosticsFailure> {
        Result { () throws(DiagnosticsFailure) in try ThemeTemplates.load(root: options.root, compile: options.compileTemplates) }
    }

    /// Reads the interface strings of the language being built (see `InterfaceStrings`).
    mutating func loadStrings() {
        (strings, stringDiagnostics) = InterfaceStrings.load(root: options.root, language: config.language, isDefault: !config.isTranslation)
        if !strings.missing.isEmpty, config.languages.count > 1 || InterfaceStrings.builtIn(config.language) == nil {
            stringDiagnostics.append(strings.missingNote(isDefault: !config.isTranslation))
        }
    }

    mutating func setTemplates(_ loaded: Result<ThemeTemplates, DiagnosticsFailure>) {
        switch loaded {
        case .success(let theme): (templates, templateDiagnostics) = (theme, [])
        case .failure(let failure): (templates, templateDiagnostics) = (nil, failure.diagnostics)
        }
    }

    mutating func loadPublicFiles() {
        if let translation = options.translation {
            (publicFiles, publicDiagnostics) = PublicFiles.collect(root: options.root, translation: translation, contentAssets: inventory.assets)
            sharedPublicPaths = PublicFiles.sharedPaths(root: options.root, contentAssets: inventory.sharedAssets)
        } else {
            (publicFiles, publicDiagnostics) = PublicFiles.collect(root: options.root, contentAssets: inventory.assets)
        }
        publicPaths = Set(publicFiles.keys)
        let (frame, problems) = ExampleFrameSetup.frame(config: config, root: options.root, files: publicFiles, sharedPaths: sharedPublicPaths)
        exampleFrame = frame
        publicDiagnostics += problems
    }

    mutating func loadTokens(reusing reuse: TokenReuse) {
        (tokens, tokenDiagnostics) = SiteTokens.load(config: config, root: options.root, reusing: reuse)
    }

    /// Tells each token's story from the releases of `history:` (see `SiteHistory`), then makes
    /// the view of the tokens every page reads, the one place it is made.
    mutating func loadHistory() {
        (history, historyDiagnostics) = SiteHistory.load(config: config, root: options.version?.repository ?? options.root, tokens: tokens)
        tokenView = tokens.map { SiteTokenView(tokens: $0, config: config, history: history?.history) }
    }

    /// Scans the code folders of `usage:` for the tokens just read (a release published beside
    /// the handbook shows no uses: the code is today's).
    mutating func scanCode() {
        guard options.version == nil else { return }
        if let scanned = codeScanOfDefaultLanguage {
            // Once: a later update's scan reads the files as they are then.
            (codeUsage, codeUsageDiagnostics) = scanned
            codeScanOfDefaultLanguage = nil
            return
        }
        (codeUsage, codeUsageDiagnostics) = CodeUsage.load(config: config, root: options.root, tokens: tokens, history: history?.history)
    }

    /// Reads the code files at `paths` (absolute) again; returns the tokens whose uses changed.
    mutating func rescanCode(_ paths: Set<String>) -> Set<String> {
        guard var usage = codeUsage else { return [] }
        let changed = CodeUsageScan.update(
            &usage.index, paths: paths, sources: usage.sources, handbook: options.root, vocabulary: usage.vocabulary)
        codeUsage = usage
        return changed
    }

    /// Reads the component specs and checks them against the tokens.
    mutating func loadComponents() {
        (components, componentReadDiagnostics) = ComponentSpecLoader.load(root: options.root)
        if !config.markdownUnsafe { componentReadDiagnostics += ComponentSpecLoader.checkSafety(components) }
        validateComponents()
    }

    /// Checks the component specs read last against the current tokens.
    mutating func validateComponents() {
        componentDiagnostics = componentReadDiagnostics
        if !tokenDiagnostics.contains(where: { $0.severity == .error }) {
            componentDiagnostics += ComponentSpecLoader.validate(components, view: tokenView)
        }
    }

    /// The Markdown stage as configured by the other stages' values.
    var renderer: PageRenderer {
        var renderer = PageRenderer(
            options: .githubFlavored(unsafe: config.markdownUnsafe),
            linkRewriter: LinkRewriter(
                baseURL: config.baseURL,
                routes: pageRoutes,
                draftPaths: drafts,
                files: publicPaths,
                sharedFiles: sharedPublicPaths,
                rootURL: config.rootURL),
            tokenView: tokenView,
            components: components,
            strings: strings)
        renderer.examples = exampleFrame
        return renderer
    }

    /// Renders every page with `renderer` (a new one when nil), on all cores, reporting
    /// progress in chunks.
    mutating func renderAllPages(with renderer: PageRenderer? = nil, progress: (@Sendable (BuildProgress) -> Void)?) {
        let renderer = renderer ?? self.renderer
        let pages = inventory.pages
        var result: [RenderedPage] = []
        result.reserveCapacity(pages.count)
        let chunkSize = 256
        for start in stride(from: 0, to: pages.count, by: chunkSize) {
            let chunk = Array(pages[start..<min(pages.count, start + chunkSize)])
            result += chunk.parallelMap { renderer.render($0) }
            progress?(.pages(done: result.count, total: pages.count))
        }
        setRendered(result)
    }
}
