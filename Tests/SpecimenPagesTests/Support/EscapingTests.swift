import Foundation
import Testing

@testable import SpecimenPages

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One escaper per language, each working on bytes: a character that combines with the next
/// one must not hide a quote or a bracket.
@Suite("Escaping")
struct EscapingTests {
    static let hostile = "\"\u{301} <b\u{20DD}> & 'x\u{301}' \u{1F600}"

    @Test func htmlEscapesEveryDelimiterEvenBeforeACombiningMark() {
        #expect(HTMLEscaping.escape(Self.hostile) == "&quot;\u{301} &lt;b\u{20DD}&gt; &amp; &#39;x\u{301}&#39; \u{1F600}")
        #expect(HTMLEscaping.unescape(HTMLEscaping.escape(Self.hostile)) == Self.hostile)
        #expect(HTMLEscaping.escape("plain text") == "plain text")
    }

    @Test func xmlEscapesDelimitersAndDropsForbiddenControlCharacters() {
        #expect(XMLEscaping.escape(Self.hostile) == "&quot;\u{301} &lt;b\u{20DD}&gt; &amp; &apos;x\u{301}&apos; \u{1F600}")
        #expect(XMLEscaping.escape("a\u{0}b\u{1B}c\td\ne") == "abc\td\ne")
    }

    /// The first byte to escape is looked for eight bytes at a time: wherever delimiters and
    /// controls fall against those eight, each is escaped (or dropped) as the rules say.
    @Test func everyDelimiterIsEscapedWhereverItFalls() {
        let pieces = [
            "a", "plain words", "\"", "'", "<", ">", "&", "=", "?", ":", ";", "%", "$", "\t", "\n", "\r", "\u{0}", "\u{1B}", "é", "東京", "🎨",
        ]
        let html: [Character: String] = ["\"": "&quot;", "'": "&#39;", "<": "&lt;", ">": "&gt;", "&": "&amp;"]
        let xml: [Character: String] = ["\"": "&quot;", "'": "&apos;", "<": "&lt;", ">": "&gt;", "&": "&amp;", "\u{0}": "", "\u{1B}": ""]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(HTMLEscaping.escape(text) == text.map { html[$0] ?? String($0) }.joined(), "\(Array(text.utf8))")
            #expect(XMLEscaping.escape(text) == text.map { xml[$0] ?? String($0) }.joined(), "\(Array(text.utf8))")
        }
    }

    @Test func xmlOfABadgeParses() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>\(XMLEscaping.escape(Self.hostile + "\u{7}"))</title></svg>"
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
