import SpecimenDiagnostics

extension IncrementalResolution {
    /// The resolution of `trees`, made from `seed`'s, another permutation of the same system:
    /// a token defined alike in both, leaning only on tokens defined alike, resolves alike, so
    /// only the others are resolved (Primer's size contexts change 3 of its 1,353 tokens, its
    /// dark theme 527). Gives exactly what resolving `trees` whole gives; resolves them whole
    /// when the two differ in groups, or either uses `$extends` or hit the reference limit.
    static func seeded(trees: [TokenGroup], texts: [String], from seed: IncrementalResolution) -> IncrementalResolution {
        var merged = trees.first ?? TokenGroup(location: SourceLocation(file: ""))
        for tree in trees.dropFirst() { merged.merge(tree) }
        guard !merged.containsExtends, !seed.extends, !seed.resolver.diagnostics.contains(code: "token-limit-exceeded") else {
            return IncrementalResolution(trees: trees, texts: texts)
        }
        let flat = FlatTokens(merged)
        guard flat.groups == seed.resolver.flat.groups else { return IncrementalResolution(trees: trees, texts: texts) }
        var resolution = seed
        let differing = Self.differingDefinitions(flat, seed.resolver.flat)
        // A token with findings is resolved again whatever it leans on: a suggestion in a
        // message depends on which tokens exist.
        let stale = resolution.leaning(on: differing.union(seed.resolver.diagnostics.owners))
        resolution.rebase(trees: trees, texts: texts, flat: flat, stale: stale)
        return resolution
    }

    /// The paths whose definitions (with what they inherit from their groups) differ between
    /// two flattened trees, or that only one of them has.
    private static func differingDefinitions(_ a: FlatTokens, _ b: FlatTokens) -> Set<String> {
        var differing = Set(b.tokens.keys.filter { a.tokens[$0] == nil })
        for (path, token) in a.tokens {
            guard let other = b.tokens[path], token.definition == other.definition, token.groupType == other.groupType,
                token.groupTypeIsInvalid == other.groupTypeIsInvalid,
                token.deprecation == other.deprecation, token.groupDeprecation == other.groupDeprecation
            else {
                differing.insert(path)
                continue
            }
        }
        return differing
    }
}
