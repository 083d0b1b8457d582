import SpecimenDiagnostics

/// Font families: a name or a list of names, and the CSS font stacks some systems write as one string.
extension TokenEvaluator {
    mutating func decodeFontFamily(_ node: JSONNode, file: String) -> [String]? {
        let items = node.string != nil ? [node] : (node.array ?? [])
        guard !items.isEmpty else {
            invalid(node, file, "a font family must be a name or a non-empty array of names")
            return nil
        }
        var names: [String] = []
        for item in items {
            guard let name = item.string else {
                invalid(item, file, "font family names must be strings, not \(item.value.kindWithArticle)")
                return nil
            }
            guard let split = Self.fontList(name), !split.isEmpty else {
                invalid(item, file, "a font family name cannot be empty")
                return nil
            }
            if split.count > 1 || split[0] != name {
                // Primer and Fluent write a whole CSS font stack as one name.
                legacy(item, file, "a CSS font list in one string; write an array of names: [\(split.map { "\"\($0)\"" }.joined(separator: ", "))]")
            }
            names += split
        }
        return names
    }

    /// `"-apple-system, 'Segoe UI', Arial"` → the names without quotes; nil when a name is empty.
    /// A name without commas or quotes is returned as written.
    static func fontList(_ text: String) -> [String]? {
        guard text.contains(",") || text.hasPrefix("'") || text.hasPrefix("\"") else {
            return text.trimmingWhitespace().isEmpty ? nil : [text]
        }
        var names: [String] = []
        var current = ""
        var quote: Character?
        var quoted = false
        func finish() -> Bool {
            let name = quoted ? current : current.trimmingWhitespace()
            guard !name.trimmingWhitespace().isEmpty else { return false }
            names.append(name)
            current = ""
            quoted = false
            return true
        }
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"", current.trimmingWhitespace().isEmpty {
                quote = character
                quoted = true
                current = ""
            } else if character == "," {
                guard finish() else { return nil }
            } else if !(quoted && character.isWhitespace) {
                current.append(character)
            }
        }
        guard quote == nil, finish() else { return nil }
        return names
    }
}
