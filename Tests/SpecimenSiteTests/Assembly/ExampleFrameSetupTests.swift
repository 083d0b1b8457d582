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
        }
        #expect(book.exists("assets/components.css"))
        // The token's page names the component using it, both ways round, in each language.
        let token = try #require(book.read("tokens/color.accent/index.html"))
        #expect(token.contains(#"<h2 id="used-by-components">Used by components</h2>"#) && token.contains(#"<a href="/handbook/button/">Button</a>"#))
        let french = try #require(book.read("fr/tokens/color.accent/index.html"))
        #expect(french.contains("Utilisé par les composants") && french.contains(#"<a href="/handbook/fr/button/">Button</a>"#))
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
