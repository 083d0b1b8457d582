import Foundation

/// Handbooks for `specimen mcp` to answer about, each in a new temporary folder.
enum MCPHandbooks {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A copy of the sample handbook: `Content/`, `specimen.yml`, the component CSS its examples link and the app its `usage:` scans.
    static func sample() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["Content", "specimen.yml", "Public/assets/components.css", "Examples/App"] {
            let destination = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(name), to: destination)
        }
        return root
    }

    /// A handbook of one page whose `tokens:` names a copy of a real system of
    /// `../shared/fixtures/design-systems`.
    static func realSystem(_ name: String, config: String = "") throws -> URL {
        let fixtures = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/design-systems")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        for file in [name, "\(name).resolver.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(file), to: root.appendingPathComponent(file))
        }
        try Data("title: \(name)\ntokens: \(name).resolver.json\n\(config)".utf8).write(to: root.appendingPathComponent("specimen.yml"))
        try Data("# \(name)\n\nThe tokens of \(name), as its team publishes them.\n".utf8).write(
            to: root.appendingPathComponent("Content/index.md"))
        return root
    }

    /// Replaces `old` by `new` in the handbook's file at `path`, which must hold it.
    static func edit(_ root: URL, _ path: String, replacing old: String, with new: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard text.contains(old) else { throw MCPSession.Failure(description: "\(path) does not hold \(old)") }
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// Runs git in `root` (committing as a test user), dated `day` when given.
    static func git(_ root: URL, _ arguments: String..., day: String? = nil) throws {
        var environment = ProcessInfo.processInfo.environment
        if let day { (environment["GIT_AUTHOR_DATE"], environment["GIT_COMMITTER_DATE"]) = ("\(day)T10:00:00", "\(day)T10:00:00") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgSign=false", "-c", "tag.gpgSign=false"] + arguments
        process.currentDirectoryURL = root
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw MCPSession.Failure(description: "git \(arguments) failed") }
    }
}
