import Foundation
import SpecimenPages
import Testing

@testable import SpecimenSite

/// `examples:` in a build: the frame links tokens.css and Public/'s stylesheets from the site's
/// root in every language and under a sub-path, reads them for tokens, and a missing one is found.
@Suite("Example frames in a build")
struct ExampleFrameSetupTests {
    static let tokens = #"{ "color": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } } }"#
    static let page = "# Button\n\n```html example\n<button class=\"button\">Go</button>\n```\n"

    static func handbook(config: String = "examples: {css: [assets/components.css]}\n") throws -> TemporaryHandbook {
        try TemporaryHandbook([
            "specimen.yml": "tokens: tokens.json\nlanguages: [en, fr]\n" + config,
            "tokens.json": tokens,
            "Public/assets/components.css": ".button { background: var(--color-accent); }\n",
            "Content/button.md": page,
            "Content/fr/button.md": page,
        ])
    }

    static func frameDocument(_ html: String) throws -> String {
        let start = try #require(html.range(of: "srcdoc=\""))
        let end = try #require(html[start.upperBound...].firstIndex(of: "\""))
        return HTMLEscaping.unescape(String(html[start.upperBound..<end]))
    }

    @Test func everyLanguageLinksTheSitesOwnStylesheets() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        let site = try book.build(baseURL: "/handbook/").get()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics.map(\.formatted))")
        for path in ["button/index.html", "fr/button/index.html"] {
            let html = try #require(book.read(path))
            let document = try Self.frameDocument(html)
            #expect(
                document.contains(
                    #"<link rel="stylesheet" href="/handbook/tokens.css"><link rel="stylesheet" href="/handbook/assets/components.css">"#),
                "\(path)")
            #expect(html.contains(#"data-token="color.accent""#), "\(path): the chip of the token its CSS uses")
            // The page ends with every token its component uses.
            #expect(html.contains(#"<details class="component-tokens" id="component-tokens"><summary>"#), "\(path)")
        }
        #expect(book.exists("assets/components.css"))
        // The token's page names the component using it, both ways round, in each language.
        let token = try #require(book.read("tokens/color.accent/index.html"))
        #expect(token.contains(#"<h2 id="used-by-components">Used by components</h2>"#) && token.contains(#"<a href="/handbook/button/">Button</a>"#))
        let french = try #require(book.read("fr/tokens/color.accent/index.html"))
        #expect(french.contains("Utilisé par les composants") && french.contains(#"<a href="/handbook/fr/button/">Button</a>"#))
        #expect(try #require(book.read("fr/button/index.html")).contains("<summary>Jetons utilisés (1)</summary>"))
    }

    @Test func aStylesheetPublicLacksIsAnErrorInSpecimenYml() throws {
        let book = try Self.handbook(config: "examples:\n  css: [assets/component.css]\n")
        defer { book.remove() }
        let findings = book.failure().filter { $0.code == "examples-css-missing" }
        #expect(findings.count == 1, "once, not once per language")
        #expect(
            findings.first?.formatted.hasPrefix("specimen.yml:4:9: error: examples.css names 'assets/component.css', which is not in Public/") == true
        )
    }
}

/// A live example on a real system: GitHub Primer's button written with its own custom properties.
@Suite("Live examples on GitHub Primer")
struct PrimerExampleTests {
    @Test func primersButtonCSSNamesPrimersTokens() throws {
        let css = """
            .btn-primary { color: var(--button-primary-fgColor-rest); background-color: var(--button-primary-bgColor-rest);
              border: 1px solid var(--button-primary-borderColor-rest); }
            .btn-primary:hover { background-color: var(--button-primary-bgColor-hover); }
            .btn-primary:disabled { color: var(--button-primary-fgColor-disabled); background-color: var(--button-primary-bgColor-disabled); }
            .btn-danger { color: var(--button-danger-fgColor-rest); }
            """
        let book = try TemporaryHandbook([
            "specimen.yml": "title: Primer\ntokens: Content/github-primer.resolver.json\nexamples: {css: [primer.css]}\n",
            "Public/primer.css": css,
            "Content/index.md":
                "---\ntitle: Button\nstatus: stable\n---\n\n```html example Primary\n<button class=\"btn-primary\">Merge</button>\n```\n",
        ])
        defer { book.remove() }
        for name in ["github-primer", "github-primer.resolver.json"] {
            try FileManager.default.copyItem(at: designSystems.appendingPathComponent(name), to: book.root.appendingPathComponent("Content/" + name))
        }
        let site = try book.build().get()
        #expect(site.diagnostics.filter { $0.severity == .error }.isEmpty)
        let html = try #require(book.read("index.html"))
        let chips = html.components(separatedBy: #"data-token=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(
            Set(chips) == [
                "button.primary.fgColor.rest", "button.primary.bgColor.rest", "button.primary.borderColor.rest", "button.primary.bgColor.hover",
                "button.primary.fgColor.disabled", "button.primary.bgColor.disabled",
            ], "\(chips)")
        #expect(try #require(book.read("tokens/button.primary.bgColor.hover/index.html")).contains(#"<a href="/">Button</a>"#))
        #expect(!(book.read("tokens/button.danger.fgColor.rest/index.html") ?? "used-by-components").contains("used-by-components"))
    }
}
