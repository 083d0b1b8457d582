import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// Tokens Studio rounds each value it computes to three decimals, and tokens computed from it
/// compute from the rounded value, as Digdir's Designsystemet relies on for its size scale.
@Suite("Tokens Studio arithmetic, rounded as Tokens Studio rounds it")
struct ComputedRoundingTests {
    static func resolve(modeFontSize: String) throws -> TokenResolution {
        let folder = try TemporaryFolder([
            "tokens/size.json": """
            { "size": { "_mode-font-size": { "$type": "dimension", "$value": "\(modeFontSize)" }, "_base": { "$type": "dimension", "$value": "18" },
                        "_step": { "$type": "dimension", "$value": "4" } },
              "_size": { "unit": { "$type": "number", "$value": "{size._step} / {size._base} * {size._mode-font-size}" },
                         "3": { "$type": "dimension", "$value": "floor({_size.unit} * 3)" },
                         "third": { "$type": "dimension", "$value": "10 / 3" } } }
            """,
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["size"] }"#,
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        return project.resolve(inputs: project.baseInputs(choosing: [:]).inputs)
    }

    @Test func aComputedValueIsRoundedToThreeDecimalsBeforeOthersUseIt() throws {
        let large = try Self.resolve(modeFontSize: "21")
        #expect(large.diagnostics.filter { $0.severity != .note } == [])
        #expect(large.tokens["_size.unit"]?.value == .number(4.667), "4 / 18 × 21 = 4.6666…")
        #expect(large.tokens["_size.3"]?.value.css == "14px", "floor(4.667 × 3 = 14.001); unrounded, floor(13.999999999999998) = 13")
        #expect(large.tokens["_size.third"]?.value.css == "3.333px")
        let small = try Self.resolve(modeFontSize: "16")
        #expect(small.tokens["_size.unit"]?.value == .number(3.556))
        #expect(small.tokens["_size.3"]?.value.css == "10px")
    }

    @Test func roundingKeepsWholeNumbersAndDropsNegativeZero() {
        #expect(TokenEvaluator.roundedAsTokensStudio(16) == 16)
        #expect(TokenEvaluator.roundedAsTokensStudio(0.0625) == 0.063)
        #expect(TokenEvaluator.roundedAsTokensStudio(-0.0001).sign == .plus)
        #expect(TokenEvaluator.roundedAsTokensStudio(.infinity) == .infinity)
    }
}
