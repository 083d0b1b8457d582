/// The Tailwind theme variable of every token the `tailwind` export maps.
///
/// A variable is the namespace and the path's segments as tokens.css spells them, less the
/// segments that repeat the namespace: `color.brand.primary` → `--color-brand-primary`,
/// `spacing.m` → `--spacing-m`, `radius.small` → `--radius-small`, `typography.body` →
/// `--text-body`. Variables that collide get `-2`, `-3`….
public struct TailwindNames: Sendable {
    private let variables: [String: (namespace: TailwindNamespace, name: String)]

    /// Names every token of `tokens` that has a namespace.
    public init(_ tokens: ResolvedTokenSet) {
        let roles = TokenRoles(tokens)
        var namespaces: [String: TailwindNamespace] = [:]
        var wanted: [(path: String, name: String)] = []
        for token in tokens.tokens {
            guard let namespace = TailwindNamespace(token, role: roles[token.path]) else { continue }
            namespaces[token.path] = namespace
            wanted.append((token.path, "\(namespace.rawValue)-\(Self.name(for: token.path, in: namespace))"))
        }
        let unique = UniqueNames.assign(wanted, caseInsensitive: false) { "\($0)-\($1)" }
        variables = unique.reduce(into: [:]) { result, entry in
            let namespace = namespaces[entry.key]!
            result[entry.key] = (namespace, String(entry.value.dropFirst(namespace.rawValue.count + 1)))
        }
    }

    /// `--color-brand-primary`; nil for tokens without a namespace.
    public func variable(for path: String) -> String? {
        variables[path].map { "--\($0.namespace.rawValue)-\($0.name)" }
    }

    /// A utility class using the token: `bg-brand-primary`, `p-m`, `text-body`, `md:`.
    public func utility(for path: String) -> String? {
        variables[path].map { $0.namespace.utility($0.name) }
    }

    func namespace(for path: String) -> TailwindNamespace? { variables[path]?.namespace }

    /// The name below the namespace a path would have alone: its segments as CSS names them,
    /// without those repeating the namespace (the last kept if all do), runs of `-` made one.
    static func name(for path: String, in namespace: TailwindNamespace) -> String {
        let segments = SwiftTokenNames.segments(of: path)
        var kept = segments.filter { !PathWords.segment(PathWords.words($0), isOneOf: namespace.repeats) }
        if kept.isEmpty, let last = segments.last { kept = [last] }
        let name = kept.map { String(CSSText.customPropertyName(for: $0).dropFirst(2)) }.joined(separator: "-")
        let collapsed = name.split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "token" : collapsed
    }
}
