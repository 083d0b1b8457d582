import Foundation

/// Notices changes by scanning the watched folders every `interval` and comparing them with
/// the previous scan (`FolderSnapshot`). It needs nothing from the system but stat, so it works
/// wherever Specimen runs (macOS has no inotify, and swift-corelibs-foundation no watcher); a
/// scan costs a stat per file, some tens of milliseconds for ten thousand files.
///
/// A scan cannot tell whether a file is still open, so a batch ends at the first scan that
/// finds nothing new: a file copied or written slowly is reported once it has settled, not
/// half-written. A file that never settles is reported every `longestBatch` seconds.
final class PollingWatcher: WatchingBackend, @unchecked Sendable {
    private let scope: WatchScope
    private let interval: Double
    private let longestBatch: Double
    private let handler: FileWatcher.Handler
    private var snapshot = FolderSnapshot()
    private var thread: Thread?
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(scope: WatchScope, interval: Double = 0.25, longestBatch: Double = 1, handler: @escaping FileWatcher.Handler) {
        self.scope = scope
        self.interval = interval
        self.longestBatch = longestBatch
        self.handler = handler
    }

    func start() throws {
        // The first scan is made here, so that whatever changes once `start` returns is seen.
        snapshot = FolderSnapshot(scanning: scope)
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "specimen-watcher"
        self.thread = thread
        thread.start()
    }

    func stop() {
        guard thread != nil else { return }
        wake.signal()
        finished.wait()
        thread = nil
    }

    private func run() {
        var pending = Set<String>()
        var batchStart = 0.0
        while wake.wait(timeout: .now() + interval) == .timedOut {
            let next = FolderSnapshot(scanning: scope)
            let changed = next.changes(since: snapshot)
            snapshot = next
            if !changed.isEmpty {
                if pending.isEmpty { batchStart = MonotonicClock.seconds }
                pending.formUnion(changed)
                if MonotonicClock.seconds - batchStart < longestBatch { continue }
            }
            guard !pending.isEmpty else { continue }
            let batch = pending
            pending.removeAll()
            handler(batch)
        }
    }
}
