import SpecimenSite

/// Which open pages an update reloads: when only pages changed (besides files no page shows:
/// Markdown copies, `llms.txt`, the search index, the sitemap), those pages alone, so that a
/// reader of one language is not reloaded while another language's pages are delivered;
/// otherwise every page.
enum PageReload {
    /// Above this many files the event names no pages (every page reloads), to keep it small.
    static let pageLimit = 2_000

    /// The reload event for an update of files below the output folder, served at `basePath`
    /// (starting and ending with `/`).
    static func event(for update: SiteUpdate, basePath: String) -> LiveReloadEvent {
        let paths = Array(update.changed.keys) + update.removed
        guard paths.count <= pageLimit, paths.allSatisfy({ $0.hasSuffix(".html") || isUnseen($0) }) else { return .reload }
        return .reloadPages(paths.filter { $0.hasSuffix(".html") }.map { url(of: $0, basePath: basePath) }.sorted())
    }

    /// Whether no open page shows the file, so that its change reloads none.
    static func isUnseen(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return path.hasSuffix(".md") || ["llms.txt", "llms-full.txt", "sitemap.xml"].contains(name)
            || (path.hasSuffix(".json") && (path.hasPrefix("search/") || path.contains("/search/")))
    }

    /// The URL path a reader sees a file at: a folder's `index.html` at the folder.
    static func url(of path: String, basePath: String) -> String {
        guard path == "index.html" || path.hasSuffix("/index.html") else { return basePath + path }
        return basePath + path.dropLast("index.html".count)
    }
}
