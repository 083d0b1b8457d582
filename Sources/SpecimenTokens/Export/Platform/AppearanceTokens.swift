/// The tokens of each appearance a platform distinguishes: light, and where the project has them
/// dark, light with increased contrast and dark with increased contrast.
public struct AppearanceTokens: Sendable {
    public var light: ResolvedTokenSet
    public var dark: ResolvedTokenSet?
    public var highContrast: ResolvedTokenSet?
    public var darkHighContrast: ResolvedTokenSet?

    public init(
        light: ResolvedTokenSet, dark: ResolvedTokenSet? = nil, highContrast: ResolvedTokenSet? = nil, darkHighContrast: ResolvedTokenSet? = nil
    ) {
        self.light = light
        self.dark = dark
        self.highContrast = highContrast
        self.darkHighContrast = darkHighContrast
    }
}

/// The permutations behind `AppearanceTokens`: each appearance's modifier contexts.
public struct AppearanceInputs: Sendable, Equatable {
    public var light: [String: String]
    public var dark: [String: String]?
    public var highContrast: [String: String]?
    public var darkHighContrast: [String: String]?

    /// Every permutation there is, for resolving and reporting what they find.
    public var all: [[String: String]] { [light] + [dark, highContrast, darkHighContrast].compactMap { $0 } }
}

extension TokenProject {
    /// The inputs of each appearance: `base` with the appearance modifier at its light and dark
    /// contexts (see `appearanceInputs`), and, where the project has high contrast, each of them
    /// with it: its contrast modifier at the high context (the others at the standard one), or
    /// the appearance modifier's high-contrast contexts (Primer's `light-hc`, `dark-hc`).
    public func platformAppearanceInputs(base: [String: String], appearance: AppearanceModifier) -> AppearanceInputs {
        var (light, dark) = appearanceInputs(base: base, appearance: appearance)
        switch HighContrast.find(in: modifiers, appearance: appearance) {
        case .modifier(let name, let high, let standard)?:
            if light[name] == high, let standard {
                light[name] = standard
                dark?[name] = standard
            }
            return AppearanceInputs(
                light: light, dark: dark, highContrast: light.merging([name: high]) { $1 }, darkHighContrast: dark?.merging([name: high]) { $1 })
        case .appearanceContexts(let lightHigh, let darkHigh)?:
            let name = appearance.modifier(in: modifiers)!.name
            return AppearanceInputs(
                light: light, dark: dark, highContrast: lightHigh.map { light.merging([name: $0]) { $1 } },
                darkHighContrast: darkHigh.flatMap { context in dark.map { $0.merging([name: context]) { $1 } } })
        case nil:
            return AppearanceInputs(light: light, dark: dark)
        }
    }
}
