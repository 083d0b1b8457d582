import SpecimenTokens

/// A row of a GitHub-flavoured Markdown table, its cells' pipes escaped.
enum MarkdownTable {
    static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingEvery("|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
