/// Builds the dictionaries Mustache templates see; the keys are the theme's contract
/// (documented in README "Themes").
struct TemplateContext: Sendable {
    let config: SiteConfig
    let navigation: NavigationBuilder
    /// Titles by route, for breadcrumbs and previous/next links.
    let titles: [String: String]
    let readingOrder: [String]
    private let positions: [String: Int]

    let hasTokens: Bool
    /// The theme, for rendering a handbook's own `nav-item` into `navHTML`.
    var templates: ThemeTemplates?

    init(config: SiteConfig, tree: SiteTree, hasTokens: Bool = false) {
        self.config = config
        self.hasTokens = hasTokens
        self.navigation = NavigationBuilder(tree: tree, baseURL: config.baseURL)
        let order = tree.readingOrder
        var titles: [String: String] = [:]
        var positions: [String: Int] = [:]
        for (index, entry) in order.enumerated() {
            titles[entry.route] = entry.title
            positions[entry.route] = index
        }
        self.titles = titles
        self.readingOrder = order.map(\.route)
        self.positions = positions
    }

    var site: [String: Any] {
        ["title": config.title, "description": config.description, "baseURL": config.baseURL.path, "language": config.language,
         "hasTokens": hasTokens]
    }

    func href(_ route: String) -> String {
        config.baseURL.href(PageRoute.encoded(route))
    }

    /// The full context for the layout of the page at `route`.
    func layout(route: String?, title: String, description: String, contentHTML: String,
                toc: [TableOfContentsEntry] = [], isSection: Bool = false, children: [[String: Any]] = [],
                is404: Bool = false) -> [String: Any] {
        var page: [String: Any] = [
            "title": title,
            "description": description,
            "url": route.map(href) ?? href("404.html"),
            "content": contentHTML,
            "isHome": route == "",
            "is404": is404,
            "isSection": isSection,
            "toc": toc.map { ["id": $0.id, "title": $0.title, "level": $0.level] as [String: Any] },
            "hasToc": !toc.isEmpty,
            "children": children,
            "breadcrumbs": route.map(breadcrumbs) ?? [],
        ]
        if let route, let position = positions[route] {
            if position > 0 { page["previous"] = link(readingOrder[position - 1]) }
            if position + 1 < readingOrder.count { page["next"] = link(readingOrder[position + 1]) }
        }
        let entries = navigation.entries(forRoute: route ?? "\u{0}")
        var context: [String: Any] = [
            "site": site,
            "page": page,
            "navHTML": navigationHTML(entries),
            "generator": "Specimen",
        ]
        // The item dictionaries cost more than the HTML; only a theme that lists them gets them.
        if templates?.listsNavigationItems ?? true { context["nav"] = entries.map(\.dictionary) }
        context["navMore"] = navigation.topLevelMore()
        return context
    }

    /// The items rendered with the theme's `nav-item` (natively while it is the default one).
    private func navigationHTML(_ entries: [NavigationBuilder.Entry]) -> String {
        guard let templates, !templates.hasDefaultNavItem else { return NavigationHTML.render(entries) }
        return entries.map { templates.render("nav-item", $0.dictionary) }.joined()
    }

    private func link(_ route: String) -> [String: Any] {
        ["title": titles[route] ?? route, "url": href(route)]
    }

    private func breadcrumbs(for route: String) -> [[String: Any]] {
        guard !route.isEmpty else { return [] }
        var crumbs: [[String: Any]] = [link("")]
        var prefix = ""
        for component in route.split(separator: "/").dropLast() {
            prefix += "\(component)/"
            if titles[prefix] != nil { crumbs.append(link(prefix)) }
        }
        return crumbs
    }
}
