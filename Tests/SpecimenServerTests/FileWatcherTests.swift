import Foundation
import Testing

@testable import SpecimenServer

@Suite("Watching files")
struct FileWatcherTests {
    /// Batches reported by a watcher, in order.
    final class Batches: @unchecked Sendable {
        private let lock = NSLock()
        private var batches: [Set<String>] = []
        func add(_ batch: Set<String>) { lock.withLock { batches.append(batch) } }
        var all: [Set<String>] { lock.withLock { batches } }

        /// Waits up to `seconds` for a batch holding `path`.
        func wait(for path: String, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if all.contains(where: { $0.contains(path) }) { return true }
                Thread.sleep(forTimeInterval: 0.005)
            }
            return false
        }

        /// Every path reported so far.
        var paths: Set<String> { all.reduce(into: []) { $0.formUnion($1) } }
    }

    /// A fresh folder watched with `quietPeriod`; `close()` stops and removes it.
    struct Watched {
        let root: URL
        let batches = Batches()
        let watcher: FileWatcher

        init(_ mechanism: FileWatcher.Mechanism, quietPeriod: Double = 0.01, files: [String] = [], ignoring: [String] = []) throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-watch-\(UUID().uuidString)").resolvingSymlinksInPath()
            self.root = root
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for file in files { try Self.write(root.appendingPathComponent(file), "before") }
            let batches = batches
            watcher = FileWatcher(
                roots: [root], ignoring: ignoring.map { root.appendingPathComponent($0) }, quietPeriod: quietPeriod, mechanism: mechanism
            ) { batches.add($0) }
            try watcher.start()
        }

        func path(_ name: String) -> String { root.appendingPathComponent(name).path }

        func write(_ name: String, _ text: String = "after") throws {
            try Self.write(root.appendingPathComponent(name), text)
        }

        private static func write(_ url: URL, _ text: String) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func close() {
            watcher.stop()
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func aClosedSaveIsReportedWithoutWaitingOutTheQuietPeriod(mechanism: FileWatcher.Mechanism) throws {
        // A quiet period far longer than the test waits: only the close can end the batch.
        let watched = try Watched(mechanism, quietPeriod: 30)
        defer { watched.close() }
        try watched.write("page.md", "one")
        #expect(watched.batches.wait(for: watched.path("page.md"), seconds: 5))
    }

    #if os(Linux)
        // Only the kernel tells whether a file is still open; a scan sees a settled file as saved.
        @Test func aFileStillBeingWrittenWaitsForItsClose() throws {
            let watched = try Watched(.inotify, quietPeriod: 30)
            defer { watched.close() }
            let page = watched.path("page.md"), batches = watched.batches
            let descriptor = open(page, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            #expect(descriptor >= 0)
            _ = "half".withCString { write(descriptor, $0, 4) }
            #expect(!batches.wait(for: page, seconds: 0.3), "created and still open: not reported yet")
            _ = " and the rest".withCString { write(descriptor, $0, 13) }
            close(descriptor)
            #expect(batches.wait(for: page, seconds: 5))
        }
    #endif

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func aBurstEndsAfterTheQuietPeriodEvenIfAFileStaysOpen(mechanism: FileWatcher.Mechanism) throws {
        let watched = try Watched(mechanism, quietPeriod: 0.05)
        defer { watched.close() }
        let page = watched.path("held.md")
        let descriptor = open(page, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(descriptor) }
        #expect(watched.batches.wait(for: page, seconds: 5))
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func filesOfFoldersCreatedLaterAreReported(mechanism: FileWatcher.Mechanism) throws {
        let watched = try Watched(mechanism)
        defer { watched.close() }
        try watched.write("new/section/deep.md")
        #expect(watched.batches.wait(for: watched.path("new/section/deep.md"), seconds: 5))
        try watched.write("new/section/later.md")
        #expect(watched.batches.wait(for: watched.path("new/section/later.md"), seconds: 5), "the new folder is watched too")
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func aSaveByRenameReportsTheFinalName(mechanism: FileWatcher.Mechanism) throws {
        let watched = try Watched(mechanism, files: ["guide.md"])
        defer { watched.close() }
        try watched.write(".guide.md.tmp", "saved by rename")
        _ = rename(watched.path(".guide.md.tmp"), watched.path("guide.md"))
        #expect(watched.batches.wait(for: watched.path("guide.md"), seconds: 5))
        #expect(!watched.batches.paths.contains(watched.path(".guide.md.tmp")), "hidden files are never reported")
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func deletedFilesAndFoldersAreReported(mechanism: FileWatcher.Mechanism) throws {
        let watched = try Watched(mechanism, files: ["gone.md", "folder/inside.md"])
        defer { watched.close() }
        try FileManager.default.removeItem(atPath: watched.path("gone.md"))
        try FileManager.default.removeItem(atPath: watched.path("folder"))
        #expect(watched.batches.wait(for: watched.path("gone.md"), seconds: 5))
        #expect(watched.batches.wait(for: watched.path("folder"), seconds: 5))
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func ignoredFoldersAndNamesAreNotReported(mechanism: FileWatcher.Mechanism) throws {
        let watched = try Watched(mechanism, files: ["Output/index.html"], ignoring: ["Output"])
        defer { watched.close() }
        try watched.write("Output/index.html", "rebuilt")
        try watched.write("Output/new.html")
        try watched.write("page.md~")
        try watched.write("page.md.swp")
        try watched.write("page.md")
        #expect(watched.batches.wait(for: watched.path("page.md"), seconds: 5))
        Thread.sleep(forTimeInterval: 0.3)
        #expect(watched.batches.paths == [watched.path("page.md")])
    }
}
