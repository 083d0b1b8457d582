/// A reference written in a token value: a curly alias or a JSON Pointer `$ref`.
enum TokenReference: Sendable, Hashable {
    /// `"{color.brand.primary}"`
    case alias(String)
    /// `{"$ref": "#/color/brand/primary/$value/components/0"}`
    case pointer(String)

    /// The reference a value node is, if it is one.
    init?(_ node: JSONNode) {
        switch node.value {
        case .string(let text):
            guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else { return nil }
            self = .alias(String(text.dropFirst().dropLast()))
        case .object(let object):
            guard object.members.count == 1, let target = object["$ref"]?.string else { return nil }
            self = .pointer(target)
        default:
            return nil
        }
    }

    /// `"{a} and {b}"` reads as one alias only at first sight: text types interpolate it instead.
    var isCompound: Bool {
        if case .alias(let path) = self { return path.contains("{") || path.contains("}") }
        return false
    }

    var written: String {
        switch self {
        case .alias(let path): "{\(path)}"
        case .pointer(let pointer): pointer
        }
    }
}
