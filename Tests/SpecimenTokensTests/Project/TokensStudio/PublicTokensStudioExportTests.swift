import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// A public Tokens Studio export read as it is published: NVE Designsystem's `tokens/`
/// (github.com/NVE/Designsystem, commit c132e574a11f0cee363c64889ce8cc0c446be94e, MIT licence;
/// copied unchanged into Tests/Fixtures/tokens-studio/nve with its licence). Three theme groups
/// (Brand 3 × Theme 2 × Device 5 = 30 permutations), 722 tokens, sets in the W3C form with
/// Tokens Studio's types and values.
@Suite("A public Tokens Studio export")
struct PublicTokensStudioExportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/tokens-studio/nve")

    static let project = TokenProject.load(path: "tokens", relativeTo: folder)

    @Test func itsThemeGroupsAreModifiersWithTheirThemes() {
        #expect(Self.project.modifiers.map(\.name) == ["Brand", "Device", "Theme"])
        #expect(
            Self.project.modifiers.map(\.contexts) == [
                ["NVE", "Varsom", "RME"], ["desktop", "desktop-large", "tablet", "mobile", "mobile-small"], ["light", "dark"],
            ])
        #expect(Self.project.permutations.count == 30)
        #expect(Self.project.resolve(inputs: Self.project.baseInputs().inputs).tokens.tokens.count == 722)
    }

    @Test func everyPermutationResolvesWithOnlyTheExportsOwnMistake() {
        for inputs in Self.project.permutations {
            let result = Self.project.resolve(inputs: inputs)
            // The sets differ a little from brand to brand and device to device.
            #expect((715...722).contains(result.tokens.tokens.count), "\(inputs)")
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.formatted)
            // The RME brand's set, read only where that brand is chosen, has a seven-digit color.
            let expected =
                inputs["Brand"] == "RME"
                ? [
                    "tokens/brand/rme.json:62:19: error: '#fffffff' is not a color; write {\"colorSpace\": …, \"components\": […]} [token-value-invalid]"
                ] : []
            #expect(errors == expected, "\(inputs)")
            // Tokens Studio's own syntax is read without the warnings DTCG files get for it.
            #expect(
                !result.diagnostics.contains { ["token-legacy-syntax", "token-legacy-type", "token-legacy-value"].contains($0.code) }, "\(inputs)")
        }
    }

    @Test func theBrandAndTheThemeChooseTheValues() {
        func color(_ path: String, _ inputs: [String: String]) -> String? {
            if case .color(let color)? = Self.project.resolve(inputs: Self.project.baseInputs(choosing: inputs).inputs).tokens[path]?.value {
                return color.hexString
            }
            return nil
        }
        #expect(color("color-shades.accent.000", ["Brand": "NVE"]) == "#ffb2b4")
        #expect(color("color-shades.accent.000", ["Brand": "Varsom"]) == "#ffc38f")
        #expect(color("color.brand.border.emphasized", ["Brand": "NVE"]) == "#ee2b41")
        let booleans = Self.project.resolve(inputs: Self.project.baseInputs(choosing: ["Brand": "Varsom"]).inputs).tokens
        #expect(booleans["boolean.brand.Varsom"]?.value == .boolean(true))
        #expect(booleans["boolean.brand.NVE"]?.value == .boolean(false))
    }
}
