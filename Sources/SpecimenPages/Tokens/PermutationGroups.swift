import Foundation
import SpecimenTokens

/// The permutations a site resolved, and how to say which of them share a token's value.
package struct PermutationGroups: Sendable {
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
    /// Each permutation's context position in each modifier.
    private let coordinates: [[Int]]
    /// For each modifier and context position, the permutations with that context.
    private let contextMasks: [[Bits]]
    /// Labels already worked out, by the permutations they name: a system's tokens mostly
    /// vary in the same few ways.
    private let labels = LabelMemo()

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
        let sorted = self.permutations
        let coordinates = sorted.map { permutation in order.map { name, positions in positions[permutation.inputs[name] ?? ""] ?? 0 } }
        self.coordinates = coordinates
        contextMasks = modifiers.indices.map { modifier in
            modifiers[modifier].contexts.indices.map { context in
                var mask = Bits(count: sorted.count)
                for (index, coordinate) in coordinates.enumerated() where coordinate[modifier] == context { mask.insert(index) }
                return mask
            }
        }
    }

    /// The permutations in which `path` has one value and direct alias, each with a label naming them.
    package func groups(of path: String) -> [(label: String, token: ResolvedToken, tokens: ResolvedTokenSet)] {
        // Equal values through the same alias share a row (the chain beyond it is the first's).
        var groups: [(token: ResolvedToken, members: [Int])] = []
        let position = permutations.first?.tokens.position(of: path)
        // By index: a copy of each permutation (its tokens, its inputs) was a count on objects
        // every thread rendering token pages shares.
        for index in permutations.indices {
            guard let token = permutations[index].tokens.token(path, near: position) else { continue }
            if let same = groups.firstIndex(where: {
                $0.token.isIdentical(to: token) || ($0.token.aliasOf == token.aliasOf && $0.token.value == token.value)
            }) {
                groups[same].members.append(index)
            } else {
                groups.append((token, [index]))
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
        return labels.label(of: members) {
            guard isComplete else { return members.map { partialLabel(permutations[$0].inputs) }.joined(separator: "; ") }
            return boxes(covering: members).map(boxLabel).joined(separator: "; ")
        }
    }

    /// Without every permutation, a permutation is named by what it changes from the default.
    private func partialLabel(_ inputs: [String: String]) -> String {
        let changed = modifiers.filter { inputs[$0.name] != base[$0.name] }
        let named = changed.isEmpty ? modifiers : changed
        return named.map { "\($0.name): \(inputs[$0.name] ?? "")" }.joined(separator: ", ")
    }

    /// Disjoint boxes (a set of context positions per modifier) whose permutations are exactly
    /// `members`, each grown as far as it goes, modifier by modifier. Sets of permutations are
    /// bit sets: this runs for every token page.
    private func boxes(covering members: [Int]) -> [[Set<Int>]] {
        var left = Bits(count: permutations.count)
        members.forEach { left.insert($0) }
        var result: [[Set<Int>]] = []
        for index in permutations.indices where left.contains(index) {
            var box = coordinates[index].map { Set([$0]) }
            for (modifier, contexts) in modifiers.enumerated() {
                for context in contexts.contexts.indices where !box[modifier].contains(context) {
                    var grown = box
                    grown[modifier].insert(context)
                    if permutationsIn(grown).isSubset(of: left) { box = grown }
                }
            }
            left.subtract(permutationsIn(box))
            result.append(box)
        }
        return result
    }

    private func permutationsIn(_ box: [Set<Int>]) -> Bits {
        var all = Bits(count: permutations.count, filled: true)
        for (modifier, contexts) in box.enumerated() {
            var any = Bits(count: permutations.count)
            for context in contexts { any.formUnion(contextMasks[modifier][context]) }
            all.formIntersection(any)
        }
        return all
    }

    /// The modifiers a box restricts, each with its contexts in written order.
    private func boxLabel(_ box: [Set<Int>]) -> String {
        let restricted = modifiers.indices.filter { box[$0].count < modifiers[$0].contexts.count }
        return restricted.map { modifier in
            let chosen = modifiers[modifier].contexts.indices.filter(box[modifier].contains).map { modifiers[modifier].contexts[$0] }
            return "\(modifiers[modifier].name): \(chosen.joined(separator: ", "))"
        }.joined(separator: " · ")
    }
}

/// Labels by the permutations they name, shared by the threads rendering token pages.
private final class LabelMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var labels: [[Int]: String] = [:]

    func label(of members: [Int], make: () -> String) -> String {
        if let known = lock.withLock({ labels[members] }) { return known }
        let label = make()
        lock.withLock { labels[members] = label }
        return label
    }
}

/// A set of permutation positions, one bit each.
private struct Bits: Sendable {
    var words: [UInt64]

    init(count: Int, filled: Bool = false) {
        words = Array(repeating: filled ? ~0 : 0, count: (count + 63) / 64)
        if filled, count % 64 != 0 { words[words.count - 1] = (1 << UInt64(count % 64)) - 1 }
    }

    func contains(_ index: Int) -> Bool { words[index / 64] & (1 << UInt64(index % 64)) != 0 }
    mutating func insert(_ index: Int) { words[index / 64] |= 1 << UInt64(index % 64) }
    mutating func formUnion(_ other: Bits) { for i in words.indices { words[i] |= other.words[i] } }
    mutating func formIntersection(_ other: Bits) { for i in words.indices { words[i] &= other.words[i] } }
    mutating func subtract(_ other: Bits) { for i in words.indices { words[i] &= ~other.words[i] } }
    func isSubset(of other: Bits) -> Bool { zip(words, other.words).allSatisfy { $0 & ~$1 == 0 } }
}
