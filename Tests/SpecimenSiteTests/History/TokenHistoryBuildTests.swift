import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenSite

/// A token added, changed in one context, renamed, deprecated and removed across four release
/// tags of a real git repository made in a temporary folder, and renamed again after the last:
/// what its page, its tombstone, its badge, the changelog and `tokens.json` say.
@Suite("Token history")
struct TokenHistoryBuildTests {
    static let resolver = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
          "modifiers": {
            "theme": {
              "default": "light",
              "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """

    static func color(_ hex: String, deprecated: String? = nil) -> String {
        let channels = stride(from: 1, to: 7, by: 2).map { offset -> String in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            let value = Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!) / 255
            return String(format: "%.4f", value)
        }
        let deprecation = deprecated.map { ", \"$deprecated\": \"\($0)\"" } ?? ""
        return
            "{ \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(channels.joined(separator: ", "))], \"hex\": \"\(hex)\" }\(deprecation) }"
    }

    /// `base` colors by name, and `color.brand` in light and dark.
    static func tokens(_ book: TemporaryHandbook, base: [(String, String)], dark: String) throws {
        let members = base.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ",\n    ")
        try book.write("tokens/base.tokens.json", "{ \"color\": { \"$type\": \"color\",\n    \(members) } }\n")
        try book.write("tokens/light.tokens.json", "{ \"color\": { \"$type\": \"color\", \"brand\": \(color("#0000ff")) } }\n")
        try book.write("tokens/dark.tokens.json", "{ \"color\": { \"$type\": \"color\", \"brand\": \(color(dark)) } }\n")
    }

    /// Releases 1.0.0 to 2.0.0, then `color.highlight` renamed to `color.emphasis` untagged.
    static func handbook(page: String = "Brand is {color.brand}.\n") throws -> TemporaryHandbook {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: H\nbaseURL: https://ds.example/\ntokens: tokens/handbook.resolver.json\nhistory: {tags: \"v*\"}\n",
            "tokens/handbook.resolver.json": resolver,
            "Content/index.md": page,
            "Content/changelog.md": "---\ntitle: Changelog\n---\n\nWhat changed.\n\n```changelog\n```\n",
        ])
        try book.git("init", "-q")
        try tokens(book, base: [("accent", color("#ff0000")), ("legacy", color("#00ff00"))], dark: "#8080ff")
        try book.commit("2026-01-10", "1.0.0")
        try book.tag("v1.0.0", "2026-01-10", message: "The first release.")
        try tokens(book, base: [("accent", color("#ff0000")), ("legacy", color("#00ff00")), ("focus", color("#ffaa00"))], dark: "#a0a0ff")
        try book.commit("2026-02-10", "Focus; a lighter dark brand")
        try book.tag("v1.1.0", "2026-02-10")
        try tokens(
            book,
            base: [("highlight", color("#ff0000")), ("legacy", color("#00ff00", deprecated: "Use {color.brand}.")), ("focus", color("#ffaa00"))],
            dark: "#a0a0ff")
        try book.commit("2026-03-10", "Accent is highlight; legacy deprecated")
        try book.tag("v1.2.0", "2026-03-10", message: "Accent becomes *highlight*.")
        try tokens(book, base: [("highlight", color("#ff0000")), ("focus", color("#ffaa00"))], dark: "#a0a0ff")
        try book.commit("2026-04-10", "Legacy removed")
        try book.tag("v2.0.0", "2026-04-10")
        try tokens(book, base: [("emphasis", color("#ff0000")), ("focus", color("#ffaa00"))], dark: "#a0a0ff")
        return book
    }

    @Test func everyTokenPageTellsItsHistoryNewestFirstLinkingToTheChangelog() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try book.build().get()
        let brand = try #require(book.read("tokens/color.brand/index.html"))
        let history = try #require(brand.range(of: "<ol class=\"token-history\" reversed>").map { String(brand[$0.lowerBound...]) })
        let changed = try #require(history.range(of: "Changed: dark <code>#8080ff</code> → <code>#a0a0ff</code>"))
        let introduced = try #require(history.range(of: "Introduced."))
        #expect(changed.lowerBound < introduced.lowerBound, "newest first")
        #expect(history.contains("<a href=\"/changelog/#release-1.1.0\">1.1.0</a> <time datetime=\"2026-02-10\">2026-02-10</time>"))
        let focus = try #require(book.read("tokens/color.focus/index.html"))
        #expect(focus.contains("<a href=\"/changelog/#release-1.1.0\">1.1.0</a>"))
        #expect(focus.contains("Introduced."))
        // A renamed token carries its old name's history.
        let emphasis = try #require(book.read("tokens/color.emphasis/index.html"))
        #expect(
            emphasis.contains("Renamed from <a href=\"/tokens/color.highlight/\" data-token=\"color.highlight\"><code>color.highlight</code></a>."))
        #expect(emphasis.contains("Renamed from <a href=\"/tokens/color.accent/\" data-token=\"color.accent\"><code>color.accent</code></a>."))
        #expect(emphasis.contains("<a href=\"/changelog/#unreleased\">Unreleased</a>"))
    }

    @Test func removedAndRenamedTokensKeepTheirPagesAndBadgesAsTombstones() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try book.build().get()
        let legacy = try #require(book.read("tokens/color.legacy/index.html"))
        #expect(legacy.contains("This token was removed in <a href=\"/changelog/#release-2.0.0\">2.0.0</a>."))
        #expect(legacy.contains("Use <a href=\"/tokens/color.brand/\" data-token=\"color.brand\"><code>color.brand</code></a> instead."))
        #expect(legacy.contains("<code>#00ff00</code>"), "its last value")
        #expect(legacy.contains("Deprecated: Use <a href=\"/tokens/color.brand/\" data-token=\"color.brand\"><code>color.brand</code></a>."))
        // Renamed twice: the replacement follows the chain to the token that exists.
        let accent = try #require(book.read("tokens/color.accent/index.html"))
        #expect(
            accent.contains(
                "This token was renamed to <a href=\"/tokens/color.highlight/\" data-token=\"color.highlight\"><code>color.highlight</code></a> in <a href=\"/changelog/#release-1.2.0\">1.2.0</a>."
            ))
        #expect(accent.contains("Use <a href=\"/tokens/color.emphasis/\" data-token=\"color.emphasis\"><code>color.emphasis</code></a> instead."))
        let highlight = try #require(book.read("tokens/color.highlight/index.html"))
        #expect(
            highlight.contains(
                "This token was renamed to <a href=\"/tokens/color.emphasis/\" data-token=\"color.emphasis\"><code>color.emphasis</code></a> after the last release."
            ))
        let badge = try #require(book.read("tokens/color.accent.svg"))
        #expect(badge.contains("<title>color.accent: renamed in 1.2.0 · use color.emphasis</title>"))
        #expect(badge.contains("text-decoration=\"line-through\""))
        #expect(book.read("tokens/color.legacy.svg")?.contains("removed in 2.0.0 · use color.brand") == true)
    }

    @Test func theChangelogIsWrittenReleaseByReleaseWithTheTagsNotes() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try book.build().get()
        let changelog = try #require(book.read("changelog/index.html"))
        let order = ["id=\"unreleased\"", "id=\"release-2.0.0\"", "id=\"release-1.2.0\"", "id=\"release-1.1.0\"", "id=\"release-1.0.0\""].map {
            changelog.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil } && zip(order, order.dropFirst()).allSatisfy { $0! < $1! }, "newest first")
        #expect(changelog.contains("<p>Accent becomes <em>highlight</em>.</p>"), "an annotated tag's message")
        #expect(changelog.contains("<em>Released 2026-03-10</em>"))
        #expect(changelog.contains("<h3 id=\"release-1.1.0_added\">Added"))
        #expect(changelog.contains("data-token=\"color.focus\""))
        #expect(changelog.contains("</a>: dark <code>#8080ff</code> → <code>#a0a0ff</code></li>"))
        #expect(changelog.contains("<h3 id=\"release-2.0.0_removed\">Removed"))
        #expect(changelog.contains("class=\"token-chip token-chip-removed\" id=\"changelog-tokenref-"))
        #expect(changelog.contains("The first release in this history, with 3 tokens."))
        // The releases are in the page's table of contents.
        #expect(changelog.contains("<li class=\"toc-item toc-level-2\"><a href=\"#release-1.2.0\">1.2.0</a></li>"))
    }

    @Test func tokensJSONListsRemovedTokensApart() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try book.build().get()
        let json = try JSONSerialization.jsonObject(with: Data(try #require(book.read("tokens.json")).utf8)) as? [String: Any]
        let tokens = try #require(json?["tokens"] as? [String: Any])
        let removed = try #require(json?["removed"] as? [String: [String: Any]])
        #expect(Set(removed.keys) == ["color.accent", "color.highlight", "color.legacy"])
        #expect(tokens["color.legacy"] == nil)
        #expect(removed["color.accent"]?["removedIn"] as? String == "1.2.0")
        #expect(removed["color.accent"]?["renamedTo"] as? String == "color.highlight")
        #expect(removed["color.accent"]?["replacement"] as? String == "color.emphasis")
        #expect(removed["color.legacy"]?["replacement"] as? String == "color.brand")
        #expect(removed["color.legacy"]?["css"] as? String == "#00ff00")
        #expect(removed["color.highlight"]?["removedIn"] is NSNull, "not in a release yet")
    }

    @Test func aPageReferringToARemovedTokenIsAnErrorNamingTheReplacement() throws {
        let book = try Self.handbook(page: "Old: {color.legacy}, [accent](token:color.accent).\n")
        defer { book.remove() }
        let errors = book.failure().map(\.formatted)
        #expect(
            errors.contains("Content/index.md:1:6: error: '{color.legacy}' was removed in 2.0.0; use {color.brand} instead [token-reference-removed]")
        )
        #expect(
            errors.contains(
                "Content/index.md:1:31: error: link to token 'color.accent', which was renamed to {color.highlight} in 1.2.0; use {color.emphasis} instead [token-reference-removed]"
            ))
    }

    @Test func aTokenEditInServeRetellsTheHistoryAsAFullBuildWould() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll()
        try Self.tokens(book, base: [("emphasis", Self.color("#ff0000"))], dark: "#a0a0ff")
        let update = try session.update(changedPaths: ["tokens/base.tokens.json"])
        #expect(
            update.changed["tokens/color.focus/index.html"].map { String(decoding: $0, as: UTF8.self).contains("after the last release") } == true)
        #expect(session.files == (try SiteBuilder.build(BuildOptions(root: book.root)).files))
    }

    @Test func withoutGitOrTagsTheSiteBuildsWithoutHistoryAndCheckSaysWhy() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: H\ntokens: tokens.json\nhistory: {tags: \"v*\"}\n",
            "tokens.json": "{ \"color\": { \"$type\": \"color\", \"brand\": \(Self.color("#0000ff")) } }\n",
            "Content/changelog.md": "```changelog\n```\n",
        ])
        defer { book.remove() }
        var options = BuildOptions(root: book.root)
        options.includeNotes = true
        let notes = try SiteSession(options: options).buildAll(into: DiscardingSink()).diagnostics.map(\.formatted)
        #expect(
            notes.contains(
                "specimen.yml:3:10: note: the handbook is not in a git repository, so its token pages show no history [history-unavailable]"))
        _ = try book.build().get()
        #expect(book.read("changelog/index.html")?.contains("No release of the tokens could be read; specimen check says why.") == true)
        try book.git("init", "-q")
        try book.commit("2026-01-10", "Untagged")
        let untagged = try SiteSession(options: options).buildAll(into: DiscardingSink()).diagnostics.map(\.formatted)
        #expect(untagged.contains { $0.hasSuffix("[history-no-releases]") })
    }

    @Test func aReleaseWhoseTokensDoNotResolveIsLeftOutWithAWarning() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        try book.commit("2026-05-01", "Emphasis")
        try book.git("checkout", "-q", "v1.0.0")
        try book.write("tokens/base.tokens.json", "{ not json")
        try book.commit("2026-01-11", "Broken")
        try book.tag("v1.0.1", "2026-01-11")
        try book.git("checkout", "-q", "-")
        let built = try book.build().get()
        #expect(built.diagnostics.map(\.formatted).contains { $0.contains("warning: release 'v1.0.1' is left out of the history") })
        #expect(book.read("changelog/index.html")?.contains("id=\"release-1.0.1\"") == false)
    }
}
