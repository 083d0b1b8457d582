/// Every path of some permutations, in path order, with its token in each (nil where one lacks
/// it): what an export walks once instead of looking each token up in every permutation.
///
/// The permutations of a system mostly hold the same paths, so a row is found by comparing each
/// permutation's next path with the first's; only a path some lack costs more.
struct PermutationRows {
    struct Row {
        let path: String
        /// The token in each permutation, in the order they were given.
        let versions: [ResolvedToken?]
    }

    private(set) var rows: [Row] = []

    init(_ sets: [ResolvedTokenSet]) {
        var cursors = [Int](repeating: 0, count: sets.count)
        rows.reserveCapacity(sets.first?.tokens.count ?? 0)
        while let path = Self.nextPath(sets, cursors) {
            var versions = [ResolvedToken?](repeating: nil, count: sets.count)
            for (index, set) in sets.enumerated() where cursors[index] < set.tokens.count && set.tokens[cursors[index]].path == path {
                versions[index] = set.tokens[cursors[index]]
                cursors[index] += 1
            }
            rows.append(Row(path: path, versions: versions))
        }
    }

    /// The least path at the cursors: most often the first set's, equal to every other's.
    private static func nextPath(_ sets: [ResolvedTokenSet], _ cursors: [Int]) -> String? {
        var least: String?
        for (index, set) in sets.enumerated() where cursors[index] < set.tokens.count {
            let path = set.tokens[cursors[index]].path
            guard let current = least else {
                least = path
                continue
            }
            if path != current && path < current { least = path }
        }
        return least
    }
}
