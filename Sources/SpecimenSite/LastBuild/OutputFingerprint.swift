import Foundation
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
    static func digest(of folder: URL) -> String? {
        let path = folder.standardizedFileURL.path
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
            lstat(path + "/" + OutputMarker.fileName, &status) == 0
        else { return nil }
        var digest = ContentHash()
        add(path, relative: "", to: &digest)
        return digest.hex
    }

    private static func add(_ folder: String, relative: String, to digest: inout ContentHash) {
        let entries = FolderEntries.list(folder, followingLinks: false).sorted { $0.name < $1.name }
        for entry in entries where !(relative.isEmpty && entry.name.hasPrefix(".") && entry.name != OutputMarker.fileName) {
            let inside = relative.isEmpty ? entry.name : relative + "/" + entry.name
            digest.add(inside)
            if entry.isFolder {
                digest.add("/")
                add(folder + "/" + entry.name, relative: inside, to: &digest)
                continue
            }
            var status = stat()
            guard lstat(folder + "/" + entry.name, &status) == 0 else {
                digest.add("?")
                continue
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
}
