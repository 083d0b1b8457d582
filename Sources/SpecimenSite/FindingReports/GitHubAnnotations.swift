import SpecimenDiagnostics
import SpecimenTokens

/// Findings as GitHub Actions workflow commands, `::error file=…,line=…,col=…,title=[code]::message`,
/// which the runner shows as annotations on the pull request's lines and in the run's summary.
public enum GitHubAnnotations {
    /// One command per finding, in order.
    public static func lines(_ findings: [Diagnostic], paths: FindingPaths) -> [String] {
        findings.map { line($0, path: paths.path(of: $0.location.file)) }
    }

    /// The command for one finding: errors as `error`, warnings as `warning`, notes as `notice`.
    static func line(_ finding: Diagnostic, path: String) -> String {
        var properties = ["file=" + property(path)]
        if finding.location.line > 0 {
            properties += ["line=\(finding.location.line)", "col=\(finding.location.column)"]
        }
        properties.append("title=" + property("[\(finding.code)]"))
        return "::\(command(for: finding.severity)) \(properties.joined(separator: ","))::\(message(finding.message))"
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A command's message, escaped as the runner reads it back: `%`, CR and LF as `%25`, `%0D`,
    /// `%0A`. Other control characters are written as `\u001B` first, as on the terminal, so
    /// that no byte of a handbook's file can drive the log's viewer.
    static func message(_ text: String) -> String {
        EchoedText.escaped(text).replacingEvery("%", with: "%25")
            .replacingEvery("\r", with: "%0D").replacingEvery("\n", with: "%0A")
    }

    /// A property's value, escaped as a message is and also `:` and `,`, which end it.
    static func property(_ text: String) -> String {
        message(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
