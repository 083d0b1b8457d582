import Foundation
import Testing

@testable import SpecimenSite

@Suite("Pages' text let go in a streamed build")
struct PageTextReleaseTests {
    static func handbook(pages: Int) throws -> TemporaryHandbook {
        var files = ["specimen.yml": "title: Many pages\n"]
        for index in 0..<pages {
            files["Content/section-\(index / 100)/page-\(index).md"] =
                "# Page \(index)\n\nWord\(index) and the shared words of every page, with a [link](../section-0/page-0.md).\n\n## Part\n\nMore text \(index * 7).\n"
        }
        return try TemporaryHandbook(files)
    }

    /// A page's text goes only once both its files and its search document are made, in
    /// either order.
    @Test func aPageIsLetGoOnlyOnceItsFilesAndItsSearchDocumentAreMade() throws {
        let book = try Self.handbook(pages: 4)
        defer { book.remove() }
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll()
        let stages = try #require(session.stages)
        let pages = stages.rendered
        try #require(pages.count >= 4)
        #expect(pages.allSatisfy { !$0.contentHTML.isEmpty && $0.copyOutline != nil && !$0.page.body.isEmpty })

        let release = PageTextRelease(positions: stages.renderedPositions, searching: true)
        release.filesMade([pages[2]])
        #expect(!pages[2].contentHTML.isEmpty, "its search document is not made yet")
        release.searched(through: 2)
        #expect(!pages[2].contentHTML.isEmpty, "the documents of the first two pages only")
        release.searched(through: 3)
        #expect(pages[2].contentHTML.isEmpty && pages[2].copyOutline == nil && pages[2].page.body.isEmpty)
        #expect(!pages[0].contentHTML.isEmpty, "its files are not made yet")
        release.filesMade([pages[0]])
        #expect(pages[0].contentHTML.isEmpty)
        #expect(!pages[1].contentHTML.isEmpty && !pages[3].contentHTML.isEmpty)

        let withoutSearch = PageTextRelease(positions: stages.renderedPositions, searching: false)
        withoutSearch.filesMade([pages[3]])
        #expect(pages[3].contentHTML.isEmpty, "no search document to wait for")
    }

    /// Over a thousand pages (two batches of search documents, several chunks of files), a
    /// streamed build writes what a build kept in memory has, and lets go of every page's text.
    @Test func aStreamedBuildLetsGoOfEveryPageAndWritesTheSameFiles() throws {
        let book = try Self.handbook(pages: 1_100)
        defer { book.remove() }
        let kept = try SiteBuilder.build(BuildOptions(root: book.root)).files
        let staging = OutputWriter.Staging(handbookRoot: book.root)
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll(into: staging)
        try staging.commit()
        #expect(staging.count == kept.count)
        let differing = kept.filter { FileManager.default.contents(atPath: book.output.appendingPathComponent($0.key).path) != $0.value }
        #expect(differing.isEmpty, "\(differing.keys.sorted().prefix(5))")
        let rendered = try #require(session.stages?.rendered)
        #expect(rendered.count == 1_100)
        #expect(rendered.allSatisfy { $0.contentHTML.isEmpty && $0.copyOutline == nil && $0.page.body.isEmpty })
        #expect(session.stages?.inventory.pages.allSatisfy { $0.body.isEmpty } == true, "the content's list shares the pages' Markdown")
    }

    /// A session whose build let go of its pages builds everything again on the next update.
    @Test func anUpdateAfterAStreamedBuildBuildsEverythingAgain() throws {
        let book = try Self.handbook(pages: 3)
        defer { book.remove() }
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll(into: DiscardingSink())
        try book.write("Content/section-0/page-1.md", "# Page one, edited\n\nNew words.\n")
        _ = try session.update(changedPaths: ["Content/section-0/page-1.md"])
        #expect(session.stages?.rendered.allSatisfy { !$0.contentHTML.isEmpty } == true)
        try IncrementalBuildTests.expectEqualsFullBuild(session, book)
    }
}
