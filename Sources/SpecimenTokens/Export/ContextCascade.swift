/// Which tokens each rule of `tokens.css` must declare so that the cascade gives every
/// permutation exactly its resolved values.
///
/// A rule matches a permutation when each of its contexts is chosen there; rules are written in
/// order of how many contexts they name, so a rule naming more contexts is both more specific
/// and later, and wins. A permutation's rule declares the tokens whose value differs from what
/// the rules before it (and `:root`) already give it: nothing where modifiers are orthogonal,
/// the joint value where a token depends on two modifiers together.
///
/// What a path needs depends only on its own tokens, so the plan goes path by path, and a path
/// whose tokens are the very ones of an earlier plan keeps that plan's answer.
struct ContextCascade {
    /// One rule: the contexts it requires (modifier → context) and the tokens it declares.
    struct Rule {
        let contexts: [(modifier: String, context: String)]
        fileprivate(set) var tokens: [ResolvedToken]
    }

    /// What a plan decided for one path: its token in the defaults and in each rule's
    /// permutation, and whether each rule declares it.
    struct Decision: @unchecked Sendable {
        let versions: [ResolvedToken?]
        let declared: [Bool]

        /// Whether `versions` are the very tokens this decision was made for.
        func holds(for versions: [ResolvedToken?]) -> Bool {
            self.versions.count == versions.count
                && zip(self.versions, versions).allSatisfy { old, new in
                    guard let old, let new else { return old == nil && new == nil }
                    return old.isIdentical(to: new)
                }
        }
    }

    /// A plan's decisions, for the next plan of the same rules.
    struct Memo: @unchecked Sendable {
        /// Each rule's contexts, as `modifier=context`: decisions hold only for the same rules.
        fileprivate let rules: [[String]]
        fileprivate let decisions: [String: Decision]
    }

    /// Plans the rules of `permutations`, each given by the contexts where it leaves the base
    /// permutation, fewest first; one naming no context is skipped, since `:root` is its rule.
    /// - Parameter earlier: an earlier plan's memo; where its rules are these, a path whose
    ///   tokens are the very ones it planned keeps its decision.
    /// - Returns: the rules, and this plan's memo for the next.
    static func plan(
        defaults: ResolvedTokenSet, permutations: [(contexts: [(modifier: String, context: String)], tokens: ResolvedTokenSet)],
        earlier: Memo? = nil
    ) -> (rules: [Rule], memo: Memo) {
        let ordered = permutations.enumerated()
            .sorted { ($0.element.contexts.count, $0.offset) < ($1.element.contexts.count, $1.offset) }
            .map(\.element).filter { !$0.contexts.isEmpty }
        var rules = ordered.map { Rule(contexts: $0.contexts, tokens: []) }
        let signature = rules.map { $0.contexts.map { "\($0.modifier)=\($0.context)" } }
        let known = earlier?.rules == signature ? earlier?.decisions ?? [:] : [:]
        let before = earlierMatching(rules)
        var decisions: [String: Decision] = [:]
        decisions.reserveCapacity(defaults.tokens.count)
        for row in PermutationRows([defaults] + ordered.map(\.tokens)).rows {
            let decided = known[row.path].flatMap { $0.holds(for: row.versions) ? $0.declared : nil }
            let declared = decided ?? decide(row.versions, before: before)
            for (rule, declares) in declared.enumerated() where declares { rules[rule].tokens.append(row.versions[rule + 1]!) }
            decisions[row.path] = Decision(versions: row.versions, declared: declared)
        }
        return (rules, Memo(rules: signature, decisions: decisions))
    }

    /// For each rule, the rules before it that match wherever it matches, latest first: those
    /// whose declarations it inherits.
    private static func earlierMatching(_ rules: [Rule]) -> [[Int]] {
        rules.indices.map { index in
            (0..<index).reversed().filter { earlier in
                rules[earlier].contexts.allSatisfy { required in
                    rules[index].contexts.contains { $0.modifier == required.modifier && $0.context == required.context }
                }
            }
        }
    }

    /// Which rules declare a path, given its token in the defaults (first) and in each rule's
    /// permutation: those where what the earlier rules (or `:root`) give is written otherwise.
    private static func decide(_ versions: [ResolvedToken?], before: [[Int]]) -> [Bool] {
        var declared = [Bool](repeating: false, count: before.count)
        for rule in before.indices {
            guard let token = versions[rule + 1], token.type.isExportedToCSS else { continue }
            let given = before[rule].first { declared[$0] }.map { versions[$0 + 1] } ?? versions[0]
            declared[rule] = given.map { !declaresAlike($0, token) } ?? true
        }
        return declared
    }

    /// Whether two versions of a token are written the same: an alias as `var()` of its target
    /// (which the cascade resolves in each permutation), a value as itself.
    static func declaresAlike(_ a: ResolvedToken, _ b: ResolvedToken) -> Bool {
        if a.isIdentical(to: b) { return true }
        if let target = a.aliasOf { return b.aliasOf == target && a.type == b.type }
        return b.aliasOf == nil && a.value == b.value
    }
}
