/// The layers a converted resolver document merges: the default permutation as the base, and
/// for each context of each modifier what it changes from the base (the other modifiers at
/// their defaults). Every permutation is then checked against what those layers give it.
struct ContextLayers {
    let modifiers: [ResolverDocument.Modifier]
    let defaults: [String: String]
    var base: [String: ConvertedToken] = [:]
    var baseOrder: [String] = []
    /// By modifier index, then context: the tokens that context writes, in order.
    var overrides: [[String: [(String, ConvertedToken)]]]
    /// Tokens some permutation lacks although the layers give it them.
    private(set) var notRemovable: Set<String> = []

    init(modifiers: [ResolverDocument.Modifier], resolve: ([String: String]) -> ResolvedTokenSet) {
        self.modifiers = modifiers
        defaults = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts[0]) })
        overrides = Array(repeating: [:], count: modifiers.count)
        let baseTokens = resolve(defaults)
        for token in baseTokens.tokens {
            base[token.path] = ConvertedToken(token, in: baseTokens)
            baseOrder.append(token.path)
        }
        for (index, modifier) in modifiers.enumerated() {
            for context in modifier.contexts where context != defaults[modifier.name] {
                overrides[index][context] = changes(in: resolve(defaults.merging([modifier.name: context]) { _, new in new }))
            }
        }
    }

    private mutating func changes(in tokens: ResolvedTokenSet) -> [(String, ConvertedToken)] {
        for path in baseOrder where tokens[path] == nil { notRemovable.insert(path) }
        return tokens.tokens.compactMap { token in
            let converted = ConvertedToken(token, in: tokens)
            return base[token.path] == converted ? nil : (token.path, converted)
        }
    }

    /// Every permutation's tokens compared with what the layers give it; the tokens that differ
    /// somewhere, with what each permutation needs of them.
    mutating func findJointTokens(resolve: ([String: String]) -> ResolvedTokenSet) -> [String: [[String: String]: ConvertedToken]] {
        var needed: [String: [[String: String]: ConvertedToken]] = [:]
        var mismatched: Set<String> = []
        let lookups = overrides.map { contexts in contexts.mapValues { Dictionary($0, uniquingKeysWith: { _, last in last }) } }
        for inputs in permutations() {
            let tokens = resolve(inputs)
            for token in tokens.tokens {
                let converted = ConvertedToken(token, in: tokens)
                needed[token.path, default: [:]][inputs] = converted
                if layered(token.path, inputs, lookups) != converted { mismatched.insert(token.path) }
            }
            for path in baseOrder where tokens[path] == nil { notRemovable.insert(path) }
        }
        return needed.filter { mismatched.contains($0.key) }
    }

    /// What the layers give `path` in the permutation `inputs`: the last modifier whose chosen
    /// context writes it, else the base.
    private func layered(_ path: String, _ inputs: [String: String], _ lookups: [[String: [String: ConvertedToken]]]) -> ConvertedToken? {
        for (index, modifier) in modifiers.enumerated().reversed() {
            if let context = inputs[modifier.name], let token = lookups[index][context]?[path] { return token }
        }
        return base[path]
    }

    func permutations() -> [[String: String]] {
        modifiers.reduce([[:]]) { partial, modifier in
            partial.flatMap { inputs in modifier.contexts.map { inputs.merging([modifier.name: $0]) { _, new in new } } }
        }
    }

    /// Takes `path` out of every context's layer (it is written another way).
    mutating func removeFromContexts(_ path: String) {
        for index in overrides.indices {
            for context in overrides[index].keys { overrides[index][context]?.removeAll { $0.0 == path } }
        }
    }
}
