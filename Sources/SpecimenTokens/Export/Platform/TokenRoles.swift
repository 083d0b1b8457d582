/// The role of every length and number of a set, for the exports that place or scale them by it.
///
/// A token's own path decides, except where the tokens it aliases say it is for text: Spectrum's
/// `heading-size-xl` aliases `font-size-1000`, and is a font size although its own words read
/// as a size. A path that says nothing takes the first role along its aliases. So an alias and
/// its target agree wherever the target is text, and every format gives a token the same role.
struct TokenRoles: Sendable {
    private var roles: [String: TokenRole] = [:]

    init(_ tokens: ResolvedTokenSet) {
        for token in tokens.tokens where token.type == .dimension || token.type == .number {
            roles[token.path] = Self.role(along: tokens.aliasChain(from: token.path))
        }
    }

    /// The role of `path`; a path not in the set (or of another type) by its own words.
    subscript(path: String) -> TokenRole { roles[path] ?? TokenRole(path: path) }

    /// `chain` is the token's path, then each it aliases in turn.
    static func role(along chain: [String]) -> TokenRole {
        let roles = chain.map { TokenRole(path: $0) }
        guard let own = roles.first else { return .other }
        if own.isText { return own }
        if let text = roles.dropFirst().first(where: \.isText) { return text }
        return own != .other ? own : roles.first { $0 != .other } ?? .other
    }
}
