/// The modifier a site's light/dark switch drives (`themeModifier` in `specimen.yml`), and which
/// of its contexts are the light and the dark appearance. Without names, the contexts called
/// `light` and `dark` are meant (any case); systems that call them otherwise name them
/// (`{name: theme, light: default, dark: inverted}`).
public struct AppearanceModifier: Sendable, Hashable {
    public var name: String
    public var light: String?
    public var dark: String?

    public init(name: String = "theme", light: String? = nil, dark: String? = nil) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// The resolver's modifier of this name (matched case-insensitively), if it has one.
    public func modifier(in modifiers: [ResolverDocument.Modifier]) -> ResolverDocument.Modifier? {
        modifiers.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The dark context as the resolver writes it, if the modifier has one.
    public func darkContext(in modifiers: [ResolverDocument.Modifier]) -> String? {
        guard let modifier = modifier(in: modifiers) else { return nil }
        return Self.context(named: dark ?? "dark", in: modifier)
    }

    /// The light context: the one named (or called `light`), else the default unless it is the dark one.
    public func lightContext(in modifiers: [ResolverDocument.Modifier]) -> String? {
        guard let modifier = modifier(in: modifiers) else { return nil }
        if let named = Self.context(named: light ?? "light", in: modifier) { return named }
        let dark = darkContext(in: modifiers)
        if let fallback = modifier.defaultContext, fallback != dark { return fallback }
        return modifier.contexts.first { $0 != dark }
    }

    /// Whether `context` of `modifier` is this appearance's dark one.
    public func isDark(modifier: String, context: String, in modifiers: [ResolverDocument.Modifier]) -> Bool {
        modifier.lowercased() == name.lowercased() && darkContext(in: modifiers) == context
    }

    private static func context(named name: String, in modifier: ResolverDocument.Modifier) -> String? {
        modifier.contexts.first { $0.lowercased() == name.lowercased() }
    }
}
