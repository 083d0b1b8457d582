import SpecimenTokens

/// `layout: table`: a row per color and a column per context, each cell a chip and its value.
enum SwatchTable {
    static func render(_ tokens: [ResolvedToken], group: String, context: TokenBlockContext) -> String {
        let columns = ContextColumns(tokens: tokens, view: context.view)
        let headers = columns.columns.map {
            "<th scope=\"col\">\(columns.columns.count > 1 ? $0.label.html : context.strings["valueLabel"].html)</th>"
        }.joined()
        var html =
            "<table class=\"swatch-table\">\n<thead><tr><th scope=\"col\">\(context.strings["token"].html)</th>\(headers)</tr></thead>\n<tbody>\n"
        for token in tokens {
            let cells = columns.colors(of: token.path).map { column, color in
                let body = color.map { "\(SwatchesBlock.chip($0, path: token.path, column: column)) <code>\($0.cssString.html)</code>" } ?? "—"
                return "<td class=\"swatch-cell\(" is-dark".only(column.context.isDark))\">\(body)</td>"
            }.joined()
            html +=
                "<tr data-token=\"\(token.path.html)\"><th scope=\"row\"><a href=\"\(context.view.href(token.path).html)\" data-token=\"\(token.path.html)\" title=\"\(token.path.html)\"><code>\(SwatchesBlock.shortName(token.path, in: group).html)</code></a></th>\(cells)</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
