import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenSite

/// `specimen init DIR`: a starter handbook that builds as it is.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a starter handbook: config, pages, light and dark tokens, a button component.")

    @Argument(help: "The folder to create (it must be empty or not exist yet).")
    var folder: String

    @Flag(
        name: .long,
        help: "Write into a folder that is not empty (the starter's files are replaced, after a backup in .specimen-init-backup/; others kept).")
    var force = false

    func run() throws {
        let url = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
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
    }
}
