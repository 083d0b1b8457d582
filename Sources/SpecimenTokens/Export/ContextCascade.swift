/// Which tokens each rule of `tokens.css` must declare so that the cascade gives every
/// permutation exactly its resolved values.
///
/// A rule matches a permutation when each of its contexts is chosen there; rules are written in
/// order of how many contexts they name, so a rule naming more contexts is both more specific
/// and later, and wins. A permutation's rule declares the tokens whose value differs from what
/// the rules before it (and `:root`) already give it: nothing where modifiers are orthogonal,
/// the joint value where a token depends on two modifiers together.
struct ContextCascade {
    /// One rule: the contexts it requires (modifier → context) and the tokens it declares.
    struct Rule {
        let contexts: [(modifier: String, context: String)]
        let tokens: [ResolvedToken]
    }

    private let defaults: ResolvedTokenSet
    private(set) var rules: [Rule] = []
    /// What each rule declares, by the token's position in `defaults` (a path only for tokens
    /// the defaults lack): a system's permutations mostly hold the same paths in the same
    /// order, and a position is found without hashing the path.
    private var declared: [[Key: ResolvedToken]] = []

    private enum Key: Hashable {
        case position(Int)
        case path(String)
    }

    init(defaults: ResolvedTokenSet) {
        self.defaults = defaults
    }

    /// Plans the rules of `permutations`, each given by the contexts where it leaves the base
    /// permutation, fewest first; one naming no context is skipped, since `:root` is its rule.
    static func plan(
        defaults: ResolvedTokenSet, permutations: [(contexts: [(modifier: String, context: String)], tokens: ResolvedTokenSet)]
    ) -> [Rule] {
        var cascade = ContextCascade(defaults: defaults)
        let ordered = permutations.enumerated().sorted { ($0.element.contexts.count, $0.offset) < ($1.element.contexts.count, $1.offset) }
        for (_, permutation) in ordered where !permutation.contexts.isEmpty {
            cascade.add(contexts: permutation.contexts, tokens: permutation.tokens)
        }
        return cascade.rules
    }

    private mutating func add(contexts: [(modifier: String, context: String)], tokens: ResolvedTokenSet) {
        let matching = rules.indices.filter { index in
            rules[index].contexts.allSatisfy { required in contexts.contains { $0.modifier == required.modifier && $0.context == required.context } }
        }
        let earlier = matching.reversed().map { declared[$0] }
        var changed: [ResolvedToken] = []
        var declares: [Key: ResolvedToken] = [:]
        for (index, token) in tokens.tokens.enumerated() where token.type.isExportedToCSS {
            let position = defaults.position(of: token.path, near: index)
            let key = position.map(Key.position) ?? .path(token.path)
            let given = earlier.lazy.compactMap { $0[key] }.first ?? position.map { defaults.tokens[$0] }
            guard given.map({ !Self.declaresAlike($0, token) }) ?? true else { continue }
            changed.append(token)
            if declares[key] == nil { declares[key] = token }
        }
        rules.append(Rule(contexts: contexts, tokens: changed))
        declared.append(declares)
    }

    /// Whether two versions of a token are written the same: an alias as `var()` of its target
    /// (which the cascade resolves in each permutation), a value as itself.
    static func declaresAlike(_ a: ResolvedToken, _ b: ResolvedToken) -> Bool {
        if a.isIdentical(to: b) { return true }
        if let target = a.aliasOf { return b.aliasOf == target && a.type == b.type }
        return b.aliasOf == nil && a.value == b.value
    }
}
