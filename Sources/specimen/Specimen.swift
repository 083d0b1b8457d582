import ArgumentParser
import Foundation
import SpecimenDiagnostics

@main
struct Specimen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Publish a design-system handbook — Markdown pages and design tokens — as a static web site.",
        version: "specimen \(SpecimenVersion.current) (commit \(buildCommit))",
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, InitCommand.self, DiffCommand.self, TokensCommand.self, ExplainCommand.self,
            MCPCommand.self, UsageCommand.self,
        ]
    )

    /// Runs the command line; usage errors exit with 2, content errors with 1.
    static func main() async {
        AllocatorTuning.apply()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { Terminal.writeError(message) }
            Foundation.exit(2)
        }
    }
}
