/// The lines of a page body, split only when a diagnostic or a fragment link first asks for
/// one: most pages never need them, and splitting every page cost a twentieth of a build.
final class SourceLines {
    private let text: String
    private var lines: [Substring]?

    init(_ text: String) {
        self.text = text
    }

    /// Lines already asked for, so that many diagnostics on one line share one copy of it.
    private var made: [Int: String] = [:]

    /// The 1-based line `number`, or "" when it is out of range.
    func line(_ number: Int) -> String {
        if let known = made[number] { return known }
        if lines == nil { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }
        guard let lines, number >= 1, number <= lines.count else { return "" }
        let line = String(lines[number - 1])
        made[number] = line
        return line
    }
}
