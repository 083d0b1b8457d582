import SpecimenDiagnostics
import SpecimenTokens

/// What the header's switchers call a modifier and its contexts (`modifiers:` in `specimen.yml`):
/// `modifiers: {theme: {label: Appearance, contexts: {dark-hc: Dark high contrast}}}`.
/// Names without a label are turned into one (`dark-hc` → "Dark HC").
public struct ModifierLabels: Sendable, Hashable {
    /// The modifier's label, if written.
    public var label: String?
    /// Context name → label, as written.
    public var contexts: [String: String] = [:]
    /// Where the modifier and each context were named, for warnings about names the tokens lack.
    var modifierPlace: Place?
    var contextPlaces: [String: Place] = [:]

    struct Place: Sendable, Hashable {
        let location: SourceLocation
        let line: String?
    }

    /// The label of `context`: as written, or made from its name.
    package func label(ofContext context: String) -> String {
        contexts[context] ?? Self.label(context)
    }

    /// `dark-hc` → "Dark HC", `fontSize` → "Font size": a name as a label. Words of one or two
    /// letters read as abbreviations (`hc`, `sm`, `xl`).
    package static func label(_ name: String) -> String {
        var words: [String] = []
        var word = ""
        for character in name {
            if character == "-" || character == "_" || character == " " || (character.isUppercase && !(word.last?.isUppercase ?? true)) {
                if !word.isEmpty { words.append(word) }
                word = character.isLetter || character.isNumber ? String(character) : ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        let spoken: Set<String> = ["a", "an", "as", "at", "by", "in", "of", "on", "or", "to", "up"]
        let shaped = words.map { word in
            // A word written in capitals is an abbreviation already (a brand such as NVE).
            if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word }
            return word.count <= 2 && word.allSatisfy(\.isLetter) && !spoken.contains(word.lowercased()) ? word.uppercased() : word.lowercased()
        }
        guard let first = shaped.first else { return name }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + shaped.dropFirst()).joined(separator: " ")
    }

    /// Warnings for labels of modifiers or contexts the tokens do not have.
    static func diagnostics(_ labels: [String: ModifierLabels], modifiers: [ResolverDocument.Modifier]) -> [Diagnostic] {
        labels.sorted { $0.key < $1.key }.flatMap { name, labels -> [Diagnostic] in
            guard let modifier = modifiers.first(where: { $0.name == name }) else {
                return labels.modifierPlace.map { place in
                    [
                        .warning(
                            "config-unknown-key",
                            "'modifiers.\(name)' labels no modifier of the tokens\(Suggestion.phrase(for: name, in: modifiers.map(\.name)))",
                            at: place.location, sourceLine: place.line)
                    ]
                } ?? []
            }
            return labels.contextPlaces.sorted { $0.key < $1.key }.filter { !modifier.contexts.contains($0.key) }.map { context, place in
                .warning(
                    "config-unknown-key",
                    "'modifiers.\(name).contexts.\(context)' labels no context of '\(name)' (\(modifier.contexts.joined(separator: ", ")))"
                        + Suggestion.phrase(for: context, in: modifier.contexts),
                    at: place.location, sourceLine: place.line)
            }
        }
    }
}

extension ModifierLabels {
    /// Labels as written, without where they were written (kept by the config's reader).
    package init(label: String? = nil, contexts: [String: String] = [:]) {
        self.init(label: label, contexts: contexts, modifierPlace: nil)
    }
}
