import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// What `Content/` holds: Markdown pages and the other files copied beside them.
public struct ContentInventory: Sendable {
    public var pages: [ContentPage]
    /// Non-Markdown files below `Content/` (images, downloads), as paths below `Content/`.
    public var assets: [String]
    public var diagnostics: [Diagnostic]
    /// Markdown files below `Content/` that are not pages: drafts, and files that failed to read.
    public var unpublished: Set<String> = []
}

/// Finds and reads every page of `Content/`.
public enum ContentDiscovery {
    public static let folderName = "Content"

    /// Reads `root/Content` recursively; every unreadable or malformed page becomes a diagnostic.
    public static func discover(root: URL, includeDrafts: Bool) -> ContentInventory {
        let contentURL = root.appendingPathComponent(folderName)
        var markdown: [String] = []
        var assets: [String] = []
        let walk = FileWalk.files(under: contentURL, boundary: ReadBoundary([root]))
        for relativePath in walk.files {
            if relativePath.lowercased().hasSuffix(".md") {
                markdown.append(relativePath)
            } else if !isSourceOnly(relativePath) {
                assets.append(relativePath)
            }
        }
        // Reading and splitting front matter is independent per page: all cores, in path order.
        let contentPath = contentURL.path
        let outcomes = markdown.parallelMap { path in
            Result { () throws(DiagnosticsFailure) in try readPage(path, contentPath: contentPath, includeDrafts: includeDrafts) }
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
        var inventory = ContentInventory(pages: pages, assets: assets, diagnostics: diagnostics)
        let published = Set(pages.map(\.sourcePath))
        inventory.unpublished = Set(markdown.filter { !published.contains($0) })
        return inventory
    }

    /// Token files and component specs feed the build; they are not published as they are.
    static func isSourceOnly(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") || name.hasSuffix(".tokens.yaml") || name.hasSuffix(".tokens.yml")
            || name.hasSuffix(".resolver.json") || name.hasSuffix(".component.yml")
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
    /// Reads one published page again; nil when it is gone, unreadable, malformed or a draft
    /// (a full discovery then reports it as a build would).
    static func page(atSourcePath relativePath: String, root: URL, includeDrafts: Bool) -> ContentPage? {
        try? readPage(relativePath, contentPath: root.appendingPathComponent(folderName).path, includeDrafts: includeDrafts)
    }

    /// A title is repeated in every page's navigation: its length is bounded so that the site
    /// stays within a few times the size of the handbook.
    static let maximumTitleLength = 1_000
    static let maximumDescriptionLength = 10_000

    private static func checkLengths(_ frontMatter: FrontMatter, file: String) throws(DiagnosticsFailure) {
        for (field, value, limit) in [
            ("title", frontMatter.title, maximumTitleLength), ("description", frontMatter.description, maximumDescriptionLength),
        ] {
            guard let value, value.utf8.count > limit else { continue }
            throw DiagnosticsFailure(
                .error(
                    "front-matter-limit", "the \(field) is \(value.utf8.count) bytes long; a \(field) holds at most \(limit)",
                    at: SourceLocation(file: file, line: 2)))
        }
    }

    /// One page with its front matter; nil for a draft left out.
    private static func readPage(_ relativePath: String, contentPath: String, includeDrafts: Bool) throws(DiagnosticsFailure) -> ContentPage? {
        let displayPath = "\(folderName)/\(relativePath)"
        // Joined as a string and said to be a file: `appendingPathComponent` asks the disk.
        let url = URL(fileURLWithPath: contentPath + "/" + relativePath, isDirectory: false)
        let text = try SourceFile.readText(at: url, displayPath: displayPath)
        let split = try FrontMatterParser.split(text, file: displayPath)
        if split.frontMatter.draft && !includeDrafts { return nil }
        try checkLengths(split.frontMatter, file: displayPath)
        return ContentPage(
            sourcePath: relativePath, displayPath: displayPath, frontMatter: split.frontMatter,
            body: split.body, bodyLineOffset: split.bodyLineOffset, route: PageRoute.route(forSourcePath: relativePath))
    }
}
