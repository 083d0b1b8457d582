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
        "read history", "read components", "render pages", "check", "navigation", "templates", "search index", "search index file",
    ]

    @Test func aFullBuildRunsEveryStepInPipelineOrder() throws {
        let book = try IncrementalBuildTests.sampleCopy()
        defer { book.remove() }
        let session = try IncrementalBuildTests.session(for: book)
        #expect(session.stageTimings.map(\.stage) == Self.fullBuildSteps)
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
                "token files", "deliver pages", "llms.txt", "search index", "search index file", "collect changes", "compare",
            ])
    }

    @Test func aTokenEditResolvesTokensAndChecksComponentsAgain() throws {
        let book = try IncrementalBuildTests.sampleCopy()
        defer { book.remove() }
        let session = try IncrementalBuildTests.session(for: book)
        let update = try session.update(changedPaths: ["Content/tokens/base/color.tokens.json"])
        let steps = update.stageTimings.map(\.stage)
        #expect(steps.prefix(4) == ["resolve tokens", "read history", "check components", "select pages"])
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
