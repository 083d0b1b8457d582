/// What `section.mustache` (a section's listing) and `404.mustache` see.
struct PageBodyContext: TemplateRepresentable {
    let site: SiteContext
    let page: BodyPage

    /// `page` in a body template: its title, and a listing's children.
    struct BodyPage: TemplateRepresentable {
        let title: String
        /// The pages a section lists; nil for the 404 page.
        let children: [SectionChildContext]?

        var templateValue: TemplateValue { .object(["title": title, "children": children]) }
    }

    var templateValue: TemplateValue { .object(["site": site, "page": page]) }
}
