import SpecimenDiagnostics

/// A heading listed in a page's table of contents.
public struct TableOfContentsEntry: Sendable, Hashable {
    public var id: String
    public var title: String
    public var level: Int
}

/// A page's Markdown turned into HTML, with what the layout and later checks need.
public struct RenderedPage: Sendable {
    public var page: ContentPage
    public var title: String
    public var contentHTML: String
    /// Headings of levels 2 and 3, in order.
    public var tableOfContents: [TableOfContentsEntry]
    /// Every heading id on the page, for anchor checks.
    public var anchors: Set<String>
    public var diagnostics: [Diagnostic]
    /// Each token mentioned in prose, with the id of the chip that mentions it.
    public var tokenReferences: [(path: String, anchor: String)] = []
    /// Every token the page shows (named by a `data-token` attribute), found once at render time
    /// so that a token edit finds the pages to redo without reading every page again.
    public var shownTokens: Set<String> = []
}
