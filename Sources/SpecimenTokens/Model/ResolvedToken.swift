import SpecimenDiagnostics

/// A token of one resolved permutation: its value with every alias replaced, and where it came from.
public struct ResolvedToken: Sendable, Hashable {
    /// Names joined by `.`, e.g. `color.brand.primary` or `color.accent.$root`.
    public var path: String
    public var type: TokenType
    public var value: TokenValue
    /// The token this one directly aliases, if its whole value is a reference.
    public var aliasOf: String?
    /// Every token its value names — the alias, or references inside a composite value — in order.
    public var references: [String] = []
    public var description: String?
    public var deprecation: Deprecation?
    /// `$extensions`, kept as written.
    public var extensions: JSONNode?
    /// Where the token's name is written.
    public var source: SourceLocation

    /// The type as written in files (an opaque type's own name).
    public var typeName: String { value.typeName }
}

/// The resolved tokens of one permutation of contexts, in stable (path) order.
public struct ResolvedTokenSet: Sendable {
    public var tokens: [ResolvedToken]
    private var indexByPath: [String: Int]

    public init(tokens: [ResolvedToken]) {
        // Sort positions rather than the (large) token values themselves.
        let order = tokens.indices.sorted { tokens[$0].path < tokens[$1].path }
        self.tokens = order.map { tokens[$0] }
        var index: [String: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (position, token) in self.tokens.enumerated() { index[token.path] = position }
        self.indexByPath = index
    }

    public subscript(path: String) -> ResolvedToken? {
        indexByPath[path].map { tokens[$0] }
    }

    /// Whether both sets are the very same storage (then they are equal without comparing).
    public func sharesStorage(with other: ResolvedTokenSet) -> Bool {
        tokens.withUnsafeBufferPointer { mine in other.tokens.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    /// The token named `group` and the tokens under it (`group.…`), in path order; every token
    /// for an empty group. They sit in one run of the sorted tokens, found by binary search:
    /// from `group` up to `group/` ("/" follows "." in every encoding).
    public func tokens(under group: String) -> ArraySlice<ResolvedToken> {
        guard !group.isEmpty else { return tokens[...] }
        let run = firstIndex(notBefore: group)..<firstIndex(notBefore: group + "/")
        let prefix = group + "."
        // Within the run a path may still merely share characters with the group (`color-x`).
        guard tokens[run].contains(where: { $0.path != group && !$0.path.hasPrefix(prefix) }) else { return tokens[run] }
        return ArraySlice(tokens[run].filter { $0.path == group || $0.path.hasPrefix(prefix) })
    }

    private func firstIndex(notBefore path: String) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The alias chain from `path` down to the token holding the raw value, `path` first.
    public func aliasChain(from path: String) -> [String] {
        var chain: [String] = []
        var current: String? = path
        while let step = current, !chain.contains(step), let token = self[step] {
            chain.append(step)
            current = token.aliasOf
        }
        return chain
    }

    /// Tokens whose value directly aliases `path`.
    public func aliases(of path: String) -> [String] {
        tokens.filter { $0.aliasOf == path }.map(\.path)
    }

    /// The tokens aliasing each token, for callers that ask about every token (one pass
    /// instead of one per token).
    public func aliasIndex() -> [String: [String]] {
        var index: [String: [String]] = [:]
        for token in tokens { if let target = token.aliasOf { index[target, default: []].append(token.path) } }
        return index
    }
}
