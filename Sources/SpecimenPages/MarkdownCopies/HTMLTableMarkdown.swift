import Foundation

/// A table of a block's HTML as a Markdown table: each cell's text, its tags dropped. For the
/// blocks whose table says more than the values of its tokens (a contrast block's ratios).
enum HTMLTableMarkdown {
    /// The first table of `html`; nil when it has none. Elements of the classes in `dropping`
    /// (a visual sample) are left out with their text.
    static func convert(_ html: String, dropping classes: [String] = []) -> String? {
        var html = html
        for name in classes {
            html = html.replacingOccurrences(
                of: #"<span class="\#(name)"[^>]*>[^<]*</span>"#, with: "", options: .regularExpression)
        }
        guard let table = html.range(of: #"<table[\s\S]*?</table>"#, options: .regularExpression) else { return nil }
        let rows = matches(#"<tr[\s\S]*?</tr>"#, in: String(html[table])).map { row in
            matches(#"<t[hd][^>]*>[\s\S]*?</t[hd]>"#, in: row).map(cellText)
        }
        guard let header = rows.first, !header.isEmpty else { return nil }
        let lines = [MarkdownTable.row(header), MarkdownTable.row(header.map { _ in "---" })] + rows.dropFirst().map(MarkdownTable.row)
        return lines.joined(separator: "\n")
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }

    private static func cellText(_ cell: String) -> String {
        let text = cell.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        return HTMLEscaping.unescape(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

}
