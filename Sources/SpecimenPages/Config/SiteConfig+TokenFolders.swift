import Foundation
import SpecimenTokens

extension SiteConfig {
    /// The folders of `tokens:` that lie outside the handbook's folder `root`: what a watcher of
    /// every folder below it (`specimen serve`'s) must look at besides. A pattern's folder is
    /// its part before the first wildcard; a file's is the folder holding it.
    public func tokenFolders(outside root: URL) -> [URL] {
        tokenFolders(root: root).filter { !($0.path.hasPrefix(root.path + "/") || $0.path == root.path) }
    }

    /// The folders of `tokens:` that a walk of `root` as files are listed does not see (see
    /// `FileWalk.reaches`): those outside it, and those below a hidden or generated folder
    /// (`node_modules/@org/tokens/`). What a scan of the handbook's files (`specimen mcp`'s,
    /// `build`'s record of its last build) must walk besides.
    public func tokenFolders(unseenFrom root: URL) -> [URL] {
        tokenFolders(root: root).filter { !FileWalk.reaches($0, from: root, skipping: FileWalk.generatedFolders) }
    }

    private func tokenFolders(root: URL) -> [URL] {
        tokens.map { pattern in
            let fixed = pattern.split(separator: "/", omittingEmptySubsequences: false)
                .prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("[") }.joined(separator: "/")
            // Joined by hand: a URL relative to a root without its trailing slash resolves
            // against the root's parent.
            let url = URL(fileURLWithPath: fixed.hasPrefix("/") ? fixed : root.path + "/" + fixed).standardizedFileURL
            return fixed == pattern ? url.deletingLastPathComponent() : url
        }
    }
}
