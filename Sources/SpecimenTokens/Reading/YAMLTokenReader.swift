import Foundation
import SpecimenDiagnostics
import Yams

/// Reads a token file written in YAML into the same positioned JSON tree a JSON file gives,
/// so every diagnostic points at the line and column in the YAML.
enum YAMLTokenReader {
    /// YAML 1.2's core scalars: `yes`, `no`, `on` and `off` stay strings (a token named `off`,
    /// a value `no`), and so do dates.
    private static let resolver: Resolver = {
        // The patterns are constants; they compile.
        let bool = try! Resolver.Rule(.bool, "^(?:true|True|TRUE|false|False|FALSE)$")
        return Resolver.basic.appending(bool).appending(.int).appending(.float).appending(.null)
    }()

    /// Whether a file name says YAML.
    static func isYAML(_ file: String) -> Bool {
        file.hasSuffix(".yaml") || file.hasSuffix(".yml")
    }

    /// Parses `text`; a syntax error is thrown as a located `yaml-syntax` diagnostic.
    static func parse(_ text: String, file: String) throws(DiagnosticsFailure) -> JSONReader.Result {
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text, resolver)
        } catch {
            throw DiagnosticsFailure(YAMLDiagnostics.diagnostic(for: error, code: "yaml-syntax", file: file, text: text))
        }
        guard let composed else {
            return JSONReader.Result(root: JSONNode(.object(JSONObject()), at: JSONPosition(line: 1, column: 1)), warnings: [])
        }
        var warnings: [Diagnostic] = []
        let root = convert(composed, file: file, depth: 0, warnings: &warnings)
        return JSONReader.Result(root: root, warnings: warnings)
    }

    private static func convert(_ node: Node, file: String, depth: Int, warnings: inout [Diagnostic]) -> JSONNode {
        let position = self.position(node)
        // Aliases are expanded by the composer; a deep (or self-similar) tree is cut where JSON's would be.
        guard depth < 256 else {
            warnings.append(
                .error("yaml-syntax", "nesting deeper than 256 levels", at: SourceLocation(file: file, line: position.line, column: position.column)))
            return JSONNode(.null, at: position)
        }
        switch node {
        case .scalar(let scalar):
            return JSONNode(value(of: scalar), at: position)
        case .sequence(let sequence):
            return JSONNode(.array(sequence.map { convert($0, file: file, depth: depth + 1, warnings: &warnings) }), at: position)
        case .mapping(let mapping):
            var members: [JSONMember] = []
            for (key, value) in mapping {
                guard let name = key.scalar?.string else {
                    warnings.append(
                        .error(
                            "yaml-syntax", "keys must be plain names, not a list or a mapping",
                            at: SourceLocation(file: file, line: self.position(key).line, column: self.position(key).column)))
                    continue
                }
                members.append(
                    JSONMember(key: name, keyPosition: self.position(key), value: convert(value, file: file, depth: depth + 1, warnings: &warnings)))
            }
            return JSONNode(.object(JSONObject(members)), at: position)
        case .alias:
            return JSONNode(.null, at: position)
        }
    }

    private static func value(of scalar: Node.Scalar) -> JSONValue {
        // Quoted scalars are strings whatever they spell ("#ff0000", "1.5", "true").
        let tag: Tag.Name = scalar.style == .plain || scalar.style == .any ? resolver.resolveTag(of: .scalar(scalar)) : .str
        switch tag {
        case .bool: return .bool(Bool.construct(from: scalar) ?? false)
        case .null: return .null
        case .int, .float:
            guard let number = Double.construct(from: scalar), number.isFinite else { return .string(scalar.string) }
            // JSON has no `0x1F`, `1_000` or `.5`: such literals are written as JSON writes the number.
            let normalized = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            return .number(number, literal: isJSONNumber(scalar.string) ? scalar.string : normalized)
        default: return .string(scalar.string)
        }
    }

    private static func isJSONNumber(_ text: String) -> Bool {
        text.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
    }

    private static func position(_ node: Node) -> JSONPosition {
        JSONPosition(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
}
