import Foundation
import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The staging folders builds make beside the output, and what a killed build leaves of them.
enum Leftovers {
    /// A new staging folder name for `output`: hidden, beside it, naming the process.
    static func stagingFolder(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent("\(prefix(for: output))\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    }

    private static func prefix(for output: URL) -> String {
        ".\(output.lastPathComponent).specimen-new-"
    }

    /// Removes the staging folders of builds whose process is gone. A build killed between the
    /// exchange and carrying `.git` over left the old site there: its hidden entries are moved
    /// into the output first when the output lacks them.
    static func removeDeadBuilds(beside output: URL) {
        let parent = output.deletingLastPathComponent()
        let prefix = prefix(for: output)
        for (name, isFolder, _) in FolderEntries.list(parent.path, followingLinks: false) where isFolder && name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid != getpid() else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let leftover = parent.appendingPathComponent(name)
            var isOutputFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: output.path, isDirectory: &isOutputFolder), isOutputFolder.boolValue {
                carryHiddenEntries(from: leftover, to: output, except: [OutputMarker.fileName])
            }
            FolderRemoval.remove(leftover.path)
        }
    }

    /// Moves the top-level entries of `old` whose names start with a dot into `new`, unless
    /// `new` has them already or the site makes them.
    static func carryHiddenEntries(from old: URL, to new: URL, except produced: Set<String>) {
        for (name, _, _) in FolderEntries.list(old.path, followingLinks: false) where name.hasPrefix(".") && !produced.contains(name) {
            let target = new.appendingPathComponent(name).path
            guard !FileManager.default.fileExists(atPath: target) else { continue }
            _ = rename(old.appendingPathComponent(name).path, target)
        }
    }
}

/// The file that marks a folder as a site Specimen built, so that it may replace it.
enum OutputMarker {
    static let fileName = ".specimen-output"
    static let contents = Data(
        "This folder is a site built by Specimen. Each build replaces everything in it except entries whose names start with a dot.\n".utf8)

    /// Whether Specimen may replace `folder`: missing, empty, marked, or a site an earlier
    /// Specimen built (its pages name Specimen as their generator).
    static func mayReplace(_ folder: URL) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return true }
        guard isFolder.boolValue else { return false }
        let entries = FolderEntries.list(folder.path, followingLinks: false).filter { !$0.name.hasPrefix(".") || $0.name == fileName }
        if entries.isEmpty || entries.contains(where: { $0.name == fileName }) { return true }
        for page in ["index.html", "404.html"] {
            guard let handle = FileHandle(forReadingAtPath: folder.appendingPathComponent(page).path) else { continue }
            defer { try? handle.close() }
            let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
            if head.contains("<meta name=\"generator\" content=\"Specimen") { return true }
        }
        return false
    }
}
