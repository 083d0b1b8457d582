import Foundation
import SpecimenDiagnostics

#if canImport(Glibc)
    import Glibc
#endif

/// Everything the CLI prints: diagnostics, progress, summaries. Lower layers only return values.
enum Terminal {
    static let errorIsTerminal = isatty(STDERR_FILENO) == 1
    nonisolated(unsafe) private static var progressShown = false

    /// Writes `text` and a line feed to standard error. Everything written here is for people,
    /// and may quote a handbook's files (a name, a path, a summary): control characters other
    /// than line feeds and tabs are written as `\u001B`, so that no file drives the terminal.
    static func writeError(_ text: String) {
        clearProgress()
        FileHandle.standardError.write(Data((EchoedText.escaped(text, keepingLineFeeds: true, keepingTabs: true) + "\n").utf8))
    }

    /// Writes one line to standard error, a summary or an error that quotes names from the
    /// handbook's files: every control character in it, line feeds included, is written as
    /// `\u000A`, so that a name cannot forge a line of its own.
    static func writeErrorLine(_ text: String) {
        writeError(EchoedText.escaped(text))
    }

    /// Writes `text` and a line feed to standard output, escaped as `writeError` escapes: a
    /// token's name, value or description listed by `tokens list` or `show` cannot drive the
    /// terminal either.
    static func writeOutput(_ text: String) {
        clearProgress()
        FileHandle.standardOutput.write(Data((EchoedText.escaped(text, keepingLineFeeds: true, keepingTabs: true) + "\n").utf8))
    }

    /// Prints diagnostics as `FILE:LINE:COL: severity: message [code]`, with the offending
    /// line and a caret when a person is watching. Unless `verbose`, at most three findings of
    /// a code are printed, then one line saying how many more there are.
    static func report(_ diagnostics: [Diagnostic], verbose: Bool = false) {
        for line in DiagnosticReport.lines(diagnostics, limitPerCode: verbose ? nil : 3, excerpts: errorIsTerminal) {
            writeError(line)
        }
    }

    /// "2 errors, 245 warnings (209 token-type-nonstandard, 33 token-value-invalid-hex, …)".
    static func counts(_ diagnostics: [Diagnostic], includeNotes: Bool = false) -> String {
        DiagnosticReport.summary(diagnostics, includeNotes: includeNotes)
    }

    /// A single, overwritten status line; shown on terminals only.
    static func progress(_ text: String) {
        guard errorIsTerminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(EchoedText.escaped(text))".utf8))
        progressShown = true
    }

    /// Columns to wrap long text to: the terminal's width within 60…100, or 80 when the output
    /// is not a terminal (a file, a pipe, a test).
    static var outputWidth: Int {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return min(100, max(60, Int(size.ws_col)))
    }

    static func clearProgress() {
        guard progressShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        progressShown = false
    }
}

extension [Diagnostic] {
    /// The findings but notes, which only the commands that check print (`check`, `tokens check`).
    var withoutNotes: [Diagnostic] { filter { $0.severity != .note } }
}
