import SpecimenTokens

/// What a block showing tokens reads: the tokens of every context it shows and how to link them.
struct TokenBlockContext {
    let view: SiteTokenView
    /// The words of the page's language.
    var strings = InterfaceStrings.inEnglish

    /// Tokens under `group` (or the token itself; every token when `group` is empty), in path
    /// order, from the default context.
    func tokens(under group: String, types: Set<TokenType>? = nil) -> [ResolvedToken] {
        let under = view.tokens.tokens(under: group)
        guard let types else { return Array(under) }
        return under.filter { types.contains($0.shownType) }
    }

    /// The token's value in each context where it differs, as `ContextColumns` groups them for
    /// this one token: each entry's `context` is the first of its contexts, `label` names them all.
    func valuesByContext(_ path: String) -> [(context: SiteTokenView.Context, token: ResolvedToken, label: String)] {
        guard let token = view.tokens[path] ?? view.contexts.lazy.compactMap({ $0.tokens[path] }).first else { return [] }
        return ContextColumns(tokens: [token], view: view).columns.compactMap { column in
            column.context.tokens[path].map { (column.context, $0, column.label) }
        }
    }

    /// Groups that hold tokens, for "did you mean" suggestions.
    var groupPaths: Set<String> {
        var groups: Set<String> = []
        for token in view.tokens.tokens {
            var parts = token.path.split(separator: ".")
            while parts.count > 1 {
                parts.removeLast()
                groups.insert(parts.joined(separator: "."))
            }
        }
        return groups
    }

    func nameLink(_ token: ResolvedToken) -> String {
        let path = HTMLEscaping.escape(token.path)
        return "<a href=\"\(HTMLEscaping.escape(view.href(token.path)))\" data-token=\"\(path)\"><code>\(path)</code></a>"
    }
}
