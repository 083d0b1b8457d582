import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenPages

/// `specimen explain [CODE]`: what a diagnostic code means, a handbook that produces it, and how
/// to fix it; without a code, every code with its severity and summary.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means, an example that produces it, and how to fix it.",
        discussion:
            "Without a code, lists every code. The code may be copied as printed, brackets and all: specimen explain '[link-broken]'. Exit status: 0, or 2 for a code that does not exist."
    )

    @Argument(help: "A diagnostic code, such as link-broken.")
    var code: String?

    func run() throws {
        let width = Terminal.outputWidth
        guard let code else {
            Terminal.writeOutput(DiagnosticExplanation.list(width: width))
            return
        }
        let wanted = Self.code(in: code)
        guard let entry = DiagnosticCatalogue.entry(wanted) else {
            let guess = Suggestion.closest(to: wanted, in: DiagnosticCatalogue.codes).map { "; did you mean '\($0)'?" } ?? ""
            Terminal.writeError("error: there is no diagnostic code '\(wanted)'\(guess) ('specimen explain' lists every code)")
            throw ExitCode(2)
        }
        // The codes about blocks end with every block, as the registry has them.
        let blocks = DiagnosticCatalogue.Area.blocks.entries.contains(entry) ? "\n" + BlockRegistry.catalogueText(width: width) : ""
        Terminal.writeOutput(DiagnosticExplanation.text(for: entry, width: width) + blocks)
    }

    /// The code in what a user typed: `link-broken`, `[link-broken]`, or a whole finding line
    /// ending in `[link-broken]`, as copied from the terminal.
    static func code(in written: String) -> String {
        var text = Substring(written.trimmingCharacters(in: .whitespaces))
        if text.hasSuffix("]"), let open = text.lastIndex(of: "[") {
            text = text[text.index(after: open)..<text.index(before: text.endIndex)]
        }
        return text.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
