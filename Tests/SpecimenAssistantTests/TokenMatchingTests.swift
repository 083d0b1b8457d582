import SpecimenDiagnostics
import Testing

@testable import SpecimenAssistant
@testable import SpecimenTokens

/// How `find_tokens` ranks names and matches values.
@Suite("Token matching")
struct TokenMatchingTests {
    @Test func namesRankFromTheExactPathDownToATypo() {
        let path = "color.brand.primary"
        let scores = [
            "color.brand.primary", "--color-brand-primary", "{color.brand.primary}", "primary", "brand.primary", "color.br", "brand",
            "primary brand", "cbp", "colro",
        ].map { TokenNameMatch.score(path: path, query: $0) }
        // exact (and its CSS and reference forms), last segments, prefix, part, every word,
        // letters in order, a typo of a segment (two letters swapped: not in order).
        #expect(scores == [100, 100, 100, 90, 90, 80, 70, 60, 40, 30])
        #expect(TokenNameMatch.score(path: path, query: "spacing") == nil)
        #expect(TokenNameMatch.score(path: path, query: "--color-brand") == nil, "a custom property matches whole")
        #expect(TokenNameMatch.score(path: "Color.Primary", query: "color.primary") == 100, "case does not matter")
    }

    static func token(_ path: String, _ value: TokenValue) -> ResolvedToken {
        ResolvedToken(path: path, type: value.type, value: value, source: SourceLocation(file: "t.json"))
    }

    @Test func valuesMatchAColorInAnyFormOrTheCSSText() throws {
        let blue = Self.token("blue", .color(try #require(ColorValue.parseHex("#1f6fe5"))))
        #expect(TokenValueMatch("#1F6FE5").matches(blue))
        #expect(TokenValueMatch("rgb(31 111 229)").matches(blue))
        #expect(!TokenValueMatch("#1f6fe6").matches(blue), "one step of one channel is another color")
        #expect(!TokenValueMatch("rgb(31 111 229 / 50%)").matches(blue), "nor is a translucent one")
        let space = Self.token("space", .dimension(DimensionValue(value: 16, unit: "px")))
        #expect(TokenValueMatch("16px").matches(space))
        #expect(TokenValueMatch(" 16PX ").matches(space))
        #expect(!TokenValueMatch("6px").matches(space), "a primitive matches whole")
        let border = Self.token(
            "border",
            .border(
                Border(color: try #require(ColorValue.parseHex("#000000")), width: DimensionValue(value: 1, unit: "px"), style: .keyword("solid"))))
        #expect(TokenValueMatch("1px").matches(border), "a composite matches by part")
    }
}
