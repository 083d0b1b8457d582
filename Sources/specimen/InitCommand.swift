import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenSite

/// `specimen init DIR`: a starter handbook that builds as it is.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a starter handbook: config, pages, light and dark tokens, a button component.",
        discussion: """
            With --ci, also a workflow that checks pull requests and publishes the main branch to GitHub or GitLab \
            Pages, at the root of the folder's git repository; a folder that holds a handbook already gets only \
            the workflow (specimen init . --ci github).
            """)

    @Argument(help: "The folder to create (it must be empty or not exist yet), or with --ci a handbook's folder.")
    var folder: String

    enum Host: String, ExpressibleByArgument, CaseIterable {
        case github, gitlab

        var workflowHost: CIWorkflow.Host { self == .github ? .github : .gitlab }
    }

    @Option(name: .long, help: "Write a CI workflow too: github (GitHub Actions and Pages) or gitlab (GitLab CI and Pages).")
    var ci: Host?

    @Flag(
        name: .long,
        help: "Write into a folder that is not empty (the starter's files are replaced, after a backup in .specimen-init-backup/; others kept).")
    var force = false

    func run() throws {
        let url = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        let hasHandbook = FileManager.default.fileExists(atPath: url.appendingPathComponent("specimen.yml").path)
        if let ci = ci?.workflowHost {
            // Nothing is written when the workflow cannot be.
            try report { () throws(DiagnosticsFailure) in try CIWorkflow.refuseExisting(ci, handbook: url) }
            if hasHandbook { return try writeWorkflow(ci, handbook: url) }
        }
        switch Result(catching: { () throws(DiagnosticsFailure) in try StarterHandbook.write(to: url, force: force) }) {
        case .failure(let failure):
            Terminal.report(failure.diagnostics)
            throw ExitCode.failure
        case .success(let replaced):
            if !replaced.isEmpty {
                Terminal.writeError(
                    "Replaced \(replaced.count) file\(replaced.count == 1 ? "" : "s"); the old ones are in \(folder)/\(StarterHandbook.backupFolder)/:\n"
                        + replaced.map { "  \($0)" }.joined(separator: "\n"))
            }
            let shown = folder.contains(" ") ? "'\(folder)'" : folder
            Terminal.writeOutput(
                """
                Created a handbook in \(folder)/. Next:
                  cd \(shown)
                  specimen serve      # preview at http://127.0.0.1:8080/, reloading as you edit
                """)
        }
        if let ci = ci?.workflowHost { try writeWorkflow(ci, handbook: url) }
    }

    private func writeWorkflow(_ host: CIWorkflow.Host, handbook: URL) throws {
        var file = handbook
        try report { () throws(DiagnosticsFailure) in file = try CIWorkflow.write(for: host, handbook: handbook) }
        let next =
            switch host {
            case .github:
                "Pull requests get their findings on their lines and a comment with their token changes; the main branch is published to GitHub Pages. Next: Settings › Pages › Source: GitHub Actions, then commit and push."
            case .gitlab:
                "Merge requests are checked and their token changes kept as an artifact; the default branch is published to GitLab Pages. Next: commit and push."
            }
        Terminal.writeOutput("Wrote \(file.path). \(next)")
    }

    /// Runs `body`, printing its diagnostics and failing when it throws.
    private func report(_ body: () throws(DiagnosticsFailure) -> Void) throws {
        do throws(DiagnosticsFailure) {
            try body()
        } catch {
            Terminal.report(error.diagnostics)
            throw ExitCode.failure
        }
    }
}
