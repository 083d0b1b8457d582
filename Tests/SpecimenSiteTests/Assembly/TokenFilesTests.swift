import Foundation
import Testing

@testable import SpecimenSite

@Suite("Tokens in the site")
struct TokenFilesTests {
    static let files: [String: String] = [
        "specimen.yml": "title: T\ntokens:\n  - Content/tokens/*.tokens.json\n",
        "Content/index.md": "Hi\n",
        "Content/tokens/a.tokens.json":
            #"{ "color": { "$type": "color", "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } }, "link": { "$value": "{color.brand}" } } }"#,
    ]

    @Test func tokensCSSAndJSONArePublishedAndLinkedAndSourcesAreNot() throws {
        let handbook = try TemporaryHandbook(Self.files)
        defer { handbook.remove() }
        let site = try handbook.build().get()
        #expect(site.tokenCount == 2)
        let css = try #require(handbook.read("tokens.css"))
        #expect(css.contains("--color-brand: #0066ff;"))
        #expect(css.contains("--color-link: var(--color-brand);"))
        let json = try #require(handbook.read("tokens.json"))
        #expect(json.contains("\"color.link\""))
        #expect(try #require(handbook.read("index.html")).contains("href=\"/tokens.css\""))
        #expect(!handbook.exists("tokens/a.tokens.json"))
    }

    @Test func aBrokenTokenFailsTheBuildWithItsLocation() throws {
        var files = Self.files
        files["Content/tokens/a.tokens.json"] = #"{ "color": { "$type": "color", "link": { "$value": "{color.brnd}" } } }"#
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        let diagnostics = handbook.failure()
        #expect(
            diagnostics.map(\.formatted) == ["Content/tokens/a.tokens.json:1:52: error: '{color.brnd}' refers to no token [token-reference-unknown]"])
    }

    @Test func olderSyntaxWarnsAndStrictFails() throws {
        var files = Self.files
        files["Content/tokens/a.tokens.json"] = ##"{ "color": { "$type": "color", "brand": { "$value": "#0066ff" } } }"##
        let handbook = try TemporaryHandbook(files)
        defer { handbook.remove() }
        let site = try handbook.build().get()
        #expect(site.diagnostics.map(\.code) == ["token-legacy-value"])
        #expect(handbook.failure(strict: true).map(\.code) == ["token-legacy-value"])
    }

    @Test func aHandbookWithoutTokensHasNoTokenFiles() throws {
        let handbook = try TemporaryHandbook(["Content/index.md": "Hi\n"])
        defer { handbook.remove() }
        try handbook.build().get()
        #expect(!handbook.exists("tokens.css"))
        #expect(!(try #require(handbook.read("index.html")).contains("tokens.css")))
    }
}

/// Strings that are CSS (Adobe Spectrum types its shadow colors `string`, as `rgba(…)`): written
/// to tokens.css as they are, previewed as what they are, kept as strings in tokens.json.
@Suite("String tokens that are CSS")
struct CSSStringTokenTests {
    static let files: [String: String] = [
        "specimen.yml": "title: T\ntokens: tokens.json\n",
        "tokens.json": """
        { "shadow": { "$type": "string",
            "color": { "$value": "rgba(0, 0, 0, 0.12)" },
            "ring": { "$value": "inset 0 0 0 1px" },
            "note": { "$value": "Use it for raised cards; never on text." } },
          "text": { "transform": { "$type": "string", "$value": "uppercase" } } }
        """,
        "Content/index.md": "```swatches shadow\n```\n\n```tokens shadow\n```\n",
    ]

    @Test func aCSSValueIsWrittenAsItIsAndProseQuoted() throws {
        let book = try TemporaryHandbook(Self.files)
        defer { book.remove() }
        try book.build().get()
        let css = try #require(book.read("tokens.css"))
        #expect(css.contains("--shadow-color: rgba(0, 0, 0, 0.12);"))
        #expect(css.contains("--shadow-ring: inset 0 0 0 1px;"))
        #expect(css.contains("--text-transform: uppercase;"))
        #expect(css.contains(#"--shadow-note: "Use it for raised cards; never on text.";"#))
        // tokens.json keeps the string and its type.
        let json = try #require(book.read("tokens.json"))
        #expect(json.contains("\"shadow.color\": {\n      \"type\": \"string\",\n      \"value\": \"rgba(0, 0, 0, 0.12)\","))
    }

    @Test func aStringColorHasASwatchAndAShadowABox() throws {
        let book = try TemporaryHandbook(Self.files)
        defer { book.remove() }
        try book.build().get()
        let page = try #require(book.read("index.html"))
        // The swatches block shows the color string as a swatch; the tokens block previews each.
        #expect(page.contains(#"<div class="swatch-color" style="background: rgba(0, 0, 0, 0.12)" data-token="shadow.color""#))
        #expect(page.contains(#"class="preview preview-fill" style="background: var(--shadow-color)" data-token="shadow.color""#))
        #expect(page.contains(#"class="preview preview-box" style="box-shadow: var(--shadow-ring)" data-token="shadow.ring""#))
        #expect(page.contains(#"class="preview preview-type" data-token="shadow.note""#))
        let tokenPage = try #require(book.read("tokens/shadow.color/index.html"))
        #expect(tokenPage.contains(#"class="token-swatch" style="background: rgba(0, 0, 0, 0.12)""#))
    }
}
