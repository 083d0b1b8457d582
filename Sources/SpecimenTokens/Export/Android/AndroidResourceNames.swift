/// The Android resource name of every token an `android-xml` export holds.
///
/// A name is the path's words in lower case joined by `_` (`spacing.m` → `spacing_m`,
/// `color.text.onLight` → `text_on_light`): Android wants `[a-z][a-z0-9_]*`. A leading `color`
/// group is left out of colors, which `@color/` already says; a name that would start with a
/// digit or be empty starts with its kind instead (`color_500`), and Java's keywords, which
/// aapt refuses as they become fields of `R`, get a trailing `_`. Names are unique within their
/// kind (`@color/…` and `@dimen/…` are apart), collisions numbered `_2`, `_3`….
public struct AndroidResourceNames: Sendable {
    private let resources: [String: (kind: AndroidResourceKind, name: String)]

    /// Names every token of `tokens` that Android resources hold.
    public init(_ tokens: ResolvedTokenSet) {
        var byKind: [AndroidResourceKind: [(path: String, name: String)]] = [:]
        for token in tokens.tokens {
            guard let kind = AndroidResourceKind(token) else { continue }
            byKind[kind, default: []].append((token.path, Self.name(for: token.path, kind: kind)))
        }
        var resources: [String: (kind: AndroidResourceKind, name: String)] = [:]
        for (kind, wanted) in byKind {
            for (path, name) in UniqueNames.assign(wanted, caseInsensitive: true, numbered: { "\($0)_\($1)" }) { resources[path] = (kind, name) }
        }
        self.resources = resources
    }

    /// The resource's name (`brand_primary`), nil for tokens no resource holds.
    public func name(for path: String) -> String? { resources[path]?.name }

    /// How XML refers to it: `@color/brand_primary`.
    public func reference(for path: String) -> String? {
        resources[path].map { "@\($0.kind.rawValue)/\($0.name)" }
    }

    func kind(for path: String) -> AndroidResourceKind? { resources[path]?.kind }

    /// The name a path would have alone.
    static func name(for path: String, kind: AndroidResourceKind) -> String {
        var segments = PathWords.segments(of: path)
        if kind == .color, segments.count > 1, let first = segments.first, PathWords.segment(first, isOneOf: SwiftTokenNames.colorGroups) {
            segments.removeFirst()
        }
        var name = segments.flatMap { $0 }.joined(separator: "_")
        if name.first.map({ !$0.isLetter }) ?? true { name = kind.rawValue + (name.isEmpty ? "" : "_" + name) }
        return javaKeywords.contains(name) ? name + "_" : name
    }

    /// Keywords and literals of Java, which resource names become in `R`.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default", "do",
        "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements", "import",
        "instanceof", "int", "interface", "long", "native", "new", "package", "private", "protected", "public", "return",
        "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
        "void", "volatile", "while", "true", "false", "null",
    ]
}
