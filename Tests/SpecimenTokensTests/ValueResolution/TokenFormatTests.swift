import Testing

@testable import SpecimenTokens

@Suite("Groups, types and the format's rules")
struct TokenFormatTests {
    @Test func typesInheritThroughThreeLevelsOfGroups() {
        let result = resolveTokens(
            """
            { "size": { "$type": "dimension", "space": { "inset": { "small": { "$value": { "value": 4, "unit": "px" } } } } } }
            """)
        #expect(result.tokens["size.space.inset.small"]?.type == .dimension)
    }

    @Test func aTokenWithoutAnyTypeIsAnErrorNotAGuess() {
        let result = resolveTokens(#"{ "mystery": { "$value": { "value": 4, "unit": "px" } } }"#)
        #expect(
            result.diagnostics.map(\.formatted) == [
                "a.json:1:3: error: 'mystery' has no type: give it '$type', or put it in a group that has one (types are never guessed from values) [token-type-missing]"
            ])
    }

    /// DTCG 2025.10's `$root`: a group holding its type and its own value token has a value.
    @Test func aGroupOfATypeAndARootTokenIsNoTokenMissingItsValue() throws {
        let result = resolveTokens(
            """
            { "color": { "accent": { "$type": "color", "$description": "The accent.", "$root": { "$value": \(srgbRed) } } } }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.color("color.accent.$root")?.components == [1, 0, 0])
        let alone = resolveTokens(#"{ "accent": { "$type": "color" } }"#)
        #expect(alone.warningCodes == ["token-missing-value"], "a type alone still is")
    }

    /// An unknown type on a group is one mistake, however many tokens take their type from it.
    @Test func anUnknownGroupTypeIsReportedOnceAtTheGroup() {
        let tokens = (1...50).map { #""c\#($0)": { "$value": \#(srgbRed) }"# }.joined(separator: ", ")
        let result = resolveTokens(
            #"{ "palette": { "$type": "colour", \#(tokens), "brand": { "a": { "$value": \#(srgbRed) } } }, "#
                + #""other": { "$type": "color", "b": { "$value": \#(srgbRed) } } }"#)
        #expect(
            result.diagnostics.map(\.formatted) == ["a.json:1:25: error: unknown type 'colour'; did you mean 'color'? [token-type-unknown]"],
            "\(result.diagnostics.prefix(3).map(\.formatted)) and \(max(0, result.diagnostics.count - 3)) more")
        #expect(result.tokens["other.b"] != nil)
        // A token with its own type, or aliasing another, in that group still resolves.
        let typed = resolveTokens(
            #"{ "palette": { "$type": "colour", "a": { "$type": "color", "$value": \#(srgbRed) }, "b": { "$value": "{palette.a}" }, "c": { "$value": 1 } } }"#
        )
        #expect(typed.errorCodes == ["token-type-unknown"], "\(typed.diagnostics.map(\.formatted))")
        #expect(typed.color("palette.b")?.components == [1, 0, 0])
    }

    @Test func extendsCopiesAGroupAndALocalTokenReplacesTheInheritedOneWhole() throws {
        let result = resolveTokens(
            """
            {
              "button": { "$type": "color", "background": { "$value": \(srgbRed), "$description": "base" }, "text": { "$value": \(srgbBlue) } },
              "button-primary": { "$extends": "{button}", "background": { "$value": \(srgbBlue) } }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.color("button-primary.background")?.components == [0, 0, 1])
        #expect(result.tokens["button-primary.background"]?.description == nil)
        #expect(result.color("button-primary.text")?.components == [0, 0, 1])
    }

    @Test(
        "extends cycles and bad targets are errors",
        arguments: [
            (#"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{c}" }, "c": { "$extends": "{a}" } }"#, "group-extends-cycle"),
            (#"{ "button": { "inner": { "$extends": "{button}" } } }"#, "group-extends-cycle"),
            (#"{ "a": { "$extends": "{nowhere}" } }"#, "group-extends-unknown"),
            (#"{ "t": { "$type": "number", "$value": 1 }, "a": { "$extends": "{t}" } }"#, "group-extends-token"),
            (#"{ "a": { "$extends": "b" } }"#, "group-extends-syntax"),
        ])
    func extendsErrors(json: String, code: String) {
        #expect(resolveTokens(json).errorCodes == [code])
    }

    @Test func deprecationInheritsAndFalseUndoesIt() throws {
        let result = resolveTokens(
            """
            { "old": { "$type": "color", "$deprecated": "Use {color.new} instead.",
                       "a": { "$value": \(srgbRed) }, "b": { "$value": \(srgbRed), "$deprecated": false } },
              "color": { "new": { "$type": "color", "$value": \(srgbBlue) } } }
            """)
        let a = try #require(result.tokens["old.a"])
        #expect(a.deprecation?.explanation == "Use {color.new} instead.")
        #expect(a.deprecation?.replacements == ["color.new"])
        #expect(result.tokens["old.b"]?.deprecation == nil)
    }

    @Test func extensionsAndDescriptionsArePreserved() throws {
        let result = resolveTokens(
            """
            { "n": { "$type": "number", "$value": 2, "$description": "Two.", "$extensions": { "com.example.tool": { "keep": [1, true] } } } }
            """)
        let token = try #require(result.tokens["n"])
        #expect(token.description == "Two.")
        #expect(token.extensions?.object?["com.example.tool"]?.object?["keep"]?.array?.count == 2)
    }

    @Test("names the format forbids are errors", arguments: ["a.b", "a{b", "a}b"])
    func badNames(name: String) {
        let result = resolveTokens(#"{ "\#(name)": { "$type": "number", "$value": 1 } }"#)
        #expect(result.errorCodes == ["token-name-invalid"])
    }

    @Test func valueBesideChildrenIsAnError() {
        let result = resolveTokens(#"{ "a": { "$type": "number", "$value": 1, "child": { "$value": 2 } } }"#)
        #expect(result.errorCodes == ["token-value-with-children"])
    }

    @Test func namesDifferingOnlyByCaseWarn() {
        #expect(resolveTokens(#"{ "$type": "number", "size": { "$value": 1 }, "Size": { "$value": 2 } }"#).warningCodes == ["token-name-case"])
    }

    @Test func theSamePathInTwoFilesTakesTheLaterDefinition() {
        let result = resolveTokens(
            #"{ "color": { "$type": "color", "brand": { "$value": \#(srgbRed) }, "keep": { "$value": \#(srgbRed) } } }"#,
            #"{ "color": { "brand": { "$value": \#(srgbBlue) } } }"#)
        #expect(result.color("color.brand")?.components == [0, 0, 1])
        #expect(result.tokens["color.brand"]?.source.file == "b.json")
        #expect(result.color("color.keep") != nil)
    }

    @Test func gradientPositionsAreClamped() throws {
        let result = resolveTokens(
            """
            { "g": { "$type": "gradient", "$value": [ { "color": \(srgbRed), "position": -0.5 }, { "color": \(srgbBlue), "position": 1.5 } ] } }
            """)
        guard case .gradient(let stops, _)? = result.tokens["g"]?.value else { Issue.record("no gradient"); return }
        #expect(stops.map(\.position) == [0, 1])
    }

    @Test(
        "value shapes are validated",
        arguments: [
            (#"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0] } }"#, "token-value-invalid"),
            (#"{ "$type": "color", "$value": { "colorSpace": "cmyk", "components": [1, 0, 0] } }"#, "token-value-invalid"),
            (#"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2 } }"#, "token-value-invalid"),
            (#"{ "$type": "dimension", "$value": { "value": 0 } }"#, "token-value-invalid"),
            (#"{ "$type": "fontWeight", "$value": 1200 }"#, "token-value-invalid"),
            (#"{ "$type": "fontWeight", "$value": "Heavyish" }"#, "token-value-invalid"),
            (#"{ "$type": "duration", "$value": { "value": 1, "unit": "min" } }"#, "token-value-invalid"),
            (#"{ "$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1] }"#, "token-value-invalid"),
            (#"{ "$type": "strokeStyle", "$value": "wavy" }"#, "token-value-invalid"),
            (#"{ "$type": "fontFamily", "$value": [] }"#, "token-value-invalid"),
            (#"{ "$type": "number", "$value": "2" }"#, "token-value-invalid"),
            (
                #"{ "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 1, "unit": "px" }, "fontWeight": 400, "lineHeight": "tall" } }"#,
                "token-value-invalid"
            ),
            (#"{ "$type": "typography", "$value": { "fontFamily": "A", "fontWeight": 400, "lineHeight": 1 } }"#, "token-value-invalid"),
            (
                #"{ "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 1, "unit": "px" }, "fontWeight": 400, "fontStyle": "slanted" } }"#,
                "token-value-invalid"
            ),
            (#"{ "$type": "fontFamily", "$value": "" }"#, "token-value-invalid"),
            (#"{ "$type": "fontFamily", "$value": ["Inter", " "] }"#, "token-value-invalid"),
            (#"{ "$type": "fontFamily", "$value": "Inter, , serif" }"#, "token-value-invalid"),
            (#"{ "$type": "boolean", "$value": "yes" }"#, "token-value-invalid"),
            (#"{ "$type": "string", "$value": 3 }"#, "token-value-invalid"),
            (
                #"{ "$type": "transition", "$value": { "duration": { "value": 1, "unit": "s" }, "timingFunction": [0, 0, 1, 1] } }"#,
                "token-value-invalid"
            ),
            (#"{ "$type": "colr", "$value": 1 }"#, "token-type-unknown"),
            (#"{ "$type": "Color", "$value": 1 }"#, "token-type-unknown"),
            (#"{ "$type": "", "$value": 1 }"#, "token-type-unknown"),
        ])
    func invalidShapes(token: String, code: String) {
        let result = resolveTokens(#"{ "t": \#(token) }"#)
        #expect(result.errorCodes.first == code, "\(result.diagnostics.map(\.formatted))")
        #expect(result.tokens["t"] == nil)
    }

    @Test(
        "every type's valid shape resolves",
        arguments: [
            #"{ "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.7, 0.1, "none"], "alpha": 0.5 } }"#,
            #"{ "$type": "dimension", "$value": { "value": 1.5, "unit": "rem" } }"#,
            #"{ "$type": "fontFamily", "$value": ["Roboto", "sans-serif"] }"#,
            #"{ "$type": "fontWeight", "$value": "semi-bold" }"#,
            #"{ "$type": "duration", "$value": { "value": 0.2, "unit": "s" } }"#,
            #"{ "$type": "cubicBezier", "$value": [0.4, -0.5, 0.2, 1.5] }"#,
            #"{ "$type": "number", "$value": 1.25 }"#,
            #"{ "$type": "strokeStyle", "$value": { "dashArray": [{ "value": 2, "unit": "px" }], "lineCap": "round" } }"#,
            #"{ "$type": "border", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "width": { "value": 1, "unit": "px" }, "style": "dashed" } }"#,
            #"{ "$type": "transition", "$value": { "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.5, 0, 1, 1] } }"#,
            #"{ "$type": "shadow", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" }, "inset": true } }"#,
            #"{ "$type": "gradient", "$value": [{ "color": { "colorSpace": "srgb", "components": [1, 1, 1] }, "position": 0 }] }"#,
            #"{ "$type": "typography", "$value": { "fontFamily": "Roboto", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": "medium", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }"#,
        ])
    func validShapes(token: String) {
        let result = resolveTokens(#"{ "t": \#(token) }"#)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.tokens["t"] != nil)
    }
}

@Suite("Older forms")
struct LegacyFormTests {
    @Test("hex strings of 3, 4, 6 and 8 digits read with a warning", arguments: ["#f00", "#f00f", "#ff0000", "#ff0000ff"])
    func hexColors(hex: String) {
        let result = resolveTokens(##"{ "c": { "$type": "color", "$value": "\##(hex)" } }"##)
        #expect(result.warningCodes == ["token-legacy-value"])
        #expect(result.color("c")?.components == [1, 0, 0])
        #expect(result.diagnostics.first?.message.contains("\"colorSpace\": \"srgb\"") == true)
    }

    @Test func stringDimensionsAndDurationsReadWithAWarningThatShowsTheNewForm() {
        let result = resolveTokens(
            """
            { "a": { "$type": "dimension", "$value": "16px" }, "b": { "$type": "dimension", "$value": "1.5rem" }, "d": { "$type": "duration", "$value": "200ms" } }
            """)
        #expect(result.dimension("a") == DimensionValue(value: 16, unit: "px"))
        #expect(result.dimension("b") == DimensionValue(value: 1.5, unit: "rem"))
        #expect(result.diagnostics.map(\.message).contains("dimension '16px' is a string; write {\"value\": 16, \"unit\": \"px\"}"))
        #expect(result.warningCodes == ["token-legacy-value", "token-legacy-value", "token-legacy-value"])
    }

    @Test func unitsOutsideTheSpecAreKeptWithAWarning() {
        let result = resolveTokens(
            """
            { "$type": "dimension", "em": { "$value": { "value": 1.5, "unit": "em" } }, "pct": { "$value": "50%" }, "bare": { "$value": 4 } }
            """)
        #expect(result.dimension("em")?.unit == "em")
        #expect(result.dimension("pct") == DimensionValue(value: 50, unit: "%"))
        #expect(result.dimension("bare") == DimensionValue(value: 4, unit: ""))
        #expect(result.warningCodes.filter { $0 == "token-unit-nonstandard" }.count == 3)
    }

    @Test func valueAndTypeWithoutDollarAreReadWithAWarning() {
        let result = resolveTokens(##"{ "color": { "primary": { "value": "#0a84ff", "type": "color", "description": "Brand" } } }"##)
        #expect(result.color("color.primary") != nil)
        #expect(result.tokens["color.primary"]?.description == "Brand")
        #expect(result.warningCodes.sorted() == ["token-legacy-syntax", "token-legacy-value"])
    }

    @Test func strictModeTurnsOlderFormsIntoErrors() {
        let result = resolveTokens(
            ##"{ "c": { "$type": "color", "$value": "#fff" }, /* note */ "d": { "$type": "dimension", "$value": "2em" }, }"##, strict: true)
        #expect(result.warningCodes.isEmpty)
        #expect(Set(result.errorCodes) == ["token-legacy-value", "token-unit-nonstandard", "json-comment", "json-trailing-comma"])
    }
}

@Suite("Older forms seen in real design systems")
struct RealWorldLegacyTests {
    @Test(
        "CSS color strings read with a warning",
        arguments: [
            ("rgb(255, 0, 0)", [1.0, 0, 0], 1.0), ("rgba(0, 0, 0, 0.5)", [0, 0, 0], 0.5),
            ("rgb(100% 0% 0% / 25%)", [1, 0, 0], 0.25), ("transparent", [0, 0, 0], 0),
        ])
    func cssColorStrings(text: String, components: [Double], alpha: Double) {
        let result = resolveTokens(#"{ "c": { "$type": "color", "$value": "\#(text)" } }"#)
        #expect(result.warningCodes == ["token-legacy-value"])
        #expect(result.color("c")?.components == components.map { Optional($0) })
        #expect(result.color("c")?.alpha == alpha)
    }

    @Test func styleDictionaryValueSuffixesResolveWithAWarning() {
        let result = resolveTokens(
            ##"{ "color": { "base": { "value": "#ff0000", "type": "color" }, "text": { "value": "{color.base.value}", "type": "color" } } }"##)
        #expect(result.tokens["color.text"]?.aliasOf == "color.base")
        #expect(result.warningCodes.contains("token-legacy-reference"))
        #expect(
            resolveTokens(
                ##"{ "color": { "base": { "value": "#ff0000", "type": "color" }, "text": { "value": "{color.base.value}", "type": "color" } } }"##,
                strict: true
            ).errorCodes.contains("token-legacy-reference"))
    }
}

@Suite("Design-tool exports")
struct DesignToolExportTests {
    @Test func typographyFromDesignToolsIsNormalizedWithWarnings() throws {
        let result = resolveTokens(
            """
            { "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": "SemiBold", "letterSpacing": "0px", "lineHeight": "150%" } },
              "u": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": "Bold", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "24px" } } }
            """)
        #expect(result.errorCodes.isEmpty, "\(result.diagnostics.map(\.formatted))")
        guard case .typography(let t)? = result.tokens["t"]?.value, case .typography(let u)? = result.tokens["u"]?.value else {
            Issue.record("typography did not resolve"); return
        }
        #expect(t.fontWeight == .keyword("semi-bold"))
        #expect(t.lineHeight == .percentage(150), "kept as written; CSS takes 150%")
        #expect(u.fontWeight == .keyword("bold"))
        #expect(u.lineHeight == .length(DimensionValue(value: 24, unit: "px")), "kept as written, 1.2 times the font size")
        #expect(u.lineHeight?.multiple(of: u.fontSize) == 1.2)
        #expect(result.warningCodes.allSatisfy { $0 == "token-legacy-value" })
    }

    @Test func tokensStudioShadowsMapToTheSpecsMembers() throws {
        let result = resolveTokens(
            ##"{ "s": { "$type": "shadow", "$value": { "x": "0", "y": "2px", "blur": "4px", "color": "rgba(0,0,0,0.2)", "type": "innerShadow" } } }"##
        )
        guard case .shadow(let layers)? = result.tokens["s"]?.value else {
            Issue.record("shadow did not resolve: \(result.diagnostics.map(\.formatted))"); return
        }
        #expect(layers.first?.inset == true)
        #expect(layers.first?.offsetY == DimensionValue(value: 2, unit: "px"))
        #expect(result.errorCodes.isEmpty)
    }
}
