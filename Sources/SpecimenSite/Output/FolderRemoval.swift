import Foundation
import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes a folder and everything in it, on all cores. Each build replaces the whole old site,
/// and removing 10,000 page folders one by one was the longest part of a build that ran on
/// one core. Links are removed, never followed.
enum FolderRemoval {
    static func remove(_ path: String) {
        // The entries two levels down (a section's page folders, a big section's pages) share
        // the work out; a site has too few top-level folders for that.
        var topFolders: [String] = []
        var work: [(path: String, isFolder: Bool)] = []
        for (name, isFolder, _) in FolderEntries.list(path, followingLinks: false) {
            let child = path + "/" + name
            guard isFolder else {
                unlink(child)
                continue
            }
            topFolders.append(child)
            work += FolderEntries.list(child, followingLinks: false).map { (child + "/" + $0.name, $0.isFolder) }
        }
        _ = work.parallelMap { entry in entry.isFolder ? removeTree(entry.path) : unlink(entry.path) }
        for folder in topFolders { rmdir(folder) }
        rmdir(path)
        // Whatever the calls above could not remove (a file the user made read-only), Foundation tries.
        if access(path, F_OK) == 0 { try? FileManager.default.removeItem(atPath: path) }
    }

    @discardableResult
    private static func removeTree(_ path: String) -> Int32 {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if folder >= 0 { removeContents(of: folder) }
        return rmdir(path)
    }

    /// Empties the folder open at `folder` (and closes it), naming each entry relative to its
    /// folder: the kernel walks one name per call, not the whole path from the root.
    private static func removeContents(of folder: Int32) {
        guard let stream = fdopendir(folder) else {
            close(folder)
            return
        }
        defer { closedir(stream) }
        // Read whole before removing anything: a listing that changes while read may skip entries.
        var entries: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var status = stat()
                isFolder = fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            entries.append((name, isFolder))
        }
        for (name, isFolder) in entries {
            guard isFolder else {
                unlinkat(folder, name, 0)
                continue
            }
            let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if child >= 0 { removeContents(of: child) }
            unlinkat(folder, name, AT_REMOVEDIR)
        }
    }
}
