/// Where a project keeps its increased-contrast values, for the exports whose platforms have a
/// high-contrast appearance (asset catalogs): a modifier of its own whose name says contrast,
/// with a context saying high, increased or more (the sample's `contrast: increased`), or
/// contexts of the appearance modifier named after the light and dark ones with `hc` or
/// `high contrast` (Primer's `light-hc`, `dark-hc`).
enum HighContrast: Equatable {
    case modifier(name: String, high: String, standard: String?)
    case appearanceContexts(light: String?, dark: String?)

    /// The project's high contrast, if it has one.
    static func find(in modifiers: [ResolverDocument.Modifier], appearance: AppearanceModifier) -> HighContrast? {
        let appearanceModifier = appearance.modifier(in: modifiers)
        for modifier in modifiers where modifier.name != appearanceModifier?.name && words(modifier.name).contains("contrast") {
            guard let high = modifier.contexts.first(where: isHigh) else { continue }
            let standard = modifier.defaultContext.flatMap { $0 == high ? nil : $0 } ?? modifier.contexts.first { $0 != high }
            return .modifier(name: modifier.name, high: high, standard: standard)
        }
        guard let appearanceModifier else { return nil }
        let light = appearance.lightContext(in: modifiers).flatMap { highContext(of: $0, in: appearanceModifier) }
        let dark = appearance.darkContext(in: modifiers).flatMap { highContext(of: $0, in: appearanceModifier) }
        return light == nil && dark == nil ? nil : .appearanceContexts(light: light, dark: dark)
    }

    /// `high`, `increased`, `more`, `hc`, `high-contrast`: a contrast modifier's strong context.
    private static func isHigh(_ context: String) -> Bool {
        !Set(words(context)).isDisjoint(with: ["high", "higher", "increased", "more", "hc", "highcontrast"])
    }

    /// `light-hc` or `high-contrast-light` for `light`: the context made of its words and a high-contrast marker.
    private static func highContext(of context: String, in modifier: ResolverDocument.Modifier) -> String? {
        let base = words(context)
        return modifier.contexts.first { candidate in
            let candidateWords = words(candidate)
            guard candidate != context, candidateWords.count > base.count else { return false }
            let rest = candidateWords.filter { !base.contains($0) }
            return rest.count == candidateWords.count - base.count && markers.contains(rest.joined(separator: " "))
        }
    }

    private static let markers: Set<String> = ["hc", "high contrast", "contrast high", "highcontrast", "increased contrast", "more contrast"]

    private static func words(_ name: String) -> [String] {
        SwiftIdentifier.words(in: name).map { $0.lowercased() }
    }
}
