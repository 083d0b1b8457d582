/// A located finding with a stable code, the value every stage returns instead of printing.
public struct Diagnostic: Error, Sendable, Hashable, Codable {
    public var severity: Severity
    /// A stable, kebab-case identifier such as `front-matter-syntax`; tools and docs key on it.
    public var code: String
    public var message: String
    public var location: SourceLocation
    /// The text of the offending source line, when known, for a caret display on terminals.
    public var sourceLine: String?

    public init(_ severity: Severity, code: String, message: String, at location: SourceLocation, sourceLine: String? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// An error-level diagnostic.
    public static func error(_ code: String, _ message: String, at location: SourceLocation, sourceLine: String? = nil) -> Diagnostic {
        Diagnostic(.error, code: code, message: message, at: location, sourceLine: sourceLine)
    }

    /// A warning-level diagnostic.
    public static func warning(_ code: String, _ message: String, at location: SourceLocation, sourceLine: String? = nil) -> Diagnostic {
        Diagnostic(.warning, code: code, message: message, at: location, sourceLine: sourceLine)
    }

    /// A note: information that needs no action (an unused token, say).
    public static func note(_ code: String, _ message: String, at location: SourceLocation, sourceLine: String? = nil) -> Diagnostic {
        Diagnostic(.note, code: code, message: message, at: location, sourceLine: sourceLine)
    }

    /// The one-line form `FILE:LINE:COL: error: message [code]`. Control characters in the file's
    /// name and the message (text quoted from a file) are written as `\u001B`, so the finding stays
    /// one line and cannot drive the terminal that shows it.
    public var formatted: String {
        "\(EchoedText.escaped(location.file)):\(location.line):\(location.column): \(severity.rawValue): \(EchoedText.escaped(message)) [\(code)]"
    }

    /// The one-line form followed by the offending line and a caret under the column. Tabs in the
    /// line become four spaces, under the caret too; other control characters are written as
    /// `\u001B`, and the caret counts what is shown.
    public var formattedWithExcerpt: String {
        guard let sourceLine else { return formatted }
        let line = EchoedText.escaped(sourceLine.replacingTabs())
        let prefix = sourceLine.prefix(max(0, location.column - 1))
        let padding = String(repeating: " ", count: EchoedText.escaped(prefix.replacingTabs()).count)
        return "\(formatted)\n\(line)\n\(padding)^"
    }
}

extension Diagnostic: CustomStringConvertible {
    public var description: String { formatted }
}

extension StringProtocol {
    fileprivate func replacingTabs() -> String {
        String(self).split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "    ")
    }
}
