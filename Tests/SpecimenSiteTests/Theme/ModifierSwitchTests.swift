import Foundation
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// The header's switchers and the head script's view of them, for names a resolver may hold.
@Suite("Modifier switchers")
struct ModifierSwitchTests {
    static func switcher(name: String, contexts: [String], dark: [String] = [], appearance: Bool = false) -> ModifierSwitchContext {
        ModifierSwitchContext(
            name: name, label: ModifierLabels.label(name), description: "", attribute: name.lowercased(), isAppearance: appearance,
            base: contexts[0], options: contexts.enumerated().map { .init(name: $1, label: $1, isBase: $0 == 0, isDark: dark.contains($1)) },
            darkContexts: dark)
    }

    @Test func namesThatCouldCloseTheScriptStayInsideIt() {
        let script = ModifierSwitchContext.script([
            Self.switcher(name: "mode\"</script><script>alert(1)</script>", contexts: ["a\\b", "</SCRIPT>"])
        ])
        #expect(!script.contains("<"))
        #expect(script.contains(#""name":"mode\"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e""#))
        #expect(script.contains(#""contexts":["a\\b","\u003c/SCRIPT\u003e"]"#))
    }

    @Test func theAppearanceModifiersLightAndDarkContexts() {
        let primer = Self.switcher(name: "theme", contexts: ["light", "light-hc", "dark", "dark-hc"], dark: ["dark", "dark-hc"], appearance: true)
        #expect(primer.lightContext == "light")
        #expect(!primer.isLightDark, "four contexts get a menu")
        #expect(ModifierSwitchContext.script([primer]).contains(#""dark":["dark","dark-hc"],"light":"light""#))
        let sample = Self.switcher(name: "theme", contexts: ["light", "dark"], dark: ["dark"], appearance: true)
        #expect(sample.isLightDark, "a light and a dark context keep the buttons")
    }

    @Test func namesBecomeLabels() {
        #expect(ModifierLabels.label("dark-hc") == "Dark HC")
        #expect(ModifierLabels.label("light_high_contrast") == "Light high contrast")
        #expect(ModifierLabels.label("fontSize") == "Font size")
        #expect(ModifierLabels.label("xl") == "XL")
        #expect(ModifierLabels.label("on-dark") == "On dark")
        #expect(ModifierLabels.label("brandA") == "Brand a")
        // Capitals are an abbreviation already: NVE Designsystem's brands.
        #expect(ModifierLabels.label("NVE") == "NVE")
        #expect(ModifierLabels.label("RME") == "RME")
        #expect(ModifierLabels.label("desktop-large") == "Desktop large")
        #expect(ModifierLabels.label("") == "")
        #expect(ModifierLabels.label("--") == "--")
    }

    @Test func labelsComeFromTheConfigAndNamesItLacksAreLocatedWarnings() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": """
            tokens: t.resolver.json
            modifiers:
              theme:
                label: Appearance
                contexts: {dark: Night, dusk: Dusk}
              size: Size
            """,
            "t.resolver.json": """
            { "version": "2025.10", "modifiers": { "theme": { "default": "light", "description": "Light or dark", "contexts": {
              "light": [{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }],
              "dark": [{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }],
              "dim-hc": [] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """,
            "Content/index.md": "Hi\n",
        ])
        defer { book.remove() }
        let site = try book.build().get()
        let html = try #require(book.read("index.html"))
        #expect(html.contains(">Appearance<"))
        #expect(html.contains(">Night<") && html.contains(">Dim HC<") && html.contains(">Light<"))
        #expect(html.contains("title=\"Light or dark\""), "the resolver's description")
        let warnings = site.diagnostics.filter { $0.code == "config-unknown-key" }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(
            warnings == [
                "5:29 'modifiers.theme.contexts.dusk' labels no context of 'theme' (light, dark, dim-hc); did you mean 'dark'?",
                "6:3 'modifiers.size' labels no modifier of the tokens",
            ])
    }

    @Test func badModifierLabelsAreLocatedErrorsAndUnknownFieldsWarnings() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": """
            modifiers:
              theme: [light, dark]
              size: {label: Size, contexts: [coarse], colour: red}
              brand: {contexts: {acme: {name: Acme}}}
            """,
            "Content/index.md": "Hi\n",
        ])
        defer { book.remove() }
        let found = book.failure().map(\.formatted)
        #expect(
            found == [
                "specimen.yml:2:10: error: 'modifiers.theme' is a label, or {label: LABEL, contexts: {CONTEXT: LABEL}} [config-type]",
                "specimen.yml:3:33: error: 'modifiers.size.contexts' maps contexts to labels, e.g. '{dark-hc: Dark high contrast}' [config-type]",
                "specimen.yml:4:28: error: 'modifiers.brand.contexts.acme' must be a string [config-type]",
                "specimen.yml:3:43: warning: unknown setting 'modifiers.size.colour' [config-unknown-key]",
            ], "\(found)")
        let notAMapping = try TemporaryHandbook(["specimen.yml": "modifiers: theme\n", "Content/index.md": "Hi\n"])
        defer { notAMapping.remove() }
        #expect(notAMapping.failure().map(\.code) == ["config-type"])
    }
}
