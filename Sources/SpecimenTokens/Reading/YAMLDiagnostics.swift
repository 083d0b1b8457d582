import SpecimenDiagnostics
import Yams

/// Turns Yams errors and node marks into located diagnostics (for token files, and for the
/// site's config, front matter and block options).
public enum YAMLDiagnostics {
    /// A diagnostic for a YAML syntax error in `file`, whose YAML starts `lineOffset` lines down.
    public static func diagnostic(for error: Error, code: String, file: String, text: String, lineOffset: Int = 0) -> Diagnostic {
        var line = 1, column = 1
        var problem = "\(error)"
        if let yamlError = error as? YamlError {
            switch yamlError {
            case let .scanner(context, message, mark, _), let .parser(context, message, mark, _), let .composer(context, message, mark, _):
                line = mark.line
                column = mark.column
                problem = message
                if let context { problem += " \(context.text)" }
            case let .reader(message, _, _, _):
                problem = message
            case let .duplicatedKeysInMapping(duplicates, context):
                line = context.mark.line
                column = context.mark.column
                problem = "duplicate key\(duplicates.count == 1 ? "" : "s") \(duplicates.map { "'\($0)'" }.joined(separator: ", "))"
            default:
                break
            }
        }
        let location = SourceLocation(file: file, line: line + lineOffset, column: column)
        return .error(code, "invalid YAML: \(problem)", at: location, sourceLine: SourceText.line(line, in: text))
    }

    /// The location of a node, shifted by `lineOffset`.
    public static func location(of node: Node, file: String, lineOffset: Int = 0) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: file, line: 1 + lineOffset) }
        return SourceLocation(file: file, line: mark.line + lineOffset, column: mark.column)
    }
}
