import SpecimenDiagnostics

/// Decoders for the types real systems add beyond the format: strings, booleans and links.
/// Strings and links may name other tokens inside their text (`"inset 0 0 0 {border.thin}"`),
/// as Style Dictionary interpolates them; each reference is followed and replaced by its value.
extension TokenEvaluator {
    mutating func decodeString(_ node: JSONNode, as type: TokenType, file: String) -> String? {
        guard let text = node.string else {
            invalid(node, file, "a \(type.rawValue) value must be a string, not \(node.value.kindWithArticle)")
            return nil
        }
        return interpolated(text, at: node, file: file)
    }

    mutating func decodeBoolean(_ node: JSONNode, file: String) -> Bool? {
        guard let flag = node.bool else {
            invalid(node, file, "a boolean value must be true or false, not \(node.value.kindWithArticle)")
            return nil
        }
        return flag
    }

    /// `text` with every `{path}` that names a token replaced by that token's value as text.
    /// Braces around anything that cannot be a path (spaces, nothing) stay as written.
    private mutating func interpolated(_ text: String, at node: JSONNode, file: String) -> String? {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}" else {
                result += rest[open...open]
                rest = rest[afterOpen...]
                continue
            }
            let path = String(rest[afterOpen..<close])
            rest = rest[rest.index(after: close)...]
            guard !path.isEmpty, !path.contains(where: \.isWhitespace) else {
                result += "{\(path)}"
                continue
            }
            guard case .token(let target)? = follow(.alias(path), at: node, file: file) else { return nil }
            result += target.value.text
        }
        return result + rest
    }
}

extension TokenValue {
    /// The value as it reads inside a sentence: strings and links bare, everything else as CSS.
    public var text: String {
        switch self {
        case .string(let text), .link(let text): text
        default: css
        }
    }
}
