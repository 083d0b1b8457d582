import SpecimenDiagnostics

/// A token of one resolved permutation: its value with every alias replaced, and where it came from.
///
/// Its fields live in one shared box, copied only when a copy is changed: the site passes tokens
/// between permutations, exports and pages thousands of times per build, and a copy of the
/// box is one reference count where a copy of the fields was one per string and value.
public struct ResolvedToken: Sendable, Hashable {
    private final class Fields: @unchecked Sendable {
        var path: String
        var type: TokenType
        var value: TokenValue
        var aliasOf: String?
        var references: [String]
        var description: String?
        var deprecation: Deprecation?
        var extensions: JSONNode?
        var source: SourceLocation

        init(
            path: String, type: TokenType, value: TokenValue, aliasOf: String?, references: [String], description: String?,
            deprecation: Deprecation?, extensions: JSONNode?, source: SourceLocation
        ) {
            (self.path, self.type, self.value, self.aliasOf, self.references) = (path, type, value, aliasOf, references)
            (self.description, self.deprecation, self.extensions, self.source) = (description, deprecation, extensions, source)
        }

        func copy() -> Fields {
            Fields(
                path: path, type: type, value: value, aliasOf: aliasOf, references: references, description: description,
                deprecation: deprecation, extensions: extensions, source: source)
        }
    }

    private var fields: Fields

    public init(
        path: String, type: TokenType, value: TokenValue, aliasOf: String? = nil, references: [String] = [], description: String? = nil,
        deprecation: Deprecation? = nil, extensions: JSONNode? = nil, source: SourceLocation
    ) {
        fields = Fields(
            path: path, type: type, value: value, aliasOf: aliasOf, references: references, description: description,
            deprecation: deprecation, extensions: extensions, source: source)
    }

    /// The box, made this token's own before a change.
    private var unique: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    /// Names joined by `.`, e.g. `color.brand.primary` or `color.accent.$root`.
    public var path: String {
        get { fields.path }
        set { unique.path = newValue }
    }
    public var type: TokenType {
        get { fields.type }
        set { unique.type = newValue }
    }
    public var value: TokenValue {
        get { fields.value }
        set { unique.value = newValue }
    }
    /// The token this one directly aliases, if its whole value is a reference.
    public var aliasOf: String? {
        get { fields.aliasOf }
        set { unique.aliasOf = newValue }
    }
    /// Every token its value names — the alias, or references inside a composite value — in order.
    public var references: [String] {
        get { fields.references }
        set { unique.references = newValue }
    }
    public var description: String? {
        get { fields.description }
        set { unique.description = newValue }
    }
    public var deprecation: Deprecation? {
        get { fields.deprecation }
        set { unique.deprecation = newValue }
    }
    /// `$extensions`, kept as written.
    public var extensions: JSONNode? {
        get { fields.extensions }
        set { unique.extensions = newValue }
    }
    /// Where the token's name is written.
    public var source: SourceLocation {
        get { fields.source }
        set { unique.source = newValue }
    }

    /// The type as written in files (an opaque type's own name).
    public var typeName: String { value.typeName }

    /// Whether both are the very same token (then they are equal without comparing).
    public func isIdentical(to other: ResolvedToken) -> Bool { fields === other.fields }

    public static func == (a: ResolvedToken, b: ResolvedToken) -> Bool {
        if a.fields === b.fields { return true }
        let (x, y) = (a.fields, b.fields)
        return x.path == y.path && x.type == y.type && x.value == y.value && x.aliasOf == y.aliasOf && x.references == y.references
            && x.description == y.description && x.deprecation == y.deprecation && x.extensions == y.extensions && x.source == y.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields.path)
        hasher.combine(fields.type)
        hasher.combine(fields.value)
        hasher.combine(fields.aliasOf)
        hasher.combine(fields.references)
        hasher.combine(fields.description)
        hasher.combine(fields.deprecation)
        hasher.combine(fields.extensions)
        hasher.combine(fields.source)
    }
}

/// The resolved tokens of one permutation of contexts, in stable (path) order.
public struct ResolvedTokenSet: Sendable {
    public var tokens: [ResolvedToken]
    private var indexByPath: [String: Int]

    public init(tokens: [ResolvedToken]) {
        // Sort positions rather than the (large) token values themselves.
        let order = tokens.indices.sorted { tokens[$0].path < tokens[$1].path }
        self.init(sorted: order.map { tokens[$0] })
    }

    /// Tokens already in path order, each path once.
    private init(sorted tokens: [ResolvedToken]) {
        self.tokens = tokens
        var index: [String: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated() { index[token.path] = position }
        self.indexByPath = index
    }

    /// The set with some tokens replaced, added (a token) or taken out (nil).
    /// - Parameter likely: sets that may hold the very paths of the result (a combination of
    ///   contexts holds those of the one context that adds or drops tokens): when one does, its
    ///   index is shared instead of made again.
    func replacing(_ changes: [(path: String, token: ResolvedToken?)], likely: [ResolvedTokenSet] = []) -> ResolvedTokenSet {
        var copy = self
        var added: [ResolvedToken] = []
        var removed: Set<String> = []
        for (path, token) in changes {
            switch (indexByPath[path], token) {
            case (let index?, let token?): copy.tokens[index] = token
            case (nil, let token?): added.append(token)
            case (_?, nil): removed.insert(path)
            case (nil, nil): continue
            }
        }
        guard !added.isEmpty || !removed.isEmpty else { return copy }
        // The set of paths changes: the tokens added merge into the rest, which stay in order,
        // and the whole is indexed again.
        let kept = removed.isEmpty ? copy.tokens : copy.tokens.filter { !removed.contains($0.path) }
        let merged = Self.merge(kept, added.sorted { $0.path < $1.path })
        if let same = likely.first(where: { $0.holdsPaths(of: merged) }) {
            copy.tokens = merged
            copy.indexByPath = same.indexByPath
            return copy
        }
        return ResolvedTokenSet(sorted: merged)
    }

    /// The set with other tokens at the same paths, in the same order (the index is kept).
    func withSamePaths(_ tokens: [ResolvedToken]) -> ResolvedTokenSet {
        guard holdsPaths(of: tokens) else { return ResolvedTokenSet(tokens: tokens) }
        var copy = self
        copy.tokens = tokens
        return copy
    }

    /// Whether this set holds exactly the paths of `tokens`, in their order.
    private func holdsPaths(of tokens: [ResolvedToken]) -> Bool {
        self.tokens.count == tokens.count && zip(self.tokens, tokens).allSatisfy { $0.path == $1.path }
    }

    /// Two runs of tokens in path order as one.
    private static func merge(_ a: [ResolvedToken], _ b: [ResolvedToken]) -> [ResolvedToken] {
        var merged: [ResolvedToken] = []
        merged.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].path < b[j].path) {
                merged.append(a[i])
                i += 1
            } else {
                merged.append(b[j])
                j += 1
            }
        }
        return merged
    }

    public subscript(path: String) -> ResolvedToken? {
        indexByPath[path].map { tokens[$0] }
    }

    /// Where the token at `path` is in `tokens`.
    public func position(of path: String) -> Int? {
        indexByPath[path]
    }

    /// The token at `path`, looked for first at `position`: the permutations of a system mostly
    /// hold the same paths, so a position found in one set finds the token in the others
    /// without hashing its path again.
    public func token(_ path: String, near position: Int?) -> ResolvedToken? {
        self.position(of: path, near: position).map { tokens[$0] }
    }

    /// Where the token at `path` is, looked for first at `position` (see `token(_:near:)`).
    public func position(of path: String, near position: Int?) -> Int? {
        if let position, position < tokens.count, tokens[position].path == path { return position }
        return indexByPath[path]
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
