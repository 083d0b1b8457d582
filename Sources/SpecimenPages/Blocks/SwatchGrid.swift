import SpecimenTokens

/// `layout: grid`: a compact tile per color, its contexts side by side in one strip, its short
/// name and its values; the contexts are named once, above the tiles.
enum SwatchGrid {
    static func render(_ tokens: [ResolvedToken], group: String, context: TokenBlockContext) -> String {
        let columns = ContextColumns(tokens: tokens, view: context.view)
        var html = legend(columns)
        html += "<div class=\"swatch-grid\">\n"
        for token in tokens {
            // Neighbouring contexts of one value share a segment, its value printed under it.
            var runs: [(column: ContextColumns.Column, color: ColorValue?, width: Int)] = []
            for (column, color) in columns.colors(of: token.path) {
                if let last = runs.last, last.color?.cssString == color?.cssString {
                    runs[runs.count - 1].width += 1
                } else {
                    runs.append((column, color, 1))
                }
            }
            let strip = runs.map { run in
                run.color.map { SwatchesBlock.chip($0, path: token.path, column: run.column, share: run.width) }
                    ?? "<span class=\"swatch-missing\" style=\"flex-grow: \(run.width)\"></span>"
            }.joined()
            let values = runs.map { "<code style=\"flex-grow: \($0.width)\">\(($0.color?.cssString ?? "—").html)</code>" }.joined()
            html += """
                <figure class="swatch-tile" data-token="\(token.path.html)">
                <div class="swatch-strip">\(strip)</div>
                <div class="swatch-tile-values">\(values)</div>
                <figcaption><a href="\(context.view.href(token.path).html)" data-token="\(token.path.html)" title="\(token.path.html)"><code>\(SwatchesBlock.shortName(token.path, in: group).html)</code></a>\(token.description(in: context.strings.language).map { " <span class=\"swatch-tile-description\">\($0.html)</span>" } ?? "")</figcaption>
                </figure>

                """
        }
        return html + "</div>\n"
    }

    /// The contexts in strip order, when there is more than one.
    static func legend(_ columns: ContextColumns) -> String {
        guard columns.columns.count > 1 else { return "" }
        let names = columns.columns.map { "<span class=\"swatch-legend-item\(" is-dark".only($0.context.isDark))\">\($0.label.html)</span>" }
        return "<p class=\"swatch-legend\">\(names.joined())</p>\n"
    }
}
