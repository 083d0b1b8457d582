import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// Tokens Studio exports written here to cover each construct: a folder with `$themes.json` and
/// `$metadata.json`, and the single-file form; theme groups as modifiers, `source` sets read for
/// references and left out, the set order, Tokens Studio's type names and value syntax.
@Suite("Tokens Studio exports")
struct TokensStudioExportTests {
    static let core = """
        {
          "color": {
            "blue": { "500": { "value": "#1f6fe5", "type": "color" }, "300": { "value": "#86b2f5", "type": "color" } },
            "gray": { "900": { "value": "#16191e", "type": "color" }, "50": { "value": "rgba(245, 246, 248, 1)", "type": "color" } }
          },
          "space": { "base": { "value": "8", "type": "spacing" }, "lg": { "value": "1.5rem", "type": "sizing" } },
          "font": {
            "family": { "value": "Roboto", "type": "fontFamilies" },
            "bold": { "value": "Semi Bold", "type": "fontWeights" },
            "body": { "value": 16, "type": "fontSizes" }
          }
        }
        """

    static let light =
        #"{ "bg": { "value": "{color.gray.50}", "type": "color", "description": "Page background" }, "accent": { "value": "{color.blue.500}", "type": "color" } }"#
    static let dark = #"{ "bg": { "value": "{color.gray.900}", "type": "color" }, "accent": { "value": "{color.blue.300}", "type": "color" } }"#
    static let components = """
        {
          "button": {
            "background": { "value": "{accent}", "type": "color" },
            "padding": { "value": "{space.lg}", "type": "spacing" },
            "shadow": { "value": [
              { "x": "0", "y": "2", "blur": "8", "spread": "0", "color": "rgba(0,0,0,0.2)", "type": "dropShadow" },
              { "x": 0, "y": 1, "blur": 0, "spread": 0, "color": "#ffffff", "type": "innerShadow" }
            ], "type": "boxShadow" },
            "label": { "value": { "fontFamily": "{font.family}", "fontWeight": "{font.bold}", "fontSize": "{font.body}", "lineHeight": "150%", "letterSpacing": "0%" }, "type": "typography" },
            "disabled": { "value": "40%", "type": "opacity" },
            "border": { "value": { "color": "{accent}", "width": "2", "style": "solid" }, "type": "border" }
          }
        }
        """
    static let themes = """
        [
          { "id": "a", "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "themes/light": "enabled", "components": "enabled" } },
          { "id": "b", "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "themes/dark": "enabled", "components": "enabled", "unused": "disabled" } }
        ]
        """

    static func folder(
        themes: String = themes, metadata: String = #"{ "tokenSetOrder": ["core", "themes/light", "themes/dark", "components"] }"#
    ) throws
        -> TemporaryFolder
    {
        try TemporaryFolder([
            "tokens/core.json": core, "tokens/themes/light.json": light, "tokens/themes/dark.json": dark, "tokens/components.json": components,
            "tokens/$themes.json": themes, "tokens/$metadata.json": metadata,
        ])
    }

    static func resolve(_ project: TokenProject, _ inputs: [String: String] = [:]) -> TokenResolution {
        project.resolve(inputs: project.baseInputs(choosing: inputs).inputs)
    }

    @Test func aThemeGroupIsAModifierAndSourceSetsAreReadButNotPublished() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        #expect(project.modifiers.map(\.name) == ["Mode"])
        #expect(project.modifiers.first?.contexts == ["Light", "Dark"])
        let light = Self.resolve(project)
        #expect(light.diagnostics.filter { $0.severity != .note } == [])
        #expect(light.color("button.background")?.hexString == "#1f6fe5")
        #expect(light.tokens["color.blue.500"] == nil, "core is a source set")
        #expect(light.tokens["bg"]?.description == "Page background")
        let dark = Self.resolve(project, ["Mode": "Dark"])
        #expect(dark.color("button.background")?.hexString == "#86b2f5")
        #expect(dark.color("bg")?.hexString == "#16191e")
    }

    @Test func studioTypesAndValuesBecomeDTCG() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let tokens = Self.resolve(TokenProject.load(path: "tokens", relativeTo: folder.url)).tokens
        #expect(tokens["button.padding"]?.value.css == "1.5rem")
        #expect(tokens["button.padding"]?.type == .dimension)
        #expect(tokens["button.disabled"]?.value.css == "0.4")
        #expect(tokens["button.shadow"]?.value.css == "0px 2px 8px 0px rgba(0, 0, 0, 0.2), inset 0px 1px 0px 0px #ffffff")
        #expect(tokens["button.label"]?.value.css == "600 16px/1.5 \"Roboto\"")
        #expect(tokens["button.border"]?.value.css == "2px solid #1f6fe5")
    }

    @Test func theSingleFileFormReadsTheSame() throws {
        let document = """
            {
              "core": \(Self.core),
              "themes/light": \(Self.light),
              "themes/dark": \(Self.dark),
              "components": \(Self.components),
              "$themes": \(Self.themes),
              "$metadata": { "tokenSetOrder": ["core", "themes/light", "themes/dark", "components"] }
            }
            """
        let folder = try TemporaryFolder(["tokens.json": document])
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens.json", relativeTo: folder.url)
        #expect(project.modifiers.map(\.name) == ["Mode"])
        #expect(Self.resolve(project, ["Mode": "Dark"]).color("button.background")?.hexString == "#86b2f5")
    }

    @Test func laterSetsInTokenSetOrderOverrideEarlierOnes() throws {
        let folder = try TemporaryFolder([
            "t/a.json": ##"{ "x": { "value": "#000000", "type": "color" } }"##,
            "t/b.json": ##"{ "x": { "value": "#ffffff", "type": "color" } }"##,
            "t/$metadata.json": #"{ "tokenSetOrder": ["b", "a"] }"#,
        ])
        defer { folder.remove() }
        #expect(Self.resolve(TokenProject.load(path: "t", relativeTo: folder.url)).color("x")?.hexString == "#000000")
    }

    @Test func themesWithoutAGroupAreOneModifierWithAWarningEach() throws {
        let folder = try Self.folder(
            themes: """
                [
                  { "name": "Light", "selectedTokenSets": { "core": "source", "themes/light": "enabled", "components": "enabled" } },
                  { "name": "Dark", "selectedTokenSets": { "core": "source", "themes/dark": "enabled", "components": "enabled" } }
                ]
                """)
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        #expect(project.modifiers.map(\.name) == ["theme"])
        let findings = Self.resolve(project).diagnostics.map(\.formatted)
        #expect(
            findings.contains(
                "tokens/$themes.json:2:3: warning: theme 'Light' has no group; it is read as a context of the modifier 'theme' (give it a group in Tokens Studio's theme editor) [tokens-studio-theme-ungrouped]"
            ))
        #expect(Self.resolve(project, ["theme": "Dark"]).color("accent")?.hexString == "#86b2f5")
    }

    @Test func aSetTwoGroupsSelectIsReadInBothWithAWarning() throws {
        let folder = try Self.folder(
            themes: """
                [
                  { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "source", "themes/light": "enabled", "components": "enabled" } },
                  { "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "source", "themes/dark": "enabled", "components": "enabled" } },
                  { "name": "Compact", "group": "Density", "selectedTokenSets": { "core": "source", "themes/dark": "enabled", "components": "enabled" } },
                  { "name": "Missing", "group": "Density", "selectedTokenSets": { "core": "source", "components": "enabled", "nowhere": "enabled" } }
                ]
                """)
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        #expect(project.modifiers.map(\.name) == ["Mode", "Density"])
        let findings = Self.resolve(project).diagnostics.map(\.formatted)
        #expect(
            findings.contains {
                $0.hasSuffix(
                    "the set 'themes/dark' is selected by themes of the groups 'Mode' and 'Density'; it is read in each, the later group's themes overriding the earlier's [tokens-studio-group-overlap]"
                )
            })
        #expect(
            findings.contains {
                $0.hasSuffix(
                    "theme 'Missing' selects the set 'nowhere', which the export does not have; the theme is left out [tokens-studio-set-missing]")
            })
        #expect(Self.resolve(project, ["Mode": "Light", "Density": "Compact"]).color("accent")?.hexString == "#86b2f5", "the later group wins")
    }

    @Test func aThemesFileThatIsNotAListIsALocatedError() throws {
        let folder = try Self.folder(themes: #"{ "name": "Light" }"#)
        defer { folder.remove() }
        let findings = Self.resolve(TokenProject.load(path: "tokens", relativeTo: folder.url)).diagnostics.map(\.formatted)
        #expect(findings.contains("tokens/$themes.json:1:1: error: $themes must be a list of themes [tokens-studio-themes]"))
    }
}
