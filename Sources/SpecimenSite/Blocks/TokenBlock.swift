import SpecimenTokens

/// A fenced code block that names a block (` ```swatches color `) renders as that block.
enum TokenBlockKind: String, CaseIterable {
    case swatches
    case typeScale = "type-scale"
    case tokens
    case contrast
    case component
}

/// What a block needs to render: the tokens of every context and how to link them.
struct TokenBlockContext {
    let links: TokenLinks

    /// Tokens under `group` (or the token itself; every token when `group` is empty), in path
    /// order, from the default context.
    func tokens(under group: String, types: Set<TokenType>? = nil) -> [ResolvedToken] {
        links.tokens.tokens.filter { token in
            (group.isEmpty || token.path == group || token.path.hasPrefix(group + ".")) && (types?.contains(token.type) ?? true)
        }
    }

    /// The token's value in each context, collapsed to one entry when all contexts agree.
    func valuesByContext(_ path: String) -> [(context: TokenLinks.Context, token: ResolvedToken)] {
        let all: [(context: TokenLinks.Context, token: ResolvedToken)] = links.contexts.compactMap { context in
            context.tokens[path].map { (context, $0) }
        }
        guard let first = all.first else { return [] }
        if all.allSatisfy({ $0.token.value == first.token.value }) { return [first] }
        return all
    }

    /// Groups that hold tokens, for "did you mean" suggestions.
    var groupPaths: Set<String> {
        var groups: Set<String> = []
        for token in links.tokens.tokens {
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
        return "<a href=\"\(HTMLEscaping.escape(links.href(token.path)))\" data-token=\"\(path)\"><code>\(path)</code></a>"
    }
}

extension String {
    /// Escaped for HTML text and attributes.
    var html: String { HTMLEscaping.escape(self) }
}
