import Foundation

/// Where a finding's file is for a tool that reads the report from the repository's root (a CI
/// runner, a code-scanning upload): findings name files relative to the handbook's root, which
/// may be a folder of the repository.
public struct FindingPaths: Sendable {
    private let root: String
    /// The folder paths are given from, symbolic links resolved.
    public let workingDirectory: String

    /// - Parameters:
    ///   - root: the handbook's root folder.
    ///   - workingDirectory: the folder paths are given from (the repository's root in CI).
    public init(root: URL, workingDirectory: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath().path
        self.workingDirectory = workingDirectory.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The path of `file` (relative to the handbook's root, or absolute) from the working
    /// directory, with `/` between its parts; absolute when it lies outside it.
    public func path(of file: String) -> String {
        let absolute = file.hasPrefix("/") ? file : (root == "/" ? "" : root) + "/" + file
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let base = workingDirectory == "/" ? "" : workingDirectory
        guard standardized.hasPrefix(base + "/") else { return standardized }
        return String(standardized.dropFirst(base.count + 1))
    }
}
