import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What shows that a file changed without reading it: modification time, size, and inode (a
/// save by rename gives the file a new one, whatever its time and size). Two writes in place
/// of the same size within one tick of the file system's clock look alike (nanoseconds on
/// APFS, a few milliseconds on ext4): far apart for saves made by a person. Watchers that poll
/// (`specimen serve` on macOS, `specimen mcp` before each answer) compare these.
public struct FileStamp: Equatable, Sendable {
    /// The file's type and permissions (`st_mode`).
    public var mode: UInt32
    public var seconds: Int
    public var nanoseconds: Int
    public var size: Int64
    public var inode: UInt64
    public var device: UInt64

    public var isFolder: Bool { (mode & UInt32(S_IFMT)) == UInt32(S_IFDIR) }

    public init(_ status: stat) {
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        mode = UInt32(status.st_mode)
        (seconds, nanoseconds) = (Int(modified.tv_sec), Int(modified.tv_nsec))
        size = Int64(status.st_size)
        (inode, device) = (UInt64(truncatingIfNeeded: status.st_ino), UInt64(truncatingIfNeeded: status.st_dev))
    }

    /// The stamp of what is at `path`, links followed; nil when nothing is there.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp of what is at `path`, a link itself rather than what it leads to; nil when
    /// nothing is there.
    public init?(linkAt path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp of the file open at `descriptor`.
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }
}
