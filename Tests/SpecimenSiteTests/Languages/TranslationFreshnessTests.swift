import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// Translations older than the page they translate, by a real git history made in a temporary
/// folder: the notice on the page, the note of `check`, and the status page.
@Suite("Translation freshness")
struct TranslationFreshnessTests {
    static let english = "---\ntitle: Colors\n---\n\nIntro.\n\n## Semantic colors\n\nPrimary is blue.\n\n## Grays\n\nFour grays.\n"
    static let french =
        "---\ntitle: Couleurs\n---\n\nIntro.\n\n## Couleurs sémantiques {#semantic-colors}\n\nLe primaire est bleu.\n\n## Gris {#grays}\n\nQuatre gris.\n"

    /// A handbook in git: English committed on 1 March, French on 2 March, the grays changed on 5 April.
    static func history() throws -> TemporaryHandbook {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: H\nlanguages: [en, fr, ko]\n", "Content/index.md": "Home.\n", "Content/colors.md": english,
        ])
        try git(book, "init", "-q")
        try commit(book, "2026-03-01", "English")
        try book.write("Content/fr/colors.md", french)
        try commit(book, "2026-03-02", "French")
        try book.write("Content/colors.md", english.replacingOccurrences(of: "Four grays.", with: "Five grays."))
        try commit(book, "2026-04-05", "A fifth gray")
        return book
    }

    static func commit(_ book: TemporaryHandbook, _ day: String, _ message: String) throws {
        try book.commit(day, message)
    }

    static func git(_ book: TemporaryHandbook, _ arguments: String..., date: String? = nil) throws {
        try book.git(arguments, date: date)
    }

    static func check(_ book: TemporaryHandbook) throws -> [String] {
        var options = BuildOptions(root: book.root)
        options.includeNotes = true
        return try SiteSession(options: options).buildAll(into: DiscardingSink()).diagnostics.map(\.formatted)
    }

    @Test func aTranslationOlderThanItsPageSaysWhatChanged() throws {
        let book = try Self.history()
        defer { book.remove() }
        _ = try book.build().get()
        let french = try #require(book.read("fr/colors/index.html"))
        #expect(
            french.contains(
                "<p class=\"page-notice\" role=\"note\">La page en anglais a été modifiée après la réalisation de cette traduction (depuis le 5 avril 2026: Grays)"
            ))
        #expect(
            try Self.check(book).contains(
                "Content/fr/colors.md:1:1: note: the English page Content/colors.md has changed since 2026-04-05: Grays [translation-outdated]"))
        let status = try #require(book.read("translations/index.html"))
        #expect(
            status.contains("<td class=\"translation-outdated\"><a href=\"/fr/colors/\">outdated</a><br><small>since 2026-04-05: Grays</small></td>"))
        #expect(status.contains("<td class=\"translation-missing\"><a href=\"/ko/colors/\">missing</a></td>"))
    }

    @Test func translatedFromNamesTheCommitOrDayTheTranslationMatches() throws {
        let book = try Self.history()
        defer { book.remove() }
        // Brought up to date and said so: current, whatever its own commit.
        try book.write(
            "Content/fr/colors.md", Self.french.replacingOccurrences(of: "title: Couleurs", with: "title: Couleurs\ntranslatedFrom: 2026-04-06"))
        _ = try book.build().get()
        #expect(book.read("fr/colors/index.html")?.contains("page-notice") == false)
        #expect(try Self.check(book).allSatisfy { !$0.contains("translation-outdated") })
        // From before the page existed: everything in it changed since.
        try book.write(
            "Content/fr/colors.md", Self.french.replacingOccurrences(of: "title: Couleurs", with: "title: Couleurs\ntranslatedFrom: 2026-01-01"))
        _ = try book.build().get()
        #expect(book.read("fr/colors/index.html")?.contains("(depuis le 1 mars 2026: Colors, Semantic colors, Grays)") == true)
    }

    @Test func anUncommittedEditOfThePageMakesItsTranslationsOutdatedWhileServing() throws {
        let book = try Self.history()
        defer { book.remove() }
        try book.write("Content/fr/colors.md", Self.french + "\nQuatre gris, puis cinq.\n")
        try Self.commit(book, "2026-04-06", "French, up to date")
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll()
        #expect(session.files["fr/colors/index.html"].map { String(decoding: $0, as: UTF8.self).contains("page-notice") } == false)
        let now = Self.english.replacingOccurrences(of: "Four grays.", with: "Five grays.")
        try book.write("Content/colors.md", now.replacingOccurrences(of: "Primary is blue.", with: "Primary is teal."))
        let update = try session.update(changedPaths: ["Content/colors.md"])
        let french = try #require(update.changed["fr/colors/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(french.contains("(Semantic colors)"), "not committed yet: no day, the section alone")
        #expect(update.changed["translations/index.html"] != nil)
        let full = try SiteBuilder.build(BuildOptions(root: book.root)).files
        #expect(session.files == full)
    }

    @Test func theSectionsOfADiffAreTheHeadingsOverTheLinesItChanged() {
        let text = "---\ntitle: T\n---\n\nIntro.\n\n```\n# not a heading\n```\n\n## A {#a}\n\nx\n\n### B\n\ny\n"
        let diff = "@@ -5 +5 @@\n-a\n+b\n@@ -8,0 +8,2 @@\n@@ -13 +13 @@\n@@ -17 +17 @@\n"
        #expect(TranslationFreshness.sections(changedBy: diff, in: text, title: "file") == ["T", "A", "B"])
        #expect(TranslationFreshness.isDate("2026-05-01") && !TranslationFreshness.isDate("a1b2c3d") && !TranslationFreshness.isDate("2026-5-1"))
    }
}

extension TranslationFreshnessTests {
    /// A handbook in a folder of its repository, as documentation often is.
    @Test func aHandbookInAFolderOfItsRepositoryIsMeasuredToo() throws {
        let repository = try TemporaryHandbook()
        defer { repository.remove() }
        let book = TemporaryHandbook(root: repository.root.appendingPathComponent("docs/handbook"))
        try book.write("specimen.yml", "title: H\nlanguages: [en, fr]\n")
        try book.write("Content/colors.md", Self.english)
        try Self.git(repository, "init", "-q")
        try Self.commit(repository, "2026-03-01", "English")
        try book.write("Content/fr/colors.md", Self.french)
        try Self.commit(repository, "2026-03-02", "French")
        try book.write("Content/colors.md", Self.english.replacingOccurrences(of: "Four grays.", with: "Five grays."))
        try Self.commit(repository, "2026-04-05", "A fifth gray")
        _ = try book.build().get()
        #expect(book.read("fr/colors/index.html")?.contains("(depuis le 5 avril 2026: Grays)") == true)
    }
}
