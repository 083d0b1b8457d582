import SpecimenDiagnostics

/// A heading listed in a page's table of contents.
public struct TableOfContentsEntry: Sendable, Hashable {
    public var id: String
    public var title: String
    public var level: Int
}

/// A page's Markdown turned into HTML, with what the layout and later checks need: its title,
/// table of contents, ids, findings, token references and links. Made by `PageRenderer.render`;
/// a session keeps one per page and replaces those an edit renders again.
///
/// Its fields live in one shared box, copied only when a copy is changed: sessions keep every
/// page rendered, steps walk and replace them, and copying a page field by field (fifteen
/// reference counts) made every edit of a 10,000-page handbook copy them all.
@dynamicMemberLookup
public struct RenderedPage: Sendable {
    public struct Fields: Sendable {
        public var page: ContentPage
        public var title: String
        public var contentHTML: String
        /// Headings of levels 2 and 3, in order.
        public var tableOfContents: [TableOfContentsEntry]
        /// Every `id` on the page (headings, chips, footnotes, raw HTML), for anchor checks.
        public var anchors: Set<String>
        public var diagnostics: [Diagnostic]
        /// Each token mentioned in prose, with the id of the chip that mentions it.
        public var tokenReferences: [(path: String, anchor: String)] = []
        /// Every token the page shows (named by a `data-token` attribute), found once at render time
        /// so that a token edit finds the pages to redo without reading every page again.
        public var shownTokens: Set<String> = []
        /// The tokens the component the page documents uses: its component blocks' specs and its
        /// live examples' CSS. Token pages list the page among the components using them.
        public var componentTokens: Set<String> = []
        /// The component specs its `component` blocks show, by name.
        public var componentSpecs: Set<String> = []
        /// Links with a `#fragment` to this page (route nil) or another page, checked once every
        /// page is rendered.
        public var fragmentLinks: [FragmentLink] = []
        /// What the page's Markdown copy needs of its parse, so that the copy need not parse it again.
        package var copyOutline: MarkdownCopyOutline?
        /// A long page's Markdown copy, made while it rendered (see `PageRenderer.render`), until
        /// taken.
        package var markdownCopy: MarkdownCopy?
    }

    /// A page's Markdown copy made on another thread, with the title and base URL it was made for.
    package struct MarkdownCopy: Sendable {
        package let title: String
        package let baseURL: BaseURL
        package let text: BackgroundTask<String>
    }

    // Usable from inline so that other modules read a field directly: through the generic
    // key path the subscript took, reading a field cost a key-path projection each time.
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    public init(
        page: ContentPage, title: String, contentHTML: String, tableOfContents: [TableOfContentsEntry], anchors: Set<String>,
        diagnostics: [Diagnostic], tokenReferences: [(path: String, anchor: String)] = []
    ) {
        box = Box(
            Fields(
                page: page, title: title, contentHTML: contentHTML, tableOfContents: tableOfContents, anchors: anchors,
                diagnostics: diagnostics, tokenReferences: tokenReferences))
    }

    /// The Markdown copy made while the page rendered, taken from every copy of the page at
    /// once: only the run that rendered the page uses it (a later one may have other tokens).
    package func takeMarkdownCopy() -> MarkdownCopy? {
        defer { box.fields.markdownCopy = nil }
        return box.fields.markdownCopy
    }

    /// Lets go of the page's HTML, its Markdown and its copy's outline in every copy of the page
    /// at once, which share them: for a build that keeps nothing for a next run, once the page's
    /// files and search document are made (see `PageTextRelease`). Nothing may read them after.
    package func releaseText() {
        box.fields.contentHTML = ""
        box.fields.copyOutline = nil
        box.fields.markdownCopy = nil
        box.fields.page.releaseBody()
    }

    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            box.fields[keyPath: field] = newValue
        }
    }
}

/// A link to `#fragment` on a page, where it is written.
public struct FragmentLink: Sendable, Hashable {
    /// The target page's route; nil for the page the link is on.
    public var route: String?
    public var fragment: String
    public var location: SourceLocation
    public var sourceLine: String
}

extension RenderedPage {
    /// The token paths named in `data-token="…"` attributes (space-separated lists included).
    static func tokensShown(in html: String) -> Set<String> {
        // Split on the byte: splitting characters walks grapheme clusters, a tenth of a page's render.
        Set(
            HTMLAttributes.values(of: "data-token", in: html).flatMap { value in
                value.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            })
    }
}
