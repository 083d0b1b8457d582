/// One platform's name for a token, as a token page shows it: `SwiftUI` `Color.Token.primary`.
public struct PlatformName: Sendable, Equatable {
    /// `SwiftUI`, `Asset catalog`, `Compose`, `Android` or `Tailwind`.
    public let platform: String
    /// What code on that platform writes to use the token.
    public let name: String
    /// The `tokens export --format` that writes the file declaring it: `swift`, `xcassets`, …
    public let format: String

    public init(platform: String, name: String, format: String) {
        self.platform = platform
        self.name = name
        self.format = format
    }
}

/// The name of every token on each platform Specimen exports to, from the very naming the
/// exporters use, so that a token page shows what the exported files declare:
///
/// - SwiftUI: the `Color.Token` / `Font.Token` member where there is one, else the `DesignTokens` value (`--format swift`);
/// - Asset catalog: `Color("brand-primary")` for colors (`--format xcassets`);
/// - Compose: `LocalTokenColors.current.brandPrimary` for colors, else the `DesignTokens` property (`--format compose`);
/// - Android: the resource reference, `@color/brand_primary` (`--format android-xml`);
/// - Tailwind: a utility using the theme variable, `bg-brand-primary` (`--format tailwind`).
///
/// A platform without a place for the token is left out.
public struct PlatformNames: Sendable {
    /// The Swift names, which token pages also show as a SwiftUI usage.
    public let swift: SwiftTokenNames
    let assetCatalog: AssetCatalogNames
    let compose: ComposeNames
    let android: AndroidResourceNames
    let tailwind: TailwindNames

    /// Names every token of `tokens` on every platform (once: token pages then only look names up).
    public init(_ tokens: ResolvedTokenSet) {
        swift = SwiftTokenNames(tokens)
        assetCatalog = AssetCatalogNames(tokens)
        compose = ComposeNames(tokens)
        android = AndroidResourceNames(tokens)
        tailwind = TailwindNames(tokens)
    }

    /// The token's names, in the order above; empty for a path the set does not have.
    public func names(for path: String) -> [PlatformName] {
        let names: [(String, String?, String)] = [
            ("SwiftUI", swift.swiftUIName(for: path) ?? swift.valueName(for: path), "swift"),
            ("Asset catalog", assetCatalog.usage(for: path), "xcassets"),
            ("Compose", compose.usage(for: path), "compose"),
            ("Android", android.reference(for: path), "android-xml"),
            ("Tailwind", tailwind.utility(for: path), "tailwind"),
        ]
        return names.compactMap { platform, name, format in name.map { PlatformName(platform: platform, name: $0, format: format) } }
    }
}
