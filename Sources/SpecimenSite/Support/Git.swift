import Foundation

/// The git repository a handbook is in, asked through the `git` command; nil where there is
/// none (or no git). Used to tell what changed in a page since it was translated.
struct Git: Sendable {
    let root: URL

    /// The repository holding `root`, if it is in one.
    init?(at root: URL) {
        self.root = root
        guard run(["rev-parse", "--is-inside-work-tree"])?.hasPrefix("true") == true else { return nil }
    }

    /// The command's output, or nil when it fails.
    func run(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.quotepath=off"] + arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
