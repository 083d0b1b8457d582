import Foundation

/// Where the server tells a person what it does: standard error, since standard output is the
/// protocol's. Each line is written whole, its control characters shown escaped (`\u001B`):
/// what a client sends, echoed with `--verbose`, cannot move the cursor or retitle a terminal.
struct StandardError: Sendable {
    /// Whether to say more than problems and rebuilds (`--verbose`).
    var verbose = false

    func write(_ line: String) {
        FileHandle.standardError.write(Data(("specimen mcp: " + Self.escaped(line) + "\n").utf8))
    }

    func detail(_ line: @autoclosure () -> String) {
        if verbose { write(line()) }
    }

    /// `text` with C0 and C1 control characters (and DEL) as `\u001B`; the rest as it is.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += String(format: "\\u%04X", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
