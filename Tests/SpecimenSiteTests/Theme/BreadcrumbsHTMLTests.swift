import Foundation
import Mustache
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// `BreadcrumbsHTML` is `Templates/breadcrumbs.mustache` written in Swift (both say so at their
/// top). These tests render that file, as it is in the repository, through swift-mustache and
/// compare it with the Swift, and check that a handbook's own `breadcrumbs` is still the one
/// rendered.
@Suite("Native breadcrumbs mirror Templates/breadcrumbs.mustache")
struct BreadcrumbsHTMLTests {
    /// `Templates/breadcrumbs.mustache` from the repository, rendered through swift-mustache
    /// with the members it reads, as the layout's `{{> breadcrumbs}}` renders it.
    private static func reference(_ crumbs: [LinkContext], label: String, home: String) throws -> String {
        let file = repositoryRoot.appendingPathComponent("Templates/breadcrumbs.mustache")
        var library = MustacheLibrary()
        library.register(try SafeMustache.template(try String(contentsOf: file, encoding: .utf8)), named: "breadcrumbs")
        let context = TemplateValue.object([
            "site": .object(["strings": .object(["breadcrumbs": .string(label), "home": .string(home)])]),
            "page": .object(["breadcrumbs": crumbs.templateValue]),
        ])
        return library.render(context.mustacheObject, withTemplate: "breadcrumbs") ?? "(no output)"
    }

    /// Trails of no crumb, one, and up to a dozen; titles and URLs that need escaping, letters
    /// of every script; the words of every built-in language and words that need escaping.
    @Test func everyTrailInEveryLanguageIsTheTemplates() throws {
        let titles = ["Colors", "Tom's <b>bold</b> & \"quoted\"", "한국어 제목", "ระบบ", "e\u{301}lan", "", "a > b"]
        let urls = ["/", "/colors/", "/a/b/c/", "/x&y/", "/q\"/", "/한국어/", ""]
        var random = SystemRandomNumberGenerator()
        var trails: [[LinkContext]] = [[]]
        for _ in 0..<60 {
            trails.append(
                (0..<Int.random(in: 1...12, using: &random)).map { _ in
                    LinkContext(title: titles.randomElement(using: &random)!, url: urls.randomElement(using: &random)!)
                })
        }
        let languages = ["en", "fr", "ko", "th", "pt", "ka"].map { InterfaceStrings(language: $0) }
        let words = languages.map { ($0["breadcrumbs"], $0["home"]) } + [("Trail <of> \"crumbs\" & 'more'", "Ho<me> & 'x'")]
        for (label, home) in words {
            for trail in trails {
                #expect(BreadcrumbsHTML.render(trail, label: label, home: home) == (try Self.reference(trail, label: label, home: home)))
            }
        }
    }

    /// A handbook's own `breadcrumbs.mustache` is rendered as it is written, not the native one.
    @Test func aHandbooksOwnBreadcrumbsAreItsOwn() throws {
        let book = try TemporaryHandbook([
            "Content/index.md": "# Home\n",
            "Content/guides/index.md": "# Guides\n",
            "Content/guides/start.md": "# Start\n",
            "Templates/breadcrumbs.mustache": "<p class=\"own-crumbs\">{{#page.breadcrumbs}}[{{title}}]{{/page.breadcrumbs}}</p>\n",
        ])
        defer { book.remove() }
        let site = try SiteBuilder.build(BuildOptions(root: book.root))
        let html = String(decoding: try #require(site.files["guides/start/index.html"]), as: UTF8.self)
        #expect(html.contains("<p class=\"own-crumbs\">[Home][Guides]</p>"))
        #expect(!html.contains("class=\"breadcrumbs\""))
    }

    /// The default ones, natively, in built pages: the home page first, labelled in the page's
    /// words, then each folder (one without an index page has its listing); none on the home
    /// page itself.
    @Test func theDefaultBreadcrumbsLeadHome() throws {
        let book = try TemporaryHandbook([
            "Content/index.md": "# Start here\n",
            "Content/guides/index.md": "# Guides & \"more\"\n",
            "Content/guides/deep/start.md": "# Start\n",
        ])
        defer { book.remove() }
        let site = try SiteBuilder.build(BuildOptions(root: book.root))
        let page = String(decoding: try #require(site.files["guides/deep/start/index.html"]), as: UTF8.self)
        #expect(
            page.contains(
                "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\">\n<ol>\n<li><a href=\"/\">Home</a></li>\n"
                    + "<li><a href=\"/guides/\">Guides &amp; &quot;more&quot;</a></li>\n<li><a href=\"/guides/deep/\">Deep</a></li>\n"
                    + "</ol>\n</nav>\n"))
        let home = String(decoding: try #require(site.files["index.html"]), as: UTF8.self)
        #expect(!home.contains("class=\"breadcrumbs\""))
    }
}
