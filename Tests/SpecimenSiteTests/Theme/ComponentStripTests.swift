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

/// A component page's status wherever the page is told of: the components index, section
/// listings, its Markdown copy, llms.txt and search.
@Suite("Component status around the site")
struct ComponentStatusTests {
    static let button = "---\ntitle: Button\ndescription: Starts actions.\nstatus: beta\nsource: https://git.example/button.tsx\n---\n\nText.\n"

    @Test func theIndexListingsCopyLLMsTxtAndSearchSayTheStatus() throws {
        let book = try TemporaryHandbook([
            "Content/index.md": "# Home\n",
            "Content/components/index.md": "# Components\n\nWhat components are.\n",
            "Content/components/button.md": Self.button,
            "Content/components/card.md": "---\ntitle: Card\nstatus: deprecated\n---\n\nOld.\n",
            "Content/components/principles.md": "# Principles\n\nNot a component.\n",
            "Content/widgets/toggle.md": "---\ntitle: Toggle\nstatus: alpha\n---\n\nNew.\n",
        ])
        defer { book.remove() }
        let site = try book.build().get()
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics.map(\.formatted))")
        // /components/ keeps its own words and ends with every component, status and description.
        let index = try #require(book.read("components/index.html"))
        let list = try #require(index.range(of: #"<h2 id="all-components">Components</h2>"#)).upperBound
        let cards = String(index[list...])
        #expect(index[..<list].contains("What components are."))
        #expect(cards.contains(#"<a class="card-link" href="/components/button/">Button</a> <span class="status-badge status-beta">Beta</span>"#))
        #expect(cards.contains(#"<p class="card-description">Starts actions.</p>"#))
        #expect(cards.contains(#">Card</a> <span class="status-badge status-deprecated">Deprecated</span>"#))
        #expect(cards.contains(#">Toggle</a> <span class="status-badge status-alpha">Alpha</span>"#), "a component page anywhere")
        #expect(!cards.contains("Principles"), "a page that says nothing of a component is not one")
        // A folder's generated listing shows the status too.
        #expect(try #require(book.read("widgets/index.html")).contains(#">Toggle</a> <span class="status-badge status-alpha">Alpha</span>"#))
        let copy = try #require(book.read("components/button/index.md"))
        #expect(copy.hasPrefix("# Button\n\n> Starts actions.\n\n**Status:** Beta · [Source](<https://git.example/button.tsx>)\n\nText.\n"))
        let llms = try #require(book.read("llms.txt"))
        #expect(llms.contains("/components/button/index.md): status beta. Starts actions.\n"))
        let search = try FileManager.default.contentsOfDirectory(atPath: book.output.appendingPathComponent("search/pages").path)
            .compactMap { book.read("search/pages/" + $0) }.joined()
        #expect(search.contains(#""c":"Status: Beta""#) && search.contains(#""c":"Status: Deprecated""#))
    }
}
