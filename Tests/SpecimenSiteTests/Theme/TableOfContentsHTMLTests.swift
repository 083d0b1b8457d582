import Foundation
import Mustache
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// `TableOfContentsHTML` is `Templates/toc.mustache` written in Swift (both say so at their
/// top). These tests render that file, as it is in the repository, through swift-mustache and
/// compare it with the Swift, and check that a handbook's own `toc` is still the one rendered.
@Suite("Native table of contents mirrors Templates/toc.mustache")
struct TableOfContentsHTMLTests {
    /// `Templates/toc.mustache` from the repository, rendered through swift-mustache with the
    /// members it reads, as the layout's `{{> toc}}` renders it.
    private static func reference(_ entries: [TableOfContentsEntry], onThisPage: String) throws -> String {
        let file = repositoryRoot.appendingPathComponent("Templates/toc.mustache")
        var library = MustacheLibrary()
        library.register(try SafeMustache.template(try String(contentsOf: file, encoding: .utf8)), named: "toc")
        let context = TemplateValue.object([
            "site": .object(["strings": .object(["onThisPage": .string(onThisPage)])]),
            "page": .object(["toc": entries.templateValue, "hasToc": .bool(!entries.isEmpty)]),
        ])
        return library.render(context.mustacheObject, withTemplate: "toc") ?? "(no output)"
    }

    /// Entries of both levels and others, titles and ids that need escaping, letters of every
    /// script, none at all; the words of every built-in language and words that need escaping.
    @Test func everyTableInEveryLanguageIsTheTemplates() throws {
        let titles = ["Colors", "Tom's <b>bold</b> & \"quoted\"", "한국어 제목", "ระบบ", "e\u{301}lan", "", "a > b"]
        let ids = ["colors", "tom-s-bold", "한국어-제목", "x&y", "q\"", ""]
        var random = SystemRandomNumberGenerator()
        var tables: [[TableOfContentsEntry]] = [[]]
        for _ in 0..<60 {
            tables.append(
                (0..<Int.random(in: 1...12, using: &random)).map { _ in
                    TableOfContentsEntry(
                        id: ids.randomElement(using: &random)!, title: titles.randomElement(using: &random)!,
                        level: Int.random(in: 1...4, using: &random))
                })
        }
        let words = ["en", "fr", "ko", "th", "pt", "ka"].map { InterfaceStrings(language: $0)["onThisPage"] } + ["On <this> \"page\" & 'that'"]
        for onThisPage in words {
            for table in tables {
                #expect(TableOfContentsHTML.render(table, onThisPage: onThisPage) == (try Self.reference(table, onThisPage: onThisPage)))
            }
        }
    }

    /// A handbook's own `toc.mustache` is rendered as it is written, not the native one.
    @Test func aHandbooksOwnTableOfContentsIsItsOwn() throws {
        let book = try TemporaryHandbook([
            "Content/index.md": "# Home\n\n## First\n\n## Second\n",
            "Templates/toc.mustache": "<nav class=\"own-toc\">{{#page.toc}}[{{title}}]{{/page.toc}}</nav>\n",
        ])
        defer { book.remove() }
        let site = try SiteBuilder.build(BuildOptions(root: book.root))
        let html = String(decoding: try #require(site.files["index.html"]), as: UTF8.self)
        #expect(html.contains("<nav class=\"own-toc\">[First][Second]</nav>"))
        #expect(!html.contains("toc-list"))
    }

    /// The default one, natively, in a built page: each heading once, in order.
    @Test func theDefaultTableOfContentsListsTheHeadings() throws {
        let book = try TemporaryHandbook(["Content/index.md": "# Home\n\n## First & \"one\"\n\n### Inner\n\n## Second\n"])
        defer { book.remove() }
        let site = try SiteBuilder.build(BuildOptions(root: book.root))
        let html = String(decoding: try #require(site.files["index.html"]), as: UTF8.self)
        let items = html.components(separatedBy: "<li class=\"toc-item").dropFirst().map { $0.prefix(80) }
        #expect(items.count == 3)
        #expect(items.first?.contains("First &amp; &quot;one&quot;") == true)
        #expect(items.dropFirst().first?.contains("toc-level-3") == true)
    }
}
