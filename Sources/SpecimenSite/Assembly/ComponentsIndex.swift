import SpecimenPages

/// The index of a handbook's components: every component page (one whose front matter gives a
/// status or links, or whose examples and component blocks use tokens) with its status and
/// description, as cards, under the page published at `/components/`. Where no page is there,
/// the folder's generated listing shows the same cards with their statuses.
struct ComponentsIndex {
    /// Where the index goes, below the language's base URL.
    static let route = "components/"

    let children: [SectionChildContext]
    let strings: InterfaceStrings

    init(pages: [RenderedPage], strings: InterfaceStrings, href: (String) -> String) {
        self.strings = strings
        children = pages.filter(Self.isComponentPage).sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }.map { page in
            var child = SectionChildContext(title: page.title, url: href(page.page.route), description: page.page.frontMatter.description ?? "")
            (child.status, child.statusLabel) = page.page.frontMatter.component.status.badge(in: strings)
            return child
        }
    }

    /// Whether a page documents a component.
    static func isComponentPage(_ page: RenderedPage) -> Bool {
        !page.page.frontMatter.component.isEmpty || !page.componentTokens.isEmpty
    }

    /// The cards under a heading of their own, as the section listing draws them; empty without components.
    func html(templates: ThemeTemplates, site: SiteContext) -> String {
        guard !children.isEmpty else { return "" }
        let cards = templates.render("section", PageBodyContext(site: site, page: .init(title: strings["componentsIndex"], children: children)))
        return "\n<h2 id=\"all-components\">\(HTMLEscaping.escape(strings["componentsIndex"]))</h2>\n" + cards
    }
}
