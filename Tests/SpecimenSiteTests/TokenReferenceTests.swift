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
        let book = try handbook("Use {color.primary} for actions, `{color.primary}` in code, and [the token](token:color.primary).\n\n    {color.primary}\n")
        defer { book.remove() }
        let site = try book.build().get()
        #expect(site.diagnostics.isEmpty)
        let html = try #require(book.read("index.html"))
        #expect(html.contains("<a class=\"token-chip\" href=\"/tokens/color.primary/\" data-token=\"color.primary\""))
        #expect(html.contains("style=\"background: var(--color-primary)\""))
        #expect(html.contains("<code>{color.primary}</code>"))
        #expect(html.contains("<pre><code>{color.primary}\n</code></pre>"))
        #expect(html.contains("<a href=\"/tokens/color.primary/\">the token</a>"))
        let tokenPage = try #require(book.read("tokens/color.primary/index.html"))
        #expect(tokenPage.contains("Actions."))
        #expect(tokenPage.components(separatedBy: "Actions.").count == 3)
        #expect(tokenPage.contains("--color-primary: #0066ff;"))
    }

    @Test func anUnknownReferenceIsALocatedErrorWithASuggestion() throws {
        let book = try handbook("---\ntitle: Home\n---\n\nSee the {color.primry} token.\n")
        defer { book.remove() }
        #expect(book.failure().map(\.formatted) == [
            "Content/index.md:5:9: error: '{color.primry}' refers to no token; did you mean '{color.primary}'? [token-reference-unknown]",
        ])
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
        #expect(site.diagnostics.map(\.formatted) == [
            "Content/index.md:1:9: warning: '{color.black}' is deprecated; use {color.primary} instead [token-deprecated]",
        ])
        let page = try #require(book.read("tokens/color.black/index.html"))
        #expect(page.contains("href=\"/tokens/color.primary/\""))
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
        #expect(try #require(book.read("index.html")).contains("<span class=\"token-chip\" data-token=\"color.primary\""))
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
