import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's entries read with readdir, which gives each entry's kind: Foundation's listing
/// plus a stat per entry cost a tenth of a build. Only links (followed when asked) and file
/// systems that do not give the kind need a stat.
public enum FolderEntries {
    /// Names (without `.` and `..`) in the order the file system gives them, whether each is a
    /// folder (`followingLinks`: or a link to one), and whether it is a symbolic link. An
    /// unreadable folder has no entries.
    public static func list(_ folder: String, followingLinks: Bool) -> [(name: String, isFolder: Bool, isLink: Bool)] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var result: [(String, Bool, Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            var kind = entry.pointee.d_type
            if kind == UInt8(DT_UNKNOWN) { kind = Self.kind(of: folder + "/" + name) }
            var isFolder = kind == UInt8(DT_DIR)
            if followingLinks && kind == UInt8(DT_LNK) {
                var status = stat()
                isFolder = stat(folder + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            result.append((name, isFolder, kind == UInt8(DT_LNK)))
        }
        return result
    }

    /// The kind readdir would give, for file systems that leave it out: a link must be known
    /// as one, or a walk would follow it without asking where it leads.
    private static func kind(of path: String) -> UInt8 {
        var status = stat()
        guard lstat(path, &status) == 0 else { return UInt8(DT_UNKNOWN) }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return UInt8(DT_LNK)
        case S_IFDIR: return UInt8(DT_DIR)
        default: return UInt8(DT_REG)
        }
    }
}
