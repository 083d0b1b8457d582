import Foundation

/// A folder's entries read with readdir, which gives each entry's kind: Foundation's listing
/// plus a stat per entry cost a tenth of a build. Only links (followed when asked) and file
/// systems that do not give the kind need a stat.
enum FolderEntries {
    /// Names (without `.` and `..`), whether each is a folder, and whether it is a symbolic link.
    static func list(_ folder: String, followingLinks: Bool) -> [(name: String, isFolder: Bool, isLink: Bool)] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var result: [(String, Bool, Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let kind = entry.pointee.d_type
            var isFolder = kind == UInt8(DT_DIR)
            if kind == UInt8(DT_UNKNOWN) || (followingLinks && kind == UInt8(DT_LNK)) {
                var status = stat()
                let found = followingLinks ? stat(folder + "/" + name, &status) : lstat(folder + "/" + name, &status)
                isFolder = found == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            result.append((name, isFolder, kind == UInt8(DT_LNK)))
        }
        return result
    }
}
