import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// Releases published side by side with the current handbook, built as `specimen build` builds
/// (streamed into the output folder) from a real git repository: their pages, what they say of
/// the current one, the sitemap, and the cache that builds each release once.
@Suite("Published versions")
struct PublishedVersionsTests {
    /// The handbook of the token history tests, publishing `versions`.
    static func handbook(versions: [String]) throws -> TemporaryHandbook {
        let book = try TokenHistoryBuildTests.handbook()
        let config = try #require(book.read("specimen.yml", in: book.root))
        let list = versions.map { "\"\($0)\"" }.joined(separator: ", ")
        try book.write("specimen.yml", config + "versions: [\(list)]\n")
        return book
    }

    /// Builds and writes the site as `specimen build` does.
    @discardableResult
    static func publish(_ book: TemporaryHandbook) throws(DiagnosticsFailure) -> BuiltSite {
        let staging = OutputWriter.Staging(handbookRoot: book.root)
        do throws(DiagnosticsFailure) {
            let site = try SiteSession(options: BuildOptions(root: book.root)).buildAll(into: staging)
            try staging.commit()
            return site
        } catch {
            staging.discard()
            throw error
        }
    }

    static func inode(_ url: URL) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    @Test func aReleaseIsPublishedBelowVWithItsHistoryEndingWithIt() throws {
        let book = try Self.handbook(versions: ["1.1.0", "2.0.0"])
        defer { book.remove() }
        try Self.publish(book)
        let accent = try #require(book.read("v/1.1.0/tokens/color.accent/index.html"))
        #expect(accent.contains("<link rel=\"canonical\" href=\"https://ds.example/tokens/color.accent/\">"))
        #expect(
            accent.contains(
                "<p class=\"page-notice version-notice\" role=\"note\">This page is from version 1.1.0 of the handbook, an earlier release. <a href=\"/tokens/color.accent/\">Read the current version of this page</a></p>"
            ))
        #expect(accent.contains("<li><a href=\"/tokens/color.accent/\">Latest</a></li>"))
        #expect(accent.contains("<li><a href=\"/v/1.1.0/tokens/color.accent/\" aria-current=\"page\">1.1.0</a></li>"))
        #expect(accent.contains("data-versions=\"/versions.json\""))
        #expect(!accent.contains("token-removed"), "accent still existed in 1.1.0")
        let changelog = try #require(book.read("v/1.1.0/changelog/index.html"))
        #expect(changelog.contains("id=\"release-1.1.0\"") && changelog.contains("id=\"release-1.0.0\""))
        #expect(!changelog.contains("id=\"release-1.2.0\"") && !changelog.contains("id=\"unreleased\""))
        #expect(book.read("v/1.1.0/tokens.css")?.contains("--color-accent") == true)
        #expect(book.read("v/2.0.0/tokens/color.legacy/index.html")?.contains("This token was removed in") == true)
    }

    @Test func theCurrentHandbooksSwitcherKeepsThePageAndOnlyItIsInTheSitemap() throws {
        let book = try Self.handbook(versions: ["1.1.0", "2.0.0"])
        defer { book.remove() }
        try Self.publish(book)
        let brand = try #require(book.read("tokens/color.brand/index.html"))
        #expect(brand.contains("<li><a href=\"/tokens/color.brand/\" aria-current=\"page\">Latest</a></li>"))
        #expect(brand.contains("<li><a href=\"/v/1.1.0/tokens/color.brand/\">1.1.0</a></li>"))
        #expect(brand.contains("<li><a href=\"/v/2.0.0/tokens/color.brand/\">2.0.0</a></li>"))
        #expect(!brand.contains("rel=\"canonical\""))
        let sitemap = try #require(book.read("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://ds.example/changelog/</loc>"))
        #expect(!sitemap.contains("/v/"))
        #expect(book.read("v/1.1.0/sitemap.xml") == nil)
        let versions = try JSONSerialization.jsonObject(with: Data(try #require(book.read("versions.json")).utf8)) as? [String: [[String: Any]]]
        #expect(versions?["versions"]?.map { $0["url"] as? String } == ["/", "/v/1.1.0/", "/v/2.0.0/"])
    }

    @Test func aReleaseBuiltBeforeIsPlacedFromItsCacheAndANewOneBuildsAlone() throws {
        let book = try Self.handbook(versions: ["1.1.0"])
        defer { book.remove() }
        try Self.publish(book)
        let cache = book.root.appendingPathComponent(".specimen/versions")
        let first = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(first.count == 1)
        let cachedPage = cache.appendingPathComponent(first[0]).appendingPathComponent("index.html")
        let builtAt = try #require(FileManager.default.attributesOfItem(atPath: cachedPage.path)[.modificationDate] as? Date)
        // The published page is the cache's file, linked.
        #expect(Self.inode(cachedPage) == Self.inode(book.output.appendingPathComponent("v/1.1.0/index.html")))
        try book.write(
            "specimen.yml",
            try #require(book.read("specimen.yml", in: book.root)).replacingOccurrences(of: "[\"1.1.0\"]", with: "[\"1.1.0\", \"1.2.0\"]"))
        try Self.publish(book)
        let second = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
        #expect(second.count == 2 && second.contains(first[0]))
        #expect((try FileManager.default.attributesOfItem(atPath: cachedPage.path)[.modificationDate] as? Date) == builtAt, "not built again")
        #expect(book.read("v/1.2.0/tokens/color.highlight/index.html") != nil)
        #expect(book.read("v/1.1.0/index.html") != nil)
    }

    @Test func aNameNoTagGivesIsAnErrorWithASuggestion() throws {
        let book = try Self.handbook(versions: ["v1.1.0"])
        defer { book.remove() }
        #expect(throws: DiagnosticsFailure.self) { try Self.publish(book) }
        do {
            try Self.publish(book)
        } catch {
            #expect(
                error.diagnostics.map(\.formatted).contains(
                    "specimen.yml:5:11: error: versions: names 'v1.1.0', which no tag matching 'v*' holds; did you mean '1.1.0'? [version-unknown]"))
        }
    }

    @Test func aReleaseThatNoLongerBuildsIsLeftOutWithAWarning() throws {
        let book = try Self.handbook(versions: ["1.0.1", "1.1.0"])
        defer { book.remove() }
        let config = try #require(book.read("specimen.yml", in: book.root))
        try book.commit("2026-05-01", "Emphasis")
        try book.git("checkout", "-q", "v1.0.0")
        try book.write("Content/index.md", "A [link](missing.md).\n")
        try book.commit("2026-01-11", "A broken link")
        try book.tag("v1.0.1", "2026-01-11")
        try book.git("checkout", "-q", "-")
        try book.write("specimen.yml", config)
        let site = try Self.publish(book)
        #expect(
            site.diagnostics.map(\.formatted).contains {
                $0.contains("warning: version '1.0.1' is not published: the handbook at v1.0.1 does not build")
            })
        #expect(book.read("v/1.0.1/index.html") == nil)
        #expect(book.read("v/1.1.0/index.html") != nil)
    }

    @Test func aReleaseWithItsOwnOlderThemeStillSaysWhatItIsAndNamesTheCurrentPage() throws {
        let book = try Self.handbook(versions: ["1.0.2"])
        defer { book.remove() }
        let config = try #require(book.read("specimen.yml", in: book.root))
        try book.commit("2026-05-01", "Emphasis")
        try book.git("checkout", "-q", "v1.0.0")
        try book.write(
            "Templates/layout.mustache",
            "<!doctype html>\n<html lang=\"{{site.language}}\">\n<head><title>{{page.title}}</title></head>\n<body><main>{{{page.content}}}</main></body>\n</html>\n"
        )
        try book.commit("2026-01-12", "A theme of its own")
        try book.tag("v1.0.2", "2026-01-12")
        try book.git("checkout", "-q", "-")
        try book.write("specimen.yml", config)
        try Self.publish(book)
        let page = try #require(book.read("v/1.0.2/tokens/color.accent/index.html"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://ds.example/tokens/color.accent/\">\n</head>"))
        #expect(
            page.contains(
                "<main>\n<p class=\"page-notice version-notice\" role=\"note\">This page is from version 1.0.2 of the handbook, an earlier release. <a href=\"/tokens/color.accent/\">Read the current version of this page</a></p>"
            ))
    }

    @Test func versionsNeedAHistory() throws {
        #expect(throws: DiagnosticsFailure.self) { try SiteConfig.parse("versions: [\"1.0.0\"]\n", file: "specimen.yml") }
    }
}

extension TemporaryHandbook {
    /// A file of the handbook itself (not of its output).
    func read(_ path: String, in folder: URL) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }
}
