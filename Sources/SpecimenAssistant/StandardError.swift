import Foundation

/// Where the server tells a person what it does: standard error, since standard output is the
/// protocol's. Each line is written whole.
struct StandardError: Sendable {
    /// Whether to say more than problems and rebuilds (`--verbose`).
    var verbose = false

    func write(_ line: String) {
        FileHandle.standardError.write(Data(("specimen mcp: " + line + "\n").utf8))
    }

    func detail(_ line: @autoclosure () -> String) {
        if verbose { write(line()) }
    }
}
