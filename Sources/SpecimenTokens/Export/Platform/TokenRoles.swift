/// The role of every length and number of a set, for the exports that place or scale them by it.
///
/// A token's own path decides, except where the tokens it aliases say it is for text: Spectrum's
/// `heading-size-xl` aliases `font-size-1000`, and is a font size although its own words read
/// as a size. A path that says nothing takes the first role along its aliases. So an alias and
/// its target agree wherever the target is text, and every format gives a token the same role.
struct TokenRoles: Sendable {
    private var roles: [String: TokenRole] = [:]

    init(_ tokens: ResolvedTokenSet) {
        // Many tokens alias the same few: each path's words are read once.
        var named: [String: TokenRole] = [:]
        func role(of path: String) -> TokenRole {
            if let known = named[path] { return known }
            let role = TokenRole(path: path)
            named[path] = role
            return role
        }
        for token in tokens.tokens where token.type == .dimension || token.type == .number {
            roles[token.path] = Self.role(along: tokens.aliasChain(from: token.path).map(role(of:)))
        }
    }

    /// The role of `path`; a path not in the set (or of another type) by its own words.
    subscript(path: String) -> TokenRole { roles[path] ?? TokenRole(path: path) }

    /// `roles` are those of the token's path, then of each it aliases in turn.
    static func role(along roles: [TokenRole]) -> TokenRole {
        guard let own = roles.first else { return .other }
        if own.isText { return own }
        if let text = roles.dropFirst().first(where: \.isText) { return text }
        return own != .other ? own : roles.first { $0 != .other } ?? .other
    }
}
