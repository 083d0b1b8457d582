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

@Suite("Native navigation HTML")
struct NavigationHTMLTests {
    /// The native renderer must give exactly what the default `nav-item.mustache` gives.
    @Test func equalsTheDefaultNavItemTemplate() throws {
        let handbook = try TemporaryHandbook(
            [
                "Content/index.md": "# Home\n",
                "Content/a & b/index.md": "---\ntitle: \"Tom's <section>\"\n---\nA\n",
                "Content/a & b/one.md": "One\n",
                "Content/guide/index.md": "Guide\n",
            ] + Dictionary(uniqueKeysWithValues: (1...40).map { ("Content/guide/page-\($0).md", "---\ntitle: Page \"\($0)\"\n---\nText\n") }))
        defer { handbook.remove() }
        let site = try SiteBuilder.build(BuildOptions(root: handbook.root))
        let templates = try ThemeTemplates.load(root: handbook.root)
        #expect(templates.hasDefaultNavItem)
        let context = LayoutContextBuilder(config: site.config, tree: SiteTree(pages: try Self.rendered(handbook), siteTitle: "T"))
        for route in ["", "guide/", "guide/page-20/", "a & b/one/", "a & b/"] {
            let entries = context.navigation.entries(forRoute: route)
            let viaMustache = entries.map { templates.render("nav-item", $0) }.joined()
            #expect(NavigationHTML.render(entries) == viaMustache, "navigation of /\(route)")
        }
        let deep = NavigationHTML.render(context.navigation.entries(forRoute: "guide/page-20/"))
        #expect(deep.contains("aria-current=\"page\">Page &quot;20&quot;</a>"))
        #expect(deep.contains("All 40 pages"), "a long section shows a window and a link to all: \(deep)")
        #expect(NavigationHTML.render(context.navigation.entries(forRoute: "a & b/")).contains("Tom&#39;s &lt;section&gt;"))
        let page = String(decoding: try #require(site.files["guide/page-20/index.html"]), as: UTF8.self)
        #expect(page.contains(deep.trimmingCharacters(in: .newlines)))
    }

    static func rendered(_ handbook: TemporaryHandbook) throws -> [RenderedPage] {
        let inventory = ContentDiscovery.discover(root: handbook.root, includeDrafts: false)
        let renderer = PageRenderer(
            options: .githubFlavored(unsafe: true),
            links: LinkResolver(baseURL: .root, routes: [:], draftPaths: [], files: []))
        return inventory.pages.map { renderer.render($0) }
    }
}

private func + (lhs: [String: String], rhs: [String: String]) -> [String: String] {
    lhs.merging(rhs) { first, _ in first }
}

@Suite("Themes that list navigation items")
struct NavigationItemsThemeTests {
    @Test func aSidebarThatIteratesNavStillGetsTheItems() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "# Home\n",
            "Content/guide.md": "Guide\n",
            "Templates/sidebar.mustache": "<nav>{{#nav}}<a class=\"custom\" href=\"{{url}}\">{{title}}</a>{{/nav}}</nav>\n",
        ])
        defer { handbook.remove() }
        #expect(try ThemeTemplates.load(root: handbook.root).listsNavigationItems)
        let site = try SiteBuilder.build(BuildOptions(root: handbook.root))
        let html = String(decoding: try #require(site.files["guide/index.html"]), as: UTF8.self)
        #expect(html.contains("<a class=\"custom\" href=\"/guide/\">Guide</a>"))
        let plain = try TemporaryHandbook(["Content/index.md": "# Home\n"])
        defer { plain.remove() }
        #expect(try !ThemeTemplates.load(root: plain.root).listsNavigationItems, "the default theme uses navHTML")
    }
}
