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

    /// The sections keep their text as bytes, never made into strings: every cut must fall
    /// between scalars, whatever stands beside the tags, entities and spaces.
    @Test func sectionsTextIsWholeScalarsWhereverMarkupCutsIt() {
        var generator = SeededGenerator(seed: 20261205)
        let pieces = [
            "한국어", "ภาษาไทย", "é", "😀", "€", "a", " ", "  ", "\n", "<em>", "</em>", "<code>", "</code>", "<pre>", "</pre>", "&amp;", "&lt;",
            "&#39;", "<p>", "</p>", "<h2 id=\"x\">", "</h2>", "<!-- 주석 -->", "<br>", "<script>ไม่</script>", "&", "<", "&nbsp;",
        ]
        for _ in 0..<300 {
            let html = (0..<Int.random(in: 1...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for section in SearchText(html: html, pieceLength: 16, cores: 3).sections + SearchText(html: html).sections {
                for bytes in [section.headingBytes, section.bodyBytes, section.codeBytes] {
                    #expect(Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes, "\(html)")
                }
            }
        }
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

    /// Text is read eight bytes at a time up to what may end a run: whatever the mix of words,
    /// spaces and other whitespace, controls, entities, stray angles, accents and Hangul, and
    /// wherever they fall against those eight bytes, the prose is the text with its entities
    /// decoded and each stretch of whitespace one space.
    static let whitespace: Set<Character> = [" ", "\t", "\n", "\r", "\r\n", "\u{0C}"]

    @Test func proseIsTheTextWithEveryStretchOfWhitespaceOneSpace() {
        let pieces = [
            "a", "word", "Longerword", " ", " ", "  ", "\t", "\n", "\r\n", "\u{0C}", "\u{01}", "\u{0B}", "&amp;", "&lt;", "& ", "< ", "<=", "é",
            "한국어", ".", ",", "!", "\"", "~",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let decoded = text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            let expected = decoded.split(whereSeparator: Self.whitespace.contains).joined(separator: " ")
            let read = SearchText(html: "<p>" + text + "</p>").sections.first?.body ?? ""
            #expect(read == expected, "\(Array(text.utf8))")
        }
    }

    /// A quoted value may hold `>` and the other quote; a quote left open runs to the end.
    @Test func aTagEndsAtItsFirstAngleOutsideQuotes() {
        let html = ##"<p>one <a title="x > 'y'" data-x='a>"b"' href="#">two</a> three</p><p>four <span title="open>five</span></p>"##
        #expect(SearchText(html: html).sections.map(\.body) == ["one two three four"])
    }

    /// Each element is read by its kind, found from its name in any case: an inline one joins
    /// the words around it, a skipped one's text is left out, any other separates words.
    @Test func everyElementIsReadByItsKind() {
        for name in SearchText.inlineElements.sorted() {
            for written in [name, name.uppercased()] {
                #expect(SearchText(html: "<p>a<\(written) class=\"x\">b</\(written)>c</p>").sections.map(\.body) == ["abc"], "\(written)")
            }
        }
        for name in SearchText.skippedElements.sorted() {
            #expect(SearchText(html: "<p>a</p><\(name)>hidden</\(name)><p>c</p>").sections.map(\.body) == ["a c"], "\(name)")
        }
        for name in ["div", "p", "li", "td", "section", "details", "summary", "h7", "abbrx", "spa", "codes", "navigation-menu"] {
            #expect(SearchText(html: "a<\(name)>b</\(name)>c").sections.map(\.body) == ["a b c"], "\(name)")
        }
    }

    @Test func aHeadingsIdIsReadWhereverItStandsAndUnescaped() {
        let html = #"<h2 class="x" id="where">W</h2><p>a</p><h2 id="a&amp;b">E</h2><p>b</p><h3 id="">Not one</h3><p>c</p>"#
        #expect(
            SearchText(html: html).sections == [
                Section(anchor: "where", heading: "W", body: "a"), Section(anchor: "a&b", heading: "E", body: "b Not one c"),
            ])
    }

    @Test func aHeadingWithoutAnAnchorIsTextOfItsSection() {
        let html = "<h2 id=\"buttons\">Buttons</h2><h3 class=\"title\">Button — dark</h3><p>Cells</p>"
        #expect(SearchText(html: html).sections == [Section(anchor: "buttons", heading: "Buttons", body: "Button — dark Cells")])
    }

    /// HTML where a cut before a heading may or may not hold: headings with and without
    /// anchors and, in every fifth part, headings' tags inside a `<pre>`, a drawing, a comment
    /// and an attribute.
    static let piecedHTML = (0..<24).map { index in
        let tricky = """
            <pre><code>&lt;h2&gt; code \(index)
            <h2 id="in-pre-\(index)">raw</h2></code></pre>
            <svg><h3 id="drawn-\(index)">not text</h3></svg>
            <!-- <h2 id="commented-\(index)">hidden</h2> -->
            <div title='<h4 id="quoted-\(index)">'>quoted \(index)</div>
            """
        return """
            <h2 id="part-\(index)">Part \(index) <a class="heading-anchor" href="#part-\(index)">#</a></h2>
            <p>Prose of 부분 \(index) &amp; more, <em>in</em>line.</p>
            <h3>No anchor \(index)</h3><p>Still part \(index).</p>
            \(index % 5 == 2 ? tricky : "<pre><code>plain \(index)</code></pre>")
            <h4 id="last-\(index)"></h4>
            """
    }.joined(separator: "\n")

    @Test func htmlReadInPiecesGivesWhatOnePassGives() {
        let whole = SearchText(html: Self.piecedHTML, pieceLength: .max).sections
        #expect(whole.count == 53)
        var html = Self.piecedHTML
        var held = 0
        for cores in 2...80 {
            #expect(SearchText(html: Self.piecedHTML, pieceLength: 0, cores: cores).sections == whole, "\(cores) pieces")
            if html.withUTF8({ SearchText.readInPieces($0, pieces: cores) }) != nil { held += 1 }
        }
        // Some cuts hold and some do not: both ways are compared.
        #expect(held > 0 && held < 79, "\(held) of 79 held")
    }

    @Test func aCutIsTakenOnlyWhereItHolds() {
        func pieces(_ html: String, _ count: Int) -> [Section]? {
            var html = html
            return html.withUTF8 { SearchText.readInPieces($0, pieces: count) }
        }
        let sections = (0..<4).map { "<h2 id=\"s\($0)\">S\($0)</h2><p>Text \($0).</p>" }
        #expect(pieces(sections.joined(), 4)?.map(\.anchor) == ["s0", "s1", "s2", "s3"])
        // Each heading is inside a `<pre>`, a comment or a drawing, or has no anchor: no cut holds.
        for (open, close) in [("<pre>", "</pre>"), ("<!--", "-->"), ("<svg>", "</svg>"), ("<h3>", "</h3>")] {
            let html = "<p>a</p>" + open + sections.joined().replacingOccurrences(of: " id=", with: open == "<h3>" ? " data-x=" : " id=") + close
            #expect(pieces(html, 4) == nil, "\(open)")
            #expect(SearchText(html: html, pieceLength: 0, cores: 4) == SearchText(html: html, pieceLength: .max))
        }
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
