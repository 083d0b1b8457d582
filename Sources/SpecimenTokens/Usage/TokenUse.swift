/// One place code uses a token: where, how it is written there, and through which platform's name.
public struct TokenUse: Sendable, Hashable, Codable {
    /// How code names a token, by the platform whose name it uses.
    public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
        /// A CSS custom property: `var(--color-primary)`, or the property bare in a script.
        case css
        /// A Tailwind utility built on the token's theme variable: `bg-primary`, `hover:p-space-m`.
        case tailwind
        /// The Swift export's names: `Color.Token.primary`, `DesignTokens.Color.primary`, and the
        /// asset catalog's `Color("primary")`.
        case swift
        /// The Compose export's names: `LocalTokenColors.current.primary`, `DesignTokens.Color.primary`.
        case compose
        /// An Android resource: `@color/primary` in XML, `R.color.primary` in code.
        case android
        /// A DTCG reference in another token or docs file: `{color.primary}`.
        case dtcg

        /// How a page names the platform.
        public var label: String {
            switch self {
            case .css: "CSS"
            case .tailwind: "Tailwind"
            case .swift: "Swift"
            case .compose: "Compose"
            case .android: "Android"
            case .dtcg: "Token files"
            }
        }
    }

    /// The token's path.
    public var token: String
    public var platform: Platform
    /// Counted from 1; the column in characters.
    public var line: Int
    public var column: Int
    /// The name as the code writes it (`--color-primary`, `R.color.primary`).
    public var written: String

    public init(token: String, platform: Platform, line: Int, column: Int, written: String) {
        (self.token, self.platform, self.line, self.column, self.written) = (token, platform, line, column, written)
    }
}
