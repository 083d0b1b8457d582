import SpecimenDiagnostics

/// Turns a parsed token file into a `TokenGroup` tree, checking the format's rules on names,
/// groups and token properties, and reading 2021-draft `value`/`type` tokens with a warning.
struct TokenDocumentReader {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    static let groupProperties: Set<String> = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$schema"]

    /// Reads the document's root object as the root group.
    mutating func read(_ root: JSONNode) -> TokenGroup {
        guard let object = root.object else {
            diagnostics.append(error("token-file-type", "a token file must hold a JSON object, not \(root.value.kindWithArticle)", at: root.position))
            return TokenGroup(location: location(root.position))
        }
        return readGroup(object, path: [], at: root.position)
    }

    private mutating func readGroup(_ object: JSONObject, path: [String], at position: JSONPosition) -> TokenGroup {
        var group = TokenGroup(location: location(position))
        var seenLowercased: [String: String] = [:]
        for member in object.members {
            let name = member.key
            if name.hasPrefix("$"), name != "$root" {
                readGroupProperty(member, into: &group, path: path)
                continue
            }
            guard validateName(name, at: member.keyPosition) else { continue }
            if let other = seenLowercased.updateValue(name, forKey: name.lowercased()), other != name {
                diagnostics.append(
                    warning(
                        "token-name-case", "'\(name)' differs from '\(other)' only by case; tools that ignore case will confuse them",
                        at: member.keyPosition))
            }
            guard let child = member.value.object else {
                diagnostics.append(
                    error(
                        "token-member-type", "'\(name)' must be a token or group object, not \(member.value.value.kindWithArticle)",
                        at: member.value.position))
                continue
            }
            let childPath = path + [name]
            if child["$value"] != nil {
                if let token = readToken(child, path: childPath, at: member.keyPosition) { group[name] = .token(token) }
            } else if let legacy = legacyToken(child, path: childPath, at: member.keyPosition) {
                group[name] = .token(legacy)
            } else {
                if name == "$root" {
                    diagnostics.append(error("token-root-group", "'$root' must be a token with a '$value'", at: member.keyPosition))
                    continue
                }
                // `$root` is the group's own token (DTCG 2025.10): beside it, `$type` has a value.
                if child["$type"] != nil, child.members.allSatisfy({ $0.key.hasPrefix("$") && $0.key != "$root" }), !child.members.isEmpty,
                    child["$extends"] == nil
                {
                    diagnostics.append(
                        warning(
                            "token-missing-value", "'\(childPath.joined(separator: "."))' has '$type' but no '$value'; it is read as an empty group",
                            at: member.keyPosition))
                }
                group[name] = .group(readGroup(child, path: childPath, at: member.keyPosition))
            }
        }
        return group
    }

    private mutating func readGroupProperty(_ member: JSONMember, into group: inout TokenGroup, path: [String]) {
        switch member.key {
        case "$type":
            group.type = readType(member.value)
            group.hasInvalidType = group.type == nil
        case "$description":
            group.description = readDescription(member.value)
        case "$deprecated":
            if validateDeprecated(member.value) { group.deprecated = member.value }
        case "$extensions":
            group.extensions = readExtensions(member.value)
        case "$extends":
            if let target = member.value.string {
                group.extends = (target, location(member.value.position))
            } else {
                diagnostics.append(error("group-extends-syntax", "'$extends' must be a reference such as \"{button}\"", at: member.value.position))
            }
        case "$schema":
            if !path.isEmpty {
                diagnostics.append(warning("token-unknown-property", "'$schema' belongs at the top of the file", at: member.keyPosition))
            }
        case "$value":
            break
        default:
            diagnostics.append(
                warning(
                    "token-unknown-property",
                    "unknown property '\(member.key)'\(Suggestion.phrase(for: member.key, in: Self.groupProperties)); names starting with '$' are reserved",
                    at: member.keyPosition))
        }
    }

    private mutating func readToken(_ object: JSONObject, path: [String], at position: JSONPosition) -> TokenDefinition? {
        var token = TokenDefinition(value: object["$value"]!, location: location(position), file: file)
        for member in object.members {
            switch member.key {
            case "$value": continue
            case "$type":
                token.declaredType = readType(member.value)
                token.hasInvalidType = token.declaredType == nil
            case "$description": token.description = readDescription(member.value)
            case "$deprecated": if validateDeprecated(member.value) { token.deprecated = member.value }
            case "$extensions": token.extensions = readExtensions(member.value)
            case "$extends":
                diagnostics.append(
                    error(
                        "token-extends",
                        "'$extends' belongs on groups; token '\(path.joined(separator: "."))' cannot extend (alias another token with '$value': \"{…}\")",
                        at: member.keyPosition))
            default:
                readExtraMember(member, of: path)
            }
        }
        return token
    }

    /// A member beside `$value` that is no token property. Real exports put scalars there (Primer's
    /// `"alpha": 0.7`): reported and ignored, the token keeps its value. An object would be a
    /// token or group inside a token, which the format forbids.
    private mutating func readExtraMember(_ member: JSONMember, of path: [String]) {
        let name = path.joined(separator: ".")
        if member.key.hasPrefix("$") {
            diagnostics.append(
                warning(
                    "token-unknown-property", "unknown token property '\(member.key)'\(Suggestion.phrase(for: member.key, in: Self.tokenProperties))",
                    at: member.keyPosition))
        } else if member.value.object != nil {
            diagnostics.append(
                error(
                    "token-value-with-children",
                    "'\(name)' has a '$value' and also a member '\(member.key)'; a token cannot contain tokens or groups", at: member.keyPosition))
        } else {
            diagnostics.append(
                warning(
                    "token-member-nonstandard",
                    "'\(name)' has a member '\(member.key)' beside '$value', which the format does not define; it is ignored (move it under '$extensions' to keep it)",
                    at: member.keyPosition))
        }
    }

    /// A 2021-draft token, `{"value": …, "type": …}`, read with a warning that says how to migrate.
    private mutating func legacyToken(_ object: JSONObject, path: [String], at position: JSONPosition) -> TokenDefinition? {
        guard let value = object["value"], object.members.allSatisfy({ !$0.key.hasPrefix("$") }) else { return nil }
        // A group whose members are objects is a group, even if one of them is named "value".
        if let inner = value.object, inner.members.contains(where: { $0.value.object?["$value"] != nil || $0.value.object?["value"] != nil }) {
            return nil
        }
        let allowed: Set<String> = [
            "value", "type", "description", "comment", "attributes", "name", "filePath", "isSource", "original", "path", "themeable", "deprecated",
            "deprecated_comment",
        ]
        // Members of a team's own beside `value` (Hyphen's `"darkValue": "{color.base.grey.700.value}"`)
        // are scalars, as beside `$value`: reported and ignored. An object there is a token or a
        // group, so the object is a group.
        let extras = object.members.filter { !allowed.contains($0.key) }
        guard extras.allSatisfy({ $0.value.object == nil }) else { return nil }
        diagnostics.append(
            warning(
                "token-legacy-syntax",
                "'\(path.joined(separator: "."))' uses 'value'/'type' without '$' (a 2021 draft); rename them '$value' and '$type'", at: position))
        for extra in extras {
            diagnostics.append(
                warning(
                    "token-member-nonstandard",
                    "'\(path.joined(separator: "."))' has a member '\(extra.key)' beside 'value', which the format does not define; it is ignored (move it under '$extensions' to keep it)",
                    at: extra.keyPosition))
        }
        var token = TokenDefinition(value: value, location: location(position), file: file)
        token.isLegacy = true
        if let type = object["type"] {
            token.declaredType = readType(type)
            token.hasInvalidType = token.declaredType == nil
        }
        if let description = object["description"] ?? object["comment"] { token.description = description.string }
        return token
    }

    private mutating func readType(_ node: JSONNode) -> DeclaredType? {
        guard let name = node.string, !name.isEmpty else {
            diagnostics.append(error("token-type-unknown", "'$type' must be a string naming a type, such as \"color\"", at: node.position))
            return nil
        }
        if let type = TokenType(rawValue: name), type.isStandard { return DeclaredType(type) }
        if let legacy = Self.legacyTypeNames[name] {
            diagnostics.append(
                warning("token-legacy-type", "type '\(name)' is not a DTCG 2025.10 type; write '\(legacy.rawValue)'", at: node.position))
            return DeclaredType(legacy)
        }
        if let type = TokenType(rawValue: name), TokenType.nonstandard.contains(type) {
            diagnostics.append(
                warning(
                    "token-type-nonstandard",
                    "type '\(name)' is not a DTCG 2025.10 type; it is read as a \(name) (\(type == .boolean ? "exported to JSON only" : type == .string ? "exported to CSS as written when it is a CSS value, else quoted" : "exported to CSS as a quoted string"))",
                    at: node.position))
            return DeclaredType(type)
        }
        // A name a typo away from a known type is a mistake, not a type of the author's own.
        if let close = Suggestion.closest(to: name, in: TokenType.named.map(\.rawValue)) {
            diagnostics.append(error("token-type-unknown", "unknown type '\(name)'; did you mean '\(close)'?", at: node.position))
            return nil
        }
        diagnostics.append(
            warning(
                "token-type-nonstandard", "type '\(name)' is not a DTCG 2025.10 type; its value is kept as written and exported to JSON only",
                at: node.position))
        return DeclaredType(opaque: name)
    }

    static let legacyTypeNames: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "size": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSize": .dimension, "fontSizes": .dimension, "letterSpacing": .dimension, "dimensions": .dimension,
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "lineHeight": .number, "lineHeights": .number,
        "opacity": .number, "boxShadow": .shadow, "cubic-bezier": .cubicBezier, "easing": .cubicBezier,
    ]

    private mutating func readDescription(_ node: JSONNode) -> String? {
        if let text = node.string { return text }
        diagnostics.append(error("token-description-type", "'$description' must be a string", at: node.position))
        return nil
    }

    private mutating func validateDeprecated(_ node: JSONNode) -> Bool {
        if node.bool != nil || node.string != nil { return true }
        diagnostics.append(error("token-deprecated-type", "'$deprecated' must be true, false, or an explanation string", at: node.position))
        return false
    }

    private mutating func readExtensions(_ node: JSONNode) -> JSONNode? {
        if node.object != nil { return node }
        diagnostics.append(
            error("token-extensions-type", "'$extensions' must be an object keyed by vendor (reverse domain names)", at: node.position))
        return nil
    }

    private mutating func validateName(_ name: String, at position: JSONPosition) -> Bool {
        if name.isEmpty {
            diagnostics.append(error("token-name-invalid", "a token or group name cannot be empty", at: position))
            return false
        }
        if let bad = name.first(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            diagnostics.append(error("token-name-invalid", "name '\(name)' contains '\(bad)', which token names cannot hold", at: position))
            return false
        }
        return true
    }

    private func location(_ position: JSONPosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    private func error(_ code: String, _ message: String, at position: JSONPosition) -> Diagnostic {
        .error(code, message, at: location(position))
    }

    private func warning(_ code: String, _ message: String, at position: JSONPosition) -> Diagnostic {
        .warning(code, message, at: location(position))
    }
}
