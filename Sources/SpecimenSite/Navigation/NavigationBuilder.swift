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
    /// For each section long enough to show a window: its children's positions by route.
    private let windowPositions: [String: [String: Int]]
    /// Entries made and lookups done for all pages: what a page's navigation costs must not
    /// grow with the size of its section (a test compares 1,000 and 3,000 pages).
    let work = WorkCount()

    init(tree: SiteTree, baseURL: BaseURL) {
        self.tree = tree
        self.baseURL = baseURL
        var links: [String: (url: String, escapedTitle: String, escapedURL: String)] = [:]
        var windowPositions: [String: [String: Int]] = [:]
        func visit(_ section: SiteTree.Section) {
            if section.children.count > Self.windowLimit {
                windowPositions[section.route] = Dictionary(
                    section.children.enumerated().map { ($0.element.route, $0.offset) }, uniquingKeysWith: { first, _ in first })
            }
            for child in section.children {
                let url = baseURL.href(PageRoute.encoded(child.route))
                links[child.route] = (url, HTMLEscaping.escape(child.title), HTMLEscaping.escape(url))
                if case .section(let nested) = child { visit(nested) }
            }
        }
        visit(tree.root)
        self.links = links
        self.windowPositions = windowPositions
    }

    /// The navigation items of the page at `current`.
    func entries(forRoute current: String) -> [Entry] {
        var units = 0
        let entries = entries(in: tree.root, current: current, units: &units)
        work.add(units)
        return entries
    }

    /// The "All N pages" link of the top level, which may be long too.
    func topLevelMore() -> Entry.More? {
        more(for: tree.root)
    }

    private func entries(in section: SiteTree.Section, current: String, units: inout Int) -> [Entry] {
        let window = windowed(section, current: current, units: &units)
        units += window.count
        return window.map { child in
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
                    entry.children = entries(in: nested, current: current, units: &units)
                    entry.more = more(for: nested)
                }
            }
            return entry
        }
    }

    private func windowed(_ section: SiteTree.Section, current: String, units: inout Int) -> ArraySlice<SiteTree.Entry> {
        let children = section.children
        guard children.count > Self.windowLimit else { return children[...] }
        let focus = focus(in: section, current: current, units: &units)
        let width = 2 * Self.windowRadius + 1
        let lower = max(0, min(focus - Self.windowRadius, children.count - width))
        return children[lower..<min(children.count, lower + width)]
    }

    /// The position of the child that is the current page or holds it, found by route: scanning
    /// the children for every page made a section of n pages cost n² (10,000 pages in one
    /// folder took 19 s).
    private func focus(in section: SiteTree.Section, current: String, units: inout Int) -> Int {
        guard let positions = windowPositions[section.route] else { return 0 }
        units += 1
        if let index = positions[current] { return index }
        for end in current.indices where current[end] == "/" {
            units += 1
            if let index = positions[String(current[...end])] { return index }
        }
        return 0
    }

    private func more(for section: SiteTree.Section) -> Entry.More? {
        guard section.children.count > Self.windowLimit else { return nil }
        return Entry.More(count: section.children.count, url: baseURL.href(PageRoute.encoded(section.route)))
    }
}
