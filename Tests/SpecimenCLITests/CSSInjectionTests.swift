import Foundation
import Testing

/// A token file arriving by pull request must not be able to write CSS of its own into
/// `tokens.css`: a unit, a name or a gradient's geometry that would end its declaration is
/// refused where it is written, and whatever reaches `tokens.css` stays inside its declaration.
@Suite("CSS injection into tokens.css")
struct CSSInjectionTests {
    static let payload = "}html{background:url(https://evil.example/x)}x{y:"

    static func build(_ tokens: String, files: [String: String] = [:]) throws -> (SpecimenProcess.Outcome, css: String?) {
        let root = try temporaryHandbook(
            ["specimen.yml": "tokens: tokens.json\n", "tokens.json": tokens, "Content/index.md": "# Home\n"].merging(files) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["build"], in: root)
        let css = try? String(contentsOf: root.appendingPathComponent("Output/tokens.css"), encoding: .utf8)
        return (outcome, css)
    }

    @Test(arguments: [
        ##"{ "gap": { "$type": "dimension", "$value": { "value": 1, "unit": "px\##(payload)" } } }"##,
        ##"{ "s": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": { "value": 0, "unit": "px\##(payload)" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } }"##,
        ##"{ "gap": { "$type": "dimension", "$value": "1px\##(payload)" } }"##,
    ])
    func aUnitThatIsNoCSSUnitIsALocatedError(tokens: String) throws {
        let (outcome, css) = try Self.build(tokens)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("[token-value-invalid]"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("tokens.json:1:"))
        #expect(css.map { !$0.contains("evil.example") } ?? true, "no tokens.css is written, let alone with the payload")
    }

    @Test func unitsCSSHasAreKeptWithTheirWarning() throws {
        let (outcome, css) = try Self.build(
            ##"{ "w": { "$type": "dimension", "$value": { "value": 50, "unit": "%" } }, "h": { "$type": "dimension", "$value": { "value": 10, "unit": "dvh" } } }"##
        )
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(css?.contains("--w: 50%;") == true && css?.contains("--h: 10dvh;") == true)
    }

    @Test func aGradientsGeometryThatWouldBreakOutIsALocatedError() throws {
        let (outcome, css) = try Self.build(
            "",
            files: [
                "specimen.yml": "tokens: tokens\n",
                "tokens/$metadata.json": ##"{ "tokenSetOrder": ["core"] }"##,
                "tokens/core.json": ##"{ "g": { "value": "linear-gradient(90deg\##(Self.payload), #000000 0%, #ffffff 100%)", "type": "color" } }"##,
            ])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("tokens/core.json:1:19: error:"), "\(outcome.standardError)")
        #expect(css.map { !$0.contains("evil.example") } ?? true)
    }
}
