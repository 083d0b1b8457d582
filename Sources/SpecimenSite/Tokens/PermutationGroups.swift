import SpecimenTokens

/// The permutations a site resolved, and how to say which of them share a token's value.
struct PermutationGroups: Sendable {
    /// One resolved permutation: every modifier's context, and the tokens in it.
    struct Permutation: Sendable {
        let inputs: [String: String]
        let tokens: ResolvedTokenSet
    }

    /// The modifiers, in resolution order, with their contexts in written order.
    let modifiers: [(name: String, contexts: [String])]
    /// All of them in the resolver's order (the first modifier's first context first, the last
    /// modifier changing fastest); some in the order resolved, the default first.
    let permutations: [Permutation]
    /// The default permutation's inputs.
    let base: [String: String]
    /// Whether every permutation is in `permutations`: only then may a label say "any size".
    let isComplete: Bool

    /// - Parameter permutations: the default permutation first.
    init(modifiers: [(name: String, contexts: [String])], permutations: [Permutation]) {
        self.modifiers = modifiers
        self.base = permutations.first?.inputs ?? [:]
        let count = modifiers.reduce(1) { $0 * max(1, $1.contexts.count) }
        self.isComplete = Set(permutations.map(\.inputs)).count == count
        let order = modifiers.map { modifier in (modifier.name, Dictionary(modifier.contexts.enumerated().map { ($1, $0) }) { first, _ in first }) }
        // Some permutations only: the default first, then one modifier at a time, as resolved.
        self.permutations =
            !isComplete
            ? permutations
            : permutations.sorted { left, right in
                let keys = order.map { name, positions in (positions[left.inputs[name] ?? ""] ?? 0, positions[right.inputs[name] ?? ""] ?? 0) }
                return keys.first { $0.0 != $0.1 }.map { $0.0 < $0.1 } ?? false
            }
    }

    /// The permutations in which `path` has one value and alias chain, each with a label naming them.
    func groups(of path: String) -> [(label: String, token: ResolvedToken, tokens: ResolvedTokenSet)] {
        var groups: [(token: ResolvedToken, chain: [String], members: [Int])] = []
        for (index, permutation) in permutations.enumerated() {
            guard let token = permutation.tokens[path] else { continue }
            let chain = permutation.tokens.aliasChain(from: path)
            if let same = groups.firstIndex(where: { $0.token.value == token.value && $0.chain == chain }) {
                groups[same].members.append(index)
            } else {
                groups.append((token, chain, [index]))
            }
        }
        return groups.map { group in
            (label(of: group.members, valueGroups: groups.count), group.token, permutations[group.members[0]].tokens)
        }
    }

    /// `theme: dark, dark-hc` when the members are every permutation with those themes;
    /// boxes like that joined by `; ` otherwise.
    private func label(of members: [Int], valueGroups: Int) -> String {
        guard !modifiers.isEmpty else { return "value" }
        if valueGroups == 1 { return isComplete ? "every permutation" : "every context" }
        guard isComplete else { return members.map { partialLabel(permutations[$0].inputs) }.joined(separator: "; ") }
        return boxes(covering: Set(members.map { permutations[$0].inputs })).map(boxLabel).joined(separator: "; ")
    }

    /// Without every permutation, a permutation is named by what it changes from the default.
    private func partialLabel(_ inputs: [String: String]) -> String {
        let changed = modifiers.filter { inputs[$0.name] != base[$0.name] }
        let named = changed.isEmpty ? modifiers : changed
        return named.map { "\($0.name): \(inputs[$0.name] ?? "")" }.joined(separator: ", ")
    }

    /// Disjoint boxes (a set of contexts per modifier) whose permutations are exactly `members`,
    /// each grown as far as it goes, modifier by modifier.
    private func boxes(covering members: Set<[String: String]>) -> [[String: [String]]] {
        var left = members
        var result: [[String: [String]]] = []
        for inputs in permutations.map(\.inputs) where left.contains(inputs) {
            var box = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, [inputs[$0.name] ?? ""]) })
            for modifier in modifiers {
                for context in modifier.contexts where !box[modifier.name, default: []].contains(context) {
                    var grown = box
                    grown[modifier.name, default: []].append(context)
                    if expand(grown).allSatisfy(left.contains) { box = grown }
                }
            }
            expand(box).forEach { left.remove($0) }
            result.append(box)
        }
        return result
    }

    private func expand(_ box: [String: [String]]) -> [[String: String]] {
        modifiers.reduce([[:]]) { partial, modifier in
            partial.flatMap { inputs in (box[modifier.name] ?? []).map { inputs.merging([modifier.name: $0]) { _, new in new } } }
        }
    }

    /// The modifiers a box restricts, each with its contexts in written order.
    private func boxLabel(_ box: [String: [String]]) -> String {
        let restricted = modifiers.filter { (box[$0.name]?.count ?? 0) < $0.contexts.count }
        return restricted.map { modifier in
            let chosen = modifier.contexts.filter { box[modifier.name]?.contains($0) ?? false }
            return "\(modifier.name): \(chosen.joined(separator: ", "))"
        }.joined(separator: " · ")
    }
}
