import Foundation
import Testing

@testable import SpecimenSite

/// The header's switchers and the head script's view of them, for names a resolver may hold.
@Suite("Modifier switchers")
struct ModifierSwitchTests {
    static func switcher(name: String, contexts: [String], dark: [String] = [], appearance: Bool = false) -> ModifierSwitchContext {
        ModifierSwitchContext(
            name: name, label: ModifierSwitchContext.label(name), description: "", attribute: name.lowercased(), isAppearance: appearance,
            base: contexts[0], options: contexts.enumerated().map { .init(name: $1, isBase: $0 == 0, isDark: dark.contains($1)) },
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
        #expect(ModifierSwitchContext.label("dark-hc") == "Dark hc")
    }
}
