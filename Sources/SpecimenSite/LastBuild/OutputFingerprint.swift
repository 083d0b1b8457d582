import Foundation
import SpecimenPages
import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the output folder holds, as a digest of every entry's path, size, modification time
/// and inode: a file an unchanged build keeps is hard-linked from the site before, so all four
/// stay as they were, and any file added, removed, replaced or edited in the site changes the
/// digest. Top-level entries whose names start with a dot are kept by hand (`.git`,
/// `.well-known`) and not counted, but for the marker Specimen writes.
enum OutputFingerprint {
    /// The digest of `folder`, nil when it is not a folder or holds no site.
    ///
    /// The entries of the first two levels are listed here, and each of them digested on its
    /// own core (a folder there with everything below it): the digest is read at the start of
    /// every build and taken again at its end, after the site is written, where one core
    /// walking ten thousand folders was the build's last tenth.
    static func digest(of folder: URL) -> String? {
        let path = folder.standardizedFileURL.path
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
            lstat(path + "/" + OutputMarker.fileName, &status) == 0
        else { return nil }
        var units: [Unit] = []
        for entry in sortedEntries(of: path) where !(entry.name.hasPrefix(".") && entry.name != OutputMarker.fileName) {
            guard entry.isFolder else {
                units.append(Unit(relative: entry.name, isFolder: false, descends: false))
                continue
            }
            units.append(Unit(relative: entry.name, isFolder: true, descends: false))
            for child in sortedEntries(of: path + "/" + entry.name) {
                units.append(Unit(relative: entry.name + "/" + child.name, isFolder: child.isFolder, descends: child.isFolder))
            }
        }
        let parts = units.parallelMap { unit in
            var digest = ContentHash()
            add(unit, in: path, to: &digest)
            return digest.hex
        }
        var digest = ContentHash()
        for part in parts { digest.add(part) }
        return digest.hex
    }

    /// An entry of the first two levels; `descends` when everything below it is its own.
    private struct Unit: Sendable {
        let relative: String
        let isFolder: Bool
        let descends: Bool
    }

    private static func add(_ unit: Unit, in root: String, to digest: inout ContentHash) {
        digest.add(unit.relative)
        if unit.isFolder {
            digest.add("/")
            if unit.descends { add(root + "/" + unit.relative, relative: unit.relative, to: &digest) }
        } else {
            addStatus(of: root + "/" + unit.relative, to: &digest)
        }
    }

    private static func sortedEntries(of folder: String) -> [(name: String, isFolder: Bool, isLink: Bool)] {
        FolderEntries.list(folder, followingLinks: false).sorted { $0.name < $1.name }
    }

    private static func add(_ folder: String, relative: String, to digest: inout ContentHash) {
        for entry in sortedEntries(of: folder) {
            let inside = relative + "/" + entry.name
            digest.add(inside)
            if entry.isFolder {
                digest.add("/")
                add(folder + "/" + entry.name, relative: inside, to: &digest)
            } else {
                addStatus(of: folder + "/" + entry.name, to: &digest)
            }
        }
    }

    /// The file's mode, size, modification time and inode ("?" when it cannot be read).
    private static func addStatus(of path: String, to digest: inout ContentHash) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            digest.add("?")
            return
        }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        digest.add(status.st_mode)
        digest.add(status.st_size)
        digest.add(modified.tv_sec)
        digest.add(modified.tv_nsec)
        digest.add(status.st_ino)
    }
}
