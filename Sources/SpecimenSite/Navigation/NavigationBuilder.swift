import SpecimenPages

/// Builds the navigation shown on one page: the top level, and the children of open sections
/// only, with long sections cut to a window around the current page.
struct NavigationBuilder: Sendable {
    /// Sections with more children than this show a window of them plus an "All N pages" link.
    static let windowLimit = 25
    static let windowRadius = 10
    /// Room made for a page's navigation before it is written.
    static let expectedBytes = 8 * 1024

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
        /// The words around the title (see `NavigationWords`).
        var words = NavigationWords.english

        /// A link to a long section's own page, listing all of it.
        struct More: Sendable {
            var count: Int
            var url: String
        }
    }

    let tree: SiteTree
    let baseURL: BaseURL
    let words: NavigationWords
    /// Each route's URL and the escaped title and URL, computed once: every page lists
    /// mostly the same entries.
    private let links: [String: Link]
    /// Each section's children as `NavigationHTML` writes them when they are neither the
    /// current page nor hold it (all but a few items of every page's navigation), by section,
    /// in the order of `children`. Sections are told by identity, not by route: every
    /// page looked up each section on its path by hashing routes that, ten folders deep, are
    /// long.
    private let closedItems: [ObjectIdentifier: [String]]
    /// For each section long enough to show a window: its children's positions by route.
    private let windowPositions: [ObjectIdentifier: [String: Int]]
    /// Each section's item as `NavigationHTML` writes it when it is open, around its children,
    /// by section: every page below a section repeats it (a page ten folders deep, ten of them).
    private let openItems: [ObjectIdentifier: OpenItem]

    /// An open section's item: its opening as the current page and as an ancestor of it, and
    /// what follows its children.
    private struct OpenItem {
        let openingAsCurrent: String
        let openingAsAncestor: String
        let closing: String
        let hasChildren: Bool
    }
    /// Entries made and lookups done for all pages: what a page's navigation costs must not
    /// grow with the size of its section (a test compares 1,000 and 3,000 pages).
    let work = WorkCount()

    init(tree: SiteTree, baseURL: BaseURL, words: NavigationWords = .english) {
        self.tree = tree
        self.baseURL = baseURL
        self.words = words
        var links: [String: Link] = [:]
        var closedItems: [ObjectIdentifier: [String]] = [:]
        var windowPositions: [ObjectIdentifier: [String: Int]] = [:]
        var openItems: [ObjectIdentifier: OpenItem] = [:]
        func visit(_ section: SiteTree.Section) {
            if section.children.count > Self.windowLimit {
                windowPositions[ObjectIdentifier(section)] = Dictionary(
                    section.children.enumerated().map { ($0.element.route, $0.offset) }, uniquingKeysWith: { first, _ in first })
            }
            var closed: [String] = []
            closed.reserveCapacity(section.children.count)
            for child in section.children {
                let link = Link(child, baseURL: baseURL)
                links[child.route] = link
                closed.append(NavigationHTML.render([Self.entry(child, link: link, current: "", words: words)]))
                if case .section(let nested) = child {
                    openItems[ObjectIdentifier(nested)] = Self.openItem(child, nested, link: link, baseURL: baseURL, words: words)
                    visit(nested)
                }
            }
            closedItems[ObjectIdentifier(section)] = closed
        }
        visit(tree.root)
        self.links = links
        self.closedItems = closedItems
        self.windowPositions = windowPositions
        self.openItems = openItems
    }

    private static func openItem(
        _ child: SiteTree.Entry, _ section: SiteTree.Section, link: Link, baseURL: BaseURL, words: NavigationWords
    ) -> OpenItem {
        var entry = entry(child, link: link, current: child.route, words: words)
        entry.more = more(for: section, baseURL: baseURL)
        let hasChildren = !section.children.isEmpty
        let openingAsCurrent = NavigationHTML.opening(entry, hasChildren: hasChildren)
        (entry.isCurrent, entry.isAncestor) = (false, true)
        return OpenItem(
            openingAsCurrent: openingAsCurrent, openingAsAncestor: NavigationHTML.opening(entry, hasChildren: hasChildren),
            closing: NavigationHTML.closing(entry, hasChildren: hasChildren), hasChildren: hasChildren)
    }

    /// A route's URL, and its title and URL escaped for HTML.
    private struct Link {
        var url: String
        var escapedTitle: String
        var escapedURL: String

        init(_ child: SiteTree.Entry, baseURL: BaseURL) {
            url = baseURL.href(PageRoute.encoded(child.route))
            escapedTitle = HTMLEscaping.escape(child.title)
            escapedURL = HTMLEscaping.escape(url)
        }
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
            var entry = Self.entry(child, link: links[child.route] ?? Link(child, baseURL: baseURL), current: current, words: words)
            if entry.isOpen, case .section(let nested) = child {
                entry.children = entries(in: nested, current: current, units: &units)
                entry.more = more(for: nested)
            }
            return entry
        }
    }

    /// The navigation of the page at `current` as the default theme's `nav-item` writes it:
    /// `NavigationHTML.render(entries(forRoute: current))`, without making the entries.
    func html(forRoute current: String) -> String {
        var html = ""
        // Most of a page's navigation fits (grown as it was written, it was copied several times).
        html.reserveCapacity(Self.expectedBytes)
        var units = 0
        appendHTML(in: tree.root, current: current, to: &html, units: &units)
        work.add(units)
        return html
    }

    private func appendHTML(in section: SiteTree.Section, current: String, to html: inout String, units: inout Int) {
        let window = windowed(section, current: current, units: &units)
        units += window.count
        let closed = closedItems[ObjectIdentifier(section)] ?? []
        for position in window.indices {
            let child = window[position]
            let route = child.route
            let isOnPath = route == current || (Self.isSection(child) && current.hasUTF8Prefix(route))
            if !isOnPath, closed.indices.contains(position) {
                html += closed[position]
                continue
            }
            if isOnPath, case .section(let nested) = child, let open = openItems[ObjectIdentifier(nested)] {
                html += route == current ? open.openingAsCurrent : open.openingAsAncestor
                if open.hasChildren { appendHTML(in: nested, current: current, to: &html, units: &units) }
                html += open.closing
                continue
            }
            NavigationHTML.append(
                Self.entry(child, link: links[route] ?? Link(child, baseURL: baseURL), current: current, words: words), to: &html)
        }
    }

    /// The entry of `child` on the page at `current`, without its children.
    private static func entry(_ child: SiteTree.Entry, link: Link, current: String, words: NavigationWords) -> Entry {
        let route = child.route
        var entry = Entry(title: child.title, url: link.url, isCurrent: route == current)
        entry.words = words
        entry.escapedTitle = link.escapedTitle
        entry.escapedURL = link.escapedURL
        if isSection(child) {
            entry.isSection = true
            entry.isAncestor = !entry.isCurrent && current.hasUTF8Prefix(route)
            entry.isOpen = entry.isCurrent || entry.isAncestor
        }
        return entry
    }

    private static func isSection(_ child: SiteTree.Entry) -> Bool {
        if case .section = child { return true }
        return false
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
        guard let positions = windowPositions[ObjectIdentifier(section)] else { return 0 }
        units += 1
        if let index = positions[current] { return index }
        let bytes = current.utf8
        for end in bytes.indices where bytes[end] == UInt8(ascii: "/") {
            units += 1
            if let index = positions[String(current[...end])] { return index }
        }
        return 0
    }

    private func more(for section: SiteTree.Section) -> Entry.More? {
        Self.more(for: section, baseURL: baseURL)
    }

    private static func more(for section: SiteTree.Section, baseURL: BaseURL) -> Entry.More? {
        guard section.children.count > windowLimit else { return nil }
        return Entry.More(count: section.children.count, url: baseURL.href(PageRoute.encoded(SectionListing(section: section).route(ofPage: 1))))
    }
}
