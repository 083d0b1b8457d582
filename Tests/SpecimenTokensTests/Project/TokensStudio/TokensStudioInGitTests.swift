import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// Tokens Studio exports as teams keep them in git: sets split into folders that `$themes` and
/// `$metadata` still name as one set, sets nested deep, a set beside a folder of the same name,
/// Figma bookkeeping on themes, gradients in color tokens, and references across Tokens
/// Studio's loose types (text read as a weight, a number as a size).
@Suite("Tokens Studio kept in git")
struct TokensStudioInGitTests {
    static func resolve(_ project: TokenProject, _ inputs: [String: String] = [:]) -> TokenResolution {
        project.resolve(inputs: project.baseInputs(choosing: inputs).inputs)
    }

    static func load(_ files: [String: String]) throws -> (TokenProject, TemporaryFolder) {
        let folder = try TemporaryFolder(files)
        return (TokenProject.load(path: "tokens", relativeTo: folder.url), folder)
    }

    @Test func aSetNamedForAFolderIsTheSetsUnderItInPathOrder() throws {
        let (project, folder) = try Self.load([
            "tokens/$metadata.json": ##"{ "tokenSetOrder": ["base", "sys/brand/canvas"] }"##,
            "tokens/$themes.json": """
            [ { "name": "Canvas", "group": "Brand", "selectedTokenSets": { "base": "source", "sys/brand/canvas": "enabled" } } ]
            """,
            // Written in path order, the later file overrides the earlier: z/over.json after palette.json.
            "tokens/base/palette.json": ##"{ "blue": { "value": "#0000ff", "type": "color" }, "red": { "value": "#ff0000", "type": "color" } }"##,
            "tokens/base/z/over.json": ##"{ "red": { "value": "#aa0000", "type": "color" } }"##,
            "tokens/sys/brand/canvas.json":
                ##"{ "brand": { "primary": { "value": "{blue}", "type": "color" }, "alert": { "value": "{red}", "type": "color" } } }"##,
        ])
        defer { folder.remove() }
        let result = Self.resolve(project)
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.color("brand.primary")?.hexString == "#0000ff")
        #expect(result.color("brand.alert")?.hexString == "#aa0000", "the folder's sets in path order")
        let notes = result.diagnostics.filter { $0.code == "tokens-studio-set-folder" }.map(\.formatted)
        #expect(
            notes == [
                "tokens/$metadata.json:1:21: note: 'base' is a folder of 2 sets, not a set; it stands for them in path order (base/palette, base/z/over) [tokens-studio-set-folder]"
            ], "one note, where the name is first written")
    }

    @Test func aSetBesideAFolderOfTheSameNameIsThatSetAlone() throws {
        let (project, folder) = try Self.load([
            "tokens/$themes.json": ##"[ { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "enabled" } } ]"##,
            "tokens/core.json": ##"{ "a": { "value": "#111111", "type": "color" } }"##,
            "tokens/core/extra.json": ##"{ "b": { "value": "#222222", "type": "color" } }"##,
        ])
        defer { folder.remove() }
        let result = Self.resolve(project)
        #expect(result.color("a")?.hexString == "#111111")
        #expect(result.tokens["b"] == nil, "core/extra is a set of its own, which the theme does not select")
        #expect(!project.diagnostics.contains { $0.code == "tokens-studio-set-folder" })
    }

    @Test func aThemeSelectingASetTheExportLacksIsLeftOutWithAWarning() throws {
        let (project, folder) = try Self.load([
            "tokens/$themes.json": """
            [ { "name": "Canvas", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/canvas": "enabled" } },
              { "name": "Forest", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/forest": "enabled" } },
              { "name": "Peach", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/peach": "enabled" } } ]
            """,
            "tokens/core.json": ##"{ "green": { "value": "#00aa00", "type": "color" } }"##,
            "tokens/brand/canvas.json": ##"{ "primary": { "value": "{green}", "type": "color" } }"##,
            "tokens/brand/peach.json": ##"{ "primary": { "value": "#ffaa88", "type": "color" } }"##,
        ])
        defer { folder.remove() }
        #expect(project.modifiers.map(\.contexts) == [["Canvas", "Peach"]])
        #expect(
            Self.resolve(project).diagnostics.filter { $0.code == "tokens-studio-set-missing" }.map(\.message) == [
                "theme 'Forest' selects the set 'brand/forest', which the export does not have; the theme is left out"
            ])
        #expect(Self.resolve(project).diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func aThemesFigmaBookkeepingIsKeptInTheConvertedModifier() throws {
        let (project, folder) = try Self.load([
            "tokens/$themes.json": """
            [ { "id": "a1", "name": "Light", "group": "Mode", "selectedTokenSets": { "light": "enabled" },
                "$figmaStyleReferences": { "bg": "S:12ab," }, "$figmaVariableReferences": { "bg": "VariableID:1:2" },
                "$figmaCollectionId": "VariableCollectionId:3:4", "$figmaModeId": "5:0" },
              { "id": "b2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "dark": "enabled" } } ]
            """,
            "tokens/light.json": ##"{ "bg": { "value": "#ffffff", "type": "color" } }"##,
            "tokens/dark.json": ##"{ "bg": { "value": "#000000", "type": "color" } }"##,
        ])
        defer { folder.remove() }
        let conversion = DTCGConversion.convert(modifiers: project.modifiers, name: "Test") { project.resolve(inputs: $0).tokens }
        let resolver = try #require(conversion.files.first { $0.path.hasSuffix("resolver.json") })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(resolver.text.utf8)) as? [String: Any])
        let mode = try #require((json["modifiers"] as? [String: Any])?["Mode"] as? [String: Any])
        let themes = try #require(((mode["$extensions"] as? [String: Any])?["studio.tokens"] as? [String: Any])?["themes"] as? [String: Any])
        let light = try #require(themes["Light"] as? [String: Any])
        #expect(light["id"] as? String == "a1")
        #expect((light["$figmaVariableReferences"] as? [String: String])?["bg"] == "VariableID:1:2")
        #expect(light["$figmaModeId"] as? String == "5:0")
        #expect((themes["Dark"] as? [String: Any])?["id"] as? String == "b2")
    }

    @Test func gradientsInColorTokensAreGradientTokens() throws {
        let (project, folder) = try Self.load([
            "tokens/$metadata.json": ##"{ "tokenSetOrder": ["core"] }"##,
            "tokens/core.json": """
            { "brand": { "base": { "value": "#0000ff", "type": "color" }, "dark": { "value": "#000080", "type": "color" } },
              "gradient": {
                "primary": { "value": "linear-gradient(90deg, {brand.base} 0%, {brand.dark} 100%)", "type": "color" },
                "glow": { "value": "radial-gradient(circle at top, rgba(255, 255, 255, 0.5), #ffffff00 60%, {brand.base})", "type": "color" },
                "fade": { "value": "linear-gradient(rgba({brand.base}, 0.5), transparent)", "type": "color" },
                "ruler": { "value": "linear-gradient(90deg, red 20px, blue)", "type": "color" },
                "hint": { "value": "linear-gradient(red, 30%, blue)", "type": "color" }
              } }
            """,
        ])
        defer { folder.remove() }
        let result = Self.resolve(project)
        #expect(result.tokens["gradient.primary"]?.type == .gradient)
        #expect(result.tokens["gradient.primary"]?.value.css == "linear-gradient(90deg, #0000ff 0%, #000080 100%)")
        #expect(
            result.tokens["gradient.glow"]?.value.css
                == "radial-gradient(circle at top, rgba(255, 255, 255, 0.5) 0%, rgba(255, 255, 255, 0) 60%, #0000ff 100%)",
            "stops without a position placed as CSS places them")
        guard case .gradient(let stops, _)? = result.tokens["gradient.glow"]?.value else {
            Issue.record("no gradient")
            return
        }
        #expect(stops.map(\.position) == [0, 0.6, 1])
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 2, "\(errors.map(\.formatted))")
        #expect(
            errors.contains {
                $0.message.hasPrefix("the stop 'red 20px' is placed at '20px'; write stop positions as percentages") && $0.location.line == 6
            })
        #expect(errors.contains { $0.message.hasPrefix("'30%' is a color hint") && $0.location.line == 7 })
        #expect(
            result.tokens["gradient.fade"]?.value.css == "linear-gradient(rgba(0, 0, 255, 0.5) 0%, rgba(0, 0, 0, 0) 100%)",
            "a color function of a reference")
    }

    @Test func referencesReadAcrossTokensStudiosLooseTypes() throws {
        let (project, folder) = try Self.load([
            "tokens/$metadata.json": ##"{ "tokenSetOrder": ["base"] }"##,
            "tokens/base.json": """
            { "font-family": { "default": { "value": "Roboto", "type": "text" } },
              "font-weight": { "bold": { "value": "Bold", "type": "text" } },
              "letter-spacing": { "sm": { "value": 0.4, "type": "number" } },
              "size": { "100": { "value": "8", "type": "sizing" } },
              "blur": { "value": "{size.100}", "type": "number" },
              "title": { "value": { "fontFamily": "{font-family.default}", "fontWeight": "{font-weight.bold}", "fontSize": "20",
                                    "lineHeight": "1.2", "letterSpacing": "{letter-spacing.sm}" }, "type": "typography" } }
            """,
        ])
        defer { folder.remove() }
        let result = Self.resolve(project)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.formatted))")
        guard case .typography(let title)? = result.tokens["title"]?.value else {
            Issue.record("no typography")
            return
        }
        #expect(title.fontFamily == ["Roboto"] && title.fontWeight.numericValue == 700)
        #expect(title.letterSpacing == DimensionValue(value: 0.4, unit: "px"), "a number where a length goes is in pixels")
        #expect(result.tokens["blur"]?.value == .dimension(DimensionValue(value: 8, unit: "px")), "a number aliasing a size is that size")
    }

    @Test func aDTCGFileStaysStrictAboutTypes() {
        let result = resolveTokens(
            ##"{ "family": { "$type": "string", "$value": "Roboto" }, "t": { "$type": "typography", "$value": { "fontFamily": "{family}", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } } }"##
        )
        #expect(result.errorCodes == ["token-type-mismatch"])
    }
}
