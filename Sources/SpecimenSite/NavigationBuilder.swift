/// Builds the navigation shown on one page: the top level, and the children of open sections
/// only, with long sections cut to a window around the current page.
struct NavigationBuilder: Sendable {
    /// Sections with more children than this show a window of them plus an "All N pages" link.
    static let windowLimit = 25
    static let windowRadius = 10

    let tree: SiteTree
    let baseURL: BaseURL

    /// Nav items for the template context of the page at `current`.
    func items(forRoute current: String) -> [[String: Any]] {
        items(in: tree.root, current: current)
    }

    /// `hasMore`, `moreCount`, `moreURL` for the top level, which may be long too.
    func topLevelMore() -> [String: Any] {
        moreInfo(for: tree.root)
    }

    private func items(in section: SiteTree.Section, current: String) -> [[String: Any]] {
        windowed(section.children, current: current).map { entry in
            let route = entry.route
            let isCurrent = route == current
            var item: [String: Any] = [
                "title": entry.title,
                "url": baseURL.href(PageRoute.encoded(route)),
                "isCurrent": isCurrent,
                "isAncestor": false,
                "isSection": false,
                "isOpen": false,
                "children": [[String: Any]](),
                "hasMore": false,
            ]
            if case .section(let nested) = entry {
                let isAncestor = !isCurrent && current.hasPrefix(route)
                item["isSection"] = true
                item["isAncestor"] = isAncestor
                if isCurrent || isAncestor {
                    item["isOpen"] = true
                    item["children"] = items(in: nested, current: current)
                    for (key, value) in moreInfo(for: nested) { item[key] = value }
                }
            }
            return item
        }
    }

    private func windowed(_ children: [SiteTree.Entry], current: String) -> ArraySlice<SiteTree.Entry> {
        guard children.count > Self.windowLimit else { return children[...] }
        let focus = children.firstIndex { entry in
            entry.route == current || (!entry.route.isEmpty && current.hasPrefix(entry.route))
        } ?? 0
        let width = 2 * Self.windowRadius + 1
        let lower = max(0, min(focus - Self.windowRadius, children.count - width))
        return children[lower..<min(children.count, lower + width)]
    }

    private func moreInfo(for section: SiteTree.Section) -> [String: Any] {
        guard section.children.count > Self.windowLimit else { return ["hasMore": false] }
        return ["hasMore": true, "moreCount": section.children.count, "moreURL": baseURL.href(PageRoute.encoded(section.route))]
    }
}
