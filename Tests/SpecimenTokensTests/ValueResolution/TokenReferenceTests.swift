import Testing

@testable import SpecimenTokens

@Suite("Aliases, pointers and cycles")
struct TokenReferenceTests {
    @Test func chainsResolveToTheRawValueAndRememberTheirSteps() throws {
        let result = resolveTokens(
            """
            {
              "base": { "$type": "color", "blue": { "$value": \(srgbBlue) } },
              "semantic": { "primary": { "$value": "{base.blue}" } },
              "button": { "background": { "$value": "{semantic.primary}" } }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let token = try #require(result.tokens["button.background"])
        #expect(token.type == .color)
        #expect(token.aliasOf == "semantic.primary")
        #expect(result.tokens.aliasChain(from: "button.background") == ["button.background", "semantic.primary", "base.blue"])
        #expect(result.tokens.aliases(of: "base.blue") == ["semantic.primary"])
        #expect(result.color("button.background")?.components == [0, 0, 1])
    }

    @Test func anAliasToAGroupIsAnErrorThatSuggestsItsRootToken() {
        let result = resolveTokens(
            """
            {
              "color": { "$type": "color", "accent": { "$root": { "$value": \(srgbRed) }, "light": { "$value": \(srgbBlue) } } },
              "good": { "$value": "{color.accent.$root}" },
              "bad": { "$value": "{color.accent}" }
            }
            """)
        #expect(result.tokens["good"]?.aliasOf == "color.accent.$root")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "a.json:4:22: error: '{color.accent}' refers to a group, not a token; did you mean '{color.accent.$root}'? [token-reference-group]"
            ])
    }

    @Test func aCurlyAliasIntoAnArrayIndexIsAnErrorThatShowsThePointerForm() {
        let result = resolveTokens(
            """
            { "ease": { "$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1] }, "x": { "$type": "number", "$value": "{ease.0}" } }
            """)
        #expect(result.errorCodes == ["token-reference-into-value"])
        #expect(result.diagnostics.first?.message.contains("{\"$ref\": \"#/ease/$value/0\"}") == true)
    }

    @Test func unknownReferencesSuggestTheClosestName() {
        let result = resolveTokens(
            """
            { "color": { "$type": "color", "primary": { "$value": \(srgbRed) }, "text": { "$value": "{color.primray}" } } }
            """)
        #expect(result.diagnostics.map(\.message) == ["'{color.primray}' refers to no token; did you mean '{color.primary}'?"])
    }

    @Test("cycles are reported once per member", arguments: [1, 2, 5])
    func cycles(length: Int) {
        let names = (0..<length).map { "t\($0)" }
        let members = names.enumerated().map { index, name in
            "\"\(name)\": { \"$type\": \"number\", \"$value\": \"{\(names[(index + 1) % length])}\" }"
        }
        let result = resolveTokens("{ \"outside\": { \"$value\": \"{t0}\" }, " + members.joined(separator: ", ") + " }")
        let cycleErrors = result.diagnostics.filter { $0.code == "token-reference-cycle" }
        #expect(cycleErrors.count == length)
        #expect(Set(cycleErrors.map { $0.message.prefix(while: { $0 != " " }) }).count == length)
        #expect(result.errorCodes.allSatisfy { $0 == "token-reference-cycle" })
        #expect(result.tokens.tokens.isEmpty)
    }

    @Test func jsonPointersReachIntoColorsDimensionsAndTypography() throws {
        let result = resolveTokens(
            """
            {
              "base": {
                "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.9], "hex": "#3366e6" } },
                "space": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } },
                "text": { "$type": "typography", "$value": { "fontFamily": ["Roboto", "sans-serif"], "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } }
              },
              "semantic": {
                "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/base/blue/$value/components/0" }, { "$ref": "#/base/blue/$value/components/1" }, 0.7] } },
                "gap": { "$type": "dimension", "$value": { "value": 2, "unit": { "$ref": "#/base/space/$value/unit" } } },
                "size": { "$type": "dimension", "$value": { "$ref": "#/base/text/$value/fontSize" } },
                "whole": { "$value": { "$ref": "#/base/blue" } }
              }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.color("semantic.primary")?.components == [0.2, 0.4, 0.7])
        #expect(result.dimension("semantic.gap") == DimensionValue(value: 2, unit: "px"))
        #expect(result.dimension("semantic.size") == DimensionValue(value: 16, unit: "px"))
        #expect(result.tokens["semantic.whole"]?.type == .color)
    }

    @Test func pointerEscapesReachNamesWithSlashesAndTildes() throws {
        let result = resolveTokens(
            """
            {
              "sizes": { "$type": "dimension", "1/2": { "$value": { "value": 8, "unit": "px" } }, "~x": { "$value": { "value": 3, "unit": "px" } } },
              "half": { "$type": "dimension", "$value": { "$ref": "#/sizes/1~12/$value" } },
              "tilde": { "$type": "dimension", "$value": { "$ref": "#/sizes/~0x/$value" } },
              "broken": { "$type": "dimension", "$value": { "$ref": "#/sizes/1/2/$value" } }
            }
            """)
        #expect(result.dimension("half")?.value == 8)
        #expect(result.dimension("tilde")?.value == 3)
        #expect(result.errorCodes == ["token-reference-unknown"])
    }

    @Test func aliasTypeMismatchesNameBothTypes() {
        let result = resolveTokens(
            """
            {
              "space": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
              "red": { "$type": "color", "$value": \(srgbRed) },
              "wrong": { "$type": "color", "$value": "{space}" },
              "line": { "$type": "border", "$value": { "color": "{space}", "width": "{space}", "style": "solid" } },
              "fine": { "$type": "border", "$value": { "color": "{red}", "width": "{space}", "style": "solid" } }
            }
            """)
        #expect(
            result.diagnostics.map(\.message) == [
                "'wrong' is declared color but aliases 'space', which is dimension",
                "{space} is dimension, but a color is needed here",
            ])
        #expect(result.tokens["fine"] != nil)
    }

    @Test func namesWithSpacesAndSlashesWork() {
        let result = resolveTokens(
            """
            { "Hot pink": { "$type": "color", "$value": \(srgbRed) }, "brand/accent": { "$value": "{Hot pink}" } }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokens["brand/accent"]?.aliasOf == "Hot pink")
    }

    @Test func aTokenAndAGroupSharingAPrefixStayApart() {
        let result = resolveTokens(
            """
            { "color": { "$type": "color", "red": { "$value": \(srgbRed) }, "redish": { "light": { "$value": \(srgbBlue) } } },
              "a": { "$value": "{color.red}" }, "b": { "$value": "{color.redish.light}" }, "c": { "$value": "{color.redish}" } }
            """)
        #expect(result.tokens["a"]?.aliasOf == "color.red")
        #expect(result.tokens["b"]?.aliasOf == "color.redish.light")
        #expect(result.errorCodes == ["token-reference-group"])
    }

    @Test func aReferencedMultiLayerShadowIsNotFlattenedIntoAnotherArray() {
        let layer =
            #"{ "color": \#(srgbRed), "offsetX": { "value": 1, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"#
        let result = resolveTokens(
            """
            { "one": { "$type": "shadow", "$value": \(layer) }, "two": { "$type": "shadow", "$value": [\(layer), \(layer)] },
              "ok": { "$type": "shadow", "$value": ["{one}", \(layer)] }, "bad": { "$type": "shadow", "$value": ["{two}", \(layer)] } }
            """)
        if case .shadow(let layers)? = result.tokens["ok"]?.value { #expect(layers.count == 2) } else { Issue.record("ok did not resolve") }
        #expect(result.errorCodes == ["token-value-invalid"])
        #expect(result.tokens["bad"] == nil)
    }
}
