import Foundation
import SpecimenDiagnostics

/// Where the server tells a person what it does: standard error, since standard output is the
/// protocol's. Each line is written whole, its control characters shown escaped (`\u001B`):
/// what a client sends, echoed with `--verbose`, cannot move the cursor or retitle a terminal.
struct StandardError: Sendable {
    /// Whether to say more than problems and rebuilds (`--verbose`).
    var verbose = false

    func write(_ line: String) {
        FileHandle.standardError.write(Data(("specimen mcp: " + EchoedText.escaped(line) + "\n").utf8))
    }

    func detail(_ line: @autoclosure () -> String) {
        if verbose { write(line()) }
    }
}
