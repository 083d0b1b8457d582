/// The color set name of every color token in an asset catalog export.
///
/// Names are flat, lower case and hyphenated, with a leading `color` group left out:
/// `color.brand.primary` → `brand-primary`, `color.text.onLight` → `text-on-light`. Flat
/// because that is the one string `Color("brand-primary")`, `UIColor(named:)` and Xcode's
/// generated color symbols (`Color.brandPrimary`) all take as it is; folders that provide a
/// namespace would make every lookup spell the path with slashes. Lower case because the file
/// systems Xcode runs on ignore case, so `Primary` and `primary` could not both be folders;
/// plain ASCII so that no normalisation of file names can tell two apart or merge them.
public struct AssetCatalogNames: Sendable {
    private let names: [String: String]

    /// Names every color token of `tokens`; names that collide get `-2`, `-3`… (see `UniqueNames`).
    public init(_ tokens: ResolvedTokenSet) {
        let wanted = tokens.tokens.filter { $0.type == .color }.map { ($0.path, Self.name(for: $0.path)) }
        names = UniqueNames.assign(wanted, caseInsensitive: true) { "\($0)-\($1)" }
    }

    /// The color set's name (`brand-primary`), nil for tokens that are not colors.
    public func name(for path: String) -> String? { names[path] }

    /// How Swift asks for the color: `Color("brand-primary")`.
    public func usage(for path: String) -> String? {
        name(for: path).map { "Color(\"\($0)\")" }
    }

    /// The name a path would have alone.
    static func name(for path: String) -> String {
        var segments = PathWords.segments(of: path)
        if segments.count > 1, let first = segments.first, PathWords.segment(first, isOneOf: SwiftTokenNames.colorGroups) {
            segments.removeFirst()
        }
        let words = segments.flatMap { $0 }
        return words.isEmpty ? "color" : words.joined(separator: "-")
    }
}
