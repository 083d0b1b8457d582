import SpecimenTokens

/// Tokens as a Markdown copy of a page writes them, for readers that cannot see a chip or a
/// swatch (coding assistants): a reference as `name (value; dark: value)`, a block as a table
/// of the tokens it shows with their value in each context.
struct TokenMarkdown {
    let links: SiteTokenView

    /// `color.primary (#1f6fe5; dark: #86b2f5)`: the default value, then each context whose differs.
    func reference(_ path: String) -> String {
        let found = links.contexts.tokens(at: path)
        guard let first = found.first else { return path }
        let others = found.dropFirst().filter { $0.token.value != first.token.value }.map { "\($0.label): \($0.token.value.css)" }
        return "\(path) (" + ([first.token.value.css] + others).joined(separator: "; ") + ")"
    }

    /// A table of the tokens a block's HTML shows, in the order it shows them: a column per
    /// context when their values differ somewhere, one `Value` column otherwise.
    func table(ofBlockHTML html: String, strings: InterfaceStrings) -> String? {
        let (valueHeading, tokenHeading) = (strings["value"], strings["token"])
        var seen: Set<String> = []
        let paths = HTMLAttributes.values(of: "data-token", in: html)
            .flatMap { $0.split(separator: " ").map(String.init) }
            .filter { links.tokens[$0] != nil && seen.insert($0).inserted }
        guard !paths.isEmpty else { return nil }
        let rows = paths.map { path in (path, links.contexts.map { context in context.tokens[path]?.value.css ?? "" }) }
        let varies = rows.contains { Set($0.1).count > 1 }
        let headings = [tokenHeading] + (varies ? links.contexts.map(\.label) : [valueHeading])
        var lines = [MarkdownTable.row(headings), MarkdownTable.row(headings.map { _ in "---" })]
        for (path, values) in rows {
            lines.append(MarkdownTable.row(["`\(path)`"] + (varies ? values : [values.first ?? ""]).map { $0.isEmpty ? "—" : "`\($0)`" }))
        }
        return lines.joined(separator: "\n")
    }

}
