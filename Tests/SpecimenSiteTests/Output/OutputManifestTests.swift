import Foundation
import SpecimenTokens
import Testing

@testable import SpecimenSite

/// A build keeps a manifest of the files it left in the output (digest and stamp); the next
/// build keeps a file the manifest vouches for without reading it back, and reads back every
/// file whose stamp changed since, or that the manifest cannot speak for.
@Suite("Output manifest")
struct OutputManifestTests {
    static let files = ["index.html": "<h1>Home</h1>", "guide/a/index.html": "<h1>A</h1>", "search/0.json": "{\"a\":[1]}"]

    static func build(_ files: [String: String], parts: [String] = ["one ", "two"], into output: URL, root: URL) throws -> OutputWriter.Staging {
        let staging = OutputWriter.Staging(handbookRoot: root)
        staging.begin(output: output)
        for (path, text) in files { staging.write(path, Data(text.utf8)) }
        let file = staging.beginFile("llms-full.txt")
        for part in parts { file.append(Data(part.utf8)) }
        file.finish()
        try staging.commit()
        return staging
    }

    static func manifestFile(_ output: URL, _ root: URL) -> URL {
        OutputManifest.file(for: output.standardizedFileURL, of: root.standardizedFileURL)
    }

    @Test func aSecondBuildKeepsEveryFileWithoutReadingOneBack() throws {
        let (root, output) = OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try Self.build(Self.files, into: output, root: root)
        #expect(first.filesReadBack == 0, "nothing to compare with yet")
        let before = OutputWriterTests.snapshot(output)
        let manifest = try #require(OutputManifest.read(from: Self.manifestFile(output, root)))
        #expect(Set(manifest.entries.keys) == Set(Self.files.keys).union(["llms-full.txt"]))
        // The same bytes, the file in parts cut elsewhere.
        let second = try Self.build(Self.files, parts: ["on", "e two"], into: output, root: root)
        #expect(second.filesReadBack == 0 && second.writtenCount == 0)
        #expect(OutputWriterTests.snapshot(output) == before, "same files, same inodes, same modification times")
    }

    /// From the third build the staging folder is the site before last, its unchanged files
    /// links to the output's: the manifest vouches for them there, and the output is not read.
    @Test func theSparesFilesAreKeptWhereTheManifestVouchesForThem() throws {
        let (root, output) = OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.build(Self.files, into: output, root: root)
        _ = try Self.build(Self.files, into: output, root: root)
        let before = OutputWriterTests.snapshot(output)
        let third = try Self.build(Self.files, into: output, root: root)
        #expect(third.filesReadBack == 0 && third.writtenCount == 0)
        #expect(OutputWriterTests.snapshot(output) == before)
        // A page edited in place by hand is edited in the spare too (one inode): both stamps
        // change, and the page is read back and written again.
        let page = output.appendingPathComponent("guide/a/index.html")
        try Data("<h1>B</h1>".utf8).write(to: page)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: page.path)
        let fourth = try Self.build(Self.files, into: output, root: root)
        #expect(fourth.filesReadBack == 1 && fourth.writtenCount == 1)
        #expect(try String(contentsOf: page, encoding: .utf8) == "<h1>A</h1>")
    }

    @Test func aFileChangedByHandIsReadBackAndWrittenAgain() throws {
        let (root, output) = OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.build(Self.files, into: output, root: root)
        // Same size, one byte changed, and a later modification time, as an editor leaves it.
        let page = output.appendingPathComponent("guide/a/index.html")
        try Data("<h1>B</h1>".utf8).write(to: page)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: page.path)
        let rebuilt = try Self.build(Self.files, into: output, root: root)
        #expect(rebuilt.filesReadBack == 1 && rebuilt.writtenCount == 1)
        #expect(try String(contentsOf: page, encoding: .utf8) == "<h1>A</h1>")
    }

    @Test func newBytesOfTheSameSizeAreWritten() throws {
        let (root, output) = OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.build(Self.files, into: output, root: root)
        var changed = Self.files
        changed["guide/a/index.html"] = "<h1>Z</h1>"
        let rebuilt = try Self.build(changed, parts: ["one ", "tw0"], into: output, root: root)
        #expect(rebuilt.writtenCount == 2)
        #expect(try String(contentsOf: output.appendingPathComponent("guide/a/index.html"), encoding: .utf8) == "<h1>Z</h1>")
        #expect(try String(contentsOf: output.appendingPathComponent("llms-full.txt"), encoding: .utf8) == "one tw0")
        // And the manifest now speaks for the new bytes.
        let third = try Self.build(changed, parts: ["one tw0"], into: output, root: root)
        #expect(third.filesReadBack == 0 && third.writtenCount == 0)
    }

    @Test func aManifestThatCannotBeReadIsLeftAside() throws {
        let (root, output) = OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try Self.build(Self.files, into: output, root: root)
        let file = Self.manifestFile(output, root)
        let whole = try Data(contentsOf: file)
        for broken in [whole.dropLast(3), Data("specimen output manifest 9\n".utf8) + whole.dropFirst(27), whole + Data([0])] {
            try Data(broken).write(to: file)
            #expect(OutputManifest.read(from: file) == nil)
            let before = OutputWriterTests.snapshot(output)
            let rebuilt = try Self.build(Self.files, into: output, root: root)
            #expect(rebuilt.filesReadBack == Self.files.count + 1 && rebuilt.writtenCount == 0, "every file read back, none written")
            #expect(OutputWriterTests.snapshot(output) == before)
        }
    }

    @Test func theManifestReadsBackAsItWasWritten() throws {
        let (root, _) = OutputWriterTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        var status = stat()
        #expect(stat("/", &status) == 0)
        var stamp = FileStamp(status)
        (stamp.seconds, stamp.nanoseconds, stamp.size, stamp.inode) = (-5, 999_999_999, Int64.max, UInt64.max)
        var manifest = OutputManifest()
        manifest.entries["디자인/index.html"] = OutputManifest.Entry(digest: FileDigest(Data("a".utf8)), stamp: stamp)
        manifest.entries[""] = OutputManifest.Entry(digest: FileDigest(high: 0, low: .max), stamp: FileStamp(status))
        let file = root.appendingPathComponent("m.files")
        manifest.write(to: file)
        #expect(OutputManifest.read(from: file) == manifest)
    }
}

/// The digest a build compares a file by: the same for the same bytes however they are given,
/// different for any other bytes a test tries.
@Suite("File digest")
struct FileDigestTests {
    static func digest(_ bytes: [UInt8], cutAt cuts: [Int]) -> FileDigest {
        var streaming = FileDigest.Streaming()
        var start = 0
        for cut in cuts + [bytes.count] {
            bytes[start..<cut].withUnsafeBytes { streaming.add($0) }
            start = cut
        }
        return streaming.finish()
    }

    @Test func partsGiveTheDigestOfTheWhole() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 1_000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let whole = FileDigest(Data(bytes))
            for _ in 0..<8 {
                let cuts = (0..<3).map { _ in Int.random(in: 0...length, using: &generator) }.sorted()
                #expect(Self.digest(bytes, cutAt: cuts) == whole, "\(length) bytes cut at \(cuts)")
            }
        }
    }

    @Test func everyOtherByteGivesAnotherDigest() {
        let text = Array("A handbook of design tokens, its pages and their search.".utf8)
        var seen: Set<[UInt64]> = []
        let base = FileDigest(Data(text))
        seen.insert([base.high, base.low])
        for index in text.indices {
            for bit in 0..<8 {
                var flipped = text
                flipped[index] ^= 1 << bit
                let digest = FileDigest(Data(flipped))
                #expect(seen.insert([digest.high, digest.low]).inserted, "byte \(index), bit \(bit)")
            }
        }
        // Zeros at the end, and nothing at all, are bytes too.
        for tail in [[UInt8](), [0], [0, 0], [UInt8](repeating: 0, count: 16)] {
            let digest = FileDigest(Data(Array("ab".utf8) + tail))
            #expect(tail.isEmpty ? digest == FileDigest(Data("ab".utf8)) : digest != FileDigest(Data("ab".utf8)))
        }
        #expect(FileDigest(Data()) != FileDigest(Data([0])))
    }
}
