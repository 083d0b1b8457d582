import SpecimenTokens

/// What blocks, token pages and the history call each context: the appearance modifier's
/// contexts by name (`dark`), others with their modifier (`contrast: increased`); the default
/// permutation by its context of the appearance modifier (or of the first modifier). Releases
/// are compared context by context under these labels.
package struct ContextLabels {
    let appearanceName: String?
    /// The modifier the default permutation is named by.
    let labelModifier: String?
    package let defaultLabel: String

    package init(modifiers: [ResolverDocument.Modifier], base: [String: String], appearance: AppearanceModifier) {
        appearanceName = appearance.modifier(in: modifiers)?.name
        labelModifier = appearanceName ?? base.keys.sorted().first
        defaultLabel = labelModifier.flatMap { base[$0] } ?? "value"
    }

    package func label(_ modifier: String, _ context: String) -> String {
        modifier == appearanceName ? context : "\(modifier): \(context)"
    }
}
