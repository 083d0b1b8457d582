import SpecimenPages

/// A published page as tools read it (`specimen mcp`): its title, address, language and text,
/// with the terms the site's search index gives it, made the same way.
public struct HandbookPage: Sendable {
    /// A part of the page under one heading, as search reads it.
    public struct Section: Sendable {
        /// The heading's id (the `#fragment` that links to it); nil before the first heading.
        public let anchor: String?
        public let heading: String
        /// The prose, then the code blocks' text apart.
        public let body: String
        public let code: String
    }

    public let title: String
    public let description: String
    /// The page's address: a full URL when `baseURL` has an origin, else its absolute path.
    public let url: String
    /// Its Markdown file, from the handbook's folder: `Content/fr/index.md`.
    public let file: String
    /// The language it is written in (a code of `languages:`).
    public let language: String
    public let sections: [Section]
    /// Every term the page holds, as the search index has it: its weight and section.
    let terms: [String: PagePostings.Posting]
    /// The terms of the title alone.
    let titleTerms: Set<String>

    init(rendered: RenderedPage, url: String, language: String) {
        let text = SearchText(html: rendered.contentHTML)
        title = rendered.title
        description = rendered.page.frontMatter.description ?? ""
        self.url = url
        file = rendered.page.displayPath
        self.language = language
        sections = text.sections.map { Section(anchor: $0.anchor, heading: $0.heading, body: $0.body, code: $0.code) }
        terms = PagePostings(title: title, description: description, text: text, language: language).terms
        var titleTerms: Set<String> = []
        for word in WordBreaks.words(in: title, language: language) {
            SearchTerms.forEachIndexTerm(of: word.text) { titleTerms.insert($0) }
        }
        self.titleTerms = titleTerms
    }
}
