import Foundation
import SpecimenPages

/// The link pattern of a code folder that `usage:` gives no `repo:` for, from its git checkout:
/// the `origin` remote on GitHub, GitLab or Bitbucket (or a host named like them), at the commit
/// checked out, so that every place links to the very line scanned. Credentials a remote's URL
/// may hold never reach the link.
enum RepositoryLink {
    /// `https://github.com/org/app/blob/<commit>/<folder>/{path}#L{line}`, or nil where the
    /// folder is in no checkout, has no `origin`, or its host's links are not known.
    static func pattern(for folder: URL) -> String? {
        guard let git = Git(at: folder),
            let remote = git.run(["remote", "get-url", "origin"]).map(trimmed), let web = webAddress(of: remote),
            let commit = git.run(["rev-parse", "HEAD"]).map(trimmed), commit.count == 40 || commit.count == 64,
            let top = git.run(["rev-parse", "--show-toplevel"]).map(trimmed)
        else { return nil }
        let inside = FolderPath.relative(folder, to: URL(fileURLWithPath: top))
        let prefix = inside.isEmpty ? "" : inside + "/"
        let host = web.host?.lowercased() ?? ""
        let base = web.absoluteString
        if host.contains("bitbucket") { return "\(base)/src/\(commit)/\(prefix){path}#lines-{line}" }
        if host.contains("gitlab") { return "\(base)/-/blob/\(commit)/\(prefix){path}#L{line}" }
        if host.contains("github") || host.contains("codeberg") || host.contains("gitea") { return "\(base)/blob/\(commit)/\(prefix){path}#L{line}" }
        return nil
    }

    /// `https://host/org/app` from `git@host:org/app.git`, `ssh://git@host/org/app.git` or
    /// `https://user:token@host/org/app.git`, without the credentials.
    static func webAddress(of remote: String) -> URL? {
        var text = remote
        if !text.contains("://"), let colon = text.firstIndex(of: ":"), let at = text.firstIndex(of: "@"), at < colon {
            text = "ssh://" + text[text.index(after: at)..<colon] + "/" + text[text.index(after: colon)...]
        }
        guard var parts = URLComponents(string: text), let host = parts.host, !host.isEmpty else { return nil }
        parts.scheme = "https"
        (parts.user, parts.password, parts.port, parts.query, parts.fragment) = (nil, nil, nil, nil, nil)
        var path = parts.path
        if path.hasSuffix(".git") { path.removeLast(4) }
        while path.hasSuffix("/") { path.removeLast() }
        guard path.split(separator: "/").count >= 2 else { return nil }
        parts.path = path
        return parts.url
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A folder's path below another, both resolved (symbolic links, `..`); empty when they are the same.
enum FolderPath {
    static func relative(_ folder: URL, to top: URL) -> String {
        let inner = folder.resolvingSymlinksInPath().standardizedFileURL.path
        let outer = top.resolvingSymlinksInPath().standardizedFileURL.path
        guard inner.hasPrefix(outer + "/") else { return "" }
        return String(inner.dropFirst(outer.count + 1))
    }
}
