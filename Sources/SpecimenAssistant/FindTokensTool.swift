import MCP
import SpecimenDiagnostics
import SpecimenSite
import SpecimenTokens

/// `find_tokens`: tokens by name, type, group or value, each with its CSS value in the
/// default context and what it aliases.
struct FindTokensTool: AssistantTool {
    let name = "find_tokens"
    let title = "Find design tokens"
    let description = """
        Find the handbook's design tokens by name (a part of the path, several words, a CSS custom property such as \
        --color-primary, or a near miss), by type (color, dimension, typography…), by group (a path prefix such as \
        color.brand) and by value (any CSS color — #0a84ff, rgb(), hsl(), oklch(), a named color — or CSS text such as \
        16px), in any combination; with none, lists every token. Returns each token's path, type, CSS value in the default \
        context, the token it aliases, and whether it is deprecated; the best name matches first. Use get_token for one \
        token's every value, and nearest_colors when no token has the exact color.
        """
    let properties: [ToolSchema.Property] = [
        .string("query", "Words of the token's name or path, e.g. 'primary', 'button background', '--color-primary'."),
        .string("type", "Only tokens of this type: color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, typography, …"),
        .string("group", "Only tokens under this group path, e.g. 'color' or 'button.capsule'."),
        .string("value", "Only tokens with this value in some context: a CSS color in any form, or CSS text such as '16px'."),
        .integer("limit", "How many tokens to return at most.", default: 20, range: 1...200),
    ]

    func call(_ arguments: ToolArguments, on handbook: HandbookSnapshot) throws(ToolFailure) -> ToolAnswer {
        let tokens = try handbook.tokens()
        let query = try arguments.string("query")
        let value = try arguments.string("value").map(TokenValueMatch.init)
        var candidates = Array(tokens.defaults.tokens)
        if let type = try arguments.string("type") { candidates = try Self.ofType(type, candidates) }
        if let group = try arguments.string("group") { candidates = try Self.under(group, candidates, all: tokens.defaults) }
        var found: [(token: ResolvedToken, score: Int, contexts: [String])] = candidates.compactMap { token in
            guard let score = query.map({ TokenNameMatch.score(path: token.path, query: $0) }) ?? 0 else { return nil }
            guard let value else { return (token, score, []) }
            let contexts = tokens.contexts.filter { context in context.tokens[token.path].map(value.matches) ?? false }.map(\.label)
            return contexts.isEmpty ? nil : (token, score, contexts)
        }
        // Best names first; of equal ones the shorter path (the semantic tier, usually), then the
        // file's order. A type or a group alone lists in the file's order.
        if query != nil || value != nil {
            found = found.enumerated().sorted { Self.rank($0) < Self.rank($1) }.map(\.element)
        }
        let shown = found.prefix(try arguments.integer("limit", default: 20, range: 1...200))
        let entries = shown.map { Self.entry($0.token, contexts: $0.contexts, tokens: tokens) }
        return ToolAnswer(
            text: Self.summary(found.count, shown: shown.count) + "\n"
                + shown.map { Self.line($0.token, contexts: $0.contexts) }.joined(separator: "\n"),
            structured: ["count": .int(found.count), "tokens": .array(entries)])
    }

    private static func rank(_ entry: (offset: Int, element: (token: ResolvedToken, score: Int, contexts: [String]))) -> (Int, Int, Int) {
        (-entry.element.score, entry.element.token.path.split(separator: ".").count, entry.offset)
    }

    private static func ofType(_ type: String, _ tokens: [ResolvedToken]) throws(ToolFailure) -> [ResolvedToken] {
        let matching = tokens.filter { $0.typeName == type }
        guard matching.isEmpty else { return matching }
        let present = Set(tokens.map(\.typeName)).sorted()
        throw ToolFailure(
            "No tokens of type '\(type)'\(didYouMean(type, in: present)) Types here: \(present.joined(separator: ", ")).")
    }

    private static func under(_ group: String, _ tokens: [ResolvedToken], all: ResolvedTokenSet) throws(ToolFailure) -> [ResolvedToken] {
        let matching = tokens.filter { $0.path == group || $0.path.hasPrefix(group + ".") }
        guard matching.isEmpty else { return matching }
        let groups = Set(all.tokens.flatMap { token in Self.groups(of: token.path) })
        let top = Set(groups.map { String($0.prefix { $0 != "." }) }).sorted()
        throw ToolFailure(
            "No tokens under '\(group)'\(didYouMean(group, in: groups)) Top-level groups: \(top.prefix(40).joined(separator: ", ")).")
    }

    /// `a`, `a.b` for `a.b.c`.
    static func groups(of path: String) -> [String] {
        let parts = path.split(separator: ".")
        return parts.indices.dropLast().map { parts[...$0].joined(separator: ".") }
    }

    private static func summary(_ count: Int, shown: Int) -> String {
        switch count {
        case 0: "No token matches."
        case shown: "\(count) token\(count == 1 ? "" : "s"):"
        default: "\(count) tokens match; the first \(shown):"
        }
    }

    /// `color.primary (color) #1f6fe5 → base.color.primary.on-light`.
    private static func line(_ token: ResolvedToken, contexts: [String]) -> String {
        var line = "\(token.path) (\(token.typeName)) \(token.value.css)"
        if let alias = token.aliasOf { line += " → \(alias)" }
        if token.deprecation != nil { line += " [deprecated]" }
        if !contexts.isEmpty { line += " — value in: \(contexts.joined(separator: ", "))" }
        return line
    }

    private static func entry(_ token: ResolvedToken, contexts: [String], tokens: HandbookTokens) -> Value {
        var entry: [String: Value] = [
            "path": .string(token.path), "type": .string(token.typeName), "css": .string(token.value.css), "aliasOf": .text(token.aliasOf),
            "deprecated": .bool(token.deprecation != nil), "url": .string(tokens.url(of: token.path)),
        ]
        if !contexts.isEmpty { entry["valueIn"] = .array(contexts.map(Value.string)) }
        return .object(entry)
    }
}
