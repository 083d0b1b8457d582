import Foundation

extension SiteConfig {
    /// The folders of `tokens:` that lie outside the handbook's folder `root`: what a tool
    /// watching the handbook for changes must look at besides it. A pattern's folder is its
    /// part before the first wildcard; a file's is the folder holding it.
    public func tokenFolders(outside root: URL) -> [URL] {
        tokens.compactMap { pattern in
            let fixed = pattern.split(separator: "/", omittingEmptySubsequences: false)
                .prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("[") }.joined(separator: "/")
            // Joined by hand: a URL relative to a root without its trailing slash resolves
            // against the root's parent.
            let url = URL(fileURLWithPath: fixed.hasPrefix("/") ? fixed : root.path + "/" + fixed).standardizedFileURL
            let folder = fixed == pattern ? url.deletingLastPathComponent() : url
            return folder.path.hasPrefix(root.path + "/") || folder.path == root.path ? nil : folder
        }
    }
}
