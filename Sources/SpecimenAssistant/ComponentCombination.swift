import MCP
import SpecimenPages
import SpecimenSite

/// One combination of a component's axis values: the token each style property takes, and
/// its CSS in each context (once when every context agrees).
struct ComponentCombination {
    struct Property {
        let property: String
        let reference: String
        let tokens: [String]
        let missing: [String]
        /// The CSS by context label, in the contexts' order.
        let css: [(label: String, css: String)]
    }

    let axes: [String: String]
    let properties: [Property]

    init(component: HandbookComponent, axes: [String: String], contexts: [HandbookTokens.Context]) {
        self.axes = axes
        let byContext = contexts.map { (label: $0.label, declarations: component.declarations(for: axes, in: $0.tokens)) }
        properties = component.styles.indices.map { index in
            let first = byContext.first?.declarations[index]
            return Property(
                property: component.styles[index].property, reference: first?.reference ?? component.styles[index].template,
                tokens: first?.tokens ?? [], missing: first?.missing ?? [],
                css: byContext.map { ($0.label, $0.declarations[index].css) })
        }
    }

    var lines: [String] {
        ["\(axes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")):"]
            + properties.map { property in
                let names = property.tokens.isEmpty ? property.reference : property.tokens.joined(separator: " ")
                let missing = property.missing.isEmpty ? "" : " (missing: \(property.missing.joined(separator: ", ")))"
                return "  \(property.property): \(names) = \(Self.values(property.css))\(missing)"
            }
    }

    /// `#1f6fe5` when every context agrees, else `light #1f6fe5 · dark #86b2f5`.
    private static func values(_ css: [(label: String, css: String)]) -> String {
        guard let first = css.first else { return "" }
        if css.allSatisfy({ $0.css == first.css }) { return first.css }
        return css.map { "\($0.label) \($0.css)" }.joined(separator: " · ")
    }

    var structured: Value {
        .object([
            "axes": .object(axes.mapValues(Value.string)),
            "properties": .array(
                properties.map { property in
                    .object([
                        "property": .string(property.property), "reference": .string(property.reference),
                        "tokens": .array(property.tokens.map(Value.string)), "missing": .array(property.missing.map(Value.string)),
                        "css": .object(Dictionary(property.css.map { ($0.label, Value.string($0.css)) }) { first, _ in first }),
                    ])
                }),
        ])
    }
}
