import SpecimenTokens

/// What the history calls each context, as blocks and token pages do: the appearance
/// modifier's contexts by name (`dark`), others with their modifier (`contrast: increased`).
/// Releases are compared context by context under these labels.
struct HistoryLabels {
    let appearanceName: String?
    let defaultLabel: String

    init(modifiers: [ResolverDocument.Modifier], base: [String: String], appearance: AppearanceModifier) {
        appearanceName = appearance.modifier(in: modifiers)?.name
        let labelModifier = appearanceName ?? base.keys.sorted().first
        defaultLabel = labelModifier.flatMap { base[$0] } ?? "value"
    }

    func label(_ modifier: String, _ context: String) -> String {
        modifier == appearanceName ? context : "\(modifier): \(context)"
    }
}
