import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder as the file system knows it (device and inode), whatever path leads to it: a walk
/// that remembers these visits each folder once, however many links point at it.
struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    /// The folder at `path`, links followed; nil when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}
