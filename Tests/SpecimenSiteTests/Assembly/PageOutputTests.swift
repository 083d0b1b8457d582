import Foundation
import SpecimenMarkdown
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

@Suite("Pages, URLs and links")
struct PageOutputTests {
    @Test func pagesGetPrettyURLsSectionListings404AndSitemap() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "---\ntitle: Welcome\n---\nHello.\n",
            "Content/introduction.md": "---\ntitle: Introduction\norder: 1\n---\nTiers.\n",
            "Content/foundations/colors.md": "---\ntitle: Colors\n---\nColor.\n",
            "Content/foundations/deep/spacing.md": "# Spacing\n\nSpace.\n",
        ])
        defer { handbook.remove() }
        let site = try handbook.build().get()
        #expect(site.pageCount == 4)
        for path in [
            "index.html", "introduction/index.html", "foundations/colors/index.html",
            "foundations/deep/spacing/index.html", "foundations/index.html", "foundations/deep/index.html",
            "404.html",
        ] {
            #expect(handbook.exists(path), "missing \(path)")
        }
        // A folder without index.md gets a listing of its pages.
        let listing = try #require(handbook.read("foundations/index.html"))
        #expect(listing.contains("href=\"/foundations/colors/\""))
        #expect(listing.contains("href=\"/foundations/deep/\""))
        // The sitemap protocol takes full URLs: without the site's origin there is none.
        #expect(!handbook.exists("sitemap.xml"))
        _ = try handbook.build(baseURL: "https://example.com/").get()
        let sitemap = try #require(handbook.read("sitemap.xml"))
        for route in ["/", "/introduction/", "/foundations/", "/foundations/colors/", "/foundations/deep/spacing/"] {
            #expect(sitemap.contains("<loc>https://example.com\(route)</loc>"), "sitemap lacks \(route)")
        }
        // A leading level-1 heading becomes the title instead of repeating it.
        let spacing = try #require(handbook.read("foundations/deep/spacing/index.html"))
        #expect(spacing.contains("<title>Spacing"))
        #expect(!spacing.contains("id=\"spacing\""))
    }

    @Test func relativeMarkdownLinksBecomePageURLs() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md":
                "## Top\n\n[Colors](foundations/colors.md#primary) [Intro](./introduction.md) [ext](https://example.com/a.md) [top](#top)\n",
            "Content/introduction.md": "[Back](index.md) [Colors](/foundations/colors.md) ![Diagram](diagram.svg)\n",
            "Content/diagram.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "Content/foundations/colors.md": "## Primary\n\n[Up](../introduction.md?x=1)\n",
        ])
        defer { handbook.remove() }
        try handbook.build().get()
        let home = try #require(handbook.read("index.html"))
        #expect(home.contains("href=\"/foundations/colors/#primary\""))
        #expect(home.contains("href=\"/introduction/\""))
        #expect(home.contains("href=\"https://example.com/a.md\""))
        #expect(home.contains("href=\"#top\""))
        let intro = try #require(handbook.read("introduction/index.html"))
        #expect(intro.contains("href=\"/\""))
        #expect(intro.contains("href=\"/foundations/colors/\""))
        #expect(intro.contains("src=\"/diagram.svg\""))
        #expect(handbook.exists("diagram.svg"))
        #expect(try #require(handbook.read("foundations/colors/index.html")).contains("href=\"/introduction/?x=1\""))
    }

    @Test func aLinkToAMissingPageIsALocatedErrorWithASuggestion() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "---\ntitle: Home\n---\n\nIntro text.\n\nSee [the colors](foundations/colours.md) page.\n",
            "Content/foundations/colors.md": "Colors.\n",
        ])
        defer { handbook.remove() }
        let diagnostics = handbook.failure()
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(
            diagnostic.formatted
                == "Content/index.md:7:18: error: link to missing page 'foundations/colours.md'; did you mean 'foundations/colors.md'? [link-broken]")
        #expect(diagnostic.sourceLine == "See [the colors](foundations/colours.md) page.")
        #expect(!handbook.exists("index.html"))
    }

    @Test func headingsGetStableUniqueIDsAnchorsAndATableOfContents() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md":
                "## Getting started\n\n### Install `specimen`\n\n## Getting started\n\n#### Too deep for the TOC\n\n## Ünïcode & <b>HTML</b>\n"
        ])
        defer { handbook.remove() }
        try handbook.build().get()
        let html = try #require(handbook.read("index.html"))
        #expect(
            html.contains(
                "<h2 id=\"getting-started\">Getting started <a class=\"heading-anchor\" href=\"#getting-started\" aria-label=\"Link to this section\">#</a></h2>"
            ))
        #expect(html.contains("<h3 id=\"install-specimen\">"))
        #expect(html.contains("Install <code>specimen</code> <a class=\"heading-anchor\""))
        #expect(html.contains("<h2 id=\"getting-started-1\">"))
        #expect(html.contains("<h4 id=\"too-deep-for-the-toc\">"))
        #expect(html.contains("id=\"ünïcode--bhtmlb\"") || html.contains("id=\"ünïcode--html\""))
        #expect(html.contains("href=\"#getting-started-1\""))
        #expect(!html.contains("href=\"#too-deep-for-the-toc\">Too deep"))
    }

    @Test func gfmExtensionsAndFootnotesRender() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md":
                "| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~ www.example.com\n\n- [x] done\n\nNote[^1]\n\n[^1]: Footnote.\n\n<script>alert(1)</script>\n"
        ])
        defer { handbook.remove() }
        try handbook.build().get()
        let html = try #require(handbook.read("index.html"))
        #expect(html.contains("<table tabindex=\"0\">"))
        #expect(html.contains("<del>old</del>"))
        #expect(html.contains("<a href=\"http://www.example.com\">"))
        #expect(html.contains("type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\""))
        #expect(html.contains("class=\"footnotes\""))
        #expect(html.contains("&lt;script>alert(1)&lt;/script>"))
    }

    @Test func textFromFrontMatterIsEscaped() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "---\ntitle: \"<script>alert('x')</script>\"\ndescription: \"\\\"><img src=x onerror=alert(1)>\"\n---\nBody.\n"
        ])
        defer { handbook.remove() }
        try handbook.build().get()
        let html = try #require(handbook.read("index.html"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;"))
    }

    @Test func draftsAreLeftOutAndLinksToThemSaySo() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "Home.\n",
            "Content/next.md": "---\ndraft: true\n---\nSoon.\n",
        ])
        defer { handbook.remove() }
        try handbook.build().get()
        #expect(!handbook.exists("next/index.html"))
        try handbook.write("Content/index.md", "See [next](next.md).\n")
        #expect(handbook.failure().map(\.code) == ["link-to-draft"])
        try handbook.build(drafts: true).get()
        #expect(handbook.exists("next/index.html"))
    }

    @Test func twoPagesPublishingToOneURLConflict() throws {
        let handbook = try TemporaryHandbook([
            "Content/guide.md": "A\n",
            "Content/guide/index.md": "B\n",
        ])
        defer { handbook.remove() }
        #expect(handbook.failure().map(\.code) == ["route-conflict"])
    }

    @Test func aLargePageRendersTheSameInPieces() {
        let section = """
            ## Part

            - [x] Done
            - [ ] Not done

            | A | B |
            |---|---|
            | 1 | 2 |

            ```swift
            let x = 1
            ```

            Text with <b>markup</b> and a [link](https://example.com).


            """
        let markdown = String(repeating: section, count: 40)
        let document = MarkdownDocument(markdown, options: .githubFlavored(unsafe: false))
        let whole = PageRenderer.finishedHTML(of: document, chips: ChipMarkers(), inPieces: 1)
        for pieces in 2...5 {
            #expect(PageRenderer.finishedHTML(of: document, chips: ChipMarkers(), inPieces: pieces) == whole)
        }
        #expect(whole.contains("<table tabindex=\"0\">") && whole.contains("aria-label=\"Done\""))
    }
}
