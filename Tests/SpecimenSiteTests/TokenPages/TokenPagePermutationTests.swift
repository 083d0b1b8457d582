import Foundation
import Testing

@testable import SpecimenSite

/// A token page's value table: one row per value, naming the permutations that have it.
@Suite("Token pages group permutations by value")
struct TokenPagePermutationTests {
    /// The rows of a token page's value table: label and value.
    static func rows(of path: String, in book: TemporaryHandbook) throws -> [(label: String, value: String)] {
        let html = try #require(book.read("tokens/\(path)/index.html"))
        let table = try #require(html.firstMatch(of: /<table class="token-values"[^>]*>[\s\S]*?<\/table>/)).output
        return table.matches(of: /<th scope="row">([^<]*)<\/th>\n<td>(?:<span[^>]*><\/span> )?<code>([^<]*)<\/code>/).map {
            (String($0.output.1), String($0.output.2))
        }
    }

    static func color(_ red: Double) -> String {
        #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [\#(red), 0, 0] } }"#
    }

    @Test func aValueThatDependsOnTwoModifiersIsNamedByBoth() throws {
        // fg is ink in light, whose value the contrast picks; dark has one fg in both contrasts.
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.resolver.json\n",
            "t.resolver.json": """
            { "version": "2025.10", "modifiers": {
              "theme": { "default": "light", "contexts": {
                "light": [{ "fg": { "$type": "color", "$value": "{ink}" }, "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }],
                "dark": [{ "fg": \(Self.color(1)), "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }] } },
              "contrast": { "default": "standard", "contexts": { "standard": [{ "ink": \(Self.color(0.2)) }], "increased": [{ "ink": \(Self.color(0)) }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/contrast" }] }
            """,
            "Content/index.md": "Hi\n",
        ])
        defer { book.remove() }
        try book.build().get()
        #expect(try Self.rows(of: "gap", in: book).map(\.label) == ["every permutation"])
        #expect(try Self.rows(of: "ink", in: book).map(\.label) == ["contrast: standard", "contrast: increased"])
        let fg = try Self.rows(of: "fg", in: book)
        #expect(fg.map(\.label) == ["theme: light · contrast: standard", "theme: light · contrast: increased", "theme: dark"])
        #expect(fg.map(\.value) == ["#330000", "#000000", "#ff0000"])
    }

    @Test func primerShowsTwoRowsWhereItsTwelvePermutationsHaveTwoValues() throws {
        let (book, result) = try TemporaryHandbook.primer("Hi\n")
        defer { book.remove() }
        _ = try result.get()
        #expect(try Self.rows(of: "fgColor.muted", in: book).map(\.label) == ["theme: light, light-hc", "theme: dark, dark-hc"])
        #expect(try Self.rows(of: "fgColor.default", in: book).map(\.label) == ["theme: light", "theme: light-hc", "theme: dark, dark-hc"])
        #expect(try Self.rows(of: "control.medium.size", in: book).map(\.label) == ["every permutation"])
    }

    @Test func beyondSixtyFourPermutationsRowsNameWhatEachContextChanges() throws {
        // 5 × 5 × 3 = 75 permutations: only the default and one modifier at a time are resolved.
        func modifier(_ name: String, _ count: Int, shade: Bool) -> String {
            let contexts = (0..<count).map { index in
                "\"\(name)\(index)\": [\(shade && index == 1 ? "{ \"fg\": \(Self.color(1)) }" : "")]"
            }
            return "\"\(name)\": { \"default\": \"\(name)0\", \"contexts\": { \(contexts.joined(separator: ", ")) } }"
        }
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.resolver.json\n",
            "t.resolver.json": """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "fg": \(Self.color(0)) }] } },
              "modifiers": { \(modifier("a", 5, shade: true)), \(modifier("b", 5, shade: false)), \(modifier("c", 3, shade: false)) },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/a" }, { "$ref": "#/modifiers/b" }, { "$ref": "#/modifiers/c" }] }
            """,
            "Content/index.md": "Hi\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let fg = try Self.rows(of: "fg", in: book)
        #expect(fg.first?.label.hasPrefix("a: a0, b: b0, c: c0; a: a2; a: a3; a: a4; b: b1") == true, "not \(fg)")
        #expect(fg.map(\.label).last == "a: a1")
        #expect(fg.map(\.value) == ["#000000", "#ff0000"])
    }
}
