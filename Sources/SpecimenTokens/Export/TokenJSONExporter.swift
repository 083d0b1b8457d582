/// `tokens export --format json`: one object keyed by token path, each entry with `type`,
/// `value` (resolved DTCG value), `css`, and `aliasOf`, `deprecated`, `description` when set.
public enum TokenJSONExporter {
    public static func export(_ tokens: ResolvedTokenSet) -> String {
        JSONWriter.write(
            .object(
                JSONObject(
                    tokens.tokens.map { token in
                        JSONMember(key: token.path, keyPosition: origin, value: node(entry(for: token)))
                    })))
    }

    /// One token's entry, as in the export.
    public static func entry(for token: ResolvedToken) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string(token.typeName)),
            ("value", token.value.jsonValue),
        ]
        if token.type.isExportedToCSS { members.append(("css", .string(token.value.css))) }
        if let alias = token.aliasOf { members.append(("aliasOf", .string(alias))) }
        if let deprecation = token.deprecation {
            members.append(("deprecated", deprecation.explanation.map(JSONValue.string) ?? .bool(true)))
        }
        if let description = token.description { members.append(("description", .string(description))) }
        return .object(JSONObject(members.map { JSONMember(key: $0.0, keyPosition: origin, value: node($0.1)) }))
    }

    private static let origin = JSONPosition(line: 0, column: 0)
    private static func node(_ value: JSONValue) -> JSONNode { JSONNode(value, at: origin) }
}

extension TokenJSONExporter {
    /// The site's `tokens.json`: the modifiers, then every token of the default permutation with,
    /// under `contexts`, the value it takes in each other context where it differs.
    public static func exportAllContexts(
        defaults: ResolvedTokenSet, alternates: [TokenCSSExporter.ContextTokens], modifiers: [ResolverDocument.Modifier],
        cache: TokenExportCache? = nil
    ) -> String {
        let origin = JSONPosition(line: 0, column: 0)
        func node(_ value: JSONValue) -> JSONNode { JSONNode(value, at: origin) }
        func object(_ members: [(String, JSONValue)]) -> JSONValue {
            .object(JSONObject(members.map { JSONMember(key: $0.0, keyPosition: origin, value: node($0.1)) }))
        }
        let modifierList: JSONValue = .array(
            modifiers.map { modifier in
                var members: [(String, JSONValue)] = [
                    ("name", .string(modifier.name)),
                    ("contexts", .array(modifier.contexts.map { node(.string($0)) })),
                ]
                if let fallback = modifier.defaultContext { members.append(("default", .string(fallback))) }
                return node(object(members))
            })
        var used: [String: ([ResolvedToken?], String)] = [:]
        defer { cache?.keepJSONEntries(used) }
        let entries: [(String, String)] = defaults.tokens.map { token in
            let versions = [token] + alternates.map { $0.tokens[token.path] }
            func make() -> String {
                guard case .object(var entry) = entry(for: token) else { return JSONWriter.member(token.path, .null, indent: 2) }
                var byModifier: [(String, JSONValue)] = []
                for modifier in modifiers {
                    var contexts: [(String, JSONValue)] = []
                    for alternate in alternates where alternate.modifier == modifier.name {
                        guard let other = alternate.tokens[token.path], other.value != token.value || other.aliasOf != token.aliasOf else { continue }
                        var members: [(String, JSONValue)] = [("value", other.value.jsonValue)]
                        if other.type.isExportedToCSS { members.append(("css", .string(other.value.css))) }
                        if let alias = other.aliasOf { members.append(("aliasOf", .string(alias))) }
                        contexts.append((alternate.context, object(members)))
                    }
                    if !contexts.isEmpty { byModifier.append((modifier.name, object(contexts))) }
                }
                if !byModifier.isEmpty {
                    entry.members.append(JSONMember(key: "contexts", keyPosition: origin, value: node(object(byModifier))))
                }
                return JSONWriter.member(token.path, .object(entry), indent: 2)
            }
            return (token.path, cache?.jsonEntry(versions, into: &used, make: make) ?? make())
        }
        // Tokens that exist only in some other context are listed too, with the contexts that have them.
        var extra: [String: (ResolvedToken, [String])] = [:]
        for alternate in alternates {
            for token in alternate.tokens.tokens where defaults[token.path] == nil {
                let label = "\(alternate.modifier): \(alternate.context)"
                if let existing = extra[token.path] {
                    extra[token.path] = (existing.0, existing.1 + [label])
                } else {
                    extra[token.path] = (token, [label])
                }
            }
        }
        var allEntries = entries
        for (path, (token, contexts)) in extra {
            guard case .object(var entry) = entry(for: token) else { continue }
            entry.members.append(JSONMember(key: "onlyIn", keyPosition: origin, value: node(.array(contexts.map { node(.string($0)) }))))
            allEntries.append((path, JSONWriter.member(path, .object(entry), indent: 2)))
        }
        allEntries.sort { $0.0 < $1.0 }
        // Written as JSONWriter writes the whole document, from each token's member text.
        let tokensText = allEntries.isEmpty ? "{}" : "{\n" + allEntries.map(\.1).joined(separator: ",\n") + "\n  }"
        return "{\n" + JSONWriter.member("modifiers", modifierList, indent: 1) + ",\n  " + JSONWriter.quoted("tokens") + ": " + tokensText + "\n}\n"
    }
}
