import Testing

@testable import SpecimenTokens

/// A string token goes to CSS as it is when it is a value some property takes, and quoted when
/// it is prose; a value that is a color, a length, a duration or a shadow is read as one.
@Suite("Strings that are CSS")
struct CSSStringValueTests {
    @Test(arguments: [
        "rgba(0, 0, 0, 0.12)", "#0a84ff", "oklch(60% 0.2 250)", "inset 0 0 0 1px", "0 1px 2px rgba(0, 0, 0, 0.12), 0 0 0 1px #0001",
        "uppercase", "normal", "bold italic", "Inter", "\"Inter\", sans-serif", "Inter, sans-serif", "-4px", "150ms", "1.5",
        "calc(100% - 2 * var(--space))", "16px/1.5 system-ui", "url(https://example.com/a.png)", "linear-gradient(90deg, red 0%, blue 100%)",
        "cubic-bezier(0.2, 0, 0, 1)", "solid red", "[full-start] 1fr [full-end]", "none",
    ])
    func valuesGoAsTheyAre(_ text: String) {
        #expect(CSSStringValue.isCSSValue(text))
    }

    @Test(arguments: [
        "Hello world", "Hello, world", "Use it for primary actions.", "Don't", "SIL Open Font License", "", " ", "a; b",
        "red; } body { background: url(https://evil.example/x) } x { y: z", "x!important", "a:hover", "line\nbreak", "(unbalanced",
        "unbalanced)", "100% {", "@import 'x'", "\"open", "a.b", "why?",
    ])
    func proseIsQuoted(_ text: String) {
        #expect(!CSSStringValue.isCSSValue(text))
    }

    @Test func aValueReadsAsTheKindItIs() {
        #expect(CSSStringValue.reading("rgba(0, 0, 0, 0.12)")?.type == .color)
        #expect(CSSStringValue.reading("rebeccapurple")?.type == .color)
        #expect(CSSStringValue.reading("-4px") == .dimension(DimensionValue(value: -4, unit: "px")))
        #expect(CSSStringValue.reading("1.25rem") == .dimension(DimensionValue(value: 1.25, unit: "rem")))
        #expect(CSSStringValue.reading("150ms") == .duration(DurationValue(value: 150, unit: "ms")))
        #expect(CSSStringValue.reading(".2s") == .duration(DurationValue(value: 0.2, unit: "s")))
        guard case .shadow(let layers)? = CSSStringValue.reading("inset 0 0 0 1px, 0 1px 2px rgba(0, 0, 0, 0.5)") else {
            Issue.record("a shadow")
            return
        }
        #expect(layers.count == 2)
        #expect(layers[0].inset && layers[0].spread == DimensionValue(value: 1, unit: "px"))
        #expect(layers[1].blur == DimensionValue(value: 2, unit: "px") && layers[1].color.alpha == 0.5)
    }

    @Test func otherValuesReadAsNothing() {
        for text in ["uppercase", "1.5", "Inter, sans-serif", "Hello world", "1px solid red", "50%", "0 1px"] where text != "0 1px" {
            #expect(CSSStringValue.reading(text) == nil, "\(text)")
        }
        #expect(CSSStringValue.reading("0 1px")?.type == .shadow)
    }

    @Test func aStringTokenIsWrittenToCSSAsWhatItIs() {
        #expect(TokenValue.string("rgba(0, 0, 0, 0.12)").css == "rgba(0, 0, 0, 0.12)")
        #expect(TokenValue.string("Hello \"world\"").css == #""Hello \"world\"""#)
        #expect(TokenValue.string("a; b").css == "\"a; b\"")
        #expect(TokenValue.link("https://example.com").css == "\"https://example.com\"")
    }
}

@Suite("What stays inside a declaration")
struct CSSDeclarationTests {
    @Test(arguments: [
        "16px", "rgba(0, 0, 0, 0.12)", "italic 700 16px/24px \"Inter\", sans-serif", "linear-gradient(90deg, #000 0%, #fff 100%)",
        "var(--a)", "calc(100% - 2px)", "\"a;b{c}\"", "cubic-bezier(0.2, 0, 0.2, 1)",
    ])
    func valuesStay(text: String) {
        #expect(CSSStringValue.staysInDeclaration(text))
    }

    @Test(arguments: [
        "1px}html{x:y", "1px;color:red", "red !important", "url(a b)", "\"unclosed", "rgba(0,0,0", "a)", "a\nb", "x/*", "<!--",
        "@import url(x)", "a \\",
    ])
    func breakoutsDoNot(text: String) {
        #expect(!CSSStringValue.staysInDeclaration(text))
    }

    @Test func tokensCSSQuotesWhatWouldLeaveItsDeclaration() {
        #expect(TokenCSSExporter.contained("16px") == "16px")
        #expect(TokenCSSExporter.contained("1px}html{a:b") == #""1px}html{a:b""#)
        #expect(TokenCSSExporter.contained("a\"b;c") == #""a\"b;c""#)
    }
}
