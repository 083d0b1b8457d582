import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenSite

/// A session's update after an edit must produce exactly the files of a full build, and touch
/// only what the edit affects.
@Suite("Incremental rebuilds")
struct IncrementalBuildTests {
    /// A copy of the sample handbook (config, pages, tokens, component spec, the component CSS
    /// its examples link) in a temporary folder.
    static func sampleCopy() throws -> TemporaryHandbook {
        let book = try TemporaryHandbook()
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Content"), to: book.root.appendingPathComponent("Content"))
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("specimen.yml"), to: book.root.appendingPathComponent("specimen.yml"))
        let css = try String(contentsOf: repositoryRoot.appendingPathComponent("Public/assets/components.css"), encoding: .utf8)
        try book.write("Public/assets/components.css", css)
        try FileManager.default.createDirectory(at: book.root.appendingPathComponent("Examples"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Examples/App"), to: book.root.appendingPathComponent("Examples/App"))
        return book
    }

    /// Where each language of the sample is, below the site: English at the root.
    static let languageFolders = ["", "fr/", "ko/", "th/", "pt/", "ka/"]

    /// The language folder a path of the site is in.
    static func folder(of path: String) -> String {
        languageFolders.dropFirst().first { path.hasPrefix($0) } ?? ""
    }

    static func session(for book: TemporaryHandbook) throws -> SiteSession {
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll()
        return session
    }

    /// Compares the session's files with a fresh full build of the same folder.
    static func expectEqualsFullBuild(
        _ session: SiteSession, _ book: TemporaryHandbook, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let full = try SiteBuilder.build(BuildOptions(root: book.root)).files
        #expect(session.files.keys.sorted() == full.keys.sorted(), sourceLocation: sourceLocation)
        let differing = full.keys.filter { session.files[$0] != nil && session.files[$0] != full[$0] }.sorted()
        #expect(differing.isEmpty, "differ from a full build: \(differing.prefix(10))", sourceLocation: sourceLocation)
    }

    func edit(_ book: TemporaryHandbook, _ path: String, _ change: (String) -> String) throws {
        let url = book.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit to \(path) must change something")
        try Data(changed.utf8).write(to: url)
    }

    @Test func aPageEditRerendersThatPageAndTheSearchIndexOnly() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/spacing.md") { $0 + "\nA new closing paragraph about rhythm.\n" }
        let update = try session.update(changedPaths: ["Content/foundations/spacing.md"])
        // The page and its Markdown copy, in English and in each language that shows it in
        // English until it is translated, llms-full.txt, which holds every copy, and each
        // language's search index.
        for folder in Self.languageFolders {
            let pageFiles = ["foundations/spacing/index.html", "foundations/spacing/index.md", "llms-full.txt"].map { folder + $0 }
            for file in pageFiles { #expect(update.changed[file] != nil, "\(file)") }
            let others = Set(update.changed.keys.filter { Self.folder(of: $0) == folder }).subtracting(pageFiles)
            #expect(others.allSatisfy { $0.hasPrefix(folder + "search/") }, "\(others.sorted())")
            // The spacing page's fragment is in one file of fragments: that file alone changes.
            #expect(
                others.contains(folder + "search/manifest.json") && others.filter { $0.hasPrefix(folder + "search/pages/") }.count == 1,
                "\(others.sorted())")
        }
        #expect(update.removed.isEmpty)
        try Self.expectEqualsFullBuild(session, book)
    }

    /// Turning the search off while serving takes the index and the field away; on again,
    /// both come back; each time the site is what a full build makes.
    @Test func searchTurnedOffAndOnWhileServing() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        #expect(session.files["search/manifest.json"] != nil)
        try edit(book, "specimen.yml") { $0 + "search: false\n" }
        let off = try session.update(changedPaths: ["specimen.yml"])
        #expect(off.removed.contains("search/manifest.json"), "\(off.removed.sorted().prefix(5))")
        #expect(!session.files.keys.contains { $0.hasPrefix("search/") })
        #expect(session.files["index.html"].map { !String(decoding: $0, as: UTF8.self).contains("specimen-search") } == true)
        try Self.expectEqualsFullBuild(session, book)
        try edit(book, "specimen.yml") { $0.replacingOccurrences(of: "search: false\n", with: "") }
        let on = try session.update(changedPaths: ["specimen.yml"])
        #expect(on.changed["search/manifest.json"] != nil)
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func serveGetsThePagesOfEveryLanguageBeforeTheIndexes() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/spacing.md") { $0 + "\nA closing paragraph about cadence.\n" }
        var deliveries: [SiteUpdate] = []
        let pages = try session.updatePages(changedPaths: ["Content/foundations/spacing.md"]) { deliveries.append($0) }
        // The default language first, then each translation as it is made.
        #expect(deliveries.map { Set($0.changed.keys.map(Self.folder(of:))) } == Self.languageFolders.map { [$0] }.sorted { $0.first! < $1.first! })
        #expect(deliveries.reduce(SiteUpdate.none) { $0.merging($1) }.changed == pages.changed)
        let page = Set(
            Self.languageFolders.flatMap { folder in
                ["foundations/spacing/index.html", "foundations/spacing/index.md"].map { folder + $0 }
            })
        #expect(Set(pages.changed.keys) == page, "the page (and its Markdown) alone in each language, before the indexes")
        #expect(session.hasUnfinishedIndexes)
        // After: llms-full.txt, which holds every page, and the search index.
        let rest = try session.finishIndexes()
        #expect(
            !rest.changed.isEmpty
                && rest.changed.keys.allSatisfy { $0.hasPrefix(Self.folder(of: $0) + "search/") || $0 == Self.folder(of: $0) + "llms-full.txt" },
            "\(rest.changed.keys.sorted())")
        #expect(Set(Self.languageFolders.map { $0 + "llms-full.txt" }).isSubset(of: rest.changed.keys))
        #expect(!session.hasUnfinishedIndexes)
        #expect(try session.finishIndexes().isEmpty)
        try Self.expectEqualsFullBuild(session, book)
    }

    /// Edits saved while the indexes wait (the writer has not paused) are indexed together:
    /// pages edited in turn, a page added, a token changed, then one call.
    @Test func theIndexesOfSeveralUpdatesAreMadeAtOnce() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/spacing.md") { $0 + "\nA paragraph about quincunx.\n" }
        _ = try session.updatePages(changedPaths: ["Content/foundations/spacing.md"])
        try edit(book, "Content/foundations/radius.md") { $0 + "\nA paragraph about zeugma.\n" }
        _ = try session.updatePages(changedPaths: ["Content/foundations/radius.md"])
        try edit(book, "Content/tokens/theme/light.tokens.json") {
            $0.replacingOccurrences(of: "\"$value\": \"{base.color.error.on-light}\"", with: "\"$value\": \"{base.color.primary.on-light}\"")
        }
        _ = try session.updatePages(changedPaths: ["Content/tokens/theme/light.tokens.json"])
        let rest = try session.finishIndexes()
        let search = rest.changed.filter { $0.key.hasPrefix("search/") }.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(search.contains("quincunx") && search.contains("zeugma"))
        try Self.expectEqualsFullBuild(session, book)
        try book.write("Content/foundations/extra.md", "---\ntitle: Extra\n---\n\nA page about xylograph.\n")
        _ = try session.updatePages(changedPaths: ["Content/foundations/extra.md"])
        try edit(book, "Content/foundations/radius.md") { $0 + "\nA paragraph about yurt.\n" }
        _ = try session.updatePages(changedPaths: ["Content/foundations/radius.md"])
        _ = try session.finishIndexes()
        try Self.expectEqualsFullBuild(session, book)
    }

    /// `serve` stops making indexes for an edit: the languages not yet made stay unfinished
    /// and the next call makes them; an update that fails leaves nothing to make from it (the
    /// next good one makes every file of its language again).
    @Test func indexesStopBetweenLanguagesAndAfterAFailureWaitForAGoodUpdate() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/spacing.md") { $0 + "\nA paragraph about quincunx.\n" }
        _ = try session.updatePages(changedPaths: ["Content/foundations/spacing.md"])
        var asked = 0
        let part = try session.finishIndexes(stoppingWhen: {
            asked += 1
            return asked > 2
        })
        #expect(part.changed["llms-full.txt"] != nil)
        #expect(session.hasUnfinishedIndexes)
        _ = try session.finishIndexes()
        #expect(!session.hasUnfinishedIndexes)
        try Self.expectEqualsFullBuild(session, book)
        try edit(book, "Content/foundations/radius.md") { $0 + "\nA paragraph about zeugma.\n" }
        _ = try session.updatePages(changedPaths: ["Content/foundations/radius.md"])
        try edit(book, "Content/components/buttons.md") { $0.replacingOccurrences(of: "## Sizes", with: "## Dimensions") }
        #expect(throws: DiagnosticsFailure.self) { try session.updatePages(changedPaths: ["Content/components/buttons.md"]) }
        // The translations, which the failed update did not reach, are indexed as they stand.
        let translations = try session.finishIndexes()
        #expect(!translations.isEmpty && translations.changed.keys.allSatisfy { Self.folder(of: $0) != "" })
        #expect(!session.hasUnfinishedIndexes)
        try edit(book, "Content/components/buttons.md") { $0.replacingOccurrences(of: "## Dimensions", with: "## Sizes") }
        _ = try session.updatePages(changedPaths: ["Content/components/buttons.md"])
        _ = try session.finishIndexes()
        try Self.expectEqualsFullBuild(session, book)
    }

    /// `serve` makes a language's indexes away from the session, so that an edit need not wait
    /// for them: making a job changes nothing the session holds, a job made before an edit is
    /// dropped, and the indexes made after the edit are those of a full build.
    @Test func anIndexJobWorksOnCopiesAndAnEditMeanwhileMakesItStale() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/spacing.md") { $0 + "\nA paragraph about quincunx.\n" }
        _ = try session.updatePages(changedPaths: ["Content/foundations/spacing.md"])
        let before = session.files
        var job = try #require(session.nextIndexJob())
        #expect(job.language == nil, "the default language first")
        try job.make()
        #expect(session.files == before && session.hasUnfinishedIndexes, "the session is as it was until the job is put in")
        // The edit comes while the job is made: the job is not put in, and the next ones hold both edits.
        try edit(book, "Content/foundations/radius.md") { $0 + "\nA paragraph about zeugma.\n" }
        _ = try session.updatePages(changedPaths: ["Content/foundations/radius.md"])
        var languages: [String?] = []
        while var next = session.nextIndexJob() {
            try next.make()
            languages.append(next.language)
            let update = session.install(next)
            #expect(!update.isEmpty)
        }
        #expect(languages.first == .some(nil) && languages.dropFirst().allSatisfy { $0 != nil } && languages.count == Self.languageFolders.count)
        let search = session.files.filter { $0.key.hasPrefix("search/terms/") }.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(search.contains("quincunx") && search.contains("zeugma"))
        _ = try session.finishIndexes()
        #expect(!session.hasUnfinishedIndexes)
        try Self.expectEqualsFullBuild(session, book)
        let all = session.files
        #expect(all.allSatisfy { session.file(at: $0.key) == $0.value }, "one file found as the whole site has it")
        #expect(session.file(at: "fr/no-such-page/index.html") == nil)
    }

    @Test func aTitleChangeRedrawsTheNavigationEverywhere() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/radius.md") { $0.replacingOccurrences(of: "title: Radius", with: "title: Corner radius") }
        let update = try session.update(changedPaths: ["Content/foundations/radius.md"])
        #expect(update.changed["foundations/spacing/index.html"] != nil, "a sibling's navigation names the page")
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func addingAndRemovingPagesUpdatesRoutesLinksAndNavigation() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try book.write("Content/foundations/icons.md", "---\ntitle: Icons\n---\n\nSee [colors](colors.md) and {color.primary}.\n")
        var update = try session.update(changedPaths: ["Content/foundations/icons.md"])
        #expect(update.changed["foundations/icons/index.html"] != nil)
        try Self.expectEqualsFullBuild(session, book)

        try FileManager.default.removeItem(at: book.root.appendingPathComponent("Content/foundations/icons.md"))
        update = try session.update(changedPaths: ["Content/foundations/icons.md"])
        #expect(update.removed.contains("foundations/icons/index.html"))
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func renamingAHeadingAnotherPageLinksToFailsUntilTheLinkFollows() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/components/buttons.md") { $0.replacingOccurrences(of: "## Sizes", with: "## Dimensions") }
        do {
            _ = try session.update(changedPaths: ["Content/components/buttons.md"])
            Issue.record("expected the link to #sizes to break")
        } catch {
            #expect(error.diagnostics.contains { $0.code == "anchor-broken" && $0.location.file == "Content/foundations/spacing.md" })
        }
        try edit(book, "Content/foundations/spacing.md") { $0.replacingOccurrences(of: "buttons.md#sizes", with: "buttons.md#dimensions") }
        // A translation keeps the English heading's id: it follows the rename too.
        let translations = Self.languageFolders.dropFirst().map { "Content/\($0)components/buttons.md" }
        for path in translations { try edit(book, path) { $0.replacingOccurrences(of: "{#sizes}", with: "{#dimensions}") } }
        _ = try session.update(changedPaths: Set(["Content/foundations/spacing.md"] + translations))
        try Self.expectEqualsFullBuild(session, book)

        // A broken link of the edited page's own is found, and forgotten once fixed.
        try edit(book, "Content/foundations/spacing.md") { $0 + "\nSee [nowhere](#no-such-heading).\n" }
        #expect(throws: DiagnosticsFailure.self) { try session.update(changedPaths: ["Content/foundations/spacing.md"]) }
        try edit(book, "Content/foundations/spacing.md") { $0.replacingOccurrences(of: "(#no-such-heading)", with: "(#the-scale)") }
        _ = try session.update(changedPaths: ["Content/foundations/spacing.md"])
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func aNewMentionOfATokenReachesTheTokensPage() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/radius.md") { $0 + "\nA rounded button in {color.primary}.\n" }
        let update = try session.update(changedPaths: ["Content/foundations/radius.md"])
        #expect(update.changed["tokens/color.primary/index.html"].map { String(decoding: $0, as: UTF8.self).contains("foundations/radius/") } == true)
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func aTitleChangedInAFailedRunShowsOnceTheRunSucceeds() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/radius.md") {
            $0.replacingOccurrences(of: "title: Radius", with: "title: Corner radius") + "\nSee [gone](missing-page.md).\n"
        }
        #expect(throws: DiagnosticsFailure.self) { try session.update(changedPaths: ["Content/foundations/radius.md"]) }
        try edit(book, "Content/foundations/radius.md") { $0.replacingOccurrences(of: "\nSee [gone](missing-page.md).\n", with: "\n") }
        let update = try session.update(changedPaths: ["Content/foundations/radius.md"])
        #expect(update.changed["foundations/spacing/index.html"].map { String(decoding: $0, as: UTF8.self).contains("Corner radius") } == true)
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func aTokenEditRerendersOnlyThePagesShowingAffectedTokens() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/tokens/theme/light.tokens.json") {
            $0.replacingOccurrences(of: "\"$value\": \"{base.color.error.on-light}\"", with: "\"$value\": \"{base.color.primary.on-light}\"")
        }
        let update = try session.update(changedPaths: ["Content/tokens/theme/light.tokens.json"])
        #expect(update.changed["tokens.css"] != nil)
        #expect(update.changed["tokens/color.error/index.html"] != nil)
        #expect(update.changed["tokens/color.error.svg"] != nil)
        #expect(update.changed["foundations/spacing/index.html"] == nil, "a page that shows no color is left alone")
        #expect(update.changed["tokens/color.primary/index.html"] == nil)
        try Self.expectEqualsFullBuild(session, book)
    }

    /// Primer (theme × size, twelve permutations, six of them composed): edits in a row, in a
    /// context every permutation shares, in the dark ones only and in one size only, then undone.
    @Test func editsInARowOnARealSystemGiveWhatAFullBuildGives() throws {
        let (book, result) = try TemporaryHandbook.primer("```swatches fgColor\n```\n\n```swatches control\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let session = try Self.session(for: book)
        let edits: [(file: String, old: String, new: String)] = [
            (
                "functional/color/fgColor.tokens.json", "\"muted\": {\n      \"$value\": \"{base.color.neutral.9}\"",
                "\"muted\": {\n      \"$value\": \"{base.color.neutral.8}\""
            ),
            ("base/color/dark/dark.tokens.json", "0.00392156862745098,", "0.123,"),
            ("functional/size/size-coarse.tokens.json", "{base.size.44}", "{base.size.40}"),
            (
                "functional/color/fgColor.tokens.json", "\"muted\": {\n      \"$value\": \"{base.color.neutral.8}\"",
                "\"muted\": {\n      \"$value\": \"{base.color.neutral.9}\""
            ),
        ]
        for edit in edits {
            let path = "Content/github-primer/" + edit.file
            try self.edit(book, path) { $0.replacing(edit.old, with: edit.new, maxReplacements: 1) }
            let update = try session.update(changedPaths: [path])
            #expect(update.changed["tokens.css"] != nil, "\(edit.file): \(edit.new)")
            try Self.expectEqualsFullBuild(session, book)
        }
    }

    @Test func aNewTokenAppearsInBlocksAndGetsItsPage() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/tokens/theme/light.tokens.json") {
            $0.replacingOccurrences(
                of: "\"color\": {\n    \"$type\": \"color\",",
                with: "\"color\": {\n    \"$type\": \"color\",\n    \"info\": { \"$value\": \"{base.color.primary.on-light}\" },")
        }
        try edit(book, "Content/tokens/theme/dark.tokens.json") {
            $0.replacingOccurrences(
                of: "\"color\": {\n    \"$type\": \"color\",",
                with: "\"color\": {\n    \"$type\": \"color\",\n    \"info\": { \"$value\": \"{base.color.primary.on-dark}\" },")
        }
        let update = try session.update(changedPaths: ["Content/tokens/theme/light.tokens.json", "Content/tokens/theme/dark.tokens.json"])
        #expect(update.changed["tokens/color.info/index.html"] != nil)
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func templateAndPublicChangesAreApplied() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try book.write("Public/assets/extra.css", "body { margin: 0 }\n")
        var update = try session.update(changedPaths: ["Public/assets/extra.css"])
        #expect(update.changed.keys.sorted() == ["assets/extra.css"])
        #expect(update.isStylesheetOnly)
        try Self.expectEqualsFullBuild(session, book)

        try book.write("Templates/footer.mustache", "<footer class=\"site-footer\">Our handbook</footer>\n")
        update = try session.update(changedPaths: ["Templates/footer.mustache"])
        #expect(update.changed["index.html"].map { String(decoding: $0, as: UTF8.self).contains("Our handbook") } == true)
        #expect(!update.isStylesheetOnly)
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func anEditOfTheExamplesStylesheetRenamesTheTokensTheyUse() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        let path = "Public/assets/components.css"
        try edit(book, path) { $0 + "\n.button--capsule { box-shadow: var(--shadow-high); }\n" }
        let update = try session.update(changedPaths: [path])
        let page = try #require(update.changed["components/buttons/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(page.contains(#"data-token="shadow.high""#), "the example names the token its new rule uses")
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func aComponentSpecEditRerendersTheMatrix() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/components/button.component.yml") {
            $0.replacingOccurrences(of: "pressed", with: "pressed", options: [], range: nil) + "\n# touched\n"
        }
        _ = try session.update(changedPaths: ["Content/components/button.component.yml"])
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func aBrokenEditFailsAndKeepsTheLastGoodSiteUntilFixed() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        let good = session.files
        let path = "Content/tokens/theme/light.tokens.json"
        let original = try String(contentsOf: book.root.appendingPathComponent(path), encoding: .utf8)
        try book.write(path, original.replacingOccurrences(of: "\"primary\": {", with: "\"primary\": {,"))
        do {
            _ = try session.update(changedPaths: [path])
            Issue.record("expected a failure")
        } catch {
            // Only the cause: the references into the unreadable file are not repeated as errors.
            #expect(
                error.diagnostics.map(\.formatted) == [
                    "Content/tokens/theme/light.tokens.json:4:17: error: invalid JSON: expected a property name in double quotes [json-syntax]"
                ])
        }
        #expect(session.files == good)

        try edit(book, "Content/foundations/motion.md") { $0 + "\nEdited while the tokens were broken.\n" }
        #expect(throws: DiagnosticsFailure.self) { try session.update(changedPaths: ["Content/foundations/motion.md"]) }

        try book.write(path, original)
        let update = try session.update(changedPaths: [path])
        #expect(update.changed["foundations/motion/index.html"] != nil, "the edit made while broken shows after the fix")
        try Self.expectEqualsFullBuild(session, book)
    }

    @Test func brokenFrontMatterAndUnknownReferencesAreLocatedFailures() throws {
        let book = try Self.sampleCopy()
        defer { book.remove() }
        let session = try Self.session(for: book)
        try edit(book, "Content/foundations/radius.md") { "---\ntitle: [unclosed\n---\n" + $0 }
        do {
            _ = try session.update(changedPaths: ["Content/foundations/radius.md"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.contains { $0.location.file == "Content/foundations/radius.md" && $0.severity == .error })
        }
        try book.write("Content/foundations/radius.md", "Uses {color.primry}.\n")
        do {
            _ = try session.update(changedPaths: ["Content/foundations/radius.md"])
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.map(\.code) == ["token-reference-unknown"])
        }
    }
}

@Suite("Streamed builds")
struct StreamedBuildTests {
    /// A build that streams its files to disk writes exactly what a build kept in memory has.
    @Test func streamingWritesTheSameFiles() throws {
        let book = try IncrementalBuildTests.sampleCopy()
        defer { book.remove() }
        let kept = try SiteBuilder.build(BuildOptions(root: book.root)).files
        let staging = OutputWriter.Staging(handbookRoot: book.root)
        let streamed = try SiteSession(options: BuildOptions(root: book.root)).buildAll(into: staging)
        try staging.commit()
        #expect(streamed.files.isEmpty, "nothing is kept in memory")
        #expect(staging.count == kept.count)
        for (path, data) in kept {
            #expect(FileManager.default.contents(atPath: book.output.appendingPathComponent(path).path) == data, "\(path)")
        }
    }
}

@Suite("YAML token files on the site")
struct YAMLTokenSiteTests {
    @Test func yamlTokensBuildStayUnpublishedAndRebuildWhenEdited() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: Content/tokens/*.tokens.yaml\n",
            "Content/tokens/color.tokens.yaml": "color:\n  $type: color\n  brand:\n    $value: {colorSpace: srgb, components: [0, 0.4, 1]}\n",
            "Content/index.md": "The brand is {color.brand}.\n",
        ])
        defer { book.remove() }
        let session = try IncrementalBuildTests.session(for: book)
        #expect(String(decoding: try #require(session.files["tokens.css"]), as: UTF8.self).contains("--color-brand: #0066ff;"))
        #expect(session.files.keys.allSatisfy { !$0.hasSuffix(".yaml") }, "token files are sources, not downloads")

        try book.write(
            "Content/tokens/color.tokens.yaml", "color:\n  $type: color\n  brand:\n    $value: {colorSpace: srgb, components: [1, 0, 0]}\n")
        _ = try session.update(changedPaths: ["Content/tokens/color.tokens.yaml"])
        #expect(String(decoding: try #require(session.files["tokens.css"]), as: UTF8.self).contains("--color-brand: #ff0000;"))
        try IncrementalBuildTests.expectEqualsFullBuild(session, book)
    }
}
