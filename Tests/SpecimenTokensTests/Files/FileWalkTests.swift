import Foundation
import Testing

@testable import SpecimenTokens

@Suite("Walking a handbook's files")
struct FileWalkTests {
    /// A handbook at `book/` inside a temporary folder, with `secret.txt` and `elsewhere/` beside it.
    struct Handbook {
        let folder: TemporaryFolder
        var book: URL { folder.url.appendingPathComponent("book") }

        init(_ files: [String: String]) throws {
            var all = ["secret.txt": "secret\n", "elsewhere/a.json": "{}"]
            for (path, text) in files { all["book/\(path)"] = text }
            folder = try TemporaryFolder(all)
        }

        func link(_ path: String, to target: String) throws {
            let url = book.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }

        func walk(_ below: String = "", skipping: Set<String> = []) -> FileWalk.Listing {
            FileWalk.files(under: below.isEmpty ? book : book.appendingPathComponent(below), boundary: ReadBoundary([book]), skipping: skipping)
        }
    }

    @Test func filesAreListedSortedWithHiddenOnesLeftOut() throws {
        let handbook = try Handbook([
            "b.md": "", "a.md": "", "a-b.md": "", "a/z.md": "", "a/b/c.md": "", "Z.md": "",
            ".hidden.md": "", ".git/config": "", "a/.DS_Store": "", "a/.drafts/x.md": "",
        ])
        defer { handbook.folder.remove() }
        let listing = handbook.walk()
        #expect(listing.files == ["Z.md", "a-b.md", "a.md", "a/b/c.md", "a/z.md", "b.md"])
        #expect(listing.files == listing.files.sorted())
        #expect(listing.outside.isEmpty)
    }

    @Test func namedEntriesAreSkippedAtAnyDepth() throws {
        let handbook = try Handbook(["tokens/a.json": "", "Output/tokens.json": "", "x/node_modules/p/a.json": "", "x/b.json": ""])
        defer { handbook.folder.remove() }
        #expect(handbook.walk(skipping: FileWalk.generatedFolders).files == ["tokens/a.json", "x/b.json"])
        #expect(handbook.walk().files.count == 4, "nothing is skipped unless asked")
    }

    @Test func linksInsideAreFollowed() throws {
        let handbook = try Handbook(["real/page.md": "", "real/deeper/more.md": ""])
        defer { handbook.folder.remove() }
        try handbook.link("Content/page-link.md", to: handbook.book.appendingPathComponent("real/page.md").path)
        try handbook.link("Content/folder-link", to: "../real/deeper")
        let listing = handbook.walk("Content")
        #expect(listing.files == ["folder-link/more.md", "page-link.md"])
        #expect(listing.outside.isEmpty)
    }

    @Test func linksLeadingOutAreReportedAndNotOpened() throws {
        let handbook = try Handbook(["Content/index.md": ""])
        defer { handbook.folder.remove() }
        try handbook.link("Content/secret.txt", to: handbook.folder.url.appendingPathComponent("secret.txt").path)
        try handbook.link("Content/elsewhere", to: "../../elsewhere")
        try handbook.link("Content/root", to: "/")
        try handbook.link("Content/chain", to: "root")
        let listing = handbook.walk("Content")
        #expect(listing.files == ["index.md"])
        #expect(listing.outside == ["chain", "elsewhere", "root", "secret.txt"])
    }

    @Test func aFolderThatLeadsOutIsReportedWhole() throws {
        let handbook = try Handbook(["index.md": ""])
        defer { handbook.folder.remove() }
        try handbook.link("Public", to: handbook.folder.url.appendingPathComponent("elsewhere").path)
        #expect(handbook.walk("Public") == FileWalk.Listing(files: [], outside: [""]))
    }

    @Test func loopsEnd() throws {
        let handbook = try Handbook(["Content/a/page.md": ""])
        defer { handbook.folder.remove() }
        try handbook.link("Content/a/up", to: "..")
        try handbook.link("Content/a/self", to: ".")
        try handbook.link("Content/b", to: "c")
        try handbook.link("Content/c", to: "b")
        let listing = handbook.walk("Content")
        // The two links pointing at each other resolve nowhere: broken links, listed as files.
        #expect(listing.files == ["a/page.md", "b", "c"])
        #expect(listing.outside.isEmpty)
    }

    @Test func aFolderReachedTwiceIsListedOnceUnderTheFirstPath() throws {
        let handbook = try Handbook(["Content/z/page.md": ""])
        defer { handbook.folder.remove() }
        try handbook.link("Content/a", to: "z")
        #expect(handbook.walk("Content").files == ["a/page.md"])
    }

    @Test func brokenLinksAreListedSoThatReadingThemReports() throws {
        let handbook = try Handbook(["Content/index.md": ""])
        defer { handbook.folder.remove() }
        try handbook.link("Content/gone.md", to: "nowhere.md")
        #expect(handbook.walk("Content").files == ["gone.md", "index.md"])
    }

    @Test func aMissingFolderHasNoFiles() throws {
        let handbook = try Handbook([:])
        defer { handbook.folder.remove() }
        #expect(handbook.walk("Templates") == FileWalk.Listing(files: [], outside: []))
    }
}
