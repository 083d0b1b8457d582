/// Writes JSON with members in the order given and two-space indentation, so that files
/// generated from the same tokens are byte-identical and their diffs readable.
public enum JSONWriter {
    public static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output + "\n"
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(_, let literal): output += literal
        case .string(let text): output += quoted(text)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            if items.allSatisfy({ $0.isScalar }) {
                output += "[" + items.map { scalar($0.value) }.joined(separator: ", ") + "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                write(item.value, indent: indent + 1, into: &output)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let object):
            guard !object.members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in object.members.enumerated() {
                output += String(repeating: "  ", count: indent + 1) + quoted(member.key) + ": "
                write(member.value.value, indent: indent + 1, into: &output)
                output += index + 1 < object.members.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// `"key": value` as it appears inside an object written at depth `indent - 1`, with its
    /// indentation and without the separator; for callers that assemble objects piece by piece.
    public static func member(_ key: String, _ value: JSONValue, indent: Int) -> String {
        var output = String(repeating: "  ", count: indent) + quoted(key) + ": "
        write(value, indent: indent, into: &output)
        return output
    }

    private static func scalar(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    /// A JSON string literal; control characters and the characters `<`, `>`, `&` are escaped
    /// so the text is also safe inside an HTML `<script>`.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                result += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 { result += "\\u" + hex4(scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension JSONNode {
    fileprivate var isScalar: Bool {
        switch value {
        case .object, .array: false
        default: true
        }
    }
}
