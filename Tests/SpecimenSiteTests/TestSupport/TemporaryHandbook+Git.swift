import Foundation
import Testing

/// A temporary handbook made a real git repository: commits on given days, tags.
extension TemporaryHandbook {
    /// Runs git in the handbook; `date` (`YYYY-MM-DD`) dates what it makes.
    func git(_ arguments: String..., date: String? = nil) throws {
        try git(arguments, date: date)
    }

    func git(_ arguments: [String], date: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "tag.gpgSign=false", "-c", "commit.gpgSign=false"]
            + arguments
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        if let date {
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["GIT_AUTHOR_DATE": "\(date)T10:00:00", "GIT_COMMITTER_DATE": "\(date)T10:00:00"]) { _, new in new }
        }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    /// What git prints for `arguments`, run in the handbook.
    func gitOutput(_ arguments: String...) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// Commits everything on `day`.
    func commit(_ day: String, _ message: String) throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message, date: day)
    }

    /// Tags the last commit on `day`, annotated with `message` when there is one.
    func tag(_ name: String, _ day: String, message: String? = nil) throws {
        try git(message.map { ["tag", "-a", name, "-m", $0] } ?? ["tag", name], date: day)
    }
}

extension TemporaryHandbook {
    /// Feeds `stream` to `git fast-import`: thousands of commits and tags in a second.
    func fastImport(_ stream: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "fast-import", "--quiet"]
        process.currentDirectoryURL = root
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(stream.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git fast-import")
        try git("reset", "-q", "--hard", "main")
    }
}
