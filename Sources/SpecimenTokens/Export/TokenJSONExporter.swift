/// `tokens export --format json`: one object keyed by token path, each entry with `type`,
/// `value` (resolved DTCG value), `css`, and `aliasOf`, `deprecated`, `description` when set.
public enum TokenJSONExporter {
    public static func export(_ tokens: ResolvedTokenSet) -> String {
        var document = JSONObjectText(indent: 0)
        for token in tokens.tokens { document.object(token.path, entryText(for: token, indent: 1)) }
        return document.written + "\n"
    }

    private static let origin = JSONPosition(line: 0, column: 0)
}

extension TokenJSONExporter {
    /// The site's `tokens.json`: the modifiers, then every token of the default permutation with,
    /// under `contexts`, the value it takes in each other context where it differs.
    /// - Parameter removed: the tokens past releases had and these lack, listed apart under
    ///   `removed` when there are any (the caller decides what each entry tells).
    public static func exportAllContexts(
        defaults: ResolvedTokenSet, alternates: [TokenCSSExporter.ContextTokens], modifiers: [ResolverDocument.Modifier],
        cache: TokenExportCache? = nil, removed: JSONValue? = nil
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
            var entry = entryText(for: token, indent: 2)
            var byModifier = JSONObjectText(indent: 3)
            var anyModifier = false
            for modifier in modifiers {
                var contexts = JSONObjectText(indent: 4)
                var anyContext = false
                for (alternate, version) in zip(alternates, row.versions.dropFirst()) where alternate.modifier == modifier.name {
                    guard let other = version, other.value != token.value || other.aliasOf != token.aliasOf else { continue }
                    contexts.object(alternate.context, contextMembers(other))
                    anyContext = true
                }
                if anyContext {
                    byModifier.object(modifier.name, contexts)
                    anyModifier = true
                }
            }
            if anyModifier { entry.object("contexts", byModifier) }
            let text = entry.member(token.path)
            used[row.path] = (row.versions, text)
            allEntries.append(text)
        }
        // Written as JSONWriter writes the whole document, from each token's member text.
        let tokensText = allEntries.isEmpty ? "{}" : "{\n" + allEntries.joined(separator: ",\n") + "\n  }"
        let removedText = removed.map { ",\n" + JSONWriter.member("removed", $0, indent: 1) } ?? ""
        return "{\n" + JSONWriter.member("modifiers", modifierList, indent: 1) + ",\n  " + JSONWriter.quoted("tokens") + ": " + tokensText
            + removedText
            + "\n}\n"
    }

    /// What a context whose value differs says of a token: its value, its CSS, what it aliases.
    private static func contextMembers(_ token: ResolvedToken) -> JSONObjectText {
        var members = JSONObjectText(indent: 5)
        members.value("value", token.value.jsonValue)
        if token.type.isExportedToCSS { members.string("css", token.value.css) }
        if let alias = token.aliasOf { members.string("aliasOf", alias) }
        return members
    }

    /// The member of a token the default permutation lacks, naming the contexts that have it:
    /// the value of the first, and under `contexts` the others' where they differ (Element's
    /// Compound names its font families per platform, `Roboto`, `SF Pro` and `Inter`).
    private static func onlyIn(_ row: PermutationRows.Row, alternates: [TokenCSSExporter.ContextTokens]) -> String? {
        let present = zip(alternates, row.versions.dropFirst()).compactMap { alternate, version in version.map { (alternate, $0) } }
        guard let token = present.first?.1 else { return nil }
        var entry = entryText(for: token, indent: 2)
        let labels = present.map { JSONNode(.string("\($0.0.modifier): \($0.0.context)"), at: origin) }
        entry.value("onlyIn", .array(labels))
        var byModifier = JSONObjectText(indent: 3)
        var anyModifier = false
        var modifierNames: [String] = []
        for (alternate, _) in present where !modifierNames.contains(alternate.modifier) { modifierNames.append(alternate.modifier) }
        for name in modifierNames {
            var contexts = JSONObjectText(indent: 4)
            var anyContext = false
            for (alternate, other) in present.dropFirst() where alternate.modifier == name {
                guard other.value != token.value || other.aliasOf != token.aliasOf else { continue }
                contexts.object(alternate.context, contextMembers(other))
                anyContext = true
            }
            if anyContext {
                byModifier.object(name, contexts)
                anyModifier = true
            }
        }
        if anyModifier { entry.object("contexts", byModifier) }
        return entry.member(row.path)
    }

    /// A token's entry as `entry(for:)` gives it, written at depth `indent` (members may follow).
    private static func entryText(for token: ResolvedToken, indent: Int) -> JSONObjectText {
        var entry = JSONObjectText(indent: indent)
        entry.string("type", token.typeName)
        entry.value("value", token.value.jsonValue)
        if token.type.isExportedToCSS { entry.string("css", token.value.css) }
        if let alias = token.aliasOf { entry.string("aliasOf", alias) }
        if let deprecation = token.deprecation {
            if let explanation = deprecation.explanation { entry.string("deprecated", explanation) } else { entry.bool("deprecated", true) }
        }
        if let description = token.description { entry.string("description", description) }
        return entry
    }
}
