import SpecimenPages
import SpecimenTokens

/// A component spec as tools see it (`specimen mcp`): its axes, the layout of its matrix, and
/// the token each style property takes in every combination of axis values.
public struct HandbookComponent: Sendable {
    /// An axis and its values, in written order.
    public struct Axis: Sendable {
        public let name: String
        public let values: [String]
    }

    /// A style property and the token reference it is written as, with `{axis}` placeholders.
    public struct Style: Sendable {
        public let property: String
        /// e.g. `{button.{variant}.{state}.background}`.
        public let template: String
    }

    /// One style property of one combination in one context.
    public struct Declaration: Sendable {
        public let property: String
        /// The template with the axis values filled in: `{button.capsule.hover.background}`.
        public let reference: String
        /// The tokens it names that exist, in order.
        public let tokens: [String]
        /// The tokens it names that do not exist (the check reports them).
        public let missing: [String]
        /// The CSS the matrix cell is styled with: each token replaced by its value.
        public let css: String
    }

    let spec: ComponentSpec
    /// The page that documents it (the first showing its matrix): its title, full URL and status.
    public var page: (title: String, url: String, status: String?)?

    /// The spec's name: its file's, without `.component.yml`.
    public var name: String { spec.name }
    public var title: String { spec.title }
    /// The spec's file below the handbook.
    public var file: String { spec.file }
    public var axes: [Axis] { spec.axes.map { Axis(name: $0.name, values: $0.values) } }
    /// The axes the matrix lays out as rows and as columns.
    public var rows: String { spec.rows }
    public var columns: String { spec.columns }
    public var styles: [Style] { spec.styles.map { Style(property: $0.property, template: $0.template) } }
    /// Every combination of axis values, in written order (the last axis changing fastest).
    public var combinations: [[String: String]] { ComponentSpec.combinations(spec.axes) }

    /// Each style property of `combination`, as the matrix cell of `tokens`' context has it.
    public func declarations(for combination: [String: String], in tokens: ResolvedTokenSet) -> [Declaration] {
        spec.styles.map { binding in
            let (css, found) = ComponentSpec.value(of: binding, for: combination, in: tokens)
            let reference = ComponentSpec.fill(binding.template, with: combination)
            let missing = ComponentSpec.references(in: reference).filter { tokens[$0] == nil }
            return Declaration(property: binding.property, reference: reference, tokens: found, missing: missing, css: css)
        }
    }
}
