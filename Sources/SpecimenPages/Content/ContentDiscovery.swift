import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// What `Content/` holds: Markdown pages and the other files copied beside them.
public struct ContentInventory: Sendable {
    public var pages: [ContentPage]
    /// Non-Markdown files below `Content/` (images, downloads), as paths below `Content/`.
    public var assets: [String]
    /// In a translation, the default tree's files, which the site publishes for every language.
    public var sharedAssets: [String] = []
    public var diagnostics: [Diagnostic]
    /// Markdown files below `Content/` that are not pages: drafts, and files that failed to read.
    public var unpublished: Set<String> = []

    package init(pages: [ContentPage], assets: [String], sharedAssets: [String] = [], diagnostics: [Diagnostic]) {
        (self.pages, self.assets, self.sharedAssets, self.diagnostics) = (pages, assets, sharedAssets, diagnostics)
    }
}

/// Finds and reads every page of `Content/`.
public enum ContentDiscovery {
    public static let folderName = "Content"

    /// Reads `root/Content` recursively, the pages of `tree`; every unreadable or malformed page
    /// becomes a diagnostic.
    public static func discover(root: URL, includeDrafts: Bool, tree: ContentTree = .single) -> ContentInventory {
        let contentURL = root.appendingPathComponent(folderName)
        var markdown: [String: String] = [:]
        var translated: [String: String] = [:]
        var (assets, sharedAssets): ([String], [String]) = ([], [])
        // In the walk's order; a translated page where its default page is.
        var logicalPaths: [String] = []
        let walk = FileWalk.files(under: contentURL, boundary: ReadBoundary([root]))
        for relativePath in walk.files {
            guard let (logical, isTranslation) = tree.place(of: relativePath) else { continue }
            if relativePath.lowercased().hasSuffix(".md") {
                if markdown[logical] == nil && translated[logical] == nil { logicalPaths.append(logical) }
                if isTranslation { translated[logical] = relativePath } else { markdown[logical] = relativePath }
            } else if !isSourceOnly(relativePath) {
                // A translation publishes its own files; the default ones are the site's.
                if isTranslation == (tree.translation != nil) { assets.append(logical) } else { sharedAssets.append(logical) }
            }
        }
        let (defaults, translations) = (markdown, translated)
        // Reading and splitting front matter is independent per page: all cores, in path order.
        let contentPath = contentURL.path
        let outcomes = logicalPaths.parallelMap { logical in
            Result { () throws(DiagnosticsFailure) in
                try readPage(
                    logical, file: translations[logical], fallback: defaults[logical], tree: tree, contentPath: contentPath,
                    includeDrafts: includeDrafts)
            }
        }
        var pages: [ContentPage] = []
        var diagnostics = walk.outside.map { FileWalk.outsideDiagnostic("\(folderName)/\($0)") }
        for outcome in outcomes {
            switch outcome {
            case .success(let page?): pages.append(page)
            case .success(nil): break
            case .failure(let failure): diagnostics.append(contentsOf: failure.diagnostics)
            }
        }
        diagnostics.append(contentsOf: routeConflicts(in: pages))
        var inventory = ContentInventory(pages: pages, assets: assets, sharedAssets: sharedAssets, diagnostics: diagnostics)
        let published = Set(pages.map(\.sourcePath))
        inventory.unpublished = Set(logicalPaths.filter { !published.contains($0) })
        return inventory
    }

    /// Token files and component specs feed the build; they are not published as they are.
    package static func isSourceOnly(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") || name.hasSuffix(".tokens.yaml") || name.hasSuffix(".tokens.yml")
            || name.hasSuffix(".resolver.json") || name.hasSuffix(".component.yml") || isStringsFile(name)
    }

    /// `_strings.yml` at the top of `Content/` or of a translation's folder (see `InterfaceStrings`).
    private static func isStringsFile(_ lowercased: String) -> Bool {
        let parts = lowercased.split(separator: "/")
        return parts.count <= 2 && parts.last == Substring(InterfaceStrings.fileName.lowercased())
    }

    private static func routeConflicts(in pages: [ContentPage]) -> [Diagnostic] {
        var firstByRoute: [String: ContentPage] = [:]
        var diagnostics: [Diagnostic] = []
        for page in pages {
            if let other = firstByRoute[page.route] {
                diagnostics.append(
                    .error(
                        "route-conflict",
                        "'\(page.displayPath)' and '\(other.displayPath)' both publish to /\(page.route); rename one of them",
                        at: SourceLocation(file: page.displayPath)))
            } else {
                firstByRoute[page.route] = page
            }
        }
        return diagnostics
    }
}

extension ContentDiscovery {
    /// Reads one published page of `tree` again, by its path in the default tree; nil when it
    /// is gone, unreadable, malformed or a draft (a full discovery then reports it as a build
    /// would).
    package static func page(atSourcePath relativePath: String, root: URL, includeDrafts: Bool, tree: ContentTree = .single) -> ContentPage? {
        let contentPath = root.appendingPathComponent(folderName).path
        let exists = { (path: String) in FileManager.default.fileExists(atPath: contentPath + "/" + path) }
        let translation = tree.translationPath(of: relativePath).flatMap { exists($0) ? $0 : nil }
        return try? readPage(
            relativePath, file: translation, fallback: exists(relativePath) ? relativePath : nil, tree: tree, contentPath: contentPath,
            includeDrafts: includeDrafts)
    }

    /// A title is repeated in every page's navigation: its length is bounded so that the site
    /// stays within a few times the size of the handbook.
    static let maximumTitleLength = 1_000
    static let maximumDescriptionLength = 10_000

    /// Reports a title or description over its limit at the field, found again in the page's
    /// `text` (the front matter's lines are not kept: this is rare).
    private static func checkLengths(_ frontMatter: FrontMatter, text: String, file: String) throws(DiagnosticsFailure) {
        for (field, value, limit) in [
            ("title", frontMatter.title, maximumTitleLength), ("description", frontMatter.description, maximumDescriptionLength),
        ] {
            guard let value, value.utf8.count > limit else { continue }
            throw DiagnosticsFailure(
                .error(
                    "front-matter-limit", "the \(field) is \(value.utf8.count) bytes long; a \(field) holds at most \(limit)",
                    at: FrontMatterParser.location(of: field, in: text, file: file)))
        }
    }

    /// The page at `logical` in the default tree: this translation's `file` when there is one
    /// and it is no draft left out, else the default page `fallback`.
    private static func readPage(
        _ logical: String, file: String?, fallback: String?, tree: ContentTree, contentPath: String, includeDrafts: Bool
    ) throws(DiagnosticsFailure) -> ContentPage? {
        if let file, var page = try readPage(file, contentPath: contentPath, includeDrafts: includeDrafts) {
            (page.sourcePath, page.route) = (logical, PageRoute.route(forSourcePath: logical))
            page.translation = fallback == nil ? .onlyHere : .translated
            return page
        }
        guard let fallback, var page = try readPage(fallback, contentPath: contentPath, includeDrafts: includeDrafts) else { return nil }
        if tree.translation != nil { page.translation = .fallback(language: tree.defaultLanguage) }
        return page
    }

    /// One page with its front matter; nil for a draft left out.
    private static func readPage(_ relativePath: String, contentPath: String, includeDrafts: Bool) throws(DiagnosticsFailure) -> ContentPage? {
        let displayPath = "\(folderName)/\(relativePath)"
        // Joined as a string and said to be a file: `appendingPathComponent` asks the disk.
        let url = URL(fileURLWithPath: contentPath + "/" + relativePath, isDirectory: false)
        let text = try SourceFile.readText(at: url, displayPath: displayPath)
        let split = try FrontMatterParser.split(text, file: displayPath)
        if split.frontMatter.draft && !includeDrafts { return nil }
        try checkLengths(split.frontMatter, text: text, file: displayPath)
        return ContentPage(
            sourcePath: relativePath, displayPath: displayPath, frontMatter: split.frontMatter,
            body: split.body, bodyLineOffset: split.bodyLineOffset, route: PageRoute.route(forSourcePath: relativePath))
    }
}
