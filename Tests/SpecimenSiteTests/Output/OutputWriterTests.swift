import Foundation
import Testing

@testable import SpecimenSite

@Suite("Writing the output folder")
struct OutputWriterTests {
    /// Inode and modification time of every file under `folder`, by relative path (the marker
    /// that says Specimen made the folder left out).
    static func snapshot(_ folder: URL) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] where path != ".specimen-output" {
            var status = stat()
            guard lstat(folder.appendingPathComponent(path).path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            result[path] = [Int(status.st_ino), status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
        }
        return result
    }

    static func stream(_ files: [String: String], into output: URL, root: URL) throws -> OutputWriter.Staging {
        let staging = OutputWriter.Staging(handbookRoot: root)
        staging.begin(output: output)
        for (path, text) in files { staging.write(path, Data(text.utf8)) }
        try staging.commit()
        return staging
    }

    /// A fresh folder to hold an output folder (not created yet).
    static func scratch() -> (root: URL, output: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-out-\(UUID().uuidString)")
        return (root, root.appendingPathComponent("Output"))
    }

    @Test func rebuildingAnUnchangedHandbookWritesNothing() throws {
        let book = try TemporaryHandbook(["specimen.yml": "title: T\n", "Content/index.md": "# Home\n", "Content/guide/a.md": "# A\n"])
        defer { book.remove() }
        try book.build().get()
        let before = Self.snapshot(book.output)
        #expect(before.count > 3)
        let staging = OutputWriter.Staging(handbookRoot: book.root)
        _ = try SiteSession(options: BuildOptions(root: book.root)).buildAll(into: staging)
        try staging.commit()
        #expect(staging.writtenCount == 0)
        #expect(staging.count == before.count)
        #expect(Self.snapshot(book.output) == before, "same files, same inodes, same modification times")
    }

    @Test func aBigFileIsComparedToItsLastByte() throws {
        // Bigger than the block it is compared in: equal, then differing in its last block only.
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let big = String(repeating: "specimen ", count: 400_000)
        _ = try Self.stream(["llms-full.txt": big, "a.txt": "a"], into: output, root: root)
        let first = Self.snapshot(output)
        _ = try Self.stream(["llms-full.txt": big, "a.txt": "a"], into: output, root: root)
        #expect(Self.snapshot(output) == first, "an unchanged big file is kept as it is")
        let changed = String(big.dropLast()) + "!"
        _ = try Self.stream(["llms-full.txt": changed, "a.txt": "a"], into: output, root: root)
        #expect(Self.snapshot(output)["llms-full.txt"] != first["llms-full.txt"])
        #expect(try String(contentsOf: output.appendingPathComponent("llms-full.txt"), encoding: .utf8) == changed)
        #expect(OutputWriter.fileHolds(Data(changed.utf8), at: output.appendingPathComponent("llms-full.txt").path))
        #expect(!OutputWriter.fileHolds(Data(big.utf8), at: output.appendingPathComponent("llms-full.txt").path))
        #expect(!OutputWriter.fileHolds(Data((big + "x").utf8), at: output.appendingPathComponent("llms-full.txt").path))
    }

    /// Writes `parts` as one file a part at a time, beside a file written whole.
    static func streamParts(_ parts: [String], into output: URL, root: URL) throws -> OutputWriter.Staging {
        let staging = OutputWriter.Staging(handbookRoot: root)
        staging.begin(output: output)
        staging.write("a.txt", Data("a".utf8))
        let file = staging.beginFile("guide/full.txt")
        for part in parts { file.append(Data(part.utf8)) }
        file.finish()
        try staging.commit()
        return staging
    }

    @Test func aFileWrittenInPartsKeepsItsInodeOnlyWhileItsBytesAreTheSame() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let big = String(repeating: "specimen ", count: 200_000)
        let path = output.appendingPathComponent("guide/full.txt")
        _ = try Self.streamParts(["one ", big, "three"], into: output, root: root)
        #expect(try String(contentsOf: path, encoding: .utf8) == "one " + big + "three")
        let first = Self.snapshot(output)
        // The same bytes in other parts: the file is the same, and kept.
        let again = try Self.streamParts(["one " + big, "thr", "ee"], into: output, root: root)
        #expect(Self.snapshot(output) == first && again.writtenCount == 0)
        // Longer, shorter, changed at the end, empty: written anew, every byte as given.
        for parts in [["one ", big, "three", "!"], ["one ", big], ["one ", big, "threE"], []] {
            let before = Self.snapshot(output)["guide/full.txt"]
            let staging = try Self.streamParts(parts, into: output, root: root)
            #expect(try String(contentsOf: path, encoding: .utf8) == parts.joined())
            #expect(Self.snapshot(output)["guide/full.txt"] != before && staging.writtenCount == 1, "\(parts.joined().suffix(6))")
        }
        // A file that was written whole is compared with the one in parts.
        _ = try Self.stream(["guide/full.txt": "whole", "a.txt": "a"], into: output, root: root)
        let whole = Self.snapshot(output)
        #expect(try Self.streamParts(["who", "le"], into: output, root: root).writtenCount == 0)
        #expect(Self.snapshot(output) == whole)
    }

    @Test func changedFilesAreReplacedAndStaleOnesRemoved() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: T\n", "Content/index.md": "# Home\n",
            "Content/guide/a.md": "# A\n", "Content/old/b.md": "# B\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let before = Self.snapshot(book.output)
        try book.write("Content/guide/a.md", "# A, edited\n")
        try FileManager.default.removeItem(at: book.root.appendingPathComponent("Content/old"))
        try book.write("Content/new/c.md", "# C\n")
        let site = try book.build().get()

        #expect(book.read("guide/a/index.html")?.contains("A, edited") == true)
        #expect(
            !FileManager.default.fileExists(atPath: book.output.appendingPathComponent("old").path), "the folder a removed section leaves is gone")
        #expect(book.exists("new/c/index.html"))
        let after = Self.snapshot(book.output)
        #expect(Set(after.keys) == Set(site.files.keys), "the folder holds exactly the site")
        for (path, data) in site.files {
            #expect(FileManager.default.contents(atPath: book.output.appendingPathComponent(path).path) == data, "\(path)")
        }
        // Favicon and stylesheet bytes did not change: the very same files remain.
        #expect(after["favicon.svg"] == before["favicon.svg"])
        #expect(after["guide/a/index.html"] != before["guide/a/index.html"])
    }

    @Test func aFileAndAFolderCanTradePlaces() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.stream(["x/index.html": "folder", "y": "file"], into: output, root: root)
        _ = try Self.stream(["x": "now a file", "y/index.html": "now a folder"], into: output, root: root)
        #expect(try String(contentsOf: output.appendingPathComponent("x"), encoding: .utf8) == "now a file")
        #expect(try String(contentsOf: output.appendingPathComponent("y/index.html"), encoding: .utf8) == "now a folder")
        #expect(Set(Self.snapshot(output).keys) == ["x", "y/index.html"])
    }

    @Test func aDiscardedBuildLeavesTheOldSiteAndNoStagingFolder() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.stream(["index.html": "old"], into: output, root: root)
        let before = Self.snapshot(output)
        let staging = OutputWriter.Staging(handbookRoot: root)
        staging.begin(output: output)
        staging.write("index.html", Data("new".utf8))
        staging.write("other.html", Data("new".utf8))
        staging.discard()
        #expect(Self.snapshot(output) == before)
        // Beside the output, only the handbook's record of the first build (its manifest).
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [".specimen", "Output"])
    }

    @Test func hiddenEntriesAtTheTopOfTheOutputStay() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.stream(["index.html": "one", "a/.stale": "made by an old build"], into: output, root: root)
        try FileManager.default.createDirectory(at: output.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("ref".utf8).write(to: output.appendingPathComponent(".git/HEAD"))
        _ = try Self.stream(["index.html": "two"], into: output, root: root)
        #expect(Set(Self.snapshot(output).keys) == ["index.html", ".git/HEAD"])
    }

    @Test func theLastWriteOfAPathWins() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.stream(["index.html": "old"], into: output, root: root)
        let staging = OutputWriter.Staging(handbookRoot: root)
        staging.begin(output: output)
        staging.write("index.html", Data("new".utf8))
        staging.write("index.html", Data("old".utf8))
        try staging.commit()
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "old")
        #expect(staging.writtenCount == 0)
    }
    @Test func theSiteBeforeIsKeptAsASpareTheNextBuildAssemblesIn() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let spare = SpareSite.folder(for: output)
        _ = try Self.stream(["index.html": "one", "a/index.html": "a", "b/index.html": "b", "c": "file"], into: output, root: root)
        #expect(!FileManager.default.fileExists(atPath: spare.path), "a first build has no site before it")
        _ = try Self.stream(["index.html": "two", "a/index.html": "a", "b/index.html": "b", "c": "file"], into: output, root: root)
        #expect(try String(contentsOf: spare.appendingPathComponent(".gitignore"), encoding: .utf8).hasSuffix("*\n"))
        #expect(try String(contentsOf: spare.appendingPathComponent("index.html"), encoding: .utf8) == "one")
        let unchanged = Self.snapshot(output)["a/index.html"]

        // The third build takes the spare: a page gone, one changed, a file and a folder trading places.
        let staging = OutputWriter.Staging(handbookRoot: root)
        staging.begin(output: output)
        #expect(!FileManager.default.fileExists(atPath: spare.path), "the build took the spare")
        for (path, text) in ["index.html": "three", "a/index.html": "a", "c/index.html": "now a folder", "b": "now a file"] {
            staging.write(path, Data(text.utf8))
        }
        #expect(
            try String(contentsOf: output.appendingPathComponent("a/index.html"), encoding: .utf8) == "a"
                && String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "two",
            "nothing is written through a link into the live site before the commit")
        try staging.commit()
        #expect(staging.writtenCount == 3)
        #expect(Set(Self.snapshot(output).keys) == ["index.html", "a/index.html", "c/index.html", "b"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "three")
        #expect(try String(contentsOf: output.appendingPathComponent("b"), encoding: .utf8) == "now a file")
        #expect(Self.snapshot(output)["a/index.html"] == unchanged, "an unchanged file keeps its inode and time")
        #expect(try String(contentsOf: spare.appendingPathComponent("index.html"), encoding: .utf8) == "two")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".gitignore").path))
    }

    @Test func theSpareIsPrunedAtEveryDepth() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = ["index.html": "1", "x/y/z/old.html": "o", "x/y/keep.html": "k", "x/gone/deep/f.html": "f", "w/v/u/t/s.html": "s"]
        _ = try Self.stream(first, into: output, root: root)
        // The first build's site is the spare of the second, which the third assembles in.
        _ = try Self.stream(first, into: output, root: root)
        // Put in the spare by hand: it is listed when the build takes the spare, and pruned.
        let spare = SpareSite.folder(for: output)
        try FileManager.default.createDirectory(at: spare.appendingPathComponent("x/y/stray/deep"), withIntermediateDirectories: true)
        try Data("s".utf8).write(to: spare.appendingPathComponent("x/y/stray/deep/f.html"))
        try Data("s".utf8).write(to: spare.appendingPathComponent("w/v/u/stray.html"))
        let third = ["index.html": "3", "x/y/keep.html": "k", "w/v/u/t/s2.html": "s", "w/v/u/new/n.html": "n"]
        _ = try Self.stream(third, into: output, root: root)
        #expect(Set(Self.snapshot(output).keys) == Set(third.keys))
        for gone in ["x/gone", "x/y/z", "w/v/u/t/s.html", "x/y/stray", "w/v/u/stray.html"] {
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(gone).path), "\(gone)")
        }
    }

    @Test func aLinkLeftInTheSiteBeforeLeadsNoFileOutOfTheSpare() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        _ = try Self.stream(["index.html": "one", "a/index.html": "a"], into: output, root: root)
        // By hand, in the published site: a folder that is a link to a folder elsewhere.
        try FileManager.default.removeItem(at: output.appendingPathComponent("a"))
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("a"), withDestinationURL: outside)
        _ = try Self.stream(["index.html": "two", "a/index.html": "a"], into: output, root: root)
        _ = try Self.stream(["index.html": "three", "a/index.html": "a", "a/b/index.html": "b"], into: output, root: root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(Set(Self.snapshot(output).keys) == ["index.html", "a/index.html", "a/b/index.html"])
    }

    @Test func linksAtEveryDepthOfTheSiteBeforeLeadNoFileOutOfTheSpare() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("c"), withIntermediateDirectories: true)
        let outsideFile = outside.appendingPathComponent("file.html")
        try Data("outside".utf8).write(to: outsideFile)
        let pages = ["index.html": "one", "a/b/c/index.html": "c", "a/b/page.html": "p", "gone/index.html": "g"]
        _ = try Self.stream(pages, into: output, root: root)
        // By hand, in the published site: a folder deep down that is a link, a page that is a
        // link to a file elsewhere, and a link where a folder no longer built stood.
        let manager = FileManager.default
        try manager.removeItem(at: output.appendingPathComponent("a/b"))
        try manager.createSymbolicLink(at: output.appendingPathComponent("a/b"), withDestinationURL: outside)
        try manager.removeItem(at: output.appendingPathComponent("index.html"))
        try manager.createSymbolicLink(at: output.appendingPathComponent("index.html"), withDestinationURL: outsideFile)
        try manager.removeItem(at: output.appendingPathComponent("gone"))
        try manager.createSymbolicLink(at: output.appendingPathComponent("gone"), withDestinationURL: outside)
        // The next build makes that site the spare; the one after assembles in it.
        let next = ["index.html": "two", "a/b/c/index.html": "c", "a/b/page.html": "p"]
        _ = try Self.stream(next, into: output, root: root)
        _ = try Self.stream(next.merging(["index.html": "three"]) { $1 }, into: output, root: root)
        #expect(try manager.contentsOfDirectory(atPath: outside.path).sorted() == ["c", "file.html"])
        #expect(try manager.contentsOfDirectory(atPath: outside.appendingPathComponent("c").path).isEmpty)
        #expect(try String(contentsOf: outsideFile, encoding: .utf8) == "outside")
        let built = ["index.html": "three", "a/b/c/index.html": "c", "a/b/page.html": "p"]
        #expect(Set(Self.snapshot(output).keys) == Set(built.keys))
        for (path, text) in built {
            #expect(try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8) == text, "\(path)")
        }
        for path in ["index.html", "a", "a/b", "a/b/c", "a/b/c/index.html"] {
            let attributes = try manager.attributesOfItem(atPath: output.appendingPathComponent(path).path)
            #expect(attributes[.type] as? FileAttributeType != .typeSymbolicLink, "\(path)")
        }
    }

    @Test func hiddenEntriesOfTheSpareDoNotComeBack() throws {
        let (root, output) = Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.stream(["index.html": "one"], into: output, root: root)
        try Data("kept by hand".utf8).write(to: output.appendingPathComponent(".well-known"))
        _ = try Self.stream(["index.html": "two"], into: output, root: root)
        try Data("edited by hand".utf8).write(to: output.appendingPathComponent(".well-known"))
        _ = try Self.stream(["index.html": "three"], into: output, root: root)
        #expect(try String(contentsOf: output.appendingPathComponent(".well-known"), encoding: .utf8) == "edited by hand")
    }
}
