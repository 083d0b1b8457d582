import Foundation
import Testing

/// `Benchmarks/templates/run.sh` measures what each template fast path buys by building with
/// `Benchmarks/templates/switches.patch` applied; the patch once stopped applying when the code it
/// touches changed, and nothing said so until the benchmark was run.
@Suite("The template benchmark's switches patch")
struct FastPathSwitchesPatchTests {
    /// The patch applies to the sources as they are (regenerate it with `git diff -- Sources`
    /// after making its edits again when this fails).
    @Test func theSwitchesPatchApplies() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "apply", "--check", "Benchmarks/templates/switches.patch"]
        process.currentDirectoryURL = repositoryRoot
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git apply --check Benchmarks/templates/switches.patch:\n\(message)")
    }
}
