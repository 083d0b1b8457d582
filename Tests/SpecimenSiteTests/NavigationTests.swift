import Foundation
import Testing
@testable import SpecimenSite

@Suite("Navigation")
struct NavigationTests {
    @Test func navigationFollowsFoldersOrderThenTitle() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "Home\n",
            "Content/zeta.md": "---\ntitle: Zeta\norder: 1\n---\n",
            "Content/alpha.md": "---\ntitle: Alpha\n---\n",
            "Content/beta.md": "---\ntitle: Beta\n---\n",
            "Content/guide/index.md": "---\ntitle: Guide\norder: 2\n---\n",
            "Content/guide/one.md": "---\ntitle: One\n---\n",
        ])
        defer { handbook.remove() }
        try handbook.build().get()
        let home = try #require(handbook.read("index.html"))
        let positions = ["/zeta/", "/guide/", "/alpha/", "/beta/"].map { home.range(of: "href=\"\($0)\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        // Children show only inside the open section.
        #expect(!home.contains("href=\"/guide/one/\""))
        let one = try #require(handbook.read("guide/one/index.html"))
        #expect(one.contains("href=\"/guide/one/\" aria-current=\"page\"") || one.contains("aria-current=\"page\" href=\"/guide/one/\""))
    }

    @Test func aHugeSectionPutsOnlyAWindowOfLinksOnEachPage() throws {
        var files = ["Content/index.md": "Home\n"]
        for index in 0..<1000 {
            files[String(format: "Content/big/page-%04d.md", index)] = String(format: "---\ntitle: Page %04d\n---\nText.\n", index)
        }
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        try handbook.build().get()
        let page = try #require(handbook.read("big/page-0500/index.html"))
        let sectionLinks = linkTargets(in: page).filter { $0.hasPrefix("/big/page-") }
        #expect(sectionLinks.count <= 30)
        #expect(sectionLinks.contains("/big/page-0500/"))
        #expect(page.contains("1000"))
        // The generated section page lists them all.
        let listing = try #require(handbook.read("big/index.html"))
        #expect(Set(linkTargets(in: listing).filter { $0.hasPrefix("/big/page-") }).count == 1000)
    }
}
