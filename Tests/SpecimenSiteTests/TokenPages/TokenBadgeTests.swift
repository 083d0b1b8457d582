import Foundation
import Testing

@testable import SpecimenSite

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Token SVG badges")
struct TokenBadgeTests {
    static func parses(_ svg: String) -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }

    @Test func colorsThatDifferByContextShowBothHalvesWithLegibleText() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.resolver.json\n",
            "t.resolver.json": """
            { "version": "2025.10", "modifiers": { "theme": { "default": "light", "contexts": {
              "light": [{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }, "n": { "$type": "number", "$value": 2 } }],
              "dark": [{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "n": { "$type": "number", "$value": 2 } }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """,
            "Content/index.md": "Hi\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let color = try #require(book.read("tokens/c.svg"))
        #expect(Self.parses(color))
        #expect(color.contains("<rect x=\"0\" y=\"0\" width=\"160\" height=\"64\" fill=\"#ffffff\"/>"))
        #expect(color.contains("<rect x=\"160\" y=\"0\" width=\"160\" height=\"64\" fill=\"#000000\"/>"))
        #expect(color.contains("fill=\"#16191e\">c</text>"))
        #expect(color.contains("fill=\"#ffffff\">c</text>"))
        #expect(!color.contains("href"))
        let number = try #require(book.read("tokens/n.svg"))
        #expect(number.components(separatedBy: "<rect").count == 2)
    }

    @Test func hostileNamesAndValuesAreEscaped() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": #"{ "<b>&\"'": { "$type": "fontFamily", "$value": "</text><script>alert(1)</script>" } }"#,
            "Content/index.md": "Hi\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let files = try FileManager.default.contentsOfDirectory(atPath: book.output.appendingPathComponent("tokens").path).filter {
            $0.hasSuffix(".svg")
        }
        let svg = try #require(files.first.flatMap { book.read("tokens/\($0)") })
        #expect(Self.parses(svg))
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;b&gt;&amp;&quot;&apos;"))
    }
}

@Suite("The token index and mentions")
struct TokenIndexTests {
    @Test func theIndexListsEveryTokenGroupedWithFiltersAndPagesListWhereTokensAreMentioned() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json":
                #"{ "color": { "$type": "color", "a": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }, "space": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } } }"#,
            "Content/index.md": "---\ntitle: Home page\n---\nFirst {color.a}, then {space.s} and {color.a} again.\n",
            "Content/guide.md": "---\ntitle: Guide\n---\n## Section\n\nSee {color.a}.\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let index = try #require(book.read("tokens/index.html"))
        #expect(index.contains("<tr data-token=\"color.a\" data-type=\"color\" data-group=\"color\">"))
        #expect(index.contains("<tr data-token=\"space.s\" data-type=\"dimension\" data-group=\"space\">"))
        #expect(index.contains("data-filter=\"name\""))
        #expect(index.contains("<option value=\"dimension\">dimension</option>"))
        let home = try #require(book.read("index.html"))
        #expect(home.contains("id=\"tokenref-1\""))
        #expect(home.contains("id=\"tokenref-3\""))
        let page = try #require(book.read("tokens/color.a/index.html"))
        // Each page once, linked to its first mention, with how often it mentions the token.
        #expect(page.contains("<li><a href=\"/#tokenref-1\">Home page</a> <span class=\"mention-count\">×2</span></li>"))
        #expect(!page.contains("/#tokenref-3"))
        #expect(page.contains("<li><a href=\"/guide/#tokenref-1\">Guide</a></li>"))
        let space = try #require(book.read("tokens/space.s/index.html"))
        #expect(space.contains("<li><a href=\"/#tokenref-2\">Home page</a></li>"))
    }
}
