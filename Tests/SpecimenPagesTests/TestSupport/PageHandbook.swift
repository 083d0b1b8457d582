import Foundation
import SpecimenDiagnostics
import SpecimenTokens

@testable import SpecimenPages

/// A handbook written into a fresh temporary folder and read as far as its pages go, by the
/// real readers and renderer: `specimen.yml`, the content, the tokens in every context, the
/// component specs and the interface strings, then each page rendered to its HTML. No site is
/// assembled: what these tests see is what one page is made of (`read` gives a page's HTML by
/// the path its file would have, as a built site's tests read files).
final class PageHandbook {
    let root: URL
    /// What the last `build()` rendered.
    private(set) var last: Rendered?

    /// The pages as rendered, and every finding of reading and rendering them.
    struct Rendered {
        let pages: [RenderedPage]
        let diagnostics: [Diagnostic]
        let renderer: PageRenderer
        let config: SiteConfig

        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

        /// Every finding, as a failed build gives them; nil when none is an error.
        var failure: DiagnosticsFailure? { errors.isEmpty ? nil : DiagnosticsFailure(diagnostics) }

        /// The HTML of the page read from `Content/<sourcePath>`.
        func html(_ sourcePath: String = "index.md") -> String? {
            pages.first { $0.page.sourcePath == sourcePath }?.contentHTML
        }

        /// The Markdown copy of the page read from `Content/<sourcePath>`.
        func copy(_ sourcePath: String = "index.md") -> String? {
            pages.first { $0.page.sourcePath == sourcePath }.map {
                renderer.markdown(of: $0.page, title: $0.title, baseURL: config.baseURL)
            }
        }
    }

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-pages-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Copies a folder or file of the shared fixtures (`design-systems/github-primer`) to `path`.
    func copyFixture(_ fixture: String, to path: String) throws {
        let destination = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: sharedFixtures.appendingPathComponent(fixture), to: destination)
    }

    /// Renders every page: what it rendered, or its findings when one is an error.
    @discardableResult
    func build(releasedOnce: Bool = false) -> Result<Rendered, DiagnosticsFailure> {
        Result { () throws(DiagnosticsFailure) in
            let rendered = try render(releasedOnce: releasedOnce)
            last = rendered
            if let failure = rendered.failure { throw failure }
            return rendered
        }
    }

    /// The findings of a build expected to fail (empty if it succeeded).
    func failure() -> [Diagnostic] {
        if case .failure(let failure) = build() { return failure.diagnostics }
        return []
    }

    /// The HTML of the page a built site would write to `outputPath` (`index.html`,
    /// `guide/index.html`), as the last `build()` rendered it.
    func read(_ outputPath: String) -> String? {
        last?.pages.first { $0.page.route + "index.html" == outputPath }?.contentHTML
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Reads the handbook and renders every page.
    /// - Parameter releasedOnce: gives the tokens a history of one release, "1.0.0", of the
    ///   tokens as they are (what reading git tags would give a handbook tagged once).
    func render(releasedOnce: Bool = false, examples: ExampleFrame = .plain) throws(DiagnosticsFailure) -> Rendered {
        let (config, configWarnings) = try SiteConfig.load(root: root)
        let inventory = ContentDiscovery.discover(root: root, includeDrafts: false)
        let (tokens, tokenDiagnostics) = SiteTokens.load(config: config, root: root)
        let view = tokens.map { tokens in
            SiteTokenView(tokens: tokens, config: config, history: releasedOnce ? Self.oneRelease(of: tokens, config: config) : nil)
        }
        let (components, componentDiagnostics) = ComponentSpecLoader.load(root: root)
        let (strings, stringDiagnostics) = InterfaceStrings.load(root: root, language: config.language, isDefault: true)
        var renderer = PageRenderer(
            options: .githubFlavored(unsafe: config.markdownUnsafe),
            linkRewriter: LinkRewriter(
                baseURL: config.baseURL, routes: Dictionary(inventory.pages.map { ($0.sourcePath, $0.route) }) { first, _ in first },
                draftPaths: inventory.unpublished, files: Set(inventory.assets)),
            tokenView: view, components: components, strings: strings)
        renderer.examples = examples
        let pages = inventory.pages.map(renderer.render)
        let diagnostics =
            configWarnings + inventory.diagnostics + tokenDiagnostics + componentDiagnostics + stringDiagnostics
            + ComponentSpecLoader.validate(components, view: view) + pages.flatMap(\.diagnostics)
        return Rendered(pages: pages, diagnostics: diagnostics, renderer: renderer, config: config)
    }
}

extension PageHandbook {
    /// A history whose one release holds the tokens as they are.
    static func oneRelease(of tokens: SiteTokens, config: SiteConfig) -> TokenHistory {
        let labels = ContextLabels(modifiers: tokens.project.modifiers, base: tokens.baseInputs, appearance: config.themeModifier)
        let current =
            [TokenDiff.Context(label: labels.defaultLabel, tokens: tokens.defaults)]
            + tokens.alternates.map { TokenDiff.Context(label: labels.label($0.modifier, $0.context), tokens: $0.tokens) }
        return TokenHistory(snapshots: [TokenHistory.Snapshot(name: "1.0.0", date: "2026-01-01", contexts: current)], current: current)
    }
}

/// `../shared/fixtures` beside the repository.
let sharedFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures")

/// The repository's own root folder, which holds the sample handbook.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
