import Foundation

/// A folder of code whose token uses the handbook shows, from `usage:` in `specimen.yml` or
/// `--usage PATH` on the command line.
public struct UsageSource: Sendable, Hashable {
    /// The folder as written, relative to the handbook (`../app`, `Examples/App`), or a pattern
    /// of folders (`packages/*/src`): its part before the first wildcard is the folder walked,
    /// the rest picks the files below it.
    public var path: String
    /// Where the folder's files are on the web, a file's path inside the folder and `#L42`
    /// appended (`https://github.com/org/app/blob/main/`), or a pattern with `{path}` and
    /// `{line}`. Nil: the folder's git checkout decides (`RepositoryLink`), or places are not linked.
    public var repo: String?
    /// Patterns of files and folders inside the folder to leave out (`**/*.test.ts`, `Pods`).
    public var ignore: [String]
    /// Where a folder named on the command line is read from (the working folder): it may then
    /// be anywhere; nil for the configuration's folders, read from the handbook and kept beside it.
    public var workingFolder: URL?

    public var fromCommandLine: Bool { workingFolder != nil }

    public init(path: String, repo: String? = nil, ignore: [String] = [], workingFolder: URL? = nil) {
        (self.path, self.repo, self.ignore, self.workingFolder) = (path, repo, ignore, workingFolder)
    }

    /// The folder walked: the path's segments up to the first with a wildcard.
    public var root: String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        let literal = segments.prefix { !$0.contains { $0 == "*" || $0 == "?" } }
        let joined = literal.joined(separator: "/")
        return joined.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : joined
    }

    /// The folder walked, on disk: `root` read from the working folder (command line) or the handbook.
    public func folder(handbook: URL) -> URL {
        if root.hasPrefix("/") { return URL(fileURLWithPath: root).standardizedFileURL }
        return (workingFolder ?? handbook).appendingPathComponent(root).standardizedFileURL
    }

    /// The pattern a file's path below `root` must match, nil when the path has no wildcard.
    var filePattern: Glob? {
        let rest = path.split(separator: "/").drop { !$0.contains { $0 == "*" || $0 == "?" } }
        return rest.isEmpty ? nil : Glob(rest.joined(separator: "/") + "/**")
    }

    /// The link to `line` of the file at `relative` (below `root`), if the source has a
    /// repository: `{path}` and `{line}` in `repo` are replaced (a host whose lines are not
    /// `#L42`: Bitbucket's `#lines-42`), or the path and `#L42` appended.
    func link(to relative: String, line: Int) -> String? {
        guard let repo, !repo.isEmpty else { return nil }
        let encoded = relative.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? String($0) }
            .joined(separator: "/")
        if repo.utf8.contains(UInt8(ascii: "{")), Bytes.contains(repo, "{path}") {
            return repo.replacingEvery("{path}", with: encoded).replacingEvery("{line}", with: String(line))
        }
        return (repo.hasSuffix("/") ? repo : repo + "/") + encoded + "#L\(line)"
    }

    /// What a path segment keeps as it is: no `#`, `?` or `%`, which would end or change the link.
    private static let pathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "#?%;"))
}
