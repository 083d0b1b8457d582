import Foundation
import SpecimenPages
import SpecimenTokens

/// Every file of a handbook with what shows a change to it (`FileStamp`: size, modification
/// time, inode): `specimen mcp` takes one before each answer (a scan of a few hundred files
/// costs a millisecond or two, where a watcher would need a thread of its own), and `build`
/// compares one with its last build's (`UnchangedBuild`).
package struct HandbookFingerprint: Equatable, Sendable {
    /// By absolute path.
    package private(set) var stamps: [String: FileStamp] = [:]

    package init() {}

    /// The files below `root` and below `extraFolders` (token folders outside it), the way a
    /// build walks them: hidden files left out, links followed only within those folders, and
    /// tools' folders (`node_modules`, `.build`, `Output`: `FileWalk.generatedFolders`) left
    /// out but for the pages', templates' and public files' folders, which are read whatever
    /// their folders are called (a section named `Output`).
    /// - Parameter site: the built site's folder, left out wherever it is (its name may be any
    ///   folder's, `site` or `docs`).
    package static func scan(root: URL, extraFolders: [URL] = [], site: URL? = nil) -> HandbookFingerprint {
        let leftOut = Set([site?.standardizedFileURL.path].compactMap { $0 })
        let read = [ContentDiscovery.folderName, ThemeTemplates.folderName, PublicFiles.folderName].map { root.appendingPathComponent($0) }
        // Those three walked once, apart, with nothing skipped.
        let readPaths = Set(read.map(\.standardizedFileURL.path))
        var fingerprint = scan(folders: [root] + extraFolders, within: [root] + extraFolders, leavingOut: leftOut.union(readPaths))
        let whole = scan(folders: read, within: [root], skipping: [], leavingOut: leftOut)
        fingerprint.stamps.merge(whole.stamps) { kept, _ in kept }
        return fingerprint
    }

    /// The files below `folders`, links followed only within `boundary`, folders named in
    /// `skipping` left out wherever they are and those of `leavingOut` (absolute paths) where they are.
    package static func scan(
        folders: [URL], within boundary: [URL], skipping: Set<String> = FileWalk.generatedFolders, leavingOut: Set<String> = []
    ) -> HandbookFingerprint {
        var fingerprint = HandbookFingerprint()
        let boundary = ReadBoundary(boundary)
        for folder in folders {
            let base = folder.standardizedFileURL.path
            let paths = FileWalk.files(under: folder, boundary: boundary, skipping: skipping, leavingOut: leavingOut).files.map { base + "/" + $0 }
            fingerprint.stamps.reserveCapacity(fingerprint.stamps.count + paths.count)
            for (path, stamp) in zip(paths, stamps(of: paths)) {
                if let stamp { fingerprint.stamps[path] = stamp }
            }
        }
        return fingerprint
    }

    /// The stamp of each of `paths`, a few hundred at a time on every core: a build waits for
    /// them, and each is a path for the kernel to walk.
    private static func stamps(of paths: [String]) -> [FileStamp?] {
        let batch = 256
        guard paths.count > batch else { return paths.map { FileStamp(path: $0) } }
        return Array(stride(from: 0, to: paths.count, by: batch)).parallelMap { start in
            paths[start..<min(start + batch, paths.count)].map { FileStamp(path: $0) }
        }.flatMap { $0 }
    }

    /// Keeps the stamps of the files below `root` and takes every other from `other`.
    package mutating func replaceFiles(outside root: URL, with other: HandbookFingerprint) {
        stamps = stamps.filter { $0.key.hasPrefix(root.path + "/") }.merging(other.stamps) { _, new in new }
    }

    /// The files new, changed or gone since `old`, by absolute path.
    package func changes(since old: HandbookFingerprint) -> Set<String> {
        var changed = Set(stamps.filter { old.stamps[$0.key] != $0.value }.keys)
        changed.formUnion(old.stamps.keys.filter { stamps[$0] == nil })
        return changed
    }
}
