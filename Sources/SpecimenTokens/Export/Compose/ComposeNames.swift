/// The Kotlin name of every token in the Compose export.
///
/// Every token is a property of `DesignTokens`, in nested objects mirroring its groups
/// (`color.brand.primary` → `DesignTokens.Color.Brand.primary`); each color is also a property
/// of `TokenColors`, flat, with a leading `color` group left out (`brandPrimary`), which the
/// light and dark instances implement and `LocalTokenColors.current` provides.
public struct ComposeNames: Sendable {
    /// The object holding every token.
    public static let namespace = "DesignTokens"

    private let tree: [String: [String]]
    private let colors: [String: String]

    /// Names every token of `tokens` the export declares; names that collide get `2`, `3`….
    public init(_ tokens: ResolvedTokenSet) {
        let roles = TokenRoles(tokens)
        let declared = tokens.tokens.filter { ComposeValueWriter.carries($0, role: roles[$0.path]) }
        tree = SwiftTokenNames.name(
            declared.map { ($0.path, SwiftTokenNames.segments(of: $0.path)) }, member: KotlinIdentifier.member, type: KotlinIdentifier.type)
        let wanted = declared.filter { $0.type == .color }.map { token in
            (token.path, KotlinIdentifier.plainMember(Self.colorSegments(of: token.path).joined(separator: " ")))
        }
        colors = UniqueNames.assign(wanted, caseInsensitive: false) { "\($0)\($1)" }.mapValues(KotlinIdentifier.escaped)
    }

    /// `DesignTokens.Color.Brand.primary`.
    public func valueName(for path: String) -> String? {
        tree[path].map { ([Self.namespace] + $0).joined(separator: ".") }
    }

    /// `brandPrimary`: the color's property of `TokenColors`; nil for other tokens.
    public func colorProperty(for path: String) -> String? { colors[path] }

    /// How a composable reads a token: `LocalTokenColors.current.brandPrimary` for colors, which
    /// follow the appearance, the `DesignTokens` property otherwise.
    public func usage(for path: String) -> String? {
        colorProperty(for: path).map { "LocalTokenColors.current.\($0)" } ?? valueName(for: path)
    }

    /// The identifiers below `DesignTokens`: objects, then the property.
    func components(for path: String) -> [String]? { tree[path] }

    private static func colorSegments(of path: String) -> [String] {
        let segments = SwiftTokenNames.segments(of: path)
        guard segments.count > 1, SwiftTokenNames.colorGroups.contains(segments[0].lowercased()) else { return segments }
        return Array(segments.dropFirst())
    }
}
