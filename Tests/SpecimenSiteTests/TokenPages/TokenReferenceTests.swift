import Foundation
import Testing

@testable import SpecimenSite

@Suite("Token references in pages")
struct TokenReferenceTests {
    static let tokens = """
        { "color": { "$type": "color",
            "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] }, "$description": "Actions." },
            "black": { "$value": "{color.primary}", "$deprecated": "Use {color.primary} instead." } } }
        """

    func handbook(_ page: String) throws -> TemporaryHandbook {
        try TemporaryHandbook([
            "specimen.yml": "title: T\ntokens: Content/tokens/a.tokens.json\n",
            "Content/tokens/a.tokens.json": Self.tokens,
            "Content/index.md": page,
        ])
    }

    @Test func aReferenceBecomesAChipLinkingToTheTokensPage() throws {
        let book = try handbook(
            "Use {color.primary} for actions, `{color.primary}` in code, and [the token](token:color.primary).\n\n    {color.primary}\n")
        defer { book.remove() }
        let site = try book.build().get()
        #expect(site.diagnostics.isEmpty)
        let html = try #require(book.read("index.html"))
        #expect(html.contains("<a class=\"token-chip\" id=\"tokenref-1\" href=\"/tokens/color.primary/\" data-token=\"color.primary\""))
        #expect(html.contains("style=\"background: var(--color-primary)\""))
        #expect(html.contains("<code>{color.primary}</code>"))
        #expect(html.contains("<pre tabindex=\"0\"><code>{color.primary}\n</code></pre>"))
        #expect(html.contains("<a href=\"/tokens/color.primary/\">the token</a>"))
        let tokenPage = try #require(book.read("tokens/color.primary/index.html"))
        #expect(tokenPage.contains("Actions."))
        #expect(tokenPage.components(separatedBy: "Actions.").count == 3)
        #expect(tokenPage.contains("--color-primary: #0066ff;"))
        #expect(tokenPage.contains("data-copy=\"var(--color-primary)\""))
        #expect(tokenPage.contains("data-copy-url=\"/tokens/color.primary.svg\""))
        #expect(tokenPage.contains("<pre tabindex=\"0\"><code>Text(&quot;Aa&quot;).foregroundStyle(Color.Token.primary)</code></pre>"))
        #expect(tokenPage.contains("data-copy=\"Color.Token.primary\""))
    }

    @Test func anUnknownReferenceIsALocatedErrorWithASuggestion() throws {
        let book = try handbook("---\ntitle: Home\n---\n\nSee the {color.primry} token.\n")
        defer { book.remove() }
        #expect(
            book.failure().map(\.formatted) == [
                "Content/index.md:5:9: error: '{color.primry}' refers to no token; did you mean '{color.primary}'? [token-reference-unknown]"
            ])
    }

    /// Lines end at "\n" whatever comes before it: as Characters, "\r\n" is one that "\n" does
    /// not match, and a page written on Windows was one line, its errors put at column 1.
    @Test func aReferenceOnAPageOfCRLFLinesIsLocatedOnItsLine() throws {
        let book = try handbook("---\r\ntitle: Home\r\n---\r\n\r\nSee the {color.primry} token.\r\n")
        defer { book.remove() }
        let failure = book.failure()
        #expect(
            failure.map(\.formatted) == [
                "Content/index.md:5:9: error: '{color.primry}' refers to no token; did you mean '{color.primary}'? [token-reference-unknown]"
            ])
        #expect(failure.map(\.sourceLine) == ["See the {color.primry} token."])
    }

    @Test func anUnknownTokenLinkIsAnError() throws {
        let book = try handbook("[x](token:color.nope)\n")
        defer { book.remove() }
        #expect(book.failure().map(\.code) == ["token-reference-unknown"])
    }

    @Test func aDeprecatedReferenceWarnsAndNamesTheReplacement() throws {
        let book = try handbook("Text in {color.black}.\n")
        defer { book.remove() }
        let site = try book.build().get()
        #expect(
            site.diagnostics.map(\.formatted) == [
                "Content/index.md:1:9: warning: '{color.black}' is deprecated; use {color.primary} instead [token-deprecated]"
            ])
        let page = try #require(book.read("tokens/color.black/index.html"))
        #expect(page.contains("href=\"/tokens/color.primary/\""))
        // The explanation's own reference is a link, not braces.
        #expect(
            page.contains(
                #"<strong>Deprecated.</strong> Use <a href="/tokens/color.primary/" data-token="color.primary"><code>color.primary</code></a> instead.</p>"#
            ))
    }

    @Test func bracesThatAreNotTokenPathsStayText() throws {
        let book = try handbook("A set {a, b} and {x} and {not a.path}.\n")
        defer { book.remove() }
        let site = try book.build().get()
        #expect(site.diagnostics.isEmpty)
        #expect(try #require(book.read("index.html")).contains("A set {a, b} and {x} and {not a.path}."))
    }

    @Test func aChipInsideALinkIsNotALink() throws {
        let book = try handbook("[see {color.primary}](https://example.com)\n")
        defer { book.remove() }
        try book.build().get()
        #expect(try #require(book.read("index.html")).contains("<span class=\"token-chip\" id=\"tokenref-1\" data-token=\"color.primary\""))
    }

    @Test func hostileTokenDescriptionsAreEscapedOnTokenPages() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": #"{ "n": { "$type": "number", "$value": 1, "$description": "<script>alert(1)</script>" } }"#,
            "Content/index.md": "Hi {n}\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let page = try #require(book.read("tokens/n/index.html"))
        #expect(!page.contains("<script>alert(1)</script>"))
        #expect(page.contains("&lt;script&gt;"))
    }
}

@Suite("Token references in every kind of Markdown")
struct TokenReferencePlacementTests {
    @Test func referencesWorkInTablesListsHeadingsAndEmphasis() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": #"{ "space": { "$type": "dimension", "m": { "$value": { "value": 16, "unit": "px" } } } }"#,
            "Content/index.md":
                "## Gaps of {space.m}\n\n| token | use |\n|---|---|\n| {space.m} | gaps |\n\n- a list item with {space.m}\n- *emphasis {space.m}*\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let html = try #require(book.read("index.html"))
        #expect(html.components(separatedBy: "data-token=\"space.m\"").count - 1 >= 4)
        #expect(html.contains("<h2 id=\"gaps-of-spacem\">Gaps of <a class=\"token-chip\""))
        #expect(html.contains("href=\"#gaps-of-spacem\">Gaps of space.m</a>"))
        #expect(html.contains("<td><a class=\"token-chip\""))
        #expect(html.contains("<li>a list item with <a class=\"token-chip\""))
        #expect(html.contains("<em>emphasis <a class=\"token-chip\""))
    }
}

@Suite("Token tables preview every type")
struct TokenTablePreviewTests {
    @Test func everyTypeGetsAPreviewAndEscapedValues() throws {
        let tokens = """
            { "all": {
              "color": { "$type": "color", "$value": "#ff0000" },
              "dimension": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
              "radius": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
              "family": { "$type": "fontFamily", "$value": ["Some \\"Font\\"", "serif"] },
              "weight": { "$type": "fontWeight", "$value": 700 },
              "duration": { "$type": "duration", "$value": { "value": 200, "unit": "ms" } },
              "easing": { "$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1] },
              "number": { "$type": "number", "$value": 1.5 },
              "stroke": { "$type": "strokeStyle", "$value": "dashed" },
              "border": { "$type": "border", "$value": { "color": "{all.color}", "width": "{all.dimension}", "style": "solid" } },
              "transition": { "$type": "transition", "$value": { "duration": "{all.duration}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{all.easing}" } },
              "shadow": { "$type": "shadow", "$value": { "color": "{all.color}", "offsetX": "{all.dimension}", "offsetY": "{all.dimension}", "blur": "{all.dimension}", "spread": "{all.dimension}" } },
              "gradient": { "$type": "gradient", "$value": [{ "color": "{all.color}", "position": 0 }] },
              "typography": { "$type": "typography", "$value": { "fontFamily": "{all.family}", "fontSize": "{all.dimension}", "fontWeight": "{all.weight}", "letterSpacing": "{all.dimension}", "lineHeight": 1.2 } },
              "script": { "$type": "number", "$value": 1, "$description": "<script>alert(1)</script>" } } }
            """
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": tokens,
            "Content/index.md": "```tokens all\n```\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let html = try #require(book.read("index.html"))
        for name in [
            "color", "dimension", "family", "weight", "duration", "easing", "number", "stroke", "border", "transition", "shadow", "gradient",
            "typography",
        ] {
            #expect(html.contains("<tr data-token=\"all.\(name)\">"), "no row for \(name)")
        }
        #expect(html.contains("class=\"preview preview-box preview-radius\" style=\"border-radius: var(--all-radius)\""))
        for preview in ["preview-fill", "preview-bar", "preview-text", "preview-motion", "preview-number", "preview-stroke", "preview-box"] {
            #expect(html.contains(preview), "no \(preview)")
        }
        #expect(!html.contains("<script>alert(1)</script>"))
        #expect(!html.contains("\"Some \"Font\"\""))
    }
}
