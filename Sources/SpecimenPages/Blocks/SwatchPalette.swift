import SpecimenTokens

/// `layout: palette`: each numbered ramp as strips of its steps, one strip per context; the
/// colors outside ramps follow as a grid.
enum SwatchPalette {
    static func render(_ tokens: [ResolvedToken], group: String, context: TokenBlockContext) -> String {
        let ramps = Ramp.find(in: tokens)
        let columns = ContextColumns(tokens: ramps.flatMap { $0.steps.map(\.token) }, view: context.view)
        var html = ""
        for ramp in ramps {
            let name = SwatchesBlock.shortName(ramp.parent, in: group)
            // Past a dozen steps the values no longer fit under their chips: two rows.
            let perRow = ramp.steps.count <= 12 ? ramp.steps.count : (ramp.steps.count + 1) / 2
            html += "<section class=\"palette\" data-ramp=\"\(ramp.parent.html)\" aria-label=\"\(ramp.parent.html)\" style=\"--steps: \(perRow)\">\n"
            html += "<p class=\"palette-name\">\(name.html)</p>\n"
            for column in columns.columns {
                html +=
                    "<div class=\"palette-strip\(" is-dark".only(column.context.isDark))\" data-context=\"\(column.context.label.html)\">\n"
                if columns.columns.count > 1 { html += "<p class=\"palette-context\">\(column.label.html)</p>\n" }
                html += "<ol class=\"palette-steps\">\n"
                for step in ramp.steps {
                    guard case .color(let color) = column.context.tokens[step.token.path]?.shownValue else {
                        html += "<li class=\"palette-step is-missing\"><span class=\"palette-step-name\">\(step.name.html)</span></li>\n"
                        continue
                    }
                    html += """
                        <li class="palette-step">\(SwatchesBlock.chip(color, path: step.token.path, column: column, label: step.token.path))<a class="palette-step-name" href="\(context.view.href(step.token.path).html)" data-token="\(step.token.path.html)">\(step.name.html)</a><code>\(color.cssString.html)</code></li>

                        """
                }
                html += "</ol>\n</div>\n"
            }
            html += "</section>\n"
        }
        let inRamps = Set(ramps.flatMap { $0.steps.map(\.token.path) })
        let rest = tokens.filter { !inRamps.contains($0.path) }
        if !rest.isEmpty { html += SwatchGrid.render(rest, group: group, context: context) }
        return html
    }
}
