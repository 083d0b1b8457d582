import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// The settings about tokens that take mappings: `themeModifier`, `contexts`, `modifiers`, `diagnostics`.
extension ConfigReader {
    /// `themeModifier: theme`, or `{name: theme, light: default, dark: inverted}`.
    mutating func appearance(_ node: Node) -> AppearanceModifier? {
        if let scalar = node.scalar { return AppearanceModifier(name: scalar.string) }
        guard let mapping = node.mapping else {
            fail(node, "config-type", "'themeModifier' is a modifier name, or {name: theme, light: CONTEXT, dark: CONTEXT}")
            return nil
        }
        var appearance = AppearanceModifier()
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "name": appearance.name = string(value, "themeModifier.name") ?? appearance.name
            case "light": appearance.light = string(value, "themeModifier.light")
            case "dark": appearance.dark = string(value, "themeModifier.dark")
            default:
                warnUnknown(
                    key, name: "themeModifier.\(key.string ?? "")", known: ["themeModifier.name", "themeModifier.light", "themeModifier.dark"])
            }
        }
        if mapping["name"] == nil { fail(node, "config-value", "'themeModifier' needs 'name', the modifier the light/dark switch drives") }
        return appearance
    }

    /// `contexts: {theme: dark, size: coarse}`: modifier → context, and where each is written.
    mutating func contexts(_ node: Node) -> (contexts: [String: String], places: [String: ContextChoicePlace]) {
        guard let mapping = node.mapping else {
            fail(node, "config-type", "'contexts' maps modifiers to contexts, e.g. 'contexts: {theme: default}'")
            return ([:], [:])
        }
        var result: [String: String] = [:]
        var places: [String: ContextChoicePlace] = [:]
        for (key, value) in mapping {
            guard let modifier = key.string, let context = string(value, "contexts.\(key.string ?? "")") else { continue }
            result[modifier] = context
            let (modifierPlace, contextPlace) = (place(of: key), place(of: value))
            places[modifier] = ContextChoicePlace(
                modifier: modifierPlace.location, modifierLine: modifierPlace.line, context: contextPlace.location, contextLine: contextPlace.line)
        }
        return (result, places)
    }

    /// `modifiers: {theme: {label: Appearance, contexts: {dark-hc: Dark high contrast}}, size: Size}`.
    mutating func modifierLabels(_ node: Node) -> [String: ModifierLabels] {
        guard let mapping = node.mapping else {
            fail(node, "config-type", "'modifiers' maps modifiers to labels, e.g. 'modifiers: {theme: {label: Appearance, contexts: {dark: Night}}}'")
            return [:]
        }
        var result: [String: ModifierLabels] = [:]
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            var labels = ModifierLabels(modifierPlace: place(of: key))
            if let scalar = value.scalar {
                labels.label = scalar.string
            } else if let fields = value.mapping {
                for (field, written) in fields {
                    switch field.string ?? "" {
                    case "label": labels.label = string(written, "modifiers.\(name).label")
                    case "contexts": contextLabels(written, of: name, into: &labels)
                    default:
                        warnUnknown(
                            field, name: "modifiers.\(name).\(field.string ?? "")", known: ["modifiers.\(name).label", "modifiers.\(name).contexts"])
                    }
                }
            } else {
                fail(value, "config-type", "'modifiers.\(name)' is a label, or {label: LABEL, contexts: {CONTEXT: LABEL}}")
            }
            result[name] = labels
        }
        return result
    }

    private mutating func contextLabels(_ node: Node, of modifier: String, into labels: inout ModifierLabels) {
        guard let mapping = node.mapping else {
            fail(node, "config-type", "'modifiers.\(modifier).contexts' maps contexts to labels, e.g. '{dark-hc: Dark high contrast}'")
            return
        }
        for (key, value) in mapping {
            guard let context = key.string, let label = string(value, "modifiers.\(modifier).contexts.\(context)") else { continue }
            labels.contexts[context] = label
            labels.contextPlaces[context] = place(of: key)
        }
    }

    private func place(of node: Node) -> ModifierLabels.Place {
        let location = YAMLDiagnostics.location(of: node, file: file)
        return ModifierLabels.Place(location: location, line: SourceText.line(location.line, in: text))
    }

    /// `diagnostics: {token-unit-nonstandard: off}`: code → off, warning or error.
    mutating func diagnosticPolicy(_ node: Node) -> DiagnosticPolicy {
        guard let mapping = node.mapping else {
            fail(node, "config-type", "'diagnostics' maps codes to off, warning or error, e.g. 'diagnostics: {token-unit-nonstandard: off}'")
            return DiagnosticPolicy()
        }
        var policy = DiagnosticPolicy()
        for (key, value) in mapping {
            let code = key.string ?? ""
            guard DiagnosticCatalogue.entry(code) != nil else {
                warnUnknownKey(key, "unknown diagnostic code '\(code)', ignored\(Suggestion.phrase(for: code, in: DiagnosticCatalogue.codes))")
                continue
            }
            // YAML reads a bare `off` as false; take it as meant.
            let written = value.scalar?.string ?? ""
            guard let level = DiagnosticPolicy.Level(rawValue: written.lowercased()) else {
                fail(value, "config-value", "'diagnostics.\(code)' is off, warning or error, not '\(written)'")
                continue
            }
            guard DiagnosticPolicy.allows(level, for: code) else {
                fail(
                    value, "config-value",
                    "'\(code)' is an error a build cannot go past; only warnings and notes can be turned off or kept as warnings")
                continue
            }
            policy.levels[code] = level
        }
        return policy
    }
}
