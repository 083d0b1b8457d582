import Testing

@testable import SpecimenTokens

/// The names token pages show for each platform, checked against what the exporters write.
@Suite("Platform names")
struct PlatformNamesTests {
    @Test func eachPlatformNamesWhatItsExportDeclares() {
        let project = PlatformExportSupport.sample()
        let tokens = project.resolve(inputs: project.baseInputs().inputs).tokens
        let names = PlatformNames(tokens)
        #expect(
            names.names(for: "color.primary") == [
                PlatformName(platform: "SwiftUI", name: "Color.Token.primary", format: "swift"),
                PlatformName(platform: "Asset catalog", name: "Color(\"primary\")", format: "xcassets"),
                PlatformName(platform: "Compose", name: "LocalTokenColors.current.primary", format: "compose"),
                PlatformName(platform: "Android", name: "@color/primary", format: "android-xml"),
                PlatformName(platform: "Tailwind", name: "bg-primary", format: "tailwind"),
            ])
        #expect(
            names.names(for: "spacing.m") == [
                PlatformName(platform: "SwiftUI", name: "DesignTokens.Spacing.m", format: "swift"),
                PlatformName(platform: "Compose", name: "DesignTokens.Spacing.m", format: "compose"),
                PlatformName(platform: "Android", name: "@dimen/spacing_m", format: "android-xml"),
                PlatformName(platform: "Tailwind", name: "p-m", format: "tailwind"),
            ])
        #expect(
            names.names(for: "typography.title2").map(\.name) == [
                "Font.Token.title2", "DesignTokens.Typography.title2", "@style/typography_title2", "text-title2",
            ])
        #expect(names.names(for: "border.focus").map(\.platform) == ["SwiftUI"], "borders have no place but in Swift")
        #expect(names.names(for: "no.such.token").isEmpty)

        let appearances = AppearanceTokens(light: tokens)
        let catalog = AssetCatalogExporter.export(appearances)
        let compose = ComposeExporter.export(appearances)
        let android = AndroidResourceExporter.export(appearances)
        let tailwind = TailwindExporter.export(tokens)
        for token in tokens.tokens {
            let platforms = Set(names.names(for: token.path).map(\.platform))
            #expect(platforms.contains("SwiftUI"), "\(token.path)")
            #expect(platforms.contains("Asset catalog") == !catalog.uncarried.tokens.contains { $0.path == token.path }, "\(token.path)")
            #expect(platforms.contains("Compose") == !compose.uncarried.tokens.contains { $0.path == token.path }, "\(token.path)")
            #expect(platforms.contains("Android") == !android.uncarried.tokens.contains { $0.path == token.path }, "\(token.path)")
            #expect(platforms.contains("Tailwind") == !tailwind.uncarried.tokens.contains { $0.path == token.path }, "\(token.path)")
        }
        for token in tokens.tokens where token.type == .color {
            let name = AssetCatalogNames(tokens).name(for: token.path)!
            #expect(catalog["\(name).colorset/Contents.json"] != nil, "\(token.path)")
            #expect(compose.text.contains("abstract val \(ComposeNames(tokens).colorProperty(for: token.path)!): Color"), "\(token.path)")
            #expect(android["values/colors.xml"]?.contains("<color name=\"\(AndroidResourceNames(tokens).name(for: token.path)!)\">") == true)
            #expect(tailwind.text.contains("  \(TailwindNames(tokens).variable(for: token.path)!): var("), "\(token.path)")
        }
    }
}
