import SpecimenPages
import SpecimenTokens

/// One resolver modifier's switcher in the header (`site.modifiers`): it sets
/// `data-<attribute>="<context>"` on `<html>`, which `tokens.css` answers to.
struct ModifierSwitchContext: TemplateRepresentable, Sendable, Equatable {
    /// A context the switcher offers.
    struct Option: TemplateRepresentable, Sendable, Equatable {
        let name: String
        let label: String
        let isBase: Bool
        /// Whether the site's own colors turn dark with it (the appearance modifier's dark contexts).
        let isDark: Bool

        var templateValue: TemplateValue {
            .object(["name": name, "label": label, "isBase": isBase, "isDark": isDark])
        }
    }

    /// The modifier as the resolver names it (`?name=context` in a URL).
    let name: String
    let label: String
    let description: String
    /// `data-<attribute>` on `<html>`, as `tokens.css` writes it.
    let attribute: String
    /// The modifier `themeModifier` names: it offers "System" too, and decides the site's own appearance.
    let isAppearance: Bool
    /// The context of the permutation the site shows first.
    let base: String
    let options: [Option]

    /// The contexts "System" and the light / dark buttons pick: the base when it is light (else
    /// the first light one), and the dark contexts with the one `themeModifier` names first.
    var lightContext: String { options.first { !$0.isDark && $0.isBase }?.name ?? options.first { !$0.isDark }?.name ?? base }
    let darkContexts: [String]

    /// An appearance modifier of just a light and a dark context keeps the light / dark / system buttons.
    var isLightDark: Bool { isAppearance && options.count == 2 && darkContexts.count == 1 }

    var templateValue: TemplateValue {
        .object([
            "name": name, "label": label, "description": description, "attribute": attribute, "isAppearance": isAppearance,
            "isLightDark": isLightDark, "base": base,
            "options": options,
            "light": lightContext, "dark": darkContexts.first ?? "",
        ])
    }

    /// The switchers of a handbook's modifiers, in the resolver's order.
    /// - Parameter labels: `modifiers:` from `specimen.yml`; names are made into labels otherwise.
    static func switches(for tokens: SiteTokens?, appearance: AppearanceModifier, labels: [String: ModifierLabels] = [:]) -> [ModifierSwitchContext] {
        guard let tokens else { return [] }
        let modifiers = tokens.project.modifiers
        let appearanceName = appearance.modifier(in: modifiers)?.name
        return modifiers.filter { $0.contexts.count > 1 }.map { modifier in
            let isAppearance = modifier.name == appearanceName
            let dark = isAppearance ? appearance.darkContext(in: modifiers) : nil
            let base = tokens.baseInputs[modifier.name] ?? modifier.defaultContext ?? modifier.contexts[0]
            let written = labels[modifier.name] ?? ModifierLabels()
            return ModifierSwitchContext(
                name: modifier.name, label: written.label ?? ModifierLabels.label(modifier.name), description: modifier.description ?? "",
                attribute: TokenCSSExporter.attributeName(modifier.name), isAppearance: isAppearance, base: base,
                options: modifier.contexts.map { context in
                    Option(
                        name: context, label: written.label(ofContext: context), isBase: context == base,
                        isDark: isAppearance && (context == dark || context.lowercased().contains("dark")))
                },
                darkContexts: isAppearance
                    ? modifier.contexts.filter { $0 == dark } + modifier.contexts.filter { $0 != dark && $0.lowercased().contains("dark") } : [])
        }
    }

    /// What the head script needs before the first paint, as a JSON array safe inside `<script>`.
    static func script(_ switches: [ModifierSwitchContext]) -> String {
        func list(_ names: [String]) -> String { "[" + names.map(JSONWriter.quoted).joined(separator: ",") + "]" }
        let entries = switches.map { item in
            "{\"name\":\(JSONWriter.quoted(item.name)),\"attribute\":\(JSONWriter.quoted(item.attribute)),"
                + "\"base\":\(JSONWriter.quoted(item.base)),\"appearance\":\(item.isAppearance),"
                + "\"contexts\":\(list(item.options.map(\.name))),\"dark\":\(list(item.darkContexts)),"
                + "\"light\":\(JSONWriter.quoted(item.lightContext))}"
        }
        // JSONWriter writes < and > as \u003c and \u003e: no name can close the script.
        return "[" + entries.joined(separator: ",") + "]"
    }
}
