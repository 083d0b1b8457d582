import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenSite

/// A run of the pipeline is a list of named steps: which ones run, in what order, and the step
/// a failure names.
@Suite("Rebuild steps")
struct RebuildStepsTests {
    static let fullBuildSteps = [
        "read config", "read content", "read templates", "read public files", "resolve tokens",
        "read history", "scan code", "read components", "render pages", "check", "navigation", "templates", "search index", "search index file",
    ]

    @Test func aFullBuildRunsEveryStepInPipelineOrder() throws {
        let book = try IncrementalBuildTests.sampleCopy()
        defer { book.remove() }
        let session = try IncrementalBuildTests.session(for: book)
        // Then each translation's whole build, and the pages made from every language's.
        let languages = ["fr", "ko", "th", "pt", "ka"].map { "\($0): every step" }
        #expect(session.stageTimings.map(\.stage) == Self.fullBuildSteps + languages + ["sitemap and translation status"])
    }

    @Test func aPageEditRunsOnlyTheStepsItNeeds() throws {
        let book = try IncrementalBuildTests.sampleCopy()
        defer { book.remove() }
        let session = try IncrementalBuildTests.session(for: book)
        let page = book.root.appendingPathComponent("Content/foundations/spacing.md")
        try book.write("Content/foundations/spacing.md", try String(contentsOf: page, encoding: .utf8) + "\nOne more paragraph.\n")
        let update = try session.update(changedPaths: ["Content/foundations/spacing.md"])
        #expect(
            update.stageTimings.map(\.stage) == [
                "select pages", "render pages", "check", "navigation", "public files", "page layouts", "token pages",
                "token files", "translations", "llms.txt", "search index", "search index file", "translations' indexes",
                "sitemap and translation status",
            ])
    }

    @Test func aTokenEditResolvesTokensAndChecksComponentsAgain() throws {
        let book = try IncrementalBuildTests.sampleCopy()
        defer { book.remove() }
        let session = try IncrementalBuildTests.session(for: book)
        let update = try session.update(changedPaths: ["Content/tokens/base/color.tokens.json"])
        let steps = update.stageTimings.map(\.stage)
        #expect(steps.prefix(5) == ["resolve tokens", "read history", "scan code", "check components", "select pages"])
    }

    /// An edit of the example app `usage:` scans reads that file again and remakes the pages of
    /// the tokens it used or uses now, and the token index: no token is resolved, no page rendered.
    @Test func aCodeEditUpdatesTheUsesWithoutAFullRebuild() throws {
        let book = try IncrementalBuildTests.sampleCopy()
        defer { book.remove() }
        let session = try IncrementalBuildTests.session(for: book)
        let file = "Examples/App/web/src/styles/checkout.css"
        let before = try #require(session.files["tokens/border.focus/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(before.contains("Examples/<wbr>App/<wbr>web/<wbr>src/<wbr>styles/<wbr>checkout.css:51"))
        let css = try String(contentsOf: book.root.appendingPathComponent(file), encoding: .utf8)
        try book.write(
            file, css.replacingOccurrences(of: "var(--border-focus)", with: "var(--border-hairline)") + "\n.x { color: var(--color-error); }\n")
        let update = try session.update(changedPaths: [file])
        let steps = update.stageTimings.map(\.stage)
        #expect(steps.contains("rescan code"))
        #expect(!steps.contains("resolve tokens") && !steps.contains("scan code"))
        let focus = try #require(update.changed["tokens/border.focus/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(!focus.contains("checkout.css:51"))
        #expect(update.changed["tokens/border.hairline/index.html"].map { String(decoding: $0, as: UTF8.self) }?.contains("checkout.css:51") == true)
        #expect(update.changed["tokens/color.error/index.html"] != nil)
        #expect(update.changed["tokens/index.html"] != nil)
        #expect(update.changed["tokens/spacing.s/index.html"] == nil)  // still used as it was
        try IncrementalBuildTests.expectEqualsFullBuild(session, book)
    }

    @Test func aRemovedPublicFileLeavesTheSite() throws {
        let book = try TemporaryHandbook(["Content/index.md": "# Home\n", "Public/extra.txt": "extra\n", "Public/keep.txt": "keep\n"])
        defer { book.remove() }
        let session = try IncrementalBuildTests.session(for: book)
        #expect(session.files["extra.txt"] != nil)
        try FileManager.default.removeItem(at: book.root.appendingPathComponent("Public/extra.txt"))
        let update = try session.update(changedPaths: ["Public/extra.txt"])
        #expect(update.removed == ["extra.txt"])
        try IncrementalBuildTests.expectEqualsFullBuild(session, book)
    }

    @Test(arguments: [
        (["specimen.yml": "title: [unclosed\n", "Content/index.md": "# Home\n"], "read config"),
        (["Content/index.md": "# Home\n\n[gone](missing.md)\n"], "check"),
    ])
    func aFailureNamesTheStepItHappenedAt(files: [String: String], step: String) throws {
        let book = try TemporaryHandbook(files)
        defer { book.remove() }
        #expect(throws: DiagnosticsFailure.self) {
            do throws(DiagnosticsFailure) {
                _ = try SiteSession(options: BuildOptions(root: book.root)).buildAll()
            } catch {
                #expect(error.step == step)
                throw error
            }
        }
    }
}
