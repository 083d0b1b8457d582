import Foundation
import Testing

@testable import SpecimenSite

/// A page from a layout shell must be byte for byte the page rendered on its own; a theme that
/// does more with a page's fields than write them gets no shell.
@Suite("Layouts rendered once for many pages")
struct LayoutShellTests {
    static let pages = [
        "Content/index.md": "# Home\n",
        "Content/guide/index.md": "---\ntitle: Guide\n---\nText\n",
        "Content/guide/start.md": "Start\n",
    ]

    /// The shells and the context of a handbook's layout.
    static func context(_ handbook: TemporaryHandbook) throws -> (ThemeTemplates, LayoutContextBuilder) {
        let site = try SiteBuilder.build(BuildOptions(root: handbook.root))
        let templates = try ThemeTemplates.load(root: handbook.root)
        return (
            templates, LayoutContextBuilder(config: site.config, tree: SiteTree(pages: try NavigationHTMLTests.rendered(handbook), siteTitle: "T"))
        )
    }

    static func shell(_ templates: ThemeTemplates, _ context: LayoutContextBuilder, described: Bool) -> LayoutShell? {
        LayoutShell(templates: templates, described: described) { title, description, url, content in
            context.layout(outsideNavigationAt: "tokens/\u{0}/", url: url, title: title, description: description, contentHTML: content)
        }
    }

    @Test func aPageFromTheShellIsThePageRenderedAlone() throws {
        let handbook = try TemporaryHandbook(Self.pages)
        defer { handbook.remove() }
        let (templates, context) = try Self.context(handbook)
        #expect(context.sharesLayout(below: "tokens/"))
        let described = try #require(Self.shell(templates, context, described: true))
        let undescribed = try #require(Self.shell(templates, context, described: false))
        let cases = [
            ("color.brand", "The brand's <main> color & \"its\" 'uses'", "<p>Body</p>"),
            ("size.4", "", "<section>x</section>"),
            ("odd.\u{E000}name\u{E001}", "café \u{E000}title<&>\"'\u{E001}", ""),
        ]
        for (path, description, content) in cases {
            let route = "tokens/\(path)/"
            let alone = templates.render("layout", context.layout(route: route, title: path, description: description, contentHTML: content))
            let shell = description.isEmpty ? undescribed : described
            #expect(shell.render(title: path, description: description, url: context.href(route), content: content) == alone, "\(path)")
        }
    }

    @Test func aThemeThatChangesAFieldHasNoShell() throws {
        var files = Self.pages
        files["Templates/layout.mustache"] = "<title>{{uppercased(page.title)}}</title>{{{page.content}}}\n"
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        let (templates, context) = try Self.context(handbook)
        #expect(Self.shell(templates, context, described: true) == nil)
        files["Templates/layout.mustache"] =
            "<title>{{page.title}}</title>{{^empty(page.description)}}<p>{{page.description}}</p>{{/empty(page.description)}}{{{page.content}}}\n"
        try handbook.write("Templates/layout.mustache", files["Templates/layout.mustache"]!)
        let (plain, plainContext) = try Self.context(handbook)
        for description in ["", "A description"] {
            let shell = try #require(Self.shell(plain, plainContext, described: !description.isEmpty))
            let alone = plain.render("layout", plainContext.layout(route: "tokens/a/", title: "a", description: description, contentHTML: "c"))
            #expect(shell.render(title: "a", description: description, url: plainContext.href("tokens/a/"), content: "c") == alone)
            #expect(alone.contains("<p>") == !description.isEmpty, "an empty description shows no paragraph: \(alone)")
        }
    }

    @Test func pagesOfTheNavigationBelowTokensAreNotShared() throws {
        var files = Self.pages
        files["Content/tokens/naming.md"] = "How tokens are named\n"
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        let (_, context) = try Self.context(handbook)
        #expect(!context.sharesLayout(below: "tokens/"))
    }
}
