import Foundation
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

@Suite("Publishing under a sub-path")
struct BaseURLTests {
    @Test(
        "base URLs parse to an origin and a slash-wrapped path",
        arguments: [
            ("/handbook/", nil, "/handbook/"),
            ("handbook", nil, "/handbook/"),
            ("/", nil, "/"),
            ("", nil, "/"),
            ("https://example.com", "https://example.com", "/"),
            ("https://Example.com:8443/docs/handbook", "https://Example.com:8443", "/docs/handbook/"),
        ] as [(String, String?, String)])
    func parses(input: String, origin: String?, path: String) throws {
        let parsed = try #require(BaseURL(parsing: input))
        #expect(parsed.path == path)
        #expect(parsed.origin?.lowercased() == origin?.lowercased())
    }

    @Test("nonsense base URLs are rejected", arguments: ["ftp://example.com/", "https://", "/a b/", "/docs?x=1", "//cdn.example.com/"])
    func rejects(input: String) {
        #expect(BaseURL(parsing: input) == nil)
    }

    @Test func everyLinkStaysUnderTheBasePath() throws {
        let handbook = try TemporaryHandbook([
            "specimen.yml": "title: Sub\nbaseURL: https://example.com/handbook/\n",
            "Content/index.md": "## Top\n\n[Colors](foundations/colors.md) [abs](/foundations/colors/) ![img](logo.svg)\n",
            "Content/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "Content/foundations/colors.md": "## Primary\n\n[Home](../index.md#top)\n",
            "Content/foundations/type/scale.md": "Scale\n",
        ])
        defer { handbook.remove() }
        try handbook.build().get()
        let htmlFiles = FileManager.default.enumerator(atPath: handbook.output.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(htmlFiles.count == 6)
        for file in htmlFiles {
            let html = try #require(handbook.read(file))
            for target in linkTargets(in: html) where !target.hasPrefix("#") && !target.hasPrefix("http") {
                #expect(target.hasPrefix("/handbook/"), "\(file) links to \(target), outside the base path")
            }
        }
        let sitemap = try #require(handbook.read("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.com/handbook/foundations/colors/</loc>"))
    }

    @Test func theCommandLineBaseURLOverridesTheConfig() throws {
        let handbook = try TemporaryHandbook(["specimen.yml": "baseURL: /docs/\n", "Content/index.md": "Hi\n"])
        defer { handbook.remove() }
        try handbook.build(baseURL: "/handbook/").get()
        #expect(try #require(handbook.read("index.html")).contains("href=\"/handbook/assets/specimen.css\""))
        #expect(handbook.failure(baseURL: "ftp://nope").map(\.code) == ["option-value"])
    }
}
