import Foundation
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// A page's text as search indexes it: every word, in the section of the nearest heading, prose
/// and code apart, as a reader sees it.
@Suite("Search text")
struct SearchTextTests {
    typealias Section = SearchText.Section

    @Test func headingsStartSectionsWithTheirAnchors() {
        let html = """
            <p>Intro text.</p>
            <h2 id="colors">Colors &amp; themes</h2>
            <p>Brand <em>col</em>ors.</p>
            <h3 id="dark-mode">Dark <code>mode</code></h3>
            <p>Night.</p>
            """
        #expect(
            SearchText(html: html).sections == [
                Section(anchor: nil, heading: "", body: "Intro text."),
                Section(anchor: "colors", heading: "Colors & themes", body: "Brand colors."),
                Section(anchor: "dark-mode", heading: "Dark mode", body: "Night."),
            ])
    }

    @Test func codeBlocksAreKeptApartAndInlineCodeIsProse() {
        let html = "<p>Use <code>--color-brand</code> here.</p><pre><code class=\"language-css\">a { color: var(--x); }\n</code></pre><p>After</p>"
        #expect(SearchText(html: html).sections == [Section(anchor: nil, body: "Use --color-brand here. After", code: "a { color: var(--x); }")])
    }

    @Test func blocksSeparateWordsAndInlineElementsDoNot() {
        let html =
            "<ul><li>one</li><li>two</li></ul><p>de<strong>sign</strong><br>sys<a href=\"#\">tem</a></p><table><tr><td>a</td><td>b</td></tr></table>"
        #expect(SearchText(html: html).sections.map(\.body) == ["one two design system a b"])
    }

    @Test func scriptsStylesDrawingsAndCommentsAreNotText() {
        let html = """
            <p>Seen</p><script>var hidden = "<p>no</p>";</script><style>p { color: red }</style>
            <svg viewBox="0 0 1 1"><title>icon</title><path d="M0"/></svg><!-- a > b --><p>too</p>
            """
        #expect(SearchText(html: html).sections.map(\.body) == ["Seen too"])
    }

    @Test func escapedMarkupIsTextAndAStrayAngleIsKept() {
        let html = "<p>&lt;script&gt;alert(1)&lt;/script&gt; a &lt; b and 3 < 4</p>"
        #expect(SearchText(html: html).sections.map(\.body) == ["<script>alert(1)</script> a < b and 3 < 4"])
    }

    @Test func aHeadingWithoutAnAnchorIsTextOfItsSection() {
        let html = "<h2 id=\"buttons\">Buttons</h2><h3 class=\"title\">Button — dark</h3><p>Cells</p>"
        #expect(SearchText(html: html).sections == [Section(anchor: "buttons", heading: "Buttons", body: "Button — dark Cells")])
    }

    @Test func anEmptyPageHasNoSections() {
        #expect(SearchText(html: "").sections.isEmpty)
        #expect(SearchText(html: "<div>  </div>").sections.isEmpty)
    }

    /// Every word a reader reads in each rendered sample page's content (its prose column) is in
    /// its search text, and each section after the first has its heading's anchor.
    @Test func theSamplesPagesKeepEveryWord() throws {
        let book = try IncrementalBuildTests.sampleCopy()
        defer { book.remove() }
        let files = try SiteBuilder.build(BuildOptions(root: book.root)).files
        var checked = 0
        for (path, data) in files where path.hasSuffix("index.html") && !path.hasPrefix("tokens/") {
            let page = String(decoding: data, as: UTF8.self)
            guard let start = page.range(of: "<div class=\"prose\">"),
                let end = page.range(of: "\n</div>\n<nav class=\"pager\"", range: start.upperBound..<page.endIndex)
                    ?? page.range(of: "</main>", range: start.upperBound..<page.endIndex)
            else { continue }
            let content = String(page[start.upperBound..<end.lowerBound])
            let text = SearchText(html: content)
            #expect(text.sections.dropFirst().allSatisfy { $0.anchor?.isEmpty == false }, "\(path)")
            var indexed: Set<String> = []
            for section in text.sections {
                for part in [section.heading, section.body, section.code] {
                    indexed.formUnion(WordBreaks.words(in: part, language: "en").map(\.text))
                }
            }
            // What a reader reads: inline elements run on with their neighbours, the rest apart.
            let inline = SearchText.inlineElements.joined(separator: "|")
            let reading = content.replacing(/<(script|style|svg)\b.*?<\/\1>/.dotMatchesNewlines(), with: " ")
                .replacing(try Regex("</?(?:\(inline))\\b[^>]*>"), with: "").replacing(/<[^>]*>/, with: " ")
            let shown = Set(WordBreaks.words(in: HTMLEscaping.unescape(reading), language: "en").map(\.text))
            let missing = shown.subtracting(indexed)
            #expect(missing.isEmpty, "\(path): \(missing.sorted().prefix(10))")
            checked += 1
        }
        #expect(checked >= 8)
    }
}
