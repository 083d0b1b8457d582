import SpecimenTokens

/// What a component spec's `template` snippet sees for one cell of its matrix.
struct ComponentSnippetContext: TemplateRepresentable {
    /// The CSS declarations the spec's `style` binds, with token values filled in.
    let style: String
    let label: String
    /// The cell's value of each axis: the snippet sees `AXIS` (`{{variant}}`) and the flag
    /// `AXIS_VALUE` (`{{#variant_primary}}`, dashes as underscores).
    let axes: [String: String]

    var templateValue: TemplateValue {
        var members: TemplateObject = ["style": .string(style), "label": .string(label)]
        for (axis, value) in axes {
            members[axis] = .string(value)
            members["\(axis)_\(value)".replacingEvery("-", with: "_")] = .bool(true)
        }
        return .object(members)
    }
}
