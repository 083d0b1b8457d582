import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file and folder below a watch scope with what shows a change: modification time,
/// size and inode (a save by rename gives the file a new inode, whatever its time and size).
/// Two writes in place of the same size within one tick of the file system's clock look alike
/// (nanoseconds on APFS, a few milliseconds on ext4): far apart for saves made by a person.
struct FolderSnapshot {
    struct Stamp: Equatable {
        var isFolder: Bool
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
        var device: UInt64
    }

    private(set) var entries: [String: Stamp] = [:]

    init() {}

    /// Scans the scope's roots, following links as the inotify watcher does (each folder once,
    /// so a link to an ancestor ends) and leaving out what the scope ignores.
    init(scanning scope: WatchScope) {
        var visited = Set<[UInt64]>()
        for root in scope.roots { add(folder: root, scope: scope, visited: &visited) }
    }

    private mutating func add(folder: String, scope: WatchScope, visited: inout Set<[UInt64]>) {
        guard !scope.isIgnored(folder), let stamp = Self.stamp(folder), stamp.isFolder,
            visited.insert([stamp.device, stamp.inode]).inserted
        else { return }
        entries[folder] = stamp
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !WatchScope.isIgnoredName(name) {
            let path = folder + "/" + name
            guard let stamp = Self.stamp(path) else { continue }
            if stamp.isFolder {
                add(folder: path, scope: scope, visited: &visited)
            } else if !scope.isIgnored(path) {
                entries[path] = stamp
            }
        }
    }

    /// The paths a watcher reports between `old` and this scan: files new, changed or gone,
    /// folders gone, and paths that turned from file to folder or back. A new folder is
    /// reported through its files, as inotify does.
    func changes(since old: FolderSnapshot) -> Set<String> {
        var changed = Set<String>()
        for (path, stamp) in entries {
            guard let before = old.entries[path] else {
                if !stamp.isFolder { changed.insert(path) }
                continue
            }
            if before.isFolder != stamp.isFolder || (!stamp.isFolder && before != stamp) { changed.insert(path) }
        }
        for path in old.entries.keys where entries[path] == nil { changed.insert(path) }
        return changed
    }

    /// The stamp of `path`, links followed; nil when nothing is there.
    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return Stamp(
            isFolder: (status.st_mode & S_IFMT) == S_IFDIR, seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
            size: Int64(status.st_size), inode: UInt64(truncatingIfNeeded: status.st_ino), device: UInt64(truncatingIfNeeded: status.st_dev))
    }
}
