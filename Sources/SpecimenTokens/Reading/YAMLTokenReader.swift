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
            composed = try YAMLText.compose(text, resolver: resolver)
        } catch {
            throw DiagnosticsFailure(YAMLDiagnostics.diagnostic(for: error, code: "yaml-syntax", file: file, text: text))
        }
        guard let composed else {
            return JSONReader.Result(root: JSONNode(.object(JSONObject()), at: JSONPosition(line: 1, column: 1)), warnings: [])
        }
        var warnings: [Diagnostic] = []
        var budget = ExpansionBudget(fileBytes: text.utf8.count)
        let root = convert(composed, file: file, depth: 0, budget: &budget, warnings: &warnings)
        // What was read before the budget ran out is not the file: the file is not read.
        if budget.exceeded { throw DiagnosticsFailure(warnings.filter { $0.code == "yaml-alias-limit" }) }
        return JSONReader.Result(root: root, warnings: warnings)
    }

    /// What a file may expand to through its aliases. The composer shares an anchored node among
    /// its aliases, so ten levels of ten aliases cost nothing until read out, when they are 10¹⁰
    /// nodes; without aliases a file has fewer nodes than bytes, so reading stops, with one error
    /// where the budget runs out, once a file holds far more than it could spell out.
    struct ExpansionBudget {
        /// 100,000 nodes, and ten more per byte of the file.
        static func nodes(fileBytes: Int) -> Int { 100_000 + 10 * fileBytes }
        /// 1 MB of scalar text, and ten bytes more per byte of the file.
        static func textBytes(fileBytes: Int) -> Int { 1_000_000 + 10 * fileBytes }

        var nodesLeft: Int
        var textBytesLeft: Int
        var exceeded = false
        /// The top-level member being read, where the error is reported: an aliased node's own
        /// position is its anchor's, which says nothing of where the expansion happened.
        var member: (name: String, position: JSONPosition)?

        init(fileBytes: Int) {
            nodesLeft = Self.nodes(fileBytes: fileBytes)
            textBytesLeft = Self.textBytes(fileBytes: fileBytes)
        }
    }

    private static func convert(_ node: Node, file: String, depth: Int, budget: inout ExpansionBudget, warnings: inout [Diagnostic]) -> JSONNode {
        let position = self.position(node)
        guard spend(node, on: &budget, file: file, at: position, warnings: &warnings) else { return JSONNode(.null, at: position) }
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
            return JSONNode(.array(sequence.map { convert($0, file: file, depth: depth + 1, budget: &budget, warnings: &warnings) }), at: position)
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
                if depth == 0 { budget.member = (name, self.position(key)) }
                members.append(
                    JSONMember(
                        key: name, keyPosition: self.position(key),
                        value: convert(value, file: file, depth: depth + 1, budget: &budget, warnings: &warnings)))
            }
            return JSONNode(.object(JSONObject(members)), at: position)
        case .alias:
            return JSONNode(.null, at: position)
        }
    }

    /// Takes `node` out of the budget; false, with the error said once, when it is spent.
    private static func spend(
        _ node: Node, on budget: inout ExpansionBudget, file: String, at position: JSONPosition, warnings: inout [Diagnostic]
    ) -> Bool {
        guard !budget.exceeded else { return false }
        budget.nodesLeft -= 1
        if case .scalar(let scalar) = node { budget.textBytesLeft -= scalar.string.utf8.count }
        guard budget.nodesLeft < 0 || budget.textBytesLeft < 0 else { return true }
        budget.exceeded = true
        let place = budget.member?.position ?? position
        let subject = budget.member.map { "'\($0.name)' expands" } ?? "the file expands"
        warnings.append(
            .error(
                "yaml-alias-limit",
                "\(subject) through YAML aliases past what the file may hold (100,000 nodes and 1 MB of text, and ten of each per byte of the file); write the values out, or name tokens with references such as {color.base} instead of aliases",
                at: SourceLocation(file: file, line: place.line, column: place.column)))
        return false
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
