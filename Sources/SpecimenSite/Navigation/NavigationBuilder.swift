/// Builds the navigation shown on one page: the top level, and the children of open sections
/// only, with long sections cut to a window around the current page.
struct NavigationBuilder: Sendable {
    /// Sections with more children than this show a window of them plus an "All N pages" link.
    static let windowLimit = 25
    static let windowRadius = 10

    /// One navigation entry as the templates see it.
    struct Entry: Sendable {
        var title: String
        var url: String
        var isCurrent: Bool
        var isAncestor = false
        var isSection = false
        var isOpen = false
        var children: [Entry] = []
        var more: More?
        /// `title` and `url` escaped for HTML, made once per build rather than once per page.
        var escapedTitle = ""
        var escapedURL = ""

        /// A link to a long section's own page, listing all of it.
        struct More: Sendable {
            var count: Int
            var url: String
        }
    }

    let tree: SiteTree
    let baseURL: BaseURL
    /// Each route's URL and the escaped title and URL, computed once: every page lists
    /// mostly the same entries.
    private let links: [String: (url: String, escapedTitle: String, escapedURL: String)]

    init(tree: SiteTree, baseURL: BaseURL) {
        self.tree = tree
        self.baseURL = baseURL
        var links: [String: (url: String, escapedTitle: String, escapedURL: String)] = [:]
        func visit(_ section: SiteTree.Section) {
            for child in section.children {
                let url = baseURL.href(PageRoute.encoded(child.route))
                links[child.route] = (url, HTMLEscaping.escape(child.title), HTMLEscaping.escape(url))
                if case .section(let nested) = child { visit(nested) }
            }
        }
        visit(tree.root)
        self.links = links
    }

    /// The navigation items of the page at `current`.
    func entries(forRoute current: String) -> [Entry] {
        entries(in: tree.root, current: current)
    }

    /// The "All N pages" link of the top level, which may be long too.
    func topLevelMore() -> Entry.More? {
        more(for: tree.root)
    }

    private func entries(in section: SiteTree.Section, current: String) -> [Entry] {
        windowed(section.children, current: current).map { child in
            let route = child.route
            let link =
                links[route]
                ?? {
                    let url = baseURL.href(PageRoute.encoded(route))
                    return (url, HTMLEscaping.escape(child.title), HTMLEscaping.escape(url))
                }()
            var entry = Entry(title: child.title, url: link.url, isCurrent: route == current)
            entry.escapedTitle = link.escapedTitle
            entry.escapedURL = link.escapedURL
            if case .section(let nested) = child {
                entry.isSection = true
                entry.isAncestor = !entry.isCurrent && current.hasPrefix(route)
                if entry.isCurrent || entry.isAncestor {
                    entry.isOpen = true
                    entry.children = entries(in: nested, current: current)
                    entry.more = more(for: nested)
                }
            }
            return entry
        }
    }

    private func windowed(_ children: [SiteTree.Entry], current: String) -> ArraySlice<SiteTree.Entry> {
        guard children.count > Self.windowLimit else { return children[...] }
        let focus =
            children.firstIndex { entry in
                entry.route == current || (!entry.route.isEmpty && current.hasPrefix(entry.route))
            } ?? 0
        let width = 2 * Self.windowRadius + 1
        let lower = max(0, min(focus - Self.windowRadius, children.count - width))
        return children[lower..<min(children.count, lower + width)]
    }

    private func more(for section: SiteTree.Section) -> Entry.More? {
        guard section.children.count > Self.windowLimit else { return nil }
        return Entry.More(count: section.children.count, url: baseURL.href(PageRoute.encoded(section.route)))
    }
}
