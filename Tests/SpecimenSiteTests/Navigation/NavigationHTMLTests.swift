import Foundation
import Mustache
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// `NavigationHTML` is `Templates/nav-item.mustache` written in Swift (both say so at their
/// top). These tests render that file, as it is in the repository, through swift-mustache and
/// compare it with the Swift on inputs that reach every branch of both, in every built-in
/// language and with words that need escaping: editing either side alone fails them.
@Suite("Native navigation HTML mirrors Templates/nav-item.mustache")
struct NavigationHTMLTests {
    typealias Entry = NavigationBuilder.Entry

    /// `Templates/nav-item.mustache` from the repository (not the embedded copy), rendered item
    /// by item through swift-mustache, as a handbook's own `nav-item` is.
    struct Reference {
        let library: MustacheLibrary

        init() throws {
            let file = repositoryRoot.appendingPathComponent("Templates/nav-item.mustache")
            var library = MustacheLibrary()
            library.register(try SafeMustache.template(try String(contentsOf: file, encoding: .utf8)), named: "nav-item")
            self.library = library
        }

        func render(_ entries: [Entry]) -> String {
            entries.map { library.render($0.templateValue.mustacheObject, withTemplate: "nav-item") ?? "(no output)" }.joined()
        }
    }

    /// The words of every built-in language, and English words of a handbook's own
    /// `_strings.yml` that need escaping.
    static let words: [(name: String, words: NavigationWords)] =
        ["en", "fr", "ko", "th", "pt", "ka"].map { ($0, NavigationWords(InterfaceStrings(language: $0))) } + [
            (
                "escaped",
                NavigationWords(
                    InterfaceStrings(
                        language: "en",
                        overrides: [
                            "showPagesIn": "Show \"{section}\" & <its> 'pages'", "pagesIn": "<{section}>'s",
                            "allPages": "All {count} \"pages\" & <more>",
                        ]))
            )
        ]

    /// What every branch of the template writes, in the order it appears there.
    static let branches = [
        "<li class=\"nav-item\">", " nav-section", " is-ancestor", " is-current", " aria-current=\"page\"",
        "<details class=\"nav-group\" open>", "<details class=\"nav-group\">", "<summary class=\"nav-toggle\" title=\"",
        "<ul class=\"nav-list\">", "<li class=\"nav-item nav-more\">", "&amp;", "&lt;", "&gt;", "&quot;", "&#39;",
    ]

    /// Every page of a tree with long sections (a window and "All N pages") at the top and deep
    /// down, open, closed and current sections, a section without an index page, and titles and
    /// folder names that need escaping; under a sub-path; in every language.
    @Test func everyPageOfATreeInEveryLanguage() throws {
        var files = [
            "Content/index.md": "# Home\n", "Content/a & b/index.md": "---\ntitle: \"Tom's <section> & \\\"co\\\"\"\n---\n",
            "Content/quote.md": "---\ntitle: \"\\\"\u{301} a quote with a combining mark\"\n---\n",
        ]
        for index in 0..<30 { files["Content/top-\(index).md"] = "Top \(index)\n" }
        for index in 0..<40 { files["Content/a & b/deep/deeper/page-\(index).md"] = "---\ntitle: Page \"\(index)\"\n---\n" }
        files["Content/a & b/deep/one.md"] = "One\n"
        files["Content/empty-ish/only/index.md"] = "Only\n"
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        let pages = try Self.rendered(handbook)
        let tree = SiteTree(pages: pages, siteTitle: "T")
        let routes = Set(pages.map(\.page.route) + ["", "\u{0}", "a & b/", "a & b/deep/", "a & b/deep/deeper/", "empty-ish/"]).sorted()
        #expect(routes.count > 70)
        let reference = try Reference()
        var written = ""
        for (name, words) in Self.words {
            for baseURL in [BaseURL.root, try #require(BaseURL(parsing: "https://example.com/hand-book/"))] {
                let navigation = NavigationBuilder(tree: tree, baseURL: baseURL, words: words)
                for route in routes {
                    let entries = navigation.entries(forRoute: route)
                    let expected = reference.render(entries)
                    let native = NavigationHTML.render(entries)
                    #expect(native == expected, "/\(route) in \(name) under \(baseURL.path)")
                    #expect(navigation.html(forRoute: route) == expected, "/\(route) written directly, in \(name) under \(baseURL.path)")
                    written += native
                }
            }
        }
        for branch in Self.branches where branch != "<details class=\"nav-group\">" {
            #expect(written.contains(branch), "no page reached \(branch)")
        }
    }

    /// Entries the navigation does not make today but the template handles: a closed section
    /// with children, a page with children, an open section without any, "All N pages" with
    /// numbers each language writes its own way, and a current section.
    @Test func itemsOutsideWhatTheNavigationMakes() throws {
        let reference = try Reference()
        var written = ""
        for (name, words) in Self.words {
            func entry(
                _ title: String, _ url: String, current: Bool = false, ancestor: Bool = false, section: Bool = false, open: Bool = false,
                children: [Entry] = [], more: Entry.More? = nil
            ) -> Entry {
                var entry = Entry(title: title, url: url, isCurrent: current)
                (entry.isAncestor, entry.isSection, entry.isOpen, entry.children, entry.more) = (ancestor, section, open, children, more)
                (entry.escapedTitle, entry.escapedURL, entry.words) = (HTMLEscaping.escape(title), HTMLEscaping.escape(url), words)
                return entry
            }
            let leaf = entry("<Leaf> & 'one'", "/leaf/?a=1&b=\"2\"")
            let cases: [[Entry]] = [
                [entry("Closed \"group\"", "/closed/", section: true, children: [leaf])],
                [entry("Closed with more", "/closed/", section: true, children: [leaf], more: .init(count: 1234, url: "/closed/page/1/?x&y"))],
                [entry("A page with children", "/page/", children: [leaf], more: .init(count: 3, url: "/page/"))],
                [entry("Open, empty", "/open/", ancestor: true, section: true, open: true, more: .init(count: 99, url: "/open/page/1/"))],
                [
                    entry(
                        "Current section", "/current/", current: true, section: true, open: true,
                        children: [leaf, entry("Nested", "/current/nested/", section: true, children: [leaf])],
                        more: .init(count: 1_000_000, url: "/current/page/1/"))
                ],
                [entry("", ""), leaf, entry("Page & current", "/here/", current: true)],
            ]
            for entries in cases {
                let native = NavigationHTML.render(entries)
                #expect(native == reference.render(entries), "\(entries.map(\.title)) in \(name)")
                written += native
            }
        }
        for branch in Self.branches { #expect(written.contains(branch), "no item reached \(branch)") }
    }

    /// A build with the default theme takes the Swift path, and its pages hold what the template
    /// writes; the compiled templates, which render a handbook's own `nav-item`, write it too.
    @Test func aBuiltPageHoldsWhatTheTemplateWrites() throws {
        var files = ["Content/index.md": "# Home\n", "Content/a & b/index.md": "---\ntitle: \"Tom's <section>\"\n---\n"]
        for index in 1...40 { files["Content/a & b/page-\(index).md"] = "---\ntitle: Page \"\(index)\"\n---\nText\n" }
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        let site = try SiteBuilder.build(BuildOptions(root: handbook.root))
        let templates = try ThemeTemplates.load(root: handbook.root)
        #expect(templates.hasDefaultNavItem)
        let navigation = LayoutContextBuilder(config: site.config, tree: SiteTree(pages: try Self.rendered(handbook), siteTitle: "T")).navigation
        let reference = try Reference()
        for route in ["", "a & b/", "a & b/page-20/"] {
            let entries = navigation.entries(forRoute: route)
            let expected = reference.render(entries)
            #expect(entries.map { templates.render("nav-item", $0) }.joined() == expected, "/\(route) through the compiled templates")
            let page = String(decoding: try #require(site.files["\(route)index.html"]), as: UTF8.self)
            #expect(page.contains(expected), "/\(route)")
        }
    }

    static func rendered(_ handbook: TemporaryHandbook) throws -> [RenderedPage] {
        let inventory = ContentDiscovery.discover(root: handbook.root, includeDrafts: false)
        let renderer = PageRenderer(
            options: .githubFlavored(unsafe: true),
            linkRewriter: LinkRewriter(baseURL: .root, routes: [:], draftPaths: [], files: []), tokenView: nil, components: [:],
            strings: .inEnglish)
        return inventory.pages.map { renderer.render($0) }
    }
}
