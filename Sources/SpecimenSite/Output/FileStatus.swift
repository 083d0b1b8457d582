import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What shows that a file of the output folder changed: its mode, size, modification time and
/// inode, as the record of a build keeps them (see `OutputFingerprint`).
public struct FileStatus: Equatable, Sendable {
    let mode: UInt64
    let size: Int64
    let seconds: Int64
    let nanoseconds: Int64
    let inode: UInt64

    init(_ status: stat) {
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        mode = UInt64(status.st_mode)
        size = Int64(status.st_size)
        seconds = Int64(modified.tv_sec)
        nanoseconds = Int64(modified.tv_nsec)
        inode = UInt64(status.st_ino)
    }

    /// The status of what is at `path`, a link itself rather than what it leads to; nil when
    /// nothing can be read there.
    init?(at path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The status of the file open at `descriptor`.
    init?(of descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }
}
