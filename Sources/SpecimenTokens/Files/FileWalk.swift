import Foundation

/// The files below a folder of the handbook. Content discovery, public files, templates,
/// component specs and token globs all list files with this walk, so they agree on what a
/// handbook holds. The policy:
///
/// - Hidden entries (names starting with `.`) are left out, files and folders alike.
/// - Entries named in `skipping` are left out wherever they occur (token globs leave out the
///   built site and tools' folders, which hold copies of token files).
/// - A symbolic link is followed only when it resolves inside the boundary. One leading out
///   (`ln -s / Content/root`) is listed in `outside` and never opened, so that callers can
///   report it (`file-outside-handbook`): pull requests are built in CI, and their authors
///   must not be able to publish or crawl the build machine. The folder walked is held to the
///   same rule: when it leads out itself, it is listed in `outside` as `""`.
/// - Each real folder is walked once, so a link to an ancestor ends rather than loops, and a
///   folder reachable by two paths is listed under the first in sorted order.
/// - A broken link is listed as a file, so that reading it reports the problem.
/// - Paths are relative to the folder walked, `/`-separated, sorted.
///
/// Entry kinds come from readdir (`FolderEntries`): only links cost a stat, which keeps
/// discovering thousands of pages cheap.
public enum FileWalk {
    /// What a walk found.
    public struct Listing: Sendable, Equatable {
        /// Files, links to files inside the boundary, and broken links.
        public var files: [String]
        /// Symbolic links leading outside the boundary, neither read nor followed.
        public var outside: [String]
    }

    /// Folders holding copies of a handbook's files rather than its sources: the built site,
    /// packages, version control, SwiftPM's build folder.
    public static let generatedFolders: Set<String> = [".build", "Output", "node_modules", ".git", ".specimen"]

    /// Lists the files below `folder` (none when it does not exist); see the policy above.
    /// - Parameter leavingOut: folders not to walk, by absolute path (a built site inside the
    ///   handbook, whose name may be any folder's).
    public static func files(under folder: URL, boundary: ReadBoundary, skipping skipped: Set<String> = [], leavingOut: Set<String> = []) -> Listing {
        guard boundary.contains(folder) else { return Listing(files: [], outside: [""]) }
        var walk = Walk(boundary: boundary, skipped: skipped, leftOut: leavingOut)
        walk.visit(folder.standardizedFileURL.path, prefix: "")
        return Listing(files: walk.files.sorted(), outside: walk.outside.sorted())
    }

    /// Whether a walk of `root` skipping `skipped` lists the files below `folder`: it is `root`
    /// or inside it, and no folder on the way is hidden or skipped. A tool that watches a
    /// handbook by walking its folder must walk the others (`tokens: node_modules/…`) besides.
    public static func reaches(_ folder: URL, from root: URL, skipping skipped: Set<String>) -> Bool {
        let (folder, root) = (folder.standardizedFileURL.path, root.standardizedFileURL.path)
        guard folder != root else { return true }
        guard folder.hasPrefix(root == "/" ? "/" : root + "/") else { return false }
        let inside = folder.dropFirst(root == "/" ? 1 : root.count + 1).split(separator: "/")
        return !inside.contains { $0.hasPrefix(".") || skipped.contains(String($0)) }
    }

    private struct Walk {
        let boundary: ReadBoundary
        let skipped: Set<String>
        let leftOut: Set<String>
        var visited: Set<FolderIdentity> = []
        var files: [String] = []
        var outside: [String] = []

        mutating func visit(_ folder: String, prefix: String) {
            guard let identity = FolderIdentity(path: folder), visited.insert(identity).inserted else { return }
            // Sorted, so that which of two paths to one folder lists it does not depend on the disk.
            let entries = FolderEntries.list(folder, followingLinks: true).sorted { $0.name < $1.name }
            for (name, isFolder, isLink) in entries where !name.hasPrefix(".") && !skipped.contains(name) {
                let path = folder + "/" + name
                if !leftOut.isEmpty, leftOut.contains(path) { continue }
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                if isLink && !boundary.contains(URL(fileURLWithPath: path)) {
                    outside.append(relative)
                } else if isFolder {
                    visit(path, prefix: relative)
                } else {
                    files.append(relative)
                }
            }
        }
    }
}
