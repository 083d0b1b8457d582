/// Every name code may use a token by, from the very naming the exports use: the CSS custom
/// property of `tokens.css`, the DTCG reference, the Android resource. Made once per set of
/// tokens; `UsageScanner` looks each name it cuts out of a file up here.
public struct UsageVocabulary: Sendable {
    /// `--color-primary` → its token.
    let customProperties: [String: String]
    /// `color.primary` → itself, for `{color.primary}`.
    let paths: Set<String>
    /// `color/primary` (kind and resource name) → its token, for `@color/primary` and `R.color.primary`.
    let androidResources: [String: String]

    public init(_ tokens: ResolvedTokenSet) {
        var customProperties: [String: String] = [:]
        var androidResources: [String: String] = [:]
        let android = AndroidResourceNames(tokens)
        for token in tokens.tokens {
            let property = CSSText.customPropertyName(for: token.path)
            if customProperties[property] == nil { customProperties[property] = token.path }
            if let reference = android.reference(for: token.path) { androidResources[String(reference.dropFirst())] = token.path }
        }
        self.customProperties = customProperties
        self.androidResources = androidResources
        paths = Set(tokens.tokens.map(\.path))
    }
}
