import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// What a Tokens Studio export computes: arithmetic on numbers and lengths, `rgba({color}, a)`,
/// and `studio.tokens` color modifiers in each color space. The expected colors were computed
/// apart with coloraide 8.13 (Python, a port of the CSS Color 4 algorithms colorjs.io
/// implements, on which Tokens Studio's transforms run), from the same formulas.
@Suite("Tokens Studio computed values")
struct TokensStudioComputedTests {
    static func modify(_ type: String, _ value: String, space: String, color: String? = nil) -> String {
        let mix = color.map { #", "color": "\#($0)""# } ?? ""
        return
            #"{ "value": "{brand}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "\#(type)", "value": "\#(value)", "space": "\#(space)"\#(mix) } } } }"#
    }

    static let tokens = """
        {
          "brand": { "value": "#1f6fe5", "type": "color" },
          "base": { "value": "8", "type": "spacing" },
          "large": { "value": "1.5rem", "type": "spacing" },
          "ratio": { "value": "1.5", "type": "number" },
          "channel": { "value": "8", "type": "number" },
          "double": { "value": "{base} * 2", "type": "spacing" },
          "half": { "value": "({base} + 4) / 2", "type": "sizing" },
          "literal": { "value": "4 * 2", "type": "borderRadius" },
          "negative": { "value": "-{base}", "type": "spacing" },
          "remMath": { "value": "{large} * {ratio}", "type": "spacing" },
          "lineRatio": { "value": "{ratio} * 1", "type": "lineHeights" },
          "tint": { "value": "rgba({brand}, 0.5)", "type": "color" },
          "channels": { "value": "rgba(255, 0, {channel}, 50%)", "type": "color" },
          "darkened": \(modify("darken", "0.2", space: "lch")),
          "lightened": \(modify("lighten", "0.3", space: "lch")),
          "lightenedHSL": \(modify("lighten", "0.5", space: "hsl")),
          "darkenedSRGB": \(modify("darken", "0.5", space: "srgb")),
          "lightenedP3": \(modify("lighten", "0.4", space: "p3")),
          "mixed": \(modify("mix", "0.25", space: "srgb", color: "#ffffff")),
          "mixedLCH": \(modify("mix", "0.5", space: "lch", color: "#ff0000")),
          "faded": \(modify("alpha", "0.4", space: "srgb"))
        }
        """

    static func resolved(_ tokens: String = tokens) throws -> TokenResolution {
        let folder = try TemporaryFolder(["t/core.json": tokens, "t/$metadata.json": #"{ "tokenSetOrder": ["core"] }"#])
        defer { folder.remove() }
        let project = TokenProject.load(path: "t", relativeTo: folder.url)
        return project.resolve(inputs: project.baseInputs().inputs)
    }

    @Test func arithmeticOnNumbersAndLengths() throws {
        let result = try Self.resolved()
        #expect(result.diagnostics.filter { $0.severity != .note }.map(\.formatted) == [])
        #expect(result.tokens["double"]?.value.css == "16px")
        #expect(result.tokens["half"]?.value.css == "6px")
        #expect(result.tokens["literal"]?.value.css == "8px")
        #expect(result.tokens["negative"]?.value.css == "-8px")
        #expect(result.tokens["remMath"]?.value.css == "2.25rem")
        #expect(result.tokens["lineRatio"]?.value.css == "1.5")
    }

    @Test func colorFunctionsWithReferences() throws {
        let result = try Self.resolved()
        #expect(result.color("tint")?.hexString == "#1f6fe580")
        #expect(result.color("channels")?.hexString == "#ff000880")
    }

    @Test(arguments: [
        ("darkened", "#2458b3"), ("lightened", "#7c97ee"), ("lightenedHSL", "#8fb7f2"), ("darkenedSRGB", "#103873"),
        ("lightenedP3", "#7fa9f0"), ("mixed", "#5793ec"),
    ])
    func colorModifiersAsTokensStudioComputesThem(path: String, hex: String) throws {
        #expect(try Self.resolved().color(path)?.hexString == hex)
    }

    @Test func aMixInLCHTakesTheShorterWayRoundTheHue() throws {
        let mixed = try #require(try Self.resolved().color("mixedLCH"))
        #expect(mixed.colorSpace == .lch)
        let components = mixed.numericComponents
        #expect(abs(components.x - 50.925) < 0.01 && abs(components.y - 87.769) < 0.01 && abs(components.z - 340.21) < 0.01)
    }

    @Test func alphaSetsTheAlpha() throws {
        #expect(try Self.resolved().color("faded")?.hexString == "#1f6fe566")
    }

    @Test(arguments: [
        (
            #"{ "a": { "value": "2px", "type": "spacing" }, "b": { "value": "1rem", "type": "spacing" }, "x": { "value": "{a} + {b}", "type": "spacing" } }"#,
            "cannot be computed: px and rem cannot be added"
        ),
        (#"{ "a": { "value": "2", "type": "spacing" }, "x": { "value": "{a} / 0", "type": "spacing" } }"#, "cannot be computed: division by zero"),
        (
            ##"{ "a": { "value": "#fff", "type": "color" }, "x": { "value": "{a} * 2", "type": "spacing" } }"##,
            "{a} is color, which arithmetic cannot use"
        ),
        (#"{ "x": { "value": "{missing} * 2", "type": "spacing" } }"#, "missing"),
        (
            ##"{ "a": { "value": "#fff", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "blur", "value": "1" } } } } }"##,
            "a color modifier's 'type' is lighten, darken, mix or alpha"
        ),
        (
            ##"{ "a": { "value": "#fff", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "mix", "value": "0.5", "space": "lab" } } } } }"##,
            "'lab' is not a color space a modifier works in: lch, srgb, p3 or hsl"
        ),
    ])
    func whatCannotBeComputedIsALocatedError(tokens: String, message: String) throws {
        let findings = try Self.resolved(tokens).diagnostics.filter { $0.severity == .error }
        #expect(
            findings.contains { $0.message.contains(message) && $0.location.file == "t/core.json" && $0.location.line == 1 },
            "\(findings.map(\.formatted))")
    }

    @Test func aDTCGFileWithArithmeticStaysAnError() throws {
        let result = resolveTokens(
            #"{ "a": { "$type": "dimension", "$value": "{b} * 2" }, "b": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }"#)
        #expect(result.diagnostics.contains { $0.code == "token-value-invalid" })
    }
}
