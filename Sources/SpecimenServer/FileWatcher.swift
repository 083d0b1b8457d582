import Foundation

/// Watches folders recursively and reports changed files in batches.
///
/// Linux Foundation has no file-system watcher, so on Linux the kernel tells of each change
/// (`InotifyWatcher`); elsewhere, macOS included, the folders are scanned a few times a second
/// and compared (`PollingWatcher`). Both report the same paths: files written, created, renamed
/// or deleted, the files of folders that appear (even when written before the watcher saw the
/// folder), folders that go, and the final name of a file an editor saved by renaming a
/// temporary file over it. Hidden files, editor backups and swap files are never reported.
public final class FileWatcher: @unchecked Sendable {
    /// Absolute paths of changed (written, created, renamed or deleted) files and folders.
    public typealias Handler = @Sendable (Set<String>) -> Void

    /// How changes are noticed.
    public enum Mechanism: Sendable, CaseIterable, CustomStringConvertible {
        #if os(Linux)
            /// The kernel reports each change, through one inotify watch per folder.
            case inotify
        #endif
        /// The folders are scanned every quarter of a second and compared with the last scan.
        case polling

        /// The mechanism `specimen serve` uses here: inotify on Linux, polling elsewhere.
        public static var preferred: Mechanism {
            #if os(Linux)
                .inotify
            #else
                .polling
            #endif
        }

        public var description: String {
            switch self {
            #if os(Linux)
                case .inotify: "inotify"
            #endif
            case .polling: "polling"
            }
        }
    }

    private let backend: any WatchingBackend

    /// - Parameters:
    ///   - roots: folders to watch recursively (missing ones are skipped).
    ///   - ignoring: folders whose contents never count (the output folder).
    ///   - quietPeriod: seconds without events that end a batch. A polling batch ends at the
    ///     first scan that finds nothing new instead (or a second after it began, for a file
    ///     that never stops changing).
    ///   - mechanism: how changes are noticed.
    public init(roots: [URL], ignoring: [URL] = [], quietPeriod: Double = 0.01, mechanism: Mechanism = .preferred, handler: @escaping Handler) {
        let scope = WatchScope(roots: roots, ignoring: ignoring)
        switch mechanism {
        #if os(Linux)
            case .inotify: backend = InotifyWatcher(scope: scope, quietPeriod: quietPeriod, handler: handler)
        #endif
        case .polling: backend = PollingWatcher(scope: scope, handler: handler)
        }
    }

    /// Starts watching on a thread of its own; changes made once it returns are reported.
    public func start() throws {
        try backend.start()
    }

    /// Stops watching; returns once the watching thread has ended.
    public func stop() {
        backend.stop()
    }
}

/// One way of noticing changes, started and stopped once.
protocol WatchingBackend: AnyObject, Sendable {
    func start() throws
    func stop()
}

/// Why watching could not start.
public enum FileWatcherError: Error, CustomStringConvertible {
    case unavailable(String)

    public var description: String {
        switch self {
        case .unavailable(let reason): "cannot watch files for changes: \(reason)"
        }
    }
}
