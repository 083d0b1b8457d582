import Foundation
import Testing

@testable import SpecimenSite

/// A component page's status and links, under its title, in its language; other pages have none.
@Suite("The component strip")
struct ComponentStripTests {
    @Test func statusAndLinksShowUnderTheTitleInThePagesLanguage() throws {
        let page =
            "---\ntitle: Button\nstatus: beta\nsource: https://git.example/ui/button.tsx?a=1&b=2\nfigma: https://figma.example/f\n---\n\nText.\n"
        let book = try TemporaryHandbook([
            "specimen.yml": "languages: [en, fr]\n", "Content/button.md": page, "Content/fr/button.md": page, "Content/index.md": "# Home\n",
        ])
        defer { book.remove() }
        _ = try book.build().get()
        let english = try #require(book.read("button/index.html"))
        #expect(
            english.contains(
                #"<p class="component-meta"><span class="status-badge status-beta"><span class="status-name">Status:</span> Beta</span> "#
                    + #"<a class="component-link" href="https://figma.example/f" rel="noopener">Figma</a> "#
                    + #"<a class="component-link" href="https://git.example/ui/button.tsx?a=1&amp;b=2" rel="noopener">Source</a></p>"#))
        let french = try #require(book.read("fr/button/index.html"))
        #expect(french.contains(#"<span class="status-name">Statut:</span> Bêta</span>"#) && french.contains(">Code source</a>"))
        #expect(!(book.read("index.html") ?? "component-meta").contains("component-meta"))
    }
}
