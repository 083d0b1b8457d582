import Foundation
import SpecimenDiagnostics
import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a built site so that a failure leaves the old one in place and no reader ever sees a
/// half-written file; files whose bytes did not change are left alone (see `Staging`).
public enum OutputWriter {
    public static func write(_ site: BuiltSite, handbookRoot: URL) throws(DiagnosticsFailure) {
        let staging = Staging(handbookRoot: handbookRoot)
        staging.begin(output: site.outputDirectory)
        for (path, data) in site.files.sorted(by: { $0.key < $1.key }) { staging.write(path, data) }
        try staging.commit()
    }

    /// Plain POSIX writes: Foundation's atomic writes sync every file, which dominates build time.
    /// - Parameter folder: a descriptor of the folder a relative `path` starts from (the
    ///   working folder by default): the kernel then walks only the path below it.
    /// - Returns: the stamp of the file written, as it was closed (nil when that could not be read).
    @discardableResult
    static func writeFile(_ data: Data, to path: String, in folder: Int32 = AT_FDCWD) throws -> FileStamp? {
        let descriptor = openat(folder, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor)
        return FileStamp(descriptor: descriptor)
    }

    /// Writes all of `data` at the file's current offset.
    static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }

    /// `mkdir -p` without Foundation, which costs a tenth of a build when called per page.
    /// It makes the folder first and looks only when that fails: a build makes every folder
    /// of its staging site anew, where looking first would cost a call per folder.
    /// - Parameter base: a descriptor of the folder a relative `path` starts from, which exists.
    static func makeFolders(_ path: String, in base: Int32 = AT_FDCWD) throws {
        if path.isEmpty || mkdirat(base, path, 0o755) == 0 { return }
        let code = errno
        if code == ENOENT {
            try makeFolders((path as NSString).deletingLastPathComponent, in: base)
            if mkdirat(base, path, 0o755) == 0 || errno == EEXIST { return }
        } else if code == EEXIST {
            // There already, made by another thread, or a file is in the way: an old page where a section now is.
            if isFolder(path, in: base) { return }
            unlinkat(base, path, 0)
            if mkdirat(base, path, 0o755) == 0 || errno == EEXIST { return }
        }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    /// Makes the one folder `path` below `base`, whose own folder is there: whatever else stands
    /// in its place (a file, a link, even one to a folder) is removed first. A folder already
    /// there stays as it is.
    ///
    /// - Parameter mayExist: whether the folder is likely there already (a reused spare's):
    ///   then it is only looked at first, since making it again takes the lock of the folder
    ///   above for writing, which every file made beside it waits for. In a new staging folder
    ///   it is made at once: looking first walked every page's path twice.
    static func makeFolder(_ path: String, in base: Int32, mayExist: Bool = true) throws {
        if (mayExist && isRealFolder(path, in: base)) || mkdirat(base, path, 0o755) == 0 { return }
        guard errno == EEXIST else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        if isRealFolder(path, in: base) { return }
        unlinkat(base, path, 0)
        if mkdirat(base, path, 0o755) == 0 { return }
        // There again: made meanwhile by another thread of the same build, or what stood there
        // could not be removed, which must not be written through.
        let code = errno
        guard code == EEXIST, isRealFolder(path, in: base) else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    }

    /// Whether `path` below `base` is a folder itself, not a link to one.
    private static func isRealFolder(_ path: String, in base: Int32) -> Bool {
        var status = stat()
        return fstatat(base, path, &status, AT_SYMLINK_NOFOLLOW) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a folder (a link to one counts, as `mkdir -p` sees it).
    private static func isFolder(_ path: String, in base: Int32) -> Bool {
        var status = stat()
        return fstatat(base, path, &status, 0) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether the file at `path` (below `folder`, a descriptor, when relative) holds exactly
    /// `data`; stops at the size when it differs.
    static func fileHolds(_ data: Data, at path: String, in folder: Int32 = AT_FDCWD) -> Bool {
        heldFile(data, at: path, in: folder) != nil
    }

    /// The identity and stamp of the file at `path` (below `folder`) when it holds exactly `data`.
    static func heldFile(_ data: Data, at path: String, in folder: Int32 = AT_FDCWD) -> (identity: FileIdentity, stamp: FileStamp)? {
        let descriptor = openat(folder, path, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == data.count else { return nil }
        let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        return readsAs(data, from: descriptor) ? (identity, FileStamp(status)) : nil
    }

    /// Whether the next `data.count` bytes read from `descriptor` are `data`'s. Read and
    /// compared a block at a time: a buffer the file's size would hold a second copy of the
    /// biggest files (llms-full.txt of a big handbook is hundreds of MB).
    static func readsAs(_ data: Data, from descriptor: Int32) -> Bool {
        guard !data.isEmpty else { return true }
        let blockSize = min(data.count, 1 << 20)
        return data.withUnsafeBytes { expected -> Bool in
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 1)
            defer { buffer.deallocate() }
            var offset = 0
            while offset < data.count {
                let count = read(descriptor, buffer, min(blockSize, data.count - offset))
                if count < 0, errno == EINTR { continue }
                guard count > 0, memcmp(buffer, expected.baseAddress! + offset, count) == 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// Whether `descriptor` is at the end of its file.
    static func isAtEnd(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            return count == 0
        }
    }

    /// A file as the file system knows it: two paths with one identity are links to one file.
    struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64

        /// The identity of the regular file at `path` below `folder`, not following a link.
        init?(of path: String, in folder: Int32) {
            var status = stat()
            guard fstatat(folder, path, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            (device, inode) = (UInt64(status.st_dev), UInt64(status.st_ino))
        }

        init(device: UInt64, inode: UInt64) {
            (self.device, self.inode) = (device, inode)
        }
    }

    /// The output folder is emptied of whatever the site does not make, so it must never be the handbook or hold it.
    static func refuseDangerousOutput(_ output: URL, handbookRoot: URL) throws(DiagnosticsFailure) {
        let outputPath = output.resolvingSymlinksInPath().path
        let rootPath = handbookRoot.resolvingSymlinksInPath().path
        let protected =
            [rootPath] + ["Content", "Templates", "Public"].map { handbookRoot.appendingPathComponent($0).resolvingSymlinksInPath().path }
        let holdsHandbook = rootPath == outputPath || rootPath.hasPrefix(outputPath.hasSuffix("/") ? outputPath : outputPath + "/")
        if holdsHandbook || protected.contains(outputPath) || outputPath == "/" {
            throw DiagnosticsFailure(
                .error(
                    "output-unsafe",
                    "refusing to replace \(outputPath): the output folder would overwrite the handbook's own files; choose a separate folder such as Output/",
                    at: SourceLocation(file: "specimen.yml")))
        }
        // Inside an input folder the site would be read back as content on the next build.
        if let input = protected.dropFirst().first(where: { outputPath.hasPrefix($0 + "/") }) {
            throw DiagnosticsFailure(
                .error(
                    "output-unsafe",
                    "refusing to write the site inside \(input): it would be read back as part of the handbook; choose a folder outside Content/, Templates/ and Public/",
                    at: SourceLocation(file: "specimen.yml")))
        }
    }

    /// An existing folder that Specimen did not make (no marker, no Specimen site in it) is not
    /// emptied: `--output tokens` must not delete a team's token files.
    static func refuseForeignOutput(_ output: URL) throws(DiagnosticsFailure) {
        guard !OutputMarker.mayReplace(output) else { return }
        throw DiagnosticsFailure(
            .error(
                "output-unsafe",
                "refusing to replace \(output.path): it holds files Specimen did not write; build into a new or empty folder, or remove this one first",
                at: SourceLocation(file: "specimen.yml")))
    }
}
