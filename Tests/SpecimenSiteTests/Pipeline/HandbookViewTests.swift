import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Testing

@testable import SpecimenSite

/// `SiteSession.view`: what tools read of a handbook, as its site shows it — here the sample's
/// tokens and button spec, copied into a handbook of their own.
@Suite("Handbook view")
struct HandbookViewTests {
    /// A handbook of the sample's tokens and button spec, and `pages`.
    static func handbook(_ pages: [String: String] = ["Content/index.md": "# Home\n"], config: String = "") throws -> TemporaryHandbook {
        let handbook = try TemporaryHandbook(
            pages.merging([
                // As the sample's: pressed and disabled buttons are exempt from the contrast check.
                "specimen.yml": "title: T\ntokens: Content/tokens/handbook.resolver.json\nthemeModifier: theme\n"
                    + "checks: {contrastExempt: [disabled, pressed]}\n" + config
            ]) { $1 })
        let content = repositoryRoot.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: content.appendingPathComponent("tokens"), to: handbook.root.appendingPathComponent("Content/tokens"))
        try FileManager.default.createDirectory(at: handbook.root.appendingPathComponent("Content/components"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: content.appendingPathComponent("components/button.component.yml"),
            to: handbook.root.appendingPathComponent("Content/components/button.component.yml"))
        return handbook
    }

    static func view(of handbook: TemporaryHandbook) throws -> HandbookView {
        let session = SiteSession(options: BuildOptions(root: handbook.root))
        _ = try session.buildAll()
        return try #require(session.view)
    }

    @Test func tokensInEveryContextAsTheSiteLabelsThem() throws {
        let handbook = try Self.handbook()
        defer { handbook.remove() }
        let tokens = try #require(try Self.view(of: handbook).tokens)
        // Blocks show the default (named by its theme, `light`), then each other context of
        // each modifier: theme's `dark` by name, contrast's `increased` with its modifier.
        #expect(Set(tokens.contexts.map(\.label)) == ["light", "dark", "contrast: increased"])
        #expect(tokens.contexts.first?.label == "light")
        // color.primary: light → base.color.primary.on-light → material blue.500 #1f6fe5;
        // dark → on-dark → blue.300 #86b2f5; increased contrast makes on-light blue.700 #1552b0.
        let primary = Dictionary(uniqueKeysWithValues: tokens.contexts.map { ($0.label, $0.tokens["color.primary"]?.value.css) })
        #expect(primary == ["light": "#1f6fe5", "dark": "#86b2f5", "contrast: increased": "#1552b0"])
        // color.theme is white (gray.0) in light and night (gray.900 #16191e) in dark, whatever the
        // contrast: its page shows two values, each labelled by the theme alone.
        let theme = tokens.values(of: "color.theme").map { "\($0.label)=\($0.token.value.css)" }
        #expect(theme == ["theme: light=#ffffff", "theme: dark=#16191e"])
        #expect(
            tokens.values(of: "color.theme").first?.aliasChain == ["color.theme", "base.color.white", "material.color.gray.0"])
        #expect(tokens.platformNames(for: "color.primary").map(\.platform).contains("SwiftUI"))
        #expect(tokens.url(of: "color.primary") == "/tokens/color.primary/")
        #expect(tokens.historyEntries(of: "color.primary").isEmpty, "no history: in the config")
        #expect(tokens.removal(of: "color.primary") == nil)
    }

    @Test func componentsWithTheTokenOfEveryStyleProperty() throws {
        let handbook = try Self.handbook()
        defer { handbook.remove() }
        let view = try Self.view(of: handbook)
        let button = try #require(view.components.first { $0.name == "button" })
        // button.component.yml: 4 variants × 6 states × 3 sizes.
        #expect(button.axes.map(\.name) == ["variant", "state", "size"])
        #expect(button.combinations.count == 72)
        #expect((button.rows, button.columns) == ("state", "variant"))
        let light = try #require(view.tokens?.contexts.first).tokens
        let declarations = button.declarations(for: ["variant": "capsule", "state": "normal", "size": "medium"], in: light)
        let background = try #require(declarations.first { $0.property == "background-color" })
        // {button.capsule.normal.background} = {color.primary} = #1f6fe5 in light.
        #expect(background.reference == "{button.capsule.normal.background}")
        #expect(background.tokens == ["button.capsule.normal.background"])
        #expect(background.css == "#1f6fe5")
        // padding: {button.size.medium.padding-vertical} {…-horizontal} = material.size.10, .20.
        #expect(declarations.first { $0.property == "padding" }?.css == "10px 20px")
        #expect(declarations.allSatisfy { $0.missing.isEmpty })
    }

    @Test func aFailedBuildStillShowsItsTokens() throws {
        let handbook = try Self.handbook(["Content/index.md": "# Home\n\nSee [the missing page](missing.md).\n"])
        defer { handbook.remove() }
        let session = SiteSession(options: BuildOptions(root: handbook.root))
        #expect(throws: DiagnosticsFailure.self) { try session.buildAll() }
        let view = try #require(session.view)
        #expect(view.tokens?.defaults["color.primary"]?.value.css == "#1f6fe5")
        #expect(view.pages.map(\.title) == ["Home"])
    }

    @Test func pagesInTheirOwnLanguageOnly() throws {
        let handbook = try Self.handbook(
            [
                "Content/index.md": "# Home\n\nColors and type.\n",
                "Content/guide.md": "# Guide\n\nHow to use it.\n",
                "Content/th/index.md": "# หน้าแรก\n\nสีและตัวอักษร\n",
            ], config: "languages: [{code: en}, {code: th}]\n")
        defer { handbook.remove() }
        let pages = try Self.view(of: handbook).pages
        // The Thai build shows the English guide too (a fallback): it is the English page's text.
        #expect(
            pages.map { "\($0.language) \($0.file) \($0.url)" } == [
                "en Content/guide.md /guide/", "en Content/index.md /", "th Content/th/index.md /th/",
            ])
    }
}
