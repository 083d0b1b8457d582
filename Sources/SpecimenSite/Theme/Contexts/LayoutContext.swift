import SpecimenPages

/// What `layout.mustache` sees: the whole document of one page.
struct LayoutContext: TemplateRepresentable {
    /// `site` as templates see it: the same for every page, so made once (`LayoutContextBuilder.siteValue`).
    let site: TemplateValue
    var page: PageContext
    /// The navigation items already rendered with the theme's `nav-item` partial.
    let navHTML: String
    /// The navigation items themselves; nil when no template reads them (they cost more than the HTML).
    let nav: [NavigationBuilder.Entry]?
    /// The top level's "All N pages" link, when it is long.
    let navMore: NavigationMoreContext
    let generator: String
    /// The table of contents as `TableOfContentsHTML` writes it, where the layout's `{{> toc}}`
    /// is rendered natively (see `ThemeTemplates.render(layout:)`); nil otherwise.
    var tocHTML: String?
    /// The breadcrumbs as `BreadcrumbsHTML` writes them, in the same way; nil otherwise.
    var breadcrumbsHTML: String?
    /// The layout's parts that read only `site` and `generator`, kept for every page made
    /// with the same `site` (see `LayoutParts`).
    var constantParts = LayoutParts.Cache()

    /// The members that differ from page to page; the others (`site`, `generator`) are the same
    /// for every page made with the same `constantParts`.
    static let varyingMembers: Set<String> = ["page", "navHTML", "nav", "navMore", "tocHTML", "breadcrumbsHTML"]

    // Members given as template values, not as `any TemplateRepresentable`: the layout's
    // context is made for every page, and boxing each member cost more than its dictionary.
    var templateValue: TemplateValue {
        var members: TemplateObject = [
            "site": site, "page": page.templateValue, "navHTML": .string(navHTML), "navMore": navMore.templateValue,
            "generator": .string(generator),
        ]
        members["nav"] = nav?.templateValue
        members["tocHTML"] = tocHTML.map(TemplateValue.string)
        members["breadcrumbsHTML"] = breadcrumbsHTML.map(TemplateValue.string)
        return .object(members)
    }
}

/// `page` in the layout.
struct PageContext: TemplateRepresentable {
    let title: String
    let description: String
    var url: String
    /// The page's body, as HTML.
    let content: String
    let isHome: Bool
    let is404: Bool
    let isSection: Bool
    let toc: [TableOfContentsEntry]
    let hasToc: Bool
    /// A section listing's pages.
    let children: [SectionChildContext]
    let breadcrumbs: [LinkContext]
    let previous: LinkContext?
    let next: LinkContext?
    /// The page in every language, for `<link rel="alternate" hreflang>`, `x-default` last
    /// (none in a handbook of one language).
    var alternates: [AlternateContext] = []
    /// The languages the switcher offers: `alternates` without `x-default`.
    var languages: [AlternateContext] = []
    /// A notice above the content: the page is not translated yet, or its translation is
    /// older than the page it translates.
    var notice = ""
    /// The language and direction of the content when it is not the page's (a page shown in
    /// the default language in a translation); empty otherwise.
    var contentLanguage = ""
    var contentDirection = ""
    /// The page in the current handbook and in each release published beside it (none
    /// without `versions:`).
    var versions: [VersionLinkContext] = []
    /// In a release published beside the current handbook: a notice saying so, the page's
    /// URL in the current handbook, and its full URL there for `rel=canonical`.
    var versionNotice = ""
    var currentVersionURL = ""
    var canonical = ""
    /// The page's Markdown copy (`index.md` beside it), for content pages; empty for others.
    var markdownURL = ""
    /// What a component page says of its component: its status and links (nil for other pages).
    var component: ComponentContext?

    /// Made for every page: its members given as template values (see `LayoutContext`).
    var templateValue: TemplateValue {
        var members: TemplateObject = [
            "title": .string(title), "description": .string(description), "url": .string(url), "content": .string(content),
            "isHome": .bool(isHome), "is404": .bool(is404), "isSection": .bool(isSection), "toc": toc.templateValue, "hasToc": .bool(hasToc),
            "children": children.templateValue, "breadcrumbs": breadcrumbs.templateValue, "alternates": alternates.templateValue,
            "languages": languages.templateValue, "notice": .string(notice), "contentLanguage": .string(contentLanguage),
            "contentDirection": .string(contentDirection), "versions": versions.templateValue, "versionNotice": .string(versionNotice),
            "currentVersionURL": .string(currentVersionURL), "canonical": .string(canonical), "markdownURL": .string(markdownURL),
        ]
        members["previous"] = previous?.templateValue
        members["next"] = next?.templateValue
        members["component"] = component?.templateValue
        return .object(members)
    }
}

/// The same page in one version of the handbook: the current one or a published release.
struct VersionLinkContext: TemplateRepresentable, Sendable, Equatable {
    let label: String
    let href: String
    /// Whether it is the version the page belongs to.
    let isCurrent: Bool

    var templateValue: TemplateValue { .object(["label": label, "href": href, "isCurrent": isCurrent]) }
}

/// The same page in one language: `hreflang`, its URL, and what the switcher shows.
struct AlternateContext: TemplateRepresentable, Sendable, Equatable {
    let hreflang: String
    /// The full URL (`<link rel="alternate">`), and the root-relative one (the switcher's links).
    let url: String
    let href: String
    /// The language's code and its name in itself.
    let code: String
    let label: String
    let direction: String
    /// Whether it is the page's own language.
    let isCurrent: Bool

    var templateValue: TemplateValue {
        .object(["hreflang": hreflang, "url": url, "href": href, "code": code, "label": label, "direction": direction, "isCurrent": isCurrent])
    }
}

/// One entry of a section listing.
struct SectionChildContext: TemplateRepresentable {
    let title: String
    let url: String
    let description: String
    /// A component page's status, as written (`beta`) and in the page's language; empty otherwise.
    var status = ""
    var statusLabel = ""

    var templateValue: TemplateValue {
        .object(["title": title, "url": url, "description": description, "status": status, "statusLabel": statusLabel])
    }
}

/// `navMore`, and an item's own `hasMore`, `moreCount` and `moreURL`.
struct NavigationMoreContext: TemplateRepresentable, Sendable {
    let more: NavigationBuilder.Entry.More?
    var words = NavigationWords.english

    var templateValue: TemplateValue {
        .object(["hasMore": more != nil, "moreCount": more?.count, "moreURL": more?.url, "moreText": more.map { words.allPagesText($0.count) }])
    }
}

extension NavigationBuilder.Entry: TemplateRepresentable {
    /// What `nav-item.mustache` sees, and each item of `nav`.
    var templateValue: TemplateValue {
        .object([
            "title": title, "url": url, "isCurrent": isCurrent, "isAncestor": isAncestor, "isSection": isSection,
            "isOpen": isOpen, "children": children, "hasMore": more != nil, "moreCount": more?.count, "moreURL": more?.url,
            "toggleTitle": words.toggleTitle(title), "groupLabel": words.groupLabel(title), "moreText": more.map { words.allPagesText($0.count) },
        ])
    }
}
