import Foundation
import Testing

@testable import SpecimenPages
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
        Self.expectLinked(["/zeta/", "/guide/", "/alpha/", "/beta/"], inOrderIn: home)
        // Children show only inside the open section.
        #expect(!home.contains("href=\"/guide/one/\""))
        let one = try #require(handbook.read("guide/one/index.html"))
        #expect(one.contains("href=\"/guide/one/\" aria-current=\"page\"") || one.contains("aria-current=\"page\" href=\"/guide/one/\""))
    }

    /// Entries whose orders tie are ordered by title regardless of case (an accented title
    /// after the ASCII ones, as lowercased strings compare), then by route.
    @Test func tiedOrdersFallBackToTitleRegardlessOfCaseThenRoute() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "Home\n",
            "Content/unordered.md": "---\ntitle: Aardvark\n---\n",
            "Content/emile.md": "---\ntitle: Émile — notes\norder: 5\n---\n",
            "Content/zed.md": "---\ntitle: zed\norder: 5\n---\n",
            "Content/b-apple.md": "---\ntitle: Apple\norder: 5\n---\n",
            "Content/a-apple.md": "---\ntitle: apple\norder: 5\n---\n",
            "Content/first.md": "---\ntitle: Zulu\norder: 1\n---\n",
        ])
        defer { handbook.remove() }
        try handbook.build().get()
        let home = try #require(handbook.read("index.html"))
        Self.expectLinked(["/first/", "/a-apple/", "/b-apple/", "/zed/", "/emile/", "/unordered/"], inOrderIn: home)
    }

    /// Every one of `routes` is linked in `html`, in that order.
    static func expectLinked(_ routes: [String], inOrderIn html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let positions = routes.map { html.range(of: "href=\"\($0)\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(routes)", sourceLocation: sourceLocation)
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), sourceLocation: sourceLocation)
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
        // The generated listing lists them all, 200 to a page.
        var listed = Set<String>()
        for route in ["big/"] + (2...5).map({ "big/page/\($0)/" }) {
            let listing = try #require(handbook.read(route + "index.html"), "\(route)")
            let cards = Set(linkTargets(in: listing)).filter { $0.hasPrefix("/big/page-") && listing.contains("class=\"card-link\" href=\"\($0)\"") }
            #expect(cards.count == 200, "\(route)")
            listed.formUnion(cards)
        }
        #expect(listed.count == 1000)
        #expect(handbook.read("big/page/6/index.html") == nil)
    }

    /// A long listing is cut into pages linked by a pager that works without JavaScript.
    @Test func aLongListingHasPagesLinkedByAPager() throws {
        var files = ["Content/index.md": "Home\n"]
        for index in 0..<450 { files[String(format: "Content/notes/note-%03d.md", index)] = "Note \(index)\n" }
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        try handbook.build().get()
        let first = try #require(handbook.read("notes/index.html"))
        #expect(first.contains("Pages 1–200 of 450"))
        #expect(first.contains("href=\"/notes/page/2/\" rel=\"next\""))
        #expect(!first.contains("rel=\"prev\">Previous"))
        #expect(first.contains("<title>Notes · page 1 of 3"))
        let middle = try #require(handbook.read("notes/page/2/index.html"))
        #expect(middle.contains("Pages 201–400 of 450"))
        #expect(middle.contains("href=\"/notes/\" rel=\"prev\"") && middle.contains("href=\"/notes/page/3/\" rel=\"next\""))
        #expect(middle.contains("href=\"/notes/page/2/\" aria-current=\"page\""))
        // The navigation still shows the section open, and the breadcrumbs lead back to it.
        #expect(middle.contains("is-ancestor") && middle.contains("href=\"/notes/\""))
        let last = try #require(handbook.read("notes/page/3/index.html"))
        #expect(last.contains("Pages 401–450 of 450") && !last.contains("rel=\"next\">Next"))
        #expect(handbook.read("notes/page/1/index.html") == nil, "page 1 is the section's own URL")
    }

    /// A section with its own page keeps it; when the navigation shows only a window of the
    /// section, "All N pages" leads to a listing of them at `page/1/`.
    @Test func aLongSectionWithItsOwnPageGetsAListingToo() throws {
        var files = ["Content/index.md": "Home\n", "Content/guide/index.md": "# Guide\n\nWelcome.\n"]
        for index in 0..<30 { files["Content/guide/step-\(index).md"] = "Step \(index)\n" }
        files["Content/short/index.md"] = "Short\n"
        files["Content/short/one.md"] = "One\n"
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        try handbook.build().get()
        let own = try #require(handbook.read("guide/index.html"))
        #expect(own.contains("Welcome."))
        #expect(own.contains("href=\"/guide/page/1/\">All 30 pages</a>"))
        let listing = try #require(handbook.read("guide/page/1/index.html"))
        #expect(Set(linkTargets(in: listing)).filter { $0.hasPrefix("/guide/step-") && listing.contains("card-link\" href=\"\($0)\"") }.count == 30)
        #expect(handbook.read("short/page/1/index.html") == nil, "a short section with its own page has no listing")
    }

    @Test func aPageWhereAListingPageGoesIsAConflict() throws {
        var files = ["Content/index.md": "Home\n", "Content/big/page/2.md": "In the way\n"]
        for index in 0..<250 { files["Content/big/item-\(index).md"] = "Item\n" }
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        guard case .failure(let failure) = handbook.build() else {
            Issue.record("the build succeeded")
            return
        }
        let conflict = try #require(failure.diagnostics.first { $0.code == "route-conflict" })
        #expect(conflict.location.file == "Content/big/page/2.md")
        #expect(conflict.message.contains("/big/page/2/") && conflict.message.contains("'Content/big/'"))
    }
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

    @Test func routePrefixesCompareBytes() {
        #expect("a/b/c/".hasUTF8Prefix("a/b/"))
        #expect("a/b/c/".hasUTF8Prefix(""))
        #expect(!"a/b/".hasUTF8Prefix("a/b/c/"))
        #expect(!"a/bc/".hasUTF8Prefix("a/b/"))
        #expect("ünïcode/straße/".hasUTF8Prefix("ünïcode/"))
        // Bytes, not Characters: a combining mark after the prefix does not hide it.
        #expect("e\u{301}/".hasUTF8Prefix("e"))
    }

    @Test func textIsSearchedByItsBytes() {
        #expect("> \\[\\!NOTE\\]".containsUTF8("> \\[\\!"))
        #expect("abcabd".containsUTF8("abd"), "after a false start on the same first byte")
        #expect(!"abcab".containsUTF8("abd"), "a first byte near the end that the rest does not fit after")
        #expect("anything".containsUTF8(""))
        #expect(!"".containsUTF8("a"))
        #expect("straße".containsUTF8("ße") && !"strasse".containsUTF8("ß"))
        // Bytes, not Characters: an e with a combining mark still holds the byte of e.
        #expect("e\u{301}".containsUTF8("e"))
    }

    @Test func pagesOfADeepFolderShareTheirBreadcrumbs() throws {
        let book = try TemporaryHandbook([
            "Content/index.md": "# Home\n",
            "Content/a/index.md": "# Alpha\n",
            "Content/a/b/c/one.md": "# One\n",
            "Content/a/b/c/two.md": "# Two\n",
            "Content/a/b/c/index.md": "# Gamma\n",
        ])
        defer { book.remove() }
        let site = try SiteBuilder.build(BuildOptions(root: book.root))
        for page in ["a/b/c/one/index.html", "a/b/c/two/index.html"] {
            let html = String(decoding: try #require(site.files[page]), as: UTF8.self)
            let crumbs = try #require(html.range(of: "breadcrumb")).upperBound
            let trail = html[crumbs...].prefix(800)
            #expect(trail.contains("Alpha") && trail.contains("Gamma") && trail.contains("href=\"/a/b/c/\""), "\(page)")
        }
    }

    /// A route's folder, cut at its last folder's slash, is what splitting it at every slash and
    /// joining all but its last part gave, on routes of every shape: empty parts, a leading or
    /// doubled slash, none at all, letters of several bytes.
    @Test func aRoutesFolderIsItsPartsButTheLast() {
        let reference = { (route: String) in route.split(separator: "/").dropLast().map { "\($0)/" }.joined() }
        var random = SystemRandomNumberGenerator()
        let pieces = ["a", "bé", "/", "/", "😀", "c-d", ""]
        var routes = ["", "/", "//", "a", "a/", "a/b", "a/b/", "/a/b/", "a//b/", "a/b//", "ä/ö/ü/"]
        for _ in 0..<2_000 {
            routes.append((0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for route in routes {
            #expect(LayoutContextBuilder.folderPart(of: route) == reference(route), "\(route)")
        }
    }
}
