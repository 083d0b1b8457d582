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
        let known = cache?.jsonMemo() ?? [:]
        var used: [String: ([ResolvedToken?], String)] = [:]
        defer { cache?.keepJSONMemo(used) }
        var allEntries: [String] = []
        for row in PermutationRows([defaults] + alternates.map(\.tokens)).rows {
            guard let token = row.versions[0] else {
                // A token only some other contexts have is listed too, with those contexts.
                if let entry = onlyIn(row, alternates: alternates) { allEntries.append(entry) }
                continue
            }
            if let cached = known[row.path], TokenExportCache.sameExport(cached.0, row.versions) {
                used[row.path] = cached
                allEntries.append(cached.1)
                continue
            }
            guard case .object(var entry) = entry(for: token) else {
                allEntries.append(JSONWriter.member(token.path, .null, indent: 2))
                continue
            }
            var byModifier: [(String, JSONValue)] = []
            for modifier in modifiers {
                var contexts: [(String, JSONValue)] = []
                for (alternate, version) in zip(alternates, row.versions.dropFirst()) where alternate.modifier == modifier.name {
                    guard let other = version, other.value != token.value || other.aliasOf != token.aliasOf else { continue }
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
            let text = JSONWriter.member(token.path, .object(entry), indent: 2)
            used[row.path] = (row.versions, text)
            allEntries.append(text)
        }
        // Written as JSONWriter writes the whole document, from each token's member text.
        let tokensText = allEntries.isEmpty ? "{}" : "{\n" + allEntries.joined(separator: ",\n") + "\n  }"
        return "{\n" + JSONWriter.member("modifiers", modifierList, indent: 1) + ",\n  " + JSONWriter.quoted("tokens") + ": " + tokensText + "\n}\n"
    }

    /// The member of a token the default permutation lacks, naming the contexts that have it.
    private static func onlyIn(_ row: PermutationRows.Row, alternates: [TokenCSSExporter.ContextTokens]) -> String? {
        let present = zip(alternates, row.versions.dropFirst()).filter { $0.1 != nil }
        guard let token = present.first?.1, case .object(var entry) = entry(for: token) else { return nil }
        let labels = present.map { JSONNode(.string("\($0.0.modifier): \($0.0.context)"), at: origin) }
        entry.members.append(JSONMember(key: "onlyIn", keyPosition: origin, value: JSONNode(.array(labels), at: origin)))
        return JSONWriter.member(row.path, .object(entry), indent: 2)
    }
}
