import Foundation
import SpecimenPages

/// The files of the handbook a release's tokens may be read from — `specimen.yml` and every
/// JSON or YAML file of the handbook's folder at the release's commit — read from git without
/// a checkout: the names with `git ls-tree`, the contents with one `git cat-file --batch`.
struct ReleaseFiles: Sendable {
    /// Path below the handbook → blob id, for each release.
    let listings: [[String: String]]
    /// Blob id → contents, for every blob of any listing.
    let blobs: [String: Data]

    /// The files of each commit, or nil when git cannot list one of them.
    static func read(commits: [String], git: Git) -> ReleaseFiles? {
        let listings = commits.parallelMap { commit in listing(of: commit, git: git) }
        guard listings.allSatisfy({ $0 != nil }) else { return nil }
        let wanted = Set(listings.flatMap { $0!.values })
        guard let blobs = contents(of: wanted.sorted(), git: git) else { return nil }
        return ReleaseFiles(listings: listings.map { $0! }, blobs: blobs)
    }

    /// Whether a file of the handbook is one a release's tokens could come from.
    static func isReadable(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return [".json", ".jsonc", ".yaml", ".yml", ".tokens"].contains { lowercased.hasSuffix($0) }
    }

    /// `git ls-tree` run in the handbook's folder lists that folder alone, by relative paths.
    /// Links and submodules are left out (a link could lead out of the handbook), as are paths
    /// that could not be written below a folder.
    private static func listing(of commit: String, git: Git) -> [String: String]? {
        guard let output = git.data(["ls-tree", "-r", "-z", commit]) else { return nil }
        var files: [String: String] = [:]
        for record in output.split(separator: 0) {
            // `<mode> blob <id>\t<path>`
            guard let tab = record.firstIndex(of: 9) else { continue }
            let header = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard header.count == 3, header[0] == "100644" || header[0] == "100755", header[1] == "blob", isReadable(path), isSafe(path)
            else { continue }
            files[path] = String(header[2])
        }
        return files
    }

    private static func isSafe(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// Every blob named, through one `git cat-file --batch`: `<id> blob <size>\n<bytes>\n` each.
    private static func contents(of ids: [String], git: Git) -> [String: Data]? {
        guard !ids.isEmpty else { return [:] }
        guard let output = git.data(["cat-file", "--batch"], input: Data((ids.joined(separator: "\n") + "\n").utf8)) else { return nil }
        var blobs: [String: Data] = [:]
        var position = output.startIndex
        while position < output.endIndex, let newline = output[position...].firstIndex(of: 10) {
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= output.endIndex else { return nil }
            blobs[String(header[0])] = output.subdata(in: (newline + 1)..<(newline + 1 + size))
            position = newline + 1 + size + 1
        }
        return blobs.count == ids.count ? blobs : nil
    }
}
