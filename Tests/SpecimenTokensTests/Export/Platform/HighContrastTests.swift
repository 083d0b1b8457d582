import Testing

@testable import SpecimenTokens

/// Finding a project's high contrast: a contrast modifier of its own, or high-contrast contexts
/// of the appearance modifier.
@Suite("High contrast appearances")
struct HighContrastTests {
    @Test func theSamplesContrastModifierGivesBothHighContrastAppearances() {
        let project = PlatformExportSupport.sample()
        let inputs = project.platformAppearanceInputs(base: project.baseInputs().inputs, appearance: AppearanceModifier())
        #expect(inputs.light == ["theme": "light", "contrast": "standard"])
        #expect(inputs.dark == ["theme": "dark", "contrast": "standard"])
        #expect(inputs.highContrast == ["theme": "light", "contrast": "increased"])
        #expect(inputs.darkHighContrast == ["theme": "dark", "contrast": "increased"])
        // Chosen as the base, increased contrast is still only the high-contrast appearances.
        let chosen = project.platformAppearanceInputs(
            base: project.baseInputs(choosing: ["contrast": "increased"]).inputs, appearance: AppearanceModifier())
        #expect(chosen == inputs)
    }

    @Test func primersHighContrastThemesAreFound() {
        let project = PlatformExportSupport.designSystem("github-primer")
        let inputs = project.platformAppearanceInputs(base: project.baseInputs().inputs, appearance: AppearanceModifier())
        #expect(inputs.light["theme"] == "light" && inputs.dark?["theme"] == "dark")
        #expect(inputs.highContrast == ["theme": "light-hc", "size": "default"])
        #expect(inputs.darkHighContrast == ["theme": "dark-hc", "size": "default"])
    }

    @Test func systemsWithoutHighContrastHaveNone() {
        for name in ["figma-sds", "shopify-polaris", "adobe-spectrum"] {
            let project = PlatformExportSupport.designSystem(name)
            let inputs = project.platformAppearanceInputs(base: project.baseInputs().inputs, appearance: AppearanceModifier())
            #expect(inputs.highContrast == nil && inputs.darkHighContrast == nil, "\(name)")
        }
    }

    @Test func contextNamesAreReadByTheirWords() {
        func modifier(_ name: String, _ contexts: [String]) -> ResolverDocument.Modifier {
            ResolverDocument.Modifier(name: name, contexts: contexts, defaultContext: contexts.first)
        }
        let appearance = AppearanceModifier()
        #expect(
            HighContrast.find(in: [modifier("theme", ["light", "dark", "high-contrast-light", "darkHC"])], appearance: appearance)
                == .appearanceContexts(light: "high-contrast-light", dark: "darkHC"))
        #expect(
            HighContrast.find(in: [modifier("theme", ["light", "dark"]), modifier("Contrast", ["normal", "more"])], appearance: appearance)
                == .modifier(name: "Contrast", high: "more", standard: "normal"))
        #expect(HighContrast.find(in: [modifier("theme", ["light", "dark", "dark-dimmed"])], appearance: appearance) == nil)
        #expect(HighContrast.find(in: [modifier("density", ["high", "low"])], appearance: appearance) == nil)
    }
}
