import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// What real design systems write beyond DTCG 2025.10: read with a located warning, kept
/// where it means something, an error under `--strict`.
@Suite("forms real systems write")
struct RealWorldFormsTests {
    @Test func stringBooleanAndLinkAreTypesWithAWarningEach() throws {
        let result = resolveTokens(
            #"""
            {
              "font-style": { "$type": "string", "$value": "italic" },
              "quote": { "$type": "string", "$value": "say \"hi\"" },
              "feature": { "$type": "boolean", "$value": true },
              "docs": { "$type": "link", "$value": "https://example.com/a b" }
            }
            """#)
        #expect(result.errorCodes.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.warningCodes == Array(repeating: "token-type-nonstandard", count: 4))
        #expect(result.diagnostics.first?.location == SourceLocation(file: "a.json", line: 2, column: 28))
        #expect(result.tokens["font-style"]?.value == .string("italic"))
        #expect(result.tokens["feature"]?.value == .boolean(true))
        #expect(result.tokens["docs"]?.value == .link("https://example.com/a b"))

        let css = TokenCSSExporter.export(defaults: result.tokens, contexts: [])
        #expect(css.contains("--font-style: italic;"), "a keyword is a CSS value, written as it is")
        #expect(css.contains(#"--quote: "say \"hi\"";"#), "quotes inside a CSS string are escaped")
        #expect(css.contains(#"--docs: "https://example.com/a b";"#))
        #expect(!css.contains("--feature"), "booleans have no CSS form")

        let json = try jsonObject(TokenJSONExporter.export(result.tokens))
        #expect(json["feature"]?["type"] as? String == "boolean")
        #expect(json["feature"]?["value"] as? Bool == true)
        #expect(json["feature"]?["css"] == nil)
        #expect(json["font-style"]?["css"] as? String == "italic")
        #expect(json["font-style"]?["value"] as? String == "italic", "JSON keeps the string")
    }

    @Test func otherTypesAreKeptAsOpaqueJSONExportedToJSONOnly() throws {
        let result = resolveTokens(
            #"""
            { "viewport": { "narrow": { "$type": "custom-viewportRange", "$value": "(max-width: 543px)" },
                            "grid": { "$type": "custom-grid", "$value": { "columns": 12, "gutter": [8, 16] } } } }
            """#)
        #expect(result.errorCodes.isEmpty)
        #expect(result.warningCodes == ["token-type-nonstandard", "token-type-nonstandard"])
        #expect(result.diagnostics[0].message.contains("kept as written"))
        let grid = try #require(result.tokens["viewport.grid"])
        #expect(grid.type == .opaque)
        #expect(grid.typeName == "custom-grid")
        #expect(grid.value.css == #"{"columns": 12, "gutter": [8, 16]}"#)
        #expect(!TokenCSSExporter.export(defaults: result.tokens, contexts: []).contains("--viewport"))
        let json = try jsonObject(TokenJSONExporter.export(result.tokens))
        #expect(json["viewport.grid"]?["type"] as? String == "custom-grid")
        #expect((json["viewport.grid"]?["value"] as? [String: Any])?["columns"] as? Int == 12)
    }

    @Test func referencesInsideStringsAreReplacedByTheirValues() {
        let result = resolveTokens(
            #"""
            {
              "border": { "thin": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } },
              "shadow": { "$type": "string", "$value": "inset 0 0 0 {border.thin}, {border.thin} 0 {nothing here}" },
              "alias": { "$type": "string", "$value": "{shadow}" },
              "broken": { "$type": "string", "$value": "1px {border.thick}" }
            }
            """#)
        #expect(result.tokens["shadow"]?.value == .string("inset 0 0 0 1px, 1px 0 {nothing here}"), "braces around a phrase stay as written")
        #expect(result.tokens["shadow"]?.references == ["border.thin"])
        #expect(result.tokens["alias"]?.aliasOf == "shadow")
        #expect(result.tokens["broken"] == nil)
        #expect(result.errorCodes == ["token-reference-unknown"])
        #expect(result.diagnostics.first { $0.severity == .error }?.message.contains("did you mean '{border.thin}'") == true)
    }

    @Test func scalarMembersBesideTheValueAreReportedAndIgnored() {
        let result = resolveTokens(
            #"""
            { "transparent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0 }, "alpha": 0.7 },
              "nested": { "$type": "number", "$value": 1, "child": { "$value": 2 } } }
            """#)
        #expect(result.tokens["transparent"]?.value == .color(ColorValue(colorSpace: .srgb, components: [1, 1, 1], alpha: 0)))
        let member = result.diagnostics.first { $0.code == "token-member-nonstandard" }
        #expect(member?.severity == .warning)
        #expect(member?.location == SourceLocation(file: "a.json", line: 1, column: 111))
        #expect(result.errorCodes == ["token-value-with-children"], "an object beside $value is a token inside a token")
    }

    /// Hyphen's Style Dictionary source keeps its dark mode beside `value`: such a scalar is
    /// reported and ignored, as beside `$value`, and the token is read.
    @Test func scalarMembersBesideALegacyValueAreReportedAndIgnored() {
        let result = resolveTokens(
            #"""
            { "color": { "base": { "white": { "value": "#ffffff", "type": "color" } },
              "background": { "primary": { "value": "{color.base.white.value}", "darkValue": "{color.base.grey.700.value}", "comment": "page" } } } }
            """#)
        #expect(result.errorCodes == [], "\(result.diagnostics.map(\.formatted))")
        #expect(result.tokens["color.background.primary"]?.aliasOf == "color.base.white")
        let member = result.diagnostics.first { $0.code == "token-member-nonstandard" }
        #expect(member?.severity == .warning)
        #expect(member?.location == SourceLocation(file: "a.json", line: 2, column: 69))
        #expect(member?.message.contains("'darkValue' beside 'value'") == true)
    }

    /// Style Dictionary's classic form gives tokens no type: a color under `color` is a color (its
    /// category convention), a CSS gradient there a gradient; anything else is kept as written, a
    /// string, a number or a boolean (Hyphen's rems without a unit and z-indexes), an object as
    /// JSON; an alias takes its target's type. In the current form a token without a type stays
    /// an error.
    @Test func classicTokensWithoutATypeAreReadByTheirCategory() throws {
        let result = resolveTokens(
            #"""
            { "color": { "base": { "red": { "value": "#f00" }, "blue": { "value": "rgb(0, 0, 255)" } }, "danger": { "value": "{color.base.red.value}" },
                "sunrise": { "value": "linear-gradient(60deg, {color.base.red.value} 0%, {color.base.blue.value} 100%)" },
                "beam": { "value": "linear-gradient(90deg, {color.base.red.value} 10px, #00f)" } },
              "size": { "z-index": { "modal": { "value": "8000" } }, "scale": { "value": 1.5 }, "wrap": { "value": true }, "box": { "value": { "a": 1 } } },
              "space": { "m": { "$value": "16px" } } }
            """#)
        #expect(result.tokens["color.base.red"]?.value.css == "#ff0000")
        #expect(result.tokens["color.base.blue"]?.value.css == "#0000ff")
        #expect(result.tokens["color.danger"]?.aliasOf == "color.base.red")
        #expect(result.tokens["color.danger"]?.type == .color)
        #expect(result.tokens["color.sunrise"]?.type == .gradient)
        #expect(result.tokens["color.sunrise"]?.value.css == "linear-gradient(60deg, #ff0000 0%, #0000ff 100%)")
        #expect(result.tokens["size.z-index.modal"]?.value == .string("8000"))
        #expect(result.tokens["size.scale"]?.type == .number)
        #expect(result.tokens["size.wrap"]?.type == .boolean)
        #expect(result.tokens["size.box"]?.type == .opaque)
        #expect(result.errorCodes == ["token-value-invalid", "token-type-missing"], "a gradient it cannot read; 'space.m' in the current form")
        let beam = result.diagnostics.first { $0.code == "token-value-invalid" }
        #expect(beam?.location == SourceLocation(file: "a.json", line: 3, column: 24))
        #expect(beam?.message.contains("write stop positions as percentages") == true)
        let untyped = result.diagnostics.filter { $0.code == "token-legacy-untyped" }
        #expect(untyped.map(\.location.line) == [1, 1, 2, 3, 4, 4, 4, 4])
        #expect(untyped.allSatisfy { $0.severity == .warning })
        #expect(untyped.first?.message.contains(#"write "$type": "color" on its group"#) == true)
        #expect(untyped[2].message.contains(#"it is read as a gradient; write "$type": "gradient" with its stops"#))
        #expect(
            untyped[4].message
                == "'size.z-index.modal' has no type (Style Dictionary gives it the meaning its team's transforms give its category); it is kept as written, as a string: give it the '$type' it has, or put it in a group that has one"
        )
        #expect(resolveTokens(##"{ "color": { "red": { "value": "#f00" } } }"##, strict: true).errorCodes.contains("token-legacy-untyped"))
    }

    @Test func typographyWithoutSpacingOrLineHeightGetsNormal() throws {
        let result = resolveTokens(
            #"""
            { "type": { "$type": "typography",
                "caps": { "$value": { "fontFamily": "Inter", "fontSize": { "value": 12, "unit": "px" }, "fontWeight": 600,
                                      "textTransform": "uppercase", "fontStyle": "italic", "textDecoration": "underline", "fontVariant": "small-caps" } } } }
            """#)
        #expect(result.errorCodes.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.warningCodes.sorted() == ["token-typography-incomplete"] + Array(repeating: "token-value-css-member", count: 4))
        guard case .typography(let style)? = result.tokens["type.caps"]?.value else { Issue.record("no typography"); return }
        #expect(style.letterSpacing == nil && style.lineHeight == nil)
        #expect(style.css == #"italic small-caps 600 12px/normal "Inter""#)
        let css = TokenCSSExporter.export(defaults: result.tokens, contexts: [])
        #expect(css.contains("--type-caps-letter-spacing: normal;"))
        #expect(css.contains("--type-caps-text-transform: uppercase;"))
        #expect(css.contains("--type-caps-text-decoration: underline;"))
        let json = try jsonObject(TokenJSONExporter.export(result.tokens))
        let value = try #require(json["type.caps"]?["value"] as? [String: Any])
        #expect(value["textTransform"] as? String == "uppercase")
        #expect(value["letterSpacing"] == nil, "nothing is invented")
    }

    @Test func aFontStackInOneStringBecomesItsFamilies() {
        let result = resolveTokens(
            #"""
            { "stack": { "$type": "fontFamily", "$value": ["-apple-system, 'Segoe UI', \"Noto Sans\", Arial, sans-serif"] },
              "plain": { "$type": "fontFamily", "$value": "Comic Sans MS" } }
            """#)
        #expect(result.tokens["stack"]?.value == .fontFamily(["-apple-system", "Segoe UI", "Noto Sans", "Arial", "sans-serif"]))
        #expect(result.tokens["stack"]?.value.css == #"-apple-system, "Segoe UI", "Noto Sans", "Arial", sans-serif"#)
        #expect(result.tokens["plain"]?.value == .fontFamily(["Comic Sans MS"]))
        #expect(result.warningCodes == ["token-legacy-value"])
    }

    @Test(
        "strict makes every deviation an error, at the same place",
        arguments: [
            (#"{ "t": { "$type": "string", "$value": "x" } }"#, "token-type-nonstandard"),
            (#"{ "t": { "$type": "custom", "$value": 1 } }"#, "token-type-nonstandard"),
            (#"{ "t": { "$type": "number", "$value": 1, "alpha": 0.5 } }"#, "token-member-nonstandard"),
            (#"{ "t": { "$type": "number", "$value": 1, "$note": "x" } }"#, "token-unknown-property"),
            (
                #"{ "t": { "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 1, "unit": "px" }, "fontWeight": 400, "lineHeight": 1 } } }"#,
                "token-typography-incomplete"
            ),
            (
                #"{ "t": { "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 1, "unit": "px" }, "fontWeight": 400, "lineHeight": 1, "letterSpacing": { "value": 0, "unit": "px" }, "textTransform": "none" } } }"#,
                "token-value-css-member"
            ),
            (#"{ "t": { "$type": "dimension", "$value": { "value": 1, "unit": "px", "scale": 2 } } }"#, "token-value-unknown-member"),
            (
                ##"{ "t": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff" } } }"##,
                "token-value-invalid-hex"
            ),
            (##"{ "t": { "$type": "color", "$value": "#ff0000" } }"##, "token-legacy-value"),
            (#"{ "t": { "value": 1, "type": "number" } }"#, "token-legacy-syntax"),
            (#"{ "t": { "$type": "dimension", "$value": { "value": 1, "unit": "em" } } }"#, "token-unit-nonstandard"),
            (#"{ "t": { "$type": "number", "$value": 1 }, "t": { "$type": "number", "$value": 2 } }"#, "json-duplicate-key"),
            (#"{ "t": { "$type": "number", "$value": 1 } // note"# + "\n}", "json-comment"),
        ])
    func strictMakesDeviationsErrors(source: String, code: String) {
        let lenient = resolveTokens(source)
        let strict = resolveTokens(source, strict: true)
        #expect(lenient.errorCodes.isEmpty, "\(lenient.diagnostics.map(\.formatted))")
        let warning = lenient.diagnostics.first { $0.code == code }
        let error = strict.diagnostics.first { $0.code == code }
        #expect(warning?.severity == .warning)
        #expect(error?.severity == .error)
        #expect(error?.location == warning?.location)
        #expect(TokenDiagnostics.strictCodes.contains(code))
    }

    @Test(
        "always errors, strict or not",
        arguments: [
            (#"{ "t": { "$type": "number", "$value": 1, "$extends": "{g}" } }"#, "token-extends"),
            (#"{ "t": { "$type": "fontFamily", "$value": "" } }"#, "token-value-invalid"),
            (#"{ "t": { "$type": "fontFamily", "$value": [] } }"#, "token-value-invalid"),
        ])
    func alwaysErrors(source: String, code: String) {
        #expect(resolveTokens(source).errorCodes == [code])
    }

    @Test func aReferenceIntoAMissingFileIsAnError() throws {
        let folder = try TemporaryFolder([
            "r.resolver.json":
                #"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "gone.tokens.json" }] }] }"#
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "r.resolver.json", relativeTo: folder.url)
        let result = project.resolve()
        #expect(result.errorCodes == ["resolver-file-missing"])
        #expect(result.diagnostics.first?.location.line == 1)
    }

    @Test func yamlTokenFilesReadLikeJSONWithLocatedDiagnostics() throws {
        let folder = try TemporaryFolder([
            "tokens/colors.tokens.yaml": """
            # Colors, as a designer keeps them
            color:
              $type: color
              brand:
                $value: { colorSpace: srgb, components: [0, 0.4, 1] }
              off:
                $value: "#ff0000"
              "50":
                $type: number
                $value: 0x10
            toggle:
              $type: boolean
              $value: true
            """,
            "tokens/size.tokens.yml": "space:\n  small:\n    $type: dimension\n    $value: {value: 4, unit: px}\n    alpha: no\n",
        ])
        defer { folder.remove() }
        let result = TokenProject.load(path: "tokens", relativeTo: folder.url).resolve()
        #expect(result.errorCodes.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.color("color.brand") == ColorValue(colorSpace: .srgb, components: [0, 0.4, 1]))
        #expect(result.tokens["color.off"] != nil, "a key that YAML 1.1 would read as false stays a name")
        #expect(result.tokens["color.50"]?.value == .number(16))
        #expect(result.tokens["toggle"]?.value == .boolean(true))
        #expect(result.dimension("space.small") == DimensionValue(value: 4, unit: "px"))
        let hex = try #require(result.diagnostics.first { $0.code == "token-legacy-value" })
        #expect(hex.location == SourceLocation(file: "tokens/colors.tokens.yaml", line: 7, column: 13))
        let member = try #require(result.diagnostics.first { $0.code == "token-member-nonstandard" })
        #expect(member.location == SourceLocation(file: "tokens/size.tokens.yml", line: 5, column: 5))
    }

    @Test func brokenYAMLIsALocatedSyntaxError() throws {
        let folder = try TemporaryFolder(["t.tokens.yaml": "color:\n  brand:\n    $value: [1, 2\n  other: 3\n"])
        defer { folder.remove() }
        let result = TokenProject.load(path: "t.tokens.yaml", relativeTo: folder.url).resolve()
        #expect(result.errorCodes == ["yaml-syntax"])
        #expect(result.diagnostics.first?.location.file == "t.tokens.yaml")
        #expect((result.diagnostics.first?.location.line ?? 0) >= 3)
    }

    private func jsonObject(_ text: String) throws -> [String: [String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Any]])
    }
}
