import SpecimenDiagnostics

/// The resolution of merged token trees, kept with what it was made from, so that an edit that
/// changes only some token definitions resolves those tokens and the tokens leaning on them
/// again, and nothing else (the preview server's case: one value changed in one file).
struct IncrementalResolution: Sendable {
    /// The trees merged, in order, and the text of the file each was read from.
    private(set) var trees: [TokenGroup]
    private(set) var texts: [String]
    private(set) var resolver: TokenEvaluator
    /// Findings of applying `$extends`; a tree with `$extends` is always resolved whole.
    private let extensionFindings: [Diagnostic]
    let extends: Bool
    private(set) var tokens: ResolvedTokenSet
    private(set) var diagnostics: [Diagnostic]
    /// The tokens the last update resolved again; nil when every token was resolved.
    private(set) var resolvedAgain: Set<String>?
    /// Who names whom, made at the first update and kept current by the next ones: the
    /// preview server updates after every edit, and making it anew each time cost more than
    /// resolving what the edit changed.
    private var referrers: Referrers?

    /// Merges trees in order (later definitions win), applies `$extends`, and resolves every
    /// token. `texts` are those of the trees' files, one each, if the resolution is to be updated.
    init(trees: [TokenGroup], texts: [String] = []) {
        var merged = trees.first ?? TokenGroup(location: SourceLocation(file: ""))
        for tree in trees.dropFirst() { merged.merge(tree) }
        extends = merged.containsExtends
        var extensionFindings: [Diagnostic] = []
        if extends {
            var extender = GroupExtender(root: merged)
            merged = extender.extendedTree()
            extensionFindings = extender.diagnostics
        }
        resolver = TokenEvaluator(flat: FlatTokens(merged))
        tokens = resolver.resolveAll()
        self.trees = trees
        self.texts = texts
        self.extensionFindings = extensionFindings
        diagnostics = extensionFindings + resolver.findings
    }

    /// Turns this into the resolution of `trees`, read from `texts`, by resolving only the
    /// tokens an edit changed and those that lean on them. Returns false, changing nothing,
    /// when the edit did more than change definitions (see `TreeDifference`), when the trees
    /// use `$extends`, or when a finding depends on the order tokens were resolved in: resolve
    /// those whole. Held alone (the cache takes it out first), nothing is copied.
    mutating func update(trees newTrees: [TokenGroup], texts newTexts: [String]) -> Bool {
        guard !extends, newTrees.count == trees.count, texts.count == trees.count, newTexts.count == trees.count,
            !resolver.diagnostics.contains(code: "token-limit-exceeded")
        else { return false }
        var redefined: [String: FlatToken] = [:]
        for index in trees.indices where texts[index] != newTexts[index] {
            guard !newTrees[index].containsExtends, let changes = TreeDifference.changes(from: trees[index], to: newTrees[index]) else {
                return false
            }
            // A definition counts only where it was the one in force (no later tree replaces it).
            for change in changes {
                guard let current = resolver.flat.tokens[change.path], current.definition == change.old else { continue }
                redefined[change.path] = current.redefined(as: change.new)
            }
        }
        trees = newTrees
        texts = newTexts
        let stale = redefined.isEmpty ? [] : leaning(on: Set(redefined.keys))
        resolvedAgain = stale
        guard !stale.isEmpty else { return true }
        let hadFindings = resolver.diagnostics.any(of: stale)
        resolveAgain(stale) { $0.forget(stale, redefining: redefined) }
        if hadFindings || resolver.diagnostics.any(of: stale) { diagnostics = extensionFindings + resolver.findings }
        return true
    }

    /// Turns this into the resolution of `trees` (read from `texts`, flattened as `flat`) by
    /// resolving `stale` again and keeping every other token (see `seeded(trees:texts:from:)`).
    mutating func rebase(trees: [TokenGroup], texts: [String], flat: FlatTokens, stale: Set<String>) {
        (self.trees, self.texts) = (trees, texts)
        resolveAgain(stale) { $0.rebase(on: flat, stale: stale) }
        diagnostics = resolver.findings
    }

    /// Resolves `stale` again, in document order, once `forget` has made the resolver forget
    /// them; keeps who-names-whom and the token set current.
    private mutating func resolveAgain(_ stale: Set<String>, after forget: (inout TokenEvaluator) -> Void) {
        let namedBefore = stale.map { (token: $0, named: resolver.references[$0] ?? []) }
        forget(&resolver)
        for path in resolver.flat.order where stale.contains(path) { _ = resolver.resolve(path) }
        for (token, named) in namedBefore { referrers?.update(token, naming: named, now: resolver.references[token] ?? []) }
        tokens = tokens.replacing(stale.map { ($0, resolver.outcomes[$0]?.token) })
        resolvedAgain = stale
    }

    /// `tokens` and every token whose value names one of them, directly or through others.
    mutating func leaning(on tokens: Set<String>) -> Set<String> {
        if referrers == nil { referrers = Referrers(resolver.references.lazy.map { (token: $0.key, named: $0.value) }) }
        return referrers?.closure(of: tokens) ?? tokens
    }
}

extension TokenEvaluator.Outcome {
    /// The token, if it resolved.
    var token: ResolvedToken? {
        if case .resolved(let token) = self { return token }
        return nil
    }
}
