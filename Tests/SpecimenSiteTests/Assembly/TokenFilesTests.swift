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
