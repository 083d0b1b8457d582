import Foundation
import Testing

@testable import SpecimenTokens

/// The typography cases of Terrazzo's parser (packages/parser/test/typography.test.ts), each read
/// as Terrazzo reads it: the same values kept, the same two inputs refused.
@Suite("Typography as written")
struct TypographyCasesTests {
    /// Terrazzo's complete value: a line height in pixels, letter spacing in rem, every CSS member.
    nonisolated(unsafe) static let complete: [String: Any] = [
        "fontFamily": ["Helvetica"], "fontSize": ["value": 16, "unit": "px"], "fontStyle": "italic", "fontVariant": "small-caps",
        "fontWeight": 400, "letterSpacing": ["value": 0.125, "unit": "rem"], "lineHeight": ["value": 24, "unit": "px"],
        "textDecoration": "underline", "textTransform": "uppercase",
    ]

    /// Resolves `typography.body` with `changes` made to the complete value, beside `font` tokens.
    func body(_ changes: [String: Any] = [:], font: [String: Any]? = nil) throws -> (style: Typography?, result: TokenResolution) {
        var document: [String: Any] = ["typography": ["body": ["$type": "typography", "$value": Self.complete.merging(changes) { $1 }]]]
        if let font { document["font"] = font }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]), as: UTF8.self)
        let result = resolveTokens(text)
        guard case .typography(let style)? = result.tokens["typography.body"]?.value else { return (nil, result) }
        return (style, result)
    }

    private let px24 = LineHeight.length(DimensionValue(value: 24, unit: "px"))

    @Test func valid() throws {
        let (style, result) = try body(["fontFamily": "Helvetica"])
        #expect(result.errorCodes.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let body = try #require(style)
        #expect(body.fontFamily == ["Helvetica"] && body.fontSize == DimensionValue(value: 16, unit: "px") && body.fontWeight.numericValue == 400)
        #expect(body.letterSpacing == DimensionValue(value: 0.125, unit: "rem"))
        #expect(body.lineHeight == px24, "a length is kept, not turned into 1.5")
        #expect(
            body.fontStyle == "italic" && body.fontVariant == "small-caps" && body.textDecoration == "underline" && body.textTransform == "uppercase")
        #expect(body.css == #"italic small-caps 400 16px/24px "Helvetica""#)
        #expect(result.diagnostics.contains { $0.code == "token-line-height-length" && $0.severity == .note && $0.message.hasSuffix("1.5") })
    }

    @Test func lineHeightNumber() throws {
        let (style, result) = try body(["lineHeight": 1.5])
        #expect(style?.lineHeight == .multiple(1.5))
        #expect(!result.diagnostics.contains { $0.code == "token-line-height-length" })
    }

    @Test func lineHeightKeyword() throws {
        let (style, result) = try body(["lineHeight": "normal"])
        #expect(result.errorCodes.isEmpty && style?.lineHeight == .normal)
        #expect(style?.css == #"italic small-caps 400 16px/normal "Helvetica""#)
    }

    @Test func letterSpacingKeyword() throws {
        let (style, result) = try body(["letterSpacing": "normal"])
        #expect(result.errorCodes.isEmpty && result.warningCodes.allSatisfy { $0 == "token-value-css-member" })
        #expect(style?.letterSpacing == nil && style?.cssLonghands.first?.value == "normal")
    }

    @Test func fontFamilyAlias() throws {
        let (style, result) = try body(["fontFamily": "{font.family}"], font: ["family": ["$type": "fontFamily", "$value": "Helvetica"]])
        #expect(result.errorCodes.isEmpty && style?.fontFamily == ["Helvetica"])
    }

    @Test func fontSizeAlias() throws {
        let (style, _) = try body(["fontSize": "{font.size}"], font: ["size": ["$type": "dimension", "$value": ["value": 1.25, "unit": "rem"]]])
        #expect(style?.fontSize == DimensionValue(value: 1.25, unit: "rem"))
        #expect(style?.lineHeight == px24, "a line height in px beside a size in rem is no error")
        #expect(style?.css.contains("1.25rem/24px") == true)
    }

    @Test func fontWeightAlias() throws {
        let (style, _) = try body(["fontWeight": "{font.weight}"], font: ["weight": ["$type": "fontWeight", "$value": 750]])
        #expect(style?.fontWeight.numericValue == 750)
    }

    @Test func lineHeightAliasOfADimension() throws {
        let (style, result) = try body(
            ["lineHeight": "{font.line-height}"], font: ["line-height": ["$type": "dimension", "$value": ["value": 1.25, "unit": "rem"]]])
        #expect(result.errorCodes.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(style?.lineHeight == .length(DimensionValue(value: 1.25, unit: "rem")))
        #expect(style.flatMap { $0.lineHeight?.multiple(of: $0.fontSize) } == 1.25, "20 points over 16")
    }

    @Test func lineHeightAliasOfANumber() throws {
        let (style, _) = try body(["lineHeight": "{font.line-height}"], font: ["line-height": ["$type": "number", "$value": 1.6]])
        #expect(style?.lineHeight == .multiple(1.6))
    }

    @Test func letterSpacingAlias() throws {
        let spacing: [String: Any] = ["$type": "dimension", "$value": ["value": 0.01, "unit": "px"]]
        let (style, _) = try body(["letterSpacing": "{font.spacing}"], font: ["spacing": spacing])
        #expect(style?.letterSpacing == DimensionValue(value: 0.01, unit: "px"))
    }

    @Test func fontStyleAliasOfAString() throws {
        let (style, result) = try body(["fontStyle": "{font.style}"], font: ["style": ["$type": "string", "$value": "normal"]])
        #expect(result.errorCodes.isEmpty && style?.fontStyle == "normal")
    }

    @Test func paragraphSpacingAliasOfAString() throws {
        let (style, result) = try body(
            ["paragraphSpacing": "{font.paragraphSpacing}"], font: ["paragraphSpacing": ["$type": "string", "$value": "14px"]])
        #expect(result.errorCodes.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(style?.otherMembers == [TypographyMember(name: "paragraphSpacing", value: .string("14px"))])
        #expect(!result.warningCodes.contains("token-value-unknown-member"))
        let json = TokenJSONExporter.export(result.tokens)
        #expect(json.contains(#""paragraphSpacing": "14px""#) || json.contains(#""paragraphSpacing":"14px""#), "\(json)")
    }

    @Test func paragraphSpacingAliasOfADimension() throws {
        let (style, _) = try body(
            ["paragraphSpacing": "{font.paragraphSpacing}"],
            font: ["paragraphSpacing": ["$type": "dimension", "$value": ["value": 14, "unit": "px"]]])
        #expect(style?.otherMembers == [TypographyMember(name: "paragraphSpacing", value: .dimension(DimensionValue(value: 14, unit: "px")))])
    }

    @Test func fontWeightAliasOfANumberIsRefused() throws {
        let (style, result) = try body(["fontWeight": "{font.weight}"], font: ["weight": ["$type": "number", "$value": 750]])
        #expect(style == nil)
        #expect(result.errorCodes == ["token-type-mismatch"])
        #expect(result.diagnostics.first { $0.severity == .error }?.message == "{font.weight} is number, but a fontWeight is needed here")
    }

    @Test func missingPropertiesAreRefused() throws {
        let result = resolveTokens(#"{ "typography": { "body": { "$type": "typography", "$value": {} } } }"#)
        #expect(result.tokens["typography.body"] == nil)
        #expect(result.errorCodes.count == 3, "fontFamily, fontSize and fontWeight: \(result.diagnostics.map(\.formatted))")
        #expect(result.warningCodes == ["token-typography-incomplete"], "letterSpacing and lineHeight, in one warning")
    }

    @Test func legacyDimensionStringsAreEachFlagged() throws {
        let result = resolveTokens(
            """
            { "typography": { "$type": "typography", "$value": {
                "fontFamily": "Helvetica", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "0.001em", "lineHeight": "24px" } } }
            """, strict: true)
        let flagged = result.diagnostics.filter { $0.code == "token-legacy-value" }.map(\.location.column)
        #expect(flagged.count == 3, "fontSize, letterSpacing and lineHeight: \(result.diagnostics.map(\.formatted))")
        let advice = #"lineHeight '24px' is a length written as a string; write {"value": 24, "unit": "px"}"#
        #expect(result.diagnostics.contains { $0.message.hasPrefix(advice) })
        let legacy = result.diagnostics.filter { $0.code == "token-legacy-value" }
        #expect(legacy.allSatisfy { $0.severity == .error }, "errors under --strict, as Terrazzo has them")
    }

    @Test func anythingElseIsALocatedErrorThatSaysWhatToWrite() throws {
        for (written, message) in [
            (#""tall""#, "lineHeight 'tall' is not a line height; write a number (a multiple of the font size, e.g. 1.5)"),
            ("true", "lineHeight must be a number (a multiple of the font size), a dimension or 'normal', not a boolean"),
        ] {
            let result = resolveTokens(
                #"{ "t": { "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": \#(written) } } }"#
            )
            let error = try #require(result.diagnostics.first { $0.severity == .error })
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.location.line == 1 && error.location.column > 150)
        }
        let reference = resolveTokens(
            ##"{ "c": { "$type": "color", "$value": "#ffffff" }, "t": { "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "lineHeight": "{c}" } } }"##
        )
        let mismatch = "{c} is color, but a line height is a number (a multiple of the font size) or a dimension"
        #expect(reference.diagnostics.contains { $0.message == mismatch })
    }

    @Test func exportsTakeTheLengthOverTheFontSize() throws {
        let (style, result) = try body(["fontSize": ["value": 1.25, "unit": "rem"], "lineHeight": ["value": 30, "unit": "px"]])
        #expect(style.flatMap { $0.lineHeight?.multiple(of: $0.fontSize) } == 1.5)
        let tailwind = TailwindExporter.export(result.tokens).text
        #expect(tailwind.contains("--text-body--line-height: 30px;"), "\(tailwind)")
    }
}
