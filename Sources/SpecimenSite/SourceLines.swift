/// The lines of a page body, split only when a diagnostic or a fragment link first asks for
/// one: most pages never need them, and splitting every page cost a twentieth of a build.
final class SourceLines {
    private let text: String
    private var lines: [Substring]?

    init(_ text: String) {
        self.text = text
    }

    /// The 1-based line `number`, or "" when it is out of range.
    func line(_ number: Int) -> String {
        if lines == nil { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }
        guard let lines, number >= 1, number <= lines.count else { return "" }
        return String(lines[number - 1])
    }
}
