#if os(Linux)
    import Foundation
    import Glibc

    /// Watches folders recursively with inotify and reports changed files in debounced batches.
    ///
    /// inotify watches one folder per descriptor, so every folder gets its own watch, and folders
    /// created later get one as soon as they appear (their files are reported, as they may have
    /// been written before the watch existed). Editors that save by writing a new file and
    /// renaming it over the old one report the final name.
    final class InotifyWatcher: WatchingBackend, @unchecked Sendable {
        private let scope: WatchScope
        private let quietPeriod: Double
        private let handler: FileWatcher.Handler
        private var descriptor: Int32 = -1
        private var folders: [Int32: String] = [:]
        private let stopLock = NSLock()
        private var stopRequested = false
        private var thread: Thread?
        private let finished = DispatchSemaphore(value: 0)

        init(scope: WatchScope, quietPeriod: Double, handler: @escaping FileWatcher.Handler) {
            self.scope = scope
            self.quietPeriod = quietPeriod
            self.handler = handler
        }

        func start() throws {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw FileWatcherError.unavailable(String(cString: strerror(errno))) }
            for root in scope.roots { _ = addWatches(under: root) }
            let thread = Thread { [self] in
                run()
                finished.signal()
            }
            thread.name = "specimen-watcher"
            self.thread = thread
            thread.start()
        }

        func stop() {
            stopLock.withLock { stopRequested = true }
            if thread != nil { finished.wait() }
            thread = nil
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }

        private var shouldStop: Bool { stopLock.withLock { stopRequested } }

        /// Files created and not yet closed: a batch holding one waits for the quiet period.
        private var beingWritten = Set<String>()

        private static let mask = UInt32(
            IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

        /// Adds a watch to `path` and every folder below it; returns the files found inside.
        private func addWatches(under path: String) -> [String] {
            guard !scope.isIgnored(path) else { return [] }
            let watch = inotify_add_watch(descriptor, path, Self.mask | UInt32(IN_ONLYDIR))
            guard watch >= 0 else { return [] }
            if folders[watch] != nil { return [] }
            folders[watch] = path
            var files: [String] = []
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !WatchScope.isIgnoredName(name) {
                let child = path + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue { files += addWatches(under: child) } else { files.append(child) }
            }
            return files
        }

        private func run() {
            var pending = Set<String>()
            var lastEvent = 0.0
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64 * 1024, alignment: 8)
            defer { buffer.deallocate() }
            while !shouldStop {
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                // Wait briefly while a batch is open, so that it ends once the burst is over.
                let timeout: Int32 = pending.isEmpty ? 200 : Int32(max(1, quietPeriod * 1000))
                let ready = poll(&poller, 1, timeout)
                if ready > 0 {
                    let count = read(descriptor, buffer, 64 * 1024)
                    if count > 0 {
                        pending.formUnion(parse(buffer, count: count))
                        lastEvent = MonotonicClock.seconds
                    }
                    // Every file of the batch is closed, renamed into place or deleted: the save is
                    // over, so the batch need not wait out the quiet period. One more millisecond
                    // catches the other half of a rename or the next file of a multi-file save.
                    if !pending.isEmpty, beingWritten.isEmpty {
                        var next = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                        if poll(&next, 1, 1) > 0 { continue }
                        let batch = pending
                        pending.removeAll()
                        handler(batch)
                    }
                    continue
                }
                if !pending.isEmpty, MonotonicClock.seconds - lastEvent >= quietPeriod {
                    beingWritten.removeAll()
                    let batch = pending
                    pending.removeAll()
                    handler(batch)
                }
            }
        }

        /// Reads the events in `buffer`, adding watches for new folders.
        private func parse(_ buffer: UnsafeMutableRawPointer, count: Int) -> Set<String> {
            var changed = Set<String>()
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer.advanced(by: offset + headerSize).assumingMemoryBound(to: CChar.self)
                let name = event.len > 0 ? String(cString: nameStart) : ""
                offset += headerSize + Int(event.len)
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    folders[event.wd] = nil
                    continue
                }
                guard let folder = folders[event.wd] else { continue }
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { changed.insert(folder); continue }
                if name.isEmpty {
                    // The watched folder itself was deleted or moved.
                    if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { changed.insert(folder) }
                    continue
                }
                guard !WatchScope.isIgnoredName(name) else { continue }
                let path = folder + "/" + name
                guard !scope.isIgnored(path) else { continue }
                if event.mask & UInt32(IN_ISDIR) != 0 {
                    if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { changed.formUnion(addWatches(under: path)) }
                    if event.mask & UInt32(IN_MOVED_FROM | IN_DELETE) != 0 { changed.insert(path) }
                    continue
                }
                if event.mask & UInt32(IN_CREATE) != 0 {
                    beingWritten.insert(path)
                } else if event.mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE) != 0 {
                    beingWritten.remove(path)
                }
                changed.insert(path)
            }
            return changed
        }
    }
#endif
