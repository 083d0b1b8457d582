import Foundation
import Testing

@testable import SpecimenTokens

/// The functions of Tokens Studio's expressions (Digdir's Designsystemet writes
/// `floor({_size.unit} * 3)` and `min({border-radius.base}*0.5, {border-radius.scale})`), and
/// a number computed from sizes Tokens Studio wrote without a unit.
@Suite("arithmetic expressions")
struct ArithmeticExpressionTests {
    typealias Quantity = ArithmeticExpression.Quantity

    static func evaluate(_ text: String, _ values: [String: Quantity] = [:]) throws -> Quantity {
        try ArithmeticExpression(parsing: text).evaluate(values)
    }

    static func failure(_ text: String, _ values: [String: Quantity] = [:]) -> String? {
        do throws(ArithmeticExpression.Failure) {
            _ = try ArithmeticExpression(parsing: text).evaluate(values)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func functionsKeepTheUnitOfALength() throws {
        let unit = ["u": Quantity(value: 4.5, unit: "px")]
        #expect(try Self.evaluate("floor({u} * 3)", unit) == Quantity(value: 13, unit: "px"))  // 13.5 → 13
        #expect(try Self.evaluate("ceil({u} * 3)", unit) == Quantity(value: 14, unit: "px"))
        #expect(try Self.evaluate("round({u})", unit) == Quantity(value: 5, unit: "px"))  // halves up, as JavaScript
        #expect(try Self.evaluate("round(-2.5)") == Quantity(value: -2, unit: nil))
        #expect(try Self.evaluate("trunc(-2.7)") == Quantity(value: -2, unit: nil))
        #expect(try Self.evaluate("abs(-{u})", unit) == Quantity(value: 4.5, unit: "px"))
        #expect(try Self.evaluate("roundTo(2 / 3, 2)") == Quantity(value: 0.67, unit: nil))
        #expect(try Self.evaluate("sqrt(16) * 2") == Quantity(value: 8, unit: nil))
    }

    @Test func minAndMaxCompareLengthsOfOneUnit() throws {
        let radius = ["base": Quantity(value: 4, unit: "px"), "scale": Quantity(value: 4, unit: nil)]
        // Designsystemet's border-radius.sm and .lg: min(4 × 0.5, 4) = 2px; min(4 × 2, 4 × 5) = 8px.
        #expect(try Self.evaluate("min({base}*0.5,{scale})", radius) == Quantity(value: 2, unit: "px"))
        #expect(try Self.evaluate("min({base}*2,{scale}*5)", radius) == Quantity(value: 8, unit: "px"))
        #expect(try Self.evaluate("max(1, 2, 3) + 1") == Quantity(value: 4, unit: nil))
        #expect(Self.failure("max(1px, 1rem)") == "max() compares lengths of one unit, not px and rem")
    }

    @Test func aFunctionItDoesNotKnowSaysWhichItKnows() {
        #expect(
            Self.failure("clamp(1, 2, 3)")
                == "'clamp' is no function Tokens Studio computes (abs, ceil, floor, max, min, round, roundTo, sqrt, trunc)")
        #expect(Self.failure("floor(1, 2)") == "floor() takes 1 argument, not 2")
        #expect(Self.failure("floor 2") == "'floor' must be followed by '('")
        #expect(Self.failure("min(1, 2") == "a '(' is not closed")
        #expect(Self.failure("sqrt(4px)") == "sqrt() takes a number, not a length")
    }

    /// Through a Tokens Studio export: the functions are computed, a number computed from sizes
    /// written without a unit (read as pixels) is a number, and a function it does not know is an
    /// error at the value.
    @Test func inATokensStudioExport() throws {
        let tokens = """
            {
              "size": {
                "base": { "$type": "dimension", "$value": "18" },
                "step": { "$type": "dimension", "$value": "4" },
                "unit": { "$type": "number", "$value": "{size.step} / {size.base} * 18" },
                "3": { "$type": "dimension", "$value": "floor({size.unit} * 3.5)" },
                "rem": { "$type": "number", "$value": "{size.large} * 2" },
                "large": { "$type": "dimension", "$value": "1.5rem" },
                "bad": { "$type": "dimension", "$value": "clamp({size.base}, 2)" }
              }
            }
            """
        let folder = try TemporaryFolder(["t/core.json": tokens, "t/$metadata.json": #"{ "tokenSetOrder": ["core"] }"#])
        defer { folder.remove() }
        let project = TokenProject.load(path: "t", relativeTo: folder.url)
        let result = project.resolve(inputs: project.baseInputs().inputs)
        #expect(result.tokens["size.unit"]?.value.css == "4")
        #expect(result.tokens["size.3"]?.value.css == "14px")  // floor(4 × 3.5)
        #expect(
            result.diagnostics.map(\.formatted).sorted() == [
                "t/core.json:7:43: error: '{size.large} * 2' cannot be computed: the result is a length in rem, and a number is needed [token-value-invalid]",
                "t/core.json:9:46: error: 'clamp({size.base}, 2)' cannot be computed: 'clamp' is no function Tokens Studio computes (abs, ceil, floor, max, min, round, roundTo, sqrt, trunc) [token-value-invalid]",
            ])
    }

    /// Brackets, signs and functions nest up to the limit and are refused past it, with a
    /// message rather than a crash; long runs of operations are not nesting.
    @Test func nestingIsLimitedAndChainsAreNot() throws {
        let limit = ArithmeticExpression.nestingLimit
        let deepest = String(repeating: "(", count: limit) + "1" + String(repeating: ")", count: limit)
        #expect(try Self.evaluate(deepest) == Quantity(value: 1, unit: nil))
        let nestingMessage = "brackets, signs and functions nest more than \(limit) levels deep"
        for text in [
            String(repeating: "(", count: 40_000) + "1" + String(repeating: ")", count: 40_000),
            String(repeating: "-(", count: 50_000) + "1" + String(repeating: ")", count: 50_000),
            String(repeating: "-", count: 200_000) + "1",
            String(repeating: "abs(", count: 1_000) + "1" + String(repeating: ")", count: 1_000),
        ] {
            #expect(Self.failure(text) == nestingMessage)
        }
        let terms = Array(repeating: "1", count: 80_000)
        #expect(try Self.evaluate(terms.joined(separator: "+")) == Quantity(value: 80_000, unit: nil))
        #expect(try Self.evaluate(terms.joined(separator: " * ")) == Quantity(value: 1, unit: nil))
        #expect(try Self.evaluate("10 - 2 - 3 + 1") == Quantity(value: 6, unit: nil), "left to right")
        #expect(try Self.evaluate("24 / 2 / 3 * 2") == Quantity(value: 8, unit: nil), "left to right")
        #expect(try Self.evaluate("2 + 3 * 4 - (1 - 5) / 2") == Quantity(value: 16, unit: nil))
    }

    /// Telling arithmetic from a plain value looks at each character once.
    @Test func sniffingIsLinear() {
        #expect(ArithmeticExpression.looksLikeArithmetic(String(repeating: "-", count: 400_000) + "1") == false)
        #expect(ArithmeticExpression.looksLikeArithmetic(String(repeating: "- ", count: 200_000) + "1"))
        #expect(ArithmeticExpression.looksLikeArithmetic("{a} - {b}"))
        #expect(ArithmeticExpression.looksLikeArithmetic("-{a}"))
        #expect(!ArithmeticExpression.looksLikeArithmetic("-4px"))
        #expect(!ArithmeticExpression.looksLikeArithmetic("rgba({a}, 0.5)"))
        #expect(ArithmeticExpression.looksLikeArithmetic("(4)"))
        #expect(!ArithmeticExpression.looksLikeArithmetic("{a-b}"))
    }
}
