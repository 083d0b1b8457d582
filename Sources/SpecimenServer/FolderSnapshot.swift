import Foundation
import SpecimenTokens

/// Every file and folder below a watch scope with what shows a change (see `FileStamp`).
struct FolderSnapshot {
    private(set) var entries: [String: FileStamp] = [:]

    init() {}

    /// Scans the scope's roots, following links as the inotify watcher does (each folder once,
    /// so a link to an ancestor ends) and leaving out what the scope ignores.
    init(scanning scope: WatchScope) {
        var visited = Set<[UInt64]>()
        for root in scope.roots { add(folder: root, scope: scope, visited: &visited) }
    }

    private mutating func add(folder: String, scope: WatchScope, visited: inout Set<[UInt64]>) {
        guard !scope.isIgnored(folder), let stamp = FileStamp(path: folder), stamp.isFolder,
            visited.insert([stamp.device, stamp.inode]).inserted
        else { return }
        entries[folder] = stamp
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !WatchScope.isIgnoredName(name) {
            let path = folder + "/" + name
            guard let stamp = FileStamp(path: path) else { continue }
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
}
