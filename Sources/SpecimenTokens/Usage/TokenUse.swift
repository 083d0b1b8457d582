/// One place code uses a token: where, how it is written there, and through which platform's name.
public struct TokenUse: Sendable, Hashable {
    /// How code names a token, by the platform whose name it uses.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// A CSS custom property: `var(--color-primary)`, or the property bare in a script.
        case css
        /// A DTCG reference in another token or docs file: `{color.primary}`.
        case dtcg
        /// An Android resource: `@color/primary` in XML, `R.color.primary` in code.
        case android
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
