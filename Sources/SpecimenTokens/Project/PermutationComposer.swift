/// A permutation that leaves the base in several modifiers, put together from the permutations
/// that leave it in one, where that is exact: when the contexts touch tokens that have nothing
/// to do with each other (Primer's theme changes colors, its size changes dimensions), each
/// token of the combination is the base's or the one context's that changes it. Resolving such a
/// combination would give the same tokens; composing it costs a lookup per token.
public struct PermutationComposer: Sendable {
    private struct Alternate: Sendable {
        let tokens: ResolvedTokenSet
        /// The paths whose token differs from the base's.
        let changed: Set<String>
        /// Whether each of `tokens` differs from the base's token (or the base lacks it).
        let changedAt: [Bool]
        /// `tokens` with the base's very token wherever the two are equal.
        let shared: ResolvedTokenSet
        /// The changed paths and every token that refers to one of them, directly or not, in the
        /// base or in any alternate: what this context may affect.
        let affected: Set<String>
    }

    private let base: ResolvedTokenSet
    /// modifier → context → its alternate.
    private let alternates: [String: [String: Alternate]]

    /// - Parameters:
    ///   - alternates: each other context of each modifier, resolved with the rest of the base.
    ///   - previous: the composer of the tokens before an edit; where a token is the very one it
    ///     compared, its answer is taken instead of comparing again.
    public init(
        base: ResolvedTokenSet, alternates: [(modifier: String, context: String, tokens: ResolvedTokenSet)], previous: PermutationComposer? = nil
    ) {
        self.base = base
        let changes = alternates.map { alternate in
            let earlier = previous?.alternates[alternate.modifier]?[alternate.context]
            return Self.differences(
                alternate.tokens.tokens, base.tokens, earlier: earlier.map { ($0.tokens.tokens, previous!.base.tokens, $0.changedAt) })
        }
        // A token equal to the base's names what the base's names: only the changed ones add referrers.
        let changedTokens = zip(alternates, changes).flatMap { alternate, changes in changes.paths.compactMap { alternate.tokens[$0] } }
        let referrers = Referrers(base.tokens + changedTokens)
        var byModifier: [String: [String: Alternate]] = [:]
        for (alternate, changes) in zip(alternates, changes) {
            byModifier[alternate.modifier, default: [:]][alternate.context] = Alternate(
                tokens: alternate.tokens, changed: changes.paths, changedAt: changes.at,
                shared: alternate.tokens.withSamePaths(changes.shared), affected: referrers.closure(of: changes.paths))
        }
        self.alternates = byModifier
    }

    /// The tokens of one other context, each equal to the base's token being that very token:
    /// what compares tokens across permutations (exports, token pages, blocks) then finds most
    /// of them equal without comparing values.
    public func shared(_ modifier: String, _ context: String) -> ResolvedTokenSet? {
        alternates[modifier]?[context]?.shared
    }

    /// The tokens of the permutation that changes `contexts` (modifier → context) from the base,
    /// or nil when two of its contexts may affect the same token: only resolving it is exact then.
    public func compose(_ contexts: [String: String]) -> ResolvedTokenSet? {
        var parts: [Alternate] = []
        for (modifier, context) in contexts {
            guard let alternate = alternates[modifier]?[context] else { return nil }
            parts.append(alternate)
        }
        for (index, part) in parts.enumerated() {
            for other in parts[(index + 1)...] where !part.affected.isDisjoint(with: other.affected) { return nil }
        }
        // Each changed path from the context that changes it (absent if that context drops it),
        // every other from the base.
        return base.replacing(parts.flatMap { part in part.changed.map { ($0, part.tokens[$0]) } }, likely: parts.map(\.shared))
    }

    /// The paths whose tokens differ between two sets, or that only one has, whether each token
    /// of `a` differs, and `a` with `b`'s token wherever they are equal: one walk along both,
    /// which are in path order.
    /// - Parameter earlier: the same walk before an edit. Where both tokens at `i` and `j` are the
    ///   very ones it compared there (so the same paths, paired the same way), its answer holds.
    private static func differences(
        _ a: [ResolvedToken], _ b: [ResolvedToken], earlier: (a: [ResolvedToken], b: [ResolvedToken], changedAt: [Bool])?
    ) -> (paths: Set<String>, at: [Bool], shared: [ResolvedToken]) {
        var found: Set<String> = []
        var changedAt = [Bool](repeating: true, count: a.count)
        var shared = a
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].path < b[j].path) {
                found.insert(a[i].path)
                i += 1
            } else if i == a.count || b[j].path < a[i].path {
                found.insert(b[j].path)
                j += 1
            } else {
                let differs: Bool
                if let earlier, i < earlier.a.count, j < earlier.b.count, a[i].isIdentical(to: earlier.a[i]), b[j].isIdentical(to: earlier.b[j]) {
                    differs = earlier.changedAt[i]
                } else {
                    differs = a[i] != b[j]
                }
                changedAt[i] = differs
                if differs { found.insert(a[i].path) } else { shared[i] = b[j] }
                (i, j) = (i + 1, j + 1)
            }
        }
        return (found, changedAt, shared)
    }
}
