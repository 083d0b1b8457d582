import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SpecimenSite

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
        let files = try FileManager.default.contentsOfDirectory(atPath: book.output.appendingPathComponent("tokens").path).filter { $0.hasSuffix(".svg") }
        let svg = try #require(files.first.flatMap { book.read("tokens/\($0)") })
        #expect(Self.parses(svg))
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;b&gt;&amp;&quot;&apos;"))
    }
}
