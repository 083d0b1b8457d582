import Foundation
import SpecimenTokens

/// Every file of a handbook with what shows a change to it (`FileStamp`: size, modification
/// time, inode): `specimen mcp` takes one before each answer (a scan of a few hundred files
/// costs a millisecond or two, where a watcher would need a thread of its own), and `build`
/// compares one with its last build's (`UnchangedBuild`).
package struct HandbookFingerprint: Equatable, Sendable {
    /// By absolute path.
    package private(set) var stamps: [String: FileStamp] = [:]

    package init() {}

    /// The files below `root` (but the built site and tools' folders) and below `extraFolders`
    /// (token folders outside it), the way the build walks them: hidden files left out, links
    /// followed only within those folders.
    package static func scan(root: URL, extraFolders: [URL] = [], skipping: Set<String> = []) -> HandbookFingerprint {
        scan(folders: [root] + extraFolders, within: [root] + extraFolders, skipping: skipping)
    }

    /// The files below `folders`, links followed only within `boundary`.
    package static func scan(folders: [URL], within boundary: [URL], skipping: Set<String> = []) -> HandbookFingerprint {
        var fingerprint = HandbookFingerprint()
        let boundary = ReadBoundary(boundary)
        for folder in folders {
            let base = folder.standardizedFileURL.path
            for file in FileWalk.files(under: folder, boundary: boundary, skipping: FileWalk.generatedFolders.union(skipping)).files {
                let path = base + "/" + file
                if let stamp = FileStamp(path: path) { fingerprint.stamps[path] = stamp }
            }
        }
        return fingerprint
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
