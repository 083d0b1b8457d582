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
    }

    /// A fresh folder watched with `quietPeriod`; `close()` stops and removes it.
    struct Watched {
        let root: URL
        let batches = Batches()
        let watcher: FileWatcher

        init(quietPeriod: Double) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-watch-\(UUID().uuidString)").resolvingSymlinksInPath()
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let batches = batches
            watcher = FileWatcher(roots: [root], quietPeriod: quietPeriod) { batches.add($0) }
            try watcher.start()
        }

        func path(_ name: String) -> String { root.appendingPathComponent(name).path }

        func close() {
            watcher.stop()
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test func aClosedSaveIsReportedWithoutWaitingOutTheQuietPeriod() throws {
        // A quiet period far longer than the test waits: only the close can end the batch.
        let watched = try Watched(quietPeriod: 30)
        defer { watched.close() }
        let page = watched.path("page.md")
        try Data("one".utf8).write(to: URL(fileURLWithPath: page))
        #expect(watched.batches.wait(for: page, seconds: 5))
    }

    @Test func aFileStillBeingWrittenWaitsForItsClose() throws {
        let watched = try Watched(quietPeriod: 30)
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

    @Test func aBurstEndsAfterTheQuietPeriodEvenIfAFileStaysOpen() throws {
        let watched = try Watched(quietPeriod: 0.05)
        defer { watched.close() }
        let page = watched.path("held.md")
        let descriptor = open(page, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer { close(descriptor) }
        #expect(watched.batches.wait(for: page, seconds: 5))
    }
}
