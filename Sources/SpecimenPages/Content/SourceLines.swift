/// The lines of a page body, split only when a diagnostic or a fragment link first asks for
/// one: most pages never need them, and splitting every page cost a twentieth of a build.
final class SourceLines {
    private let text: String
    /// Where each line starts in the text's UTF-8, and where the text ends.
    private var starts: [String.Index]?

    init(_ text: String) {
        self.text = text
    }

    /// Lines already asked for, so that many diagnostics on one line share one copy of it.
    private var made: [Int: String] = [:]

    /// The 1-based line `number` without its line ending ("\n" or "\r\n", as `SourceText.line`
    /// has them), or "" when it is out of range.
    func line(_ number: Int) -> String {
        if let known = made[number] { return known }
        // Split at the byte "\n": as Characters, "\r\n" is one that "\n" does not match, and a
        // page of CRLF lines was one line.
        let starts = self.starts ?? Self.lineStarts(of: text)
        self.starts = starts
        guard number >= 1, number < starts.count else { return "" }
        var line = text.utf8[starts[number - 1]..<starts[number]]
        if line.last == UInt8(ascii: "\n") { line = line.dropLast() }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let result = String(Substring(line))
        made[number] = result
        return result
    }

    /// The start of every line, then the end of the text.
    private static func lineStarts(of text: String) -> [String.Index] {
        var starts = [text.startIndex]
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let newline = utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = utf8.index(after: newline)
            starts.append(index)
        }
        if starts.last != text.endIndex { starts.append(text.endIndex) }
        return starts
    }
}
