/// Figma's variables have four types (color, number, string, boolean); what a number or a
/// string means is told by its scopes, the properties a designer may bind it to. A number
/// scoped only to lengths is a dimension in pixels (Figma's unit), one scoped to font weight a
/// font weight, a string scoped to font family a font family, and a string scoped to font
/// style that names a weight (`"SemiBold"`, as Lemonade's `font-weight.semibold`) a font
/// weight; so a spacing scale shows as one, and its CSS says `px`. An alias takes the meaning of the token it leads to, so that
/// both sides of a reference keep one type.
enum FigmaTypes {
    /// Scopes that take a length in pixels.
    static let lengthScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING",
        "PARAGRAPH_INDENT", "EFFECT_FLOAT",
    ]

    struct Written {
        let type: String?
        let scopes: Set<String>
        let reference: String?
        /// The value, when it is a string and no reference.
        let text: String?
    }

    /// Every token's type, scopes and reference, by path, over all the files.
    static func written(in roots: [JSONNode]) -> [String: Written] {
        var tokens: [String: Written] = [:]
        for root in roots { collect(root, path: [], into: &tokens) }
        return tokens
    }

    /// The DTCG type `path` is read as, when it differs from the one written.
    static func translatedType(of path: String, in tokens: [String: Written]) -> String? {
        var seen: Set<String> = []
        var current = path
        while let token = tokens[current], let reference = token.reference, seen.insert(current).inserted { current = reference }
        guard let origin = tokens[current], let own = tokens[path], origin.type == own.type, !origin.scopes.isEmpty else { return nil }
        switch origin.type {
        case "number" where origin.scopes.isSubset(of: lengthScopes): return "dimension"
        case "number" where origin.scopes == ["FONT_WEIGHT"]: return "fontWeight"
        case "string" where origin.scopes == ["FONT_FAMILY"]: return "fontFamily"
        case "string" where origin.scopes == ["FONT_STYLE"] && origin.text.flatMap(weightKeyword) != nil: return "fontWeight"
        default: return nil
        }
    }

    /// `node` with its tokens' types translated, and numbers that became dimensions given `px`.
    static func translated(_ node: JSONNode, tokens: [String: Written], path: [String] = []) -> JSONNode {
        guard var object = node.object else { return node }
        if object["$value"] != nil {
            guard let type = translatedType(of: path.joined(separator: "."), in: tokens) else { return node }
            for index in object.members.indices {
                switch object.members[index].key {
                case "$type": object.members[index].value.value = .string(type)
                case "$value" where type == "dimension":
                    if case .number(let number, _) = object.members[index].value.value {
                        object.members[index].value.value = .object(["value": .number(number), "unit": .string("px")])
                    }
                case "$value" where type == "fontWeight":
                    if let keyword = object.members[index].value.string.flatMap(weightKeyword) {
                        object.members[index].value.value = .string(keyword)
                    }
                default: continue
                }
            }
            return JSONNode(.object(object), at: node.position)
        }
        for index in object.members.indices where !object.members[index].key.hasPrefix("$") {
            object.members[index].value = translated(object.members[index].value, tokens: tokens, path: path + [object.members[index].key])
        }
        return JSONNode(.object(object), at: node.position)
    }

    /// The DTCG keyword of a font style that names a weight alone: `"SemiBold"` → `semi-bold`;
    /// nil for `"Bold Italic"` or `"Condensed"`.
    static func weightKeyword(_ style: String) -> String? {
        let keyword = TokenEvaluator.normalizedWeightKeyword(style)
        return FontWeight.keywords[keyword] != nil ? keyword : nil
    }

    private static func collect(_ node: JSONNode, path: [String], into tokens: inout [String: Written]) {
        guard let object = node.object else { return }
        if let value = object["$value"] {
            let key = path.joined(separator: ".")
            guard tokens[key] == nil else { return }
            let scopes = object["$extensions"]?.object?["com.figma.scopes"]?.array?.compactMap(\.string) ?? []
            let reference = value.string.flatMap { text in
                text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : nil
            }
            tokens[key] = Written(
                type: object["$type"]?.string, scopes: Set(scopes), reference: reference, text: reference == nil ? value.string : nil)
            return
        }
        for member in object.members where !member.key.hasPrefix("$") {
            collect(member.value, path: path + [member.key], into: &tokens)
        }
    }
}
