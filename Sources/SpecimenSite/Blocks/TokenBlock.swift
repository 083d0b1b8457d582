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
        let under = links.tokens.tokens(under: group)
        guard let types else { return Array(under) }
        return under.filter { types.contains($0.type) }
    }

    /// The token's value in each context where it differs: contexts with equal values share an
    /// entry, labelled with all their names (`light, light-hc`), and a context of another
    /// modifier that agrees with the default permutation is left out of its label. The entry's
    /// `context` is its first.
    func valuesByContext(_ path: String) -> [(context: TokenLinks.Context, token: ResolvedToken, label: String)] {
        var groups: [(context: TokenLinks.Context, token: ResolvedToken, labels: [String])] = []
        for (index, context) in links.contexts.enumerated() {
            guard let token = context.tokens[path] else { continue }
            if let same = groups.firstIndex(where: { $0.token.value == token.value }) {
                let folds = index > 0 && context.foldsIntoDefault && groups[same].context.label == links.contexts[0].label
                if !folds { groups[same].labels.append(context.label) }
            } else {
                groups.append((context, token, [context.label]))
            }
        }
        return groups.map { ($0.context, $0.token, $0.labels.joined(separator: ", ")) }
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
