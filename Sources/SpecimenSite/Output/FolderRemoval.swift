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
        for (name, isFolder, _) in FolderEntries.list(path, followingLinks: false) {
            let child = path + "/" + name
            if isFolder { removeTree(child) } else { unlink(child) }
        }
        return rmdir(path)
    }
}
