import SpecimenPages

/// Makes the typed contexts templates see (`Theme/Contexts/`, listed in README "Themes") for
/// the pages of one navigation tree.
struct LayoutContextBuilder: Sendable {
    let config: SiteConfig
    let navigation: NavigationBuilder
    /// Titles by route, for breadcrumbs and previous/next links.
    let titles: [String: String]
    let readingOrder: [String]
    private let positions: [String: Int]
    /// Breadcrumbs by the folder part of a route, made once: every page of a folder has the
    /// same, and making them for every page of a deep tree was a tenth of its layouts.
    private var crumbsByFolder: [String: [LinkContext]] = [:]

    let hasTokens: Bool
    /// The interface's words in the pages' language.
    var strings = InterfaceStrings.inEnglish {
        didSet { siteValue = site.templateValue }
    }
    /// The theme, for rendering a handbook's own `nav-item` into `navHTML`.
    var templates: ThemeTemplates?
    /// The header's modifier switchers (set with the tokens of each assembly: the rest of this
    /// builder is kept while the navigation is the same).
    var modifiers: [ModifierSwitchContext] = [] {
        didSet {
            modifierScript = ModifierSwitchContext.script(modifiers)
            siteValue = site.templateValue
        }
    }
    private(set) var modifierScript = "[]"
    /// `site` as every page's layout sees it, made when what it is made from is set: made for
    /// each page, it compared the strings with English's and wrote a translation's script
    /// strings out every time. Read on every core, never changed while pages are made (its
    /// lists are made from arrays it keeps), as `InterfaceStrings.templateValue`.
    nonisolated(unsafe) private(set) var siteValue = TemplateValue.object(TemplateObject()) {
        didSet { constantParts = LayoutParts.Cache() }
    }
    /// The layout's parts made from `siteValue` (see `LayoutParts`), made anew with it.
    private var constantParts = LayoutParts.Cache()

    init(config: SiteConfig, tree: SiteTree, hasTokens: Bool = false, strings: InterfaceStrings = InterfaceStrings.inEnglish) {
        self.config = config
        self.hasTokens = hasTokens
        self.strings = strings
        self.navigation = NavigationBuilder(tree: tree, baseURL: config.baseURL, words: NavigationWords(strings))
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
        var crumbs: [String: [LinkContext]] = [:]
        collectBreadcrumbs(inside: tree.root, leading: [link("")], into: &crumbs)
        crumbsByFolder = crumbs
        siteValue = site.templateValue
    }

    /// The breadcrumbs of the pages inside `section` and its subsections, from those of its
    /// parent: one link per section rather than one per page and level.
    private func collectBreadcrumbs(inside section: SiteTree.Section, leading: [LinkContext], into crumbs: inout [String: [LinkContext]]) {
        let route = section.route
        let inside = route.isEmpty || titles[route] == nil ? leading : leading + [link(route)]
        crumbs[route] = inside
        for case .section(let nested) in section.children { collectBreadcrumbs(inside: nested, leading: inside, into: &crumbs) }
    }

    var site: SiteContext {
        let language = config.publishedLanguages.first { $0.code == config.language }
        let direction = language.map { config.languages.count > 1 || $0.direction == .rightToLeft ? $0.direction.rawValue : "" } ?? ""
        return SiteContext(
            title: config.title, description: config.description, baseURL: config.baseURL.path, language: config.language,
            hasTokens: hasTokens, hasSearch: config.search, modifiers: modifiers, modifierScript: modifierScript,
            rootURL: config.rootURL.path, direction: direction, strings: strings, hasLanguages: config.languages.count > 1,
            hasVersions: hasVersions, versionsURL: hasVersions ? (config.publishedVersion?.current ?? config.rootURL).href("versions.json") : "")
    }

    /// Whether the pages at routes below `prefix` that the navigation does not hold (token
    /// pages below `tokens/`) all get the same layout context but for their title,
    /// description, URL and content: no page of the navigation is below `prefix` to be
    /// current, an ancestor or a neighbour of one of them.
    func sharesLayout(below prefix: String) -> Bool {
        !readingOrder.contains { $0 != prefix && $0.hasPrefix(prefix) }
    }

    /// The context for the layout of a page at `route` that the navigation does not hold,
    /// with the given URL, title, description and content put in.
    func layout(
        outsideNavigationAt route: String, url: String, title: String, description: String, contentHTML: String,
        translation: PageTranslation = .original
    ) -> LayoutContext {
        var context = layout(route: route, title: title, description: description, contentHTML: contentHTML, translation: translation)
        context.page.url = url
        return context
    }

    func href(_ route: String) -> String {
        config.baseURL.href(PageRoute.encoded(route))
    }

    /// The context for the layout of the page at `route` (nil for the 404 page).
    func layout(
        route: String?, title: String, description: String, contentHTML: String,
        toc: [TableOfContentsEntry] = [], isSection: Bool = false, children: [SectionChildContext] = [],
        is404: Bool = false, translation: PageTranslation = .original, freshness: TranslationFreshness? = nil
    ) -> LayoutContext {
        let position = route.flatMap { positions[$0] }
        var page = PageContext(
            title: title, description: description, url: route.map(href) ?? href("404.html"), content: contentHTML,
            isHome: route == "", is404: is404, isSection: isSection, toc: toc, hasToc: !toc.isEmpty, children: children,
            breadcrumbs: route.map(breadcrumbs) ?? [],
            previous: position.flatMap { $0 > 0 ? link(readingOrder[$0 - 1]) : nil },
            next: position.flatMap { $0 + 1 < readingOrder.count ? link(readingOrder[$0 + 1]) : nil })
        if let route, config.languages.count > 1 {
            describeLanguages(of: &page, route: route, translation: translation, freshness: freshness)
        }
        if let route, hasVersions { describeVersions(of: &page, route: route) }
        let (html, items) = renderedNavigation(forRoute: route ?? "\u{0}")
        return LayoutContext(
            site: siteValue, page: page, navHTML: html, nav: items,
            navMore: NavigationMoreContext(more: navigation.topLevelMore(), words: navigation.words), generator: "Specimen",
            constantParts: constantParts)
    }

    /// The navigation's HTML, rendered with the theme's `nav-item` (natively while it is the
    /// default one), and its items for a theme that lists them: making the items costs more
    /// than writing the HTML, so the others do not get them.
    private func renderedNavigation(forRoute route: String) -> (html: String, items: [NavigationBuilder.Entry]?) {
        let listsItems = templates?.listsNavigationItems ?? true
        let native = templates?.hasDefaultNavItem ?? true
        if native, !listsItems { return (navigation.html(forRoute: route), nil) }
        let entries = navigation.entries(forRoute: route)
        let html: String
        if let templates, !native {
            html = entries.map { templates.render("nav-item", $0) }.joined()
        } else {
            html = NavigationHTML.render(entries)
        }
        return (html, listsItems ? entries : nil)
    }

    /// The page's alternates and switcher, and for a page shown in the default language, its
    /// notice and the language of its content.
    private func describeLanguages(
        of page: inout PageContext, route: String, translation: PageTranslation, freshness: TranslationFreshness?
    ) {
        let links = LanguageAlternates.links(route: route, config: config) { index in
            translation != .onlyHere || config.publishedLanguages[index].code == config.language
        }
        page.alternates = links.map { link in
            AlternateContext(
                hreflang: link.hreflang, url: link.url, href: link.path, code: link.language.code, label: link.language.label,
                direction: link.language.direction.rawValue, isCurrent: link.hreflang == config.language)
        }
        page.languages = page.alternates.filter { $0.hreflang != "x-default" }
        if case .fallback(let original) = translation {
            let direction = config.publishedLanguages.first { $0.code == original }?.direction ?? .leftToRight
            (page.contentLanguage, page.contentDirection) = (original, direction.rawValue)
            page.notice = strings.format(
                "fallbackNotice", ["language": strings.name(ofLanguage: config.language), "original": strings.name(ofLanguage: original)])
        }
        if let freshness {
            page.notice = strings.format(
                "outdatedNotice", ["original": strings.name(ofLanguage: config.defaultLanguage), "changes": changes(freshness)])
        }
    }

    /// "since 2026-05-01: Semantic colors, Contrast pairs", in the page's language.
    func changes(_ freshness: TranslationFreshness) -> String {
        let sections = freshness.changedSections.joined(separator: ", ")
        guard let since = freshness.since else { return sections }
        let date = strings.format("outdatedSince", ["date": strings.date(since)])
        return sections.isEmpty ? date : date + ": " + sections
    }

    private func link(_ route: String) -> LinkContext {
        LinkContext(title: titles[route] ?? route, url: href(route))
    }

    private func breadcrumbs(for route: String) -> [LinkContext] {
        guard !route.isEmpty else { return [] }
        return crumbsByFolder[Self.folderPart(of: route)] ?? makeBreadcrumbs(for: route)
    }

    /// `a/b/` for `a/b/c/`: what the breadcrumbs of a route depend on. Cut at the route's last
    /// folder's slash (split and joined again, a page ten folders deep took 8 µs of every page's
    /// layout); a route with an empty part (`a//b`, `/a`) is split, which leaves those out.
    static func folderPart(of route: String) -> String {
        let slash = UInt8(ascii: "/")
        var text = route
        let found: (hasEmptyPart: Bool, slash: Int?) = text.withUTF8 { bytes in
            guard bytes.first != slash else { return (true, nil) }
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == slash, previous == slash { return (true, nil) }
                previous = byte
            }
            let end = bytes.last == slash ? bytes.count - 1 : bytes.count
            return (false, bytes[..<end].lastIndex(of: slash))
        }
        guard !found.hasEmptyPart else { return route.split(separator: "/").dropLast().map { "\($0)/" }.joined() }
        guard let last = found.slash else { return "" }
        return String(route[...route.utf8.index(route.utf8.startIndex, offsetBy: last)])
    }

    private func makeBreadcrumbs(for route: String) -> [LinkContext] {
        var crumbs = [link("")]
        var prefix = ""
        for component in route.split(separator: "/").dropLast() {
            prefix += "\(component)/"
            if titles[prefix] != nil { crumbs.append(link(prefix)) }
        }
        return crumbs
    }
}
