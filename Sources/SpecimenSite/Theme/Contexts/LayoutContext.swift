/// What `layout.mustache` sees: the whole document of one page.
struct LayoutContext: TemplateRepresentable {
    let site: SiteContext
    var page: PageContext
    /// The navigation items already rendered with the theme's `nav-item` partial.
    let navHTML: String
    /// The navigation items themselves; nil when no template reads them (they cost more than the HTML).
    let nav: [NavigationBuilder.Entry]?
    /// The top level's "All N pages" link, when it is long.
    let navMore: NavigationMoreContext
    let generator: String

    var templateValue: TemplateValue {
        .object(["site": site, "page": page, "navHTML": navHTML, "nav": nav, "navMore": navMore, "generator": generator])
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

    var templateValue: TemplateValue {
        .object([
            "title": title, "description": description, "url": url, "content": content, "isHome": isHome, "is404": is404,
            "isSection": isSection, "toc": toc, "hasToc": hasToc, "children": children, "breadcrumbs": breadcrumbs,
            "previous": previous, "next": next,
        ])
    }
}

/// One entry of a section listing.
struct SectionChildContext: TemplateRepresentable {
    let title: String
    let url: String
    let description: String

    var templateValue: TemplateValue { .object(["title": title, "url": url, "description": description]) }
}

/// `navMore`, and an item's own `hasMore`, `moreCount` and `moreURL`.
struct NavigationMoreContext: TemplateRepresentable, Sendable {
    let more: NavigationBuilder.Entry.More?

    var templateValue: TemplateValue {
        .object(["hasMore": more != nil, "moreCount": more?.count, "moreURL": more?.url])
    }
}

extension NavigationBuilder.Entry: TemplateRepresentable {
    /// What `nav-item.mustache` sees, and each item of `nav`.
    var templateValue: TemplateValue {
        .object([
            "title": title, "url": url, "isCurrent": isCurrent, "isAncestor": isAncestor, "isSection": isSection,
            "isOpen": isOpen, "children": children, "hasMore": more != nil, "moreCount": more?.count, "moreURL": more?.url,
        ])
    }
}
