import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// Colors written as CSS strings: every color CSS writes is read, in its own space, with a
/// legacy warning that gives the object to write in a DTCG file, and without one in a Tokens
/// Studio export, whose syntax it is (Element's Compound writes its alpha colors as `hsla()`).
@Suite("colors written as CSS strings")
struct LegacyColorStringTests {
    @Test(arguments: [
        ("#0a84ff", "srgb", "#0a84ff"),
        ("rgba(10, 132, 255, 0.5)", "srgb", "rgba(10, 132, 255, 0.5)"),
        ("hsla(286, 31%, 82%, 0.04)", "hsl", "rgba(216.69, 194.87, 223.33, 0.04)"),
        ("hsl(210 100% 52%)", "hsl", "#0a85ff"),
        ("oklch(0.7 0.1 200)", "oklch", "#40b1b7"),
        ("rebeccapurple", "srgb", "#663399"),
    ])
    func everyCSSColorIsReadInItsSpace(text: String, space: String, css: String) throws {
        let result = resolveTokens(#"{ "c": { "$type": "color", "$value": "\#(text)" } }"#)
        let token = try #require(result.tokens["c"], "\(result.diagnostics.map(\.formatted))")
        #expect(token.value.css == css)
        if case .color(let color) = token.value { #expect(color.colorSpace.rawValue == space, "kept in the space it is written in") }
        let warning = try #require(result.diagnostics.first { $0.code == "token-legacy-value" })
        #expect(warning.message.contains(#"write {"colorSpace": "\#(space)""#), "\(warning.message)")
        #expect(warning.location == SourceLocation(file: "a.json", line: 1, column: 38))
    }

    @Test func whatIsNoCSSColorIsStillAnErrorSayingWhatToWrite() {
        let result = resolveTokens(##"{ "c": { "$type": "color", "$value": "#fffffff" }, "d": { "$type": "color", "$value": "hsl(1, 2)" } }"##)
        #expect(result.errorCodes == ["token-value-invalid", "token-value-invalid"])
        #expect(result.diagnostics.first?.message == ##"'#fffffff' is not a color; write {"colorSpace": …, "components": […]}"##)
    }

    @Test func aTokensStudioExportReadsThemWithoutAWarning() throws {
        let folder = try TemporaryFolder([
            "tokens/core.json":
                #"{ "veil": { "value": "hsla(286, 31%, 82%, 0.04)", "type": "color" }, "plum": { "value": "plum", "type": "color" } }"#,
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["core"] }"#,
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        let resolution = project.resolve(inputs: project.baseInputs(choosing: [:]).inputs)
        #expect(resolution.tokens["veil"]?.value.css == "rgba(216.69, 194.87, 223.33, 0.04)")
        #expect(resolution.tokens["plum"]?.value.css == "#dda0dd")
        #expect(resolution.diagnostics.filter { $0.severity != .note } == [])
    }
}
