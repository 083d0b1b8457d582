import Foundation

/// What a watcher looks at: the folders below its roots, except ignored folders and names.
struct WatchScope: Sendable {
    /// Standardized paths of the folders watched recursively.
    let roots: [String]
    /// Standardized paths of folders whose contents never count.
    let ignored: [String]

    init(roots: [URL], ignoring: [URL]) {
        self.roots = roots.map { $0.standardizedFileURL.path }
        self.ignored = ignoring.map { $0.standardizedFileURL.path }
    }

    func isIgnored(_ path: String) -> Bool {
        ignored.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// Hidden files, editor backups and swap files, and vim's write probe.
    static func isIgnoredName(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || (name.hasPrefix("#") && name.hasSuffix("#")) || name == "4913"
    }
}
