import SpecimenTokens

/// A `component` block as a Markdown copy writes it: the matrix unfolded into a table with a
/// row per combination of axis values, a column per axis and per style property, each cell
/// the tokens the property takes and their CSS (the default context's, then each context's
/// that differs), as prose references are written.
enum ComponentMarkdown {
    static func table(_ spec: ComponentSpec, links: SiteTokenView) -> String {
        let headings = spec.axes.map(\.name) + spec.styles.map(\.property)
        var lines = [MarkdownTable.row(headings), MarkdownTable.row(headings.map { _ in "---" })]
        for combination in ComponentSpec.combinations(spec.axes) {
            let styles = spec.styles.map { cell($0, combination: combination, links: links) }
            lines.append(MarkdownTable.row(spec.axes.map { combination[$0.name] ?? "" } + styles))
        }
        return lines.joined(separator: "\n")
    }

    /// `button.capsule.hover.background (#1a62cf; dark: #97bdf6)`; a property written with
    /// several tokens names each once before its value (`button.size.s.py button.size.s.px (5px 15px)`).
    private static func cell(_ binding: ComponentSpec.StyleBinding, combination: [String: String], links: SiteTokenView) -> String {
        let reference = ComponentSpec.fill(binding.template, with: combination)
        var seen: Set<String> = []
        let named = ComponentSpec.references(in: reference).filter { seen.insert($0).inserted }
        let values = links.contexts.map { (label: $0.label, css: ComponentSpec.value(of: binding, for: combination, in: $0.tokens).css) }
        guard let first = values.first else { return reference }
        let others = values.dropFirst().filter { $0.css != first.css }.map { "\($0.label): \($0.css)" }
        let value = ([first.css] + others).joined(separator: "; ")
        return named.isEmpty ? value : named.joined(separator: " ") + " (" + value + ")"
    }
}
