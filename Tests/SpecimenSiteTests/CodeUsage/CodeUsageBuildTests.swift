import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenSite

/// A handbook with a token history (a token removed, one renamed) and an app beside it named by
/// `usage:`: what token pages, tombstones and the token index show of the app's code, and what
/// `check` says of it.
@Suite("Token uses in code, on the site and in check")
struct CodeUsageBuildTests {
    /// The history handbook (`color.legacy` deprecated then removed, `color.accent` renamed to
    /// `color.highlight` then `color.emphasis`), with an app in `app/` beside its pages.
    static func handbook() throws -> TemporaryHandbook {
        let book = try TokenHistoryBuildTests.handbook()
        try book.write(
            "specimen.yml",
            """
            title: H
            baseURL: https://ds.example/
            tokens: tokens/handbook.resolver.json
            history: {tags: "v*"}
            usage:
              - {path: app, repo: "https://github.com/org/app/blob/main/", ignore: ["**/*.test.css"]}

            """)
        try book.write(
            "app/web/theme.css",
            """
            .brand { color: var(--color-brand); }
            .old { color: var(--color-legacy); }
            .accent { background: var(--color-accent); }
            /* var(--color-focus) is only in a comment */
            .near { color: var(--color-brand-strong); }
            .brand-again { border-color: var(--color-brand); }

            """)
        try book.write("app/web/theme.test.css", ".brand { color: var(--color-legacy); }\n")
        try book.write(
            "app/ios/Card.swift",
            """
            import SwiftUI

            struct Card: View {
                // Color.Token.focus is only in a comment
                var body: some View { Text("Hi").foregroundStyle(Color.Token.brand) }
            }

            """)
        try book.write("app/web/bundle.min.js", "var a=\"--color-brand\";\n")
        return book
    }

    @Test func tokenPagesSayWhereCodeUsesThemPerPlatformLinkedToTheLine() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try book.build().get()
        let brand = try #require(book.read("tokens/color.brand/index.html"))
        #expect(brand.contains("<h2 id=\"used-in-code\">Used in code</h2>"))
        #expect(brand.contains("<p class=\"code-uses-summary\">3 places in 2 files</p>"))
        #expect(brand.contains("CSS <span class=\"code-uses-count\">2 places in 1 file</span>"))
        #expect(brand.contains("Swift <span class=\"code-uses-count\">1 place in 1 file</span>"))
        #expect(
            brand.contains(
                "<a href=\"https://github.com/org/app/blob/main/web/theme.css#L1\"><code>app/<wbr>web/<wbr>theme.css:1</code></a> <code class=\"code-use-name\">--color-brand</code>"
            ))
        #expect(brand.contains("<a href=\"https://github.com/org/app/blob/main/ios/Card.swift#L5\"><code>app/<wbr>ios/<wbr>Card.swift:5</code></a>"))
        #expect(brand.contains("Skipped: 1 files"))  // the minified bundle
        let focus = try #require(book.read("tokens/color.focus/index.html"))
        #expect(focus.contains("<p class=\"code-uses-none\">No code in app uses this token.</p>"))
    }

    @Test func aTranslationShowsTheSameUsesAndLaterScansSeeTheCodeAsItIsThen() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        let config = try String(contentsOf: book.root.appendingPathComponent("specimen.yml"), encoding: .utf8)
        try book.write("specimen.yml", config + "languages:\n  - {code: en, label: English}\n  - {code: fr, label: Français}\n")
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll()
        func page(_ path: String) -> String { String(decoding: session.files[path] ?? Data(), as: UTF8.self) }
        let secondUse = "<code>app/<wbr>web/<wbr>theme.css:6</code>"
        #expect(page("tokens/color.brand/index.html").contains(secondUse))
        #expect(page("fr/tokens/color.brand/index.html").contains(secondUse))
        // The translation took the default language's scan once; a token edit with the code
        // changed scans again in every language.
        try book.write("app/web/theme.css", ".brand { color: var(--color-brand); }\n")
        _ = try session.update(changedPaths: ["app/web/theme.css", "tokens/handbook.resolver.json"])
        #expect(page("fr/tokens/color.brand/index.html").contains("<code>app/<wbr>web/<wbr>theme.css:1</code>"))
        #expect(!page("tokens/color.brand/index.html").contains(secondUse))
        #expect(!page("fr/tokens/color.brand/index.html").contains(secondUse))
    }

    @Test func tombstonesListTheCodeStillUsingTheTokenAndTheIndexCountsUses() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try book.build().get()
        let legacy = try #require(book.read("tokens/color.legacy/index.html"))
        #expect(legacy.contains("<h2 id=\"used-in-code\">Code still using it</h2>"))
        #expect(legacy.contains("<code>app/<wbr>web/<wbr>theme.css:2</code>"))
        #expect(!legacy.contains("theme.test.css"))  // ignored
        let index = try #require(book.read("tokens/index.html"))
        #expect(index.contains("<tr data-token=\"color.brand\" data-type=\"color\" data-group=\"color\" data-uses=\"3\">"))
        #expect(index.contains("<td class=\"token-uses\" data-count=\"0\">0</td>"))
        #expect(index.contains("<select name=\"uses\" data-filter=\"uses\">"))
        #expect(index.contains("<select name=\"sort\" data-sort>"))
    }

    @Test func checkStopsCodeUsingARemovedTokenAtItsLineNamingTheReplacement() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        var options = BuildOptions(root: book.root)
        options.includeNotes = true
        let outcome = Result { () throws(DiagnosticsFailure) in try SiteSession(options: options).buildAll(into: DiscardingSink()) }
        guard case .failure(let failure) = outcome else {
            Issue.record("check passed with code using a removed token")
            return
        }
        let findings = failure.diagnostics.map(\.formatted)
        #expect(
            findings.contains(
                "app/web/theme.css:2:19: error: '--color-legacy' uses color.legacy, which was removed; use color.brand instead [token-removed-in-code]"
            ))
        #expect(
            findings.contains(
                "app/web/theme.css:3:27: error: '--color-accent' uses color.accent, which was renamed to color.highlight; use color.emphasis instead [token-removed-in-code]"
            ))
        #expect(findings.contains { $0.contains("note: 'color.focus' is used nowhere in the code of usage: (app) [token-unused-in-code]") })
        #expect(!findings.contains { $0.contains("'color.brand' is used nowhere") })
        // A build publishes the handbook whatever the app's code says.
        #expect((try? book.build().get()) != nil)
    }

    /// Without `repo:`, a folder in a git checkout links to its origin at the commit scanned,
    /// whatever form the remote's URL has, credentials left out; a pattern places path and line.
    @Test func placesLinkToTheCheckoutsOriginOrThroughAPattern() throws {
        let book = try TemporaryHandbook([
            "specimen.yml":
                "title: H\ntokens: tokens.json\nusage:\n  - app\n  - {path: web, repo: \"https://bitbucket.org/org/web/src/main/{path}#lines-{line}\"}\n",
            "tokens.json": "{ \"color\": { \"$type\": \"color\", \"brand\": \(TokenHistoryBuildTests.color("#0000ff")) } }\n",
            "Content/index.md": "# Hi\n",
            "app/src/a b.css": "\n.x { color: var(--color-brand); }\n",
            "web/site.css": ".y { color: var(--color-brand); }\n",
        ])
        defer { book.remove() }
        let app = TemporaryHandbook(root: book.root.appendingPathComponent("app"))
        try app.git("init", "-q")
        try app.git("remote", "add", "origin", "https://someone:secret@github.com/org/app.git")
        try app.commit("2026-01-10", "App")
        let head = try app.gitOutput("rev-parse", "HEAD")
        let commit = try #require(head).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try book.build().get()
        let page = try #require(book.read("tokens/color.brand/index.html"))
        #expect(page.contains("<a href=\"https://github.com/org/app/blob/\(commit)/src/a%20b.css#L2\"><code>app/<wbr>src/<wbr>a b.css:2</code></a>"))
        #expect(!page.contains("secret"))
        #expect(page.contains("<a href=\"https://bitbucket.org/org/web/src/main/site.css#lines-1\"><code>web/<wbr>site.css:1</code></a>"))
        #expect(RepositoryLink.webAddress(of: "git@gitlab.com:group/sub/app.git")?.absoluteString == "https://gitlab.com/group/sub/app")
        #expect(RepositoryLink.webAddress(of: "ssh://git@github.com:22/org/app.git")?.absoluteString == "https://github.com/org/app")
        #expect(RepositoryLink.webAddress(of: "/srv/git/app.git") == nil)
    }

    /// A folder named inside another is read once; the places of many files (more than one
    /// core's chunk) come in the files' order.
    @Test func aFileTwoFoldersListIsReadOnceAndPlacesKeepTheFilesOrder() throws {
        var files = [
            "specimen.yml": "title: H\ntokens: tokens.json\nusage:\n  - app\n  - app/web\n",
            "tokens.json": "{ \"color\": { \"$type\": \"color\", \"brand\": \(TokenHistoryBuildTests.color("#0000ff")) } }\n",
            "Content/index.md": "# Hi\n",
        ]
        for number in 0..<3000 { files["app/web/f\(String(format: "%04d", number)).css"] = "a { color: var(--color-brand); }\n" }
        let book = try TemporaryHandbook(files)
        defer { book.remove() }
        let report = try #require(try CodeUsageReport.read(options: BuildOptions(root: book.root)))
        #expect(report.diagnostics.isEmpty)
        let places = report.index.places(of: "color.brand")
        #expect(places.count == 3000)
        #expect(places.map(\.file) == (0..<3000).map { "app/web/f\(String(format: "%04d", $0)).css" })
        #expect(report.index.filesRead == 3000)
        #expect(report.heading(of: "color.brand") == "color.brand: 3000 places in 3000 files")
    }

    @Test func aFolderThatIsNotThereIsAWarningAndOneOutsideAnError() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: H\ntokens: tokens.json\nusage:\n  - nowhere\n  - /etc\n",
            "tokens.json": "{ \"color\": { \"$type\": \"color\", \"brand\": \(TokenHistoryBuildTests.color("#0000ff")) } }\n",
            "Content/index.md": "# Hi\n",
        ])
        defer { book.remove() }
        let findings = book.failure().map(\.formatted)
        #expect(
            findings.contains { $0.hasPrefix("specimen.yml:4:5: warning: no code folder at 'nowhere'") && $0.hasSuffix("[usage-folder-missing]") })
        #expect(
            findings.contains { $0.hasPrefix("specimen.yml:5:5: error: '/etc' is outside the handbook") && $0.hasSuffix("[usage-outside-handbook]") })
    }
}
