import Testing

@testable import SpecimenTokens

/// The tokenizer reads CSS as the CSS Syntax Module Level 3 says a browser does.
@Suite("CSS tokenizer")
struct CSSTokenizerTests {
    static func tokens(_ text: String) -> [CSSToken] { CSSTokenizer.tokens(of: text).filter { $0 != .whitespace } }

    @Test func numbersPercentagesAndDimensions() {
        #expect(
            Self.tokens("0 -1px +.5rem 1e3 50% 1.5E-2em") == [
                .number(0), .dimension(-1, unit: "px"), .dimension(0.5, unit: "rem"), .number(1000), .percentage(50), .dimension(0.015, unit: "em"),
            ])
    }

    @Test func identifiersFunctionsHashesAndURLs() {
        #expect(
            Self.tokens("--x -moz-box rgba( #0af #-a url(a b.png) url( \"q\" )") == [
                .ident("--x"), .ident("-moz-box"), .function("rgba"), .hash("0af", isIdentifier: false), .hash("-a", isIdentifier: true),
                .badURL, .function("url"), .string("q"), .closeParenthesis,
            ])
        #expect(Self.tokens("url(x.png)") == [.url("x.png")])
    }

    @Test func stringsEscapesAndComments() {
        #expect(Self.tokens(#"'it\'s' "\41 b" /* gone */ a\2c b"#) == [.string("it's"), .string("Ab"), .ident("a,b")])
        #expect(Self.tokens("\"cut\nhere\"") == [.badString, .ident("here"), .unterminated])
        #expect(Self.tokens("\"open") == [.unterminated])
    }

    @Test func punctuation() {
        #expect(
            Self.tokens("a;b:c!d{e}[f].<!---->") == [
                .ident("a"), .semicolon, .ident("b"), .colon, .ident("c"), .delim("!"), .ident("d"), .openCurly, .ident("e"), .closeCurly,
                .openSquare, .ident("f"), .closeSquare, .delim("."), .cdo, .cdc,
            ])
    }
}
