/// The Swift name of every token in the exported file, computed once for the whole set so that
/// names which collide after camel-casing get distinct, stable suffixes.
///
/// Every token lives under `DesignTokens`, in nested enums mirroring its groups
/// (`color.text.secondary` → `DesignTokens.Color.Text.secondary`). Colors are also members of
/// `Color.Token` and text styles of `Font.Token` in SwiftUI, with a leading `color` or
/// `typography` group left out (`Color.Token.Text.secondary`, `Font.Token.title2`).
public struct SwiftTokenNames: Sendable {
    /// The namespace enum of the platform-neutral values.
    public static let namespace = "DesignTokens"

    private var neutral: [String: [String]] = [:]
    private var swiftUI: [String: [String]] = [:]

    /// Names every token of `tokens`.
    public init(_ tokens: ResolvedTokenSet) {
        neutral = Self.name(tokens.tokens.map { ($0.path, Self.segments(of: $0.path)) })
        let colors = tokens.tokens.filter { $0.type == .color }
        swiftUI = Self.name(colors.map { ($0.path, Self.dropping(Self.colorGroups, from: Self.segments(of: $0.path))) })
            .mapValues { ["Color", "Token"] + $0 }
        let styles = tokens.tokens.filter { $0.type == .typography }
        swiftUI.merge(
            Self.name(styles.map { ($0.path, Self.dropping(Self.typographyGroups, from: Self.segments(of: $0.path))) })
                .mapValues { ["Font", "Token"] + $0 }
        ) { first, _ in first }
    }

    /// `DesignTokens.Color.primary`: the platform-neutral value.
    public func valueName(for path: String) -> String? {
        neutral[path].map { ([Self.namespace] + $0).joined(separator: ".") }
    }

    /// `Color.Token.primary` or `Font.Token.title2`; nil for tokens without a SwiftUI type.
    public func swiftUIName(for path: String) -> String? {
        swiftUI[path].map { $0.joined(separator: ".") }
    }

    /// A line of SwiftUI that uses the token: `.foregroundStyle(Color.Token.primary)`,
    /// `.font(Font.Token.title2)`, or the value with its Swift type.
    public func usage(for token: ResolvedToken) -> String? {
        if let name = swiftUIName(for: token.path) {
            return token.type == .color ? "Text(\"Aa\").foregroundStyle(\(name))" : "Text(\"Aa\").font(\(name))"
        }
        guard let name = valueName(for: token.path) else { return nil }
        return "let value: \(TokenSwiftExporter.ValueWriter.typeName(token.type)) = \(name)"
    }

    /// The identifiers below the namespace: groups as types, then the token as a member.
    func valueComponents(for path: String) -> [String]? { neutral[path] }

    /// The identifiers below `Color.Token` / `Font.Token`.
    func swiftUIComponents(for path: String) -> [String]? { swiftUI[path].map { Array($0.dropFirst(2)) } }

    static let colorGroups: Set<String> = ["color", "colors", "colour", "colours"]
    static let typographyGroups: Set<String> = ["typography", "font", "fonts", "type", "text-style", "text-styles", "textstyles"]

    /// `color.accent.$root` → `["color", "accent"]`: a group's root token is named like the group.
    static func segments(of path: String) -> [String] {
        // An ASCII path, the usual one, split by its bytes: by Characters, every platform's name
        // of every token walked its path's grapheme breaks again.
        var parts =
            path.isASCII
            ? path.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(Substring($0)) }
            : path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1, parts.last == "$root" { parts.removeLast() }
        return parts
    }

    private static func dropping(_ groups: Set<String>, from segments: [String]) -> [String] {
        guard segments.count > 1, let first = segments.first, groups.contains(first.lowercased()) else { return segments }
        return Array(segments.dropFirst())
    }

    /// Names a tree of paths: each level's group and token names are made unique among their
    /// siblings. The Compose export names its Kotlin objects with this too, by Kotlin's rules.
    static func name(
        _ entries: [(path: String, segments: [String])], member: (String) -> String = SwiftIdentifier.member,
        type: (String) -> String = SwiftIdentifier.type
    ) -> [String: [String]] {
        var result: [String: [String]] = [:]
        func visit(_ entries: [(path: String, segments: [String])], depth: Int, prefix: [String]) {
            var leaves: [(path: String, name: String)] = []
            var groups: [String: [(path: String, segments: [String])]] = [:]
            for entry in entries {
                if entry.segments.count == depth + 1 {
                    leaves.append((entry.path, entry.segments[depth]))
                } else {
                    groups[entry.segments[depth], default: []].append(entry)
                }
            }
            let leafNames = unique(leaves.map(\.name), member)
            for leaf in leaves { result[leaf.path] = prefix + [leafNames[leaf.name]!] }
            let groupNames = unique(Array(groups.keys), type)
            for (group, members) in groups {
                visit(members, depth: depth + 1, prefix: prefix + [groupNames[group]!])
            }
        }
        visit(entries.filter { !$0.segments.isEmpty }, depth: 0, prefix: [])
        return result
    }

    /// Applies `identifier` to each name; names that collide get `2`, `3`… in order, where
    /// lower-case names (the usual spelling in token files) come first.
    private static func unique(_ names: [String], _ identifier: (String) -> String) -> [String: String] {
        var taken: Set<String> = []
        var result: [String: String] = [:]
        // Whether a name is lower case is worked out once per name, not in every comparison.
        let ordered = names.map { (name: $0, isLower: $0 == $0.lowercased()) }.sorted { a, b in
            a.isLower != b.isLower ? a.isLower : a.name < b.name
        }.map(\.name)
        for name in ordered where result[name] == nil {
            let base = identifier(name)
            var candidate = base
            var counter = 2
            while taken.contains(candidate.lowercased()) {
                candidate = base.hasSuffix("`") ? "`\(base.dropFirst().dropLast())\(counter)`" : "\(base)\(counter)"
                counter += 1
            }
            taken.insert(candidate.lowercased())
            result[name] = candidate
        }
        return result
    }
}
