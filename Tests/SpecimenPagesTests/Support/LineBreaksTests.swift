import Testing

@testable import SpecimenPages

@Suite("Line breaks read from the bytes")
struct LineBreaksTests {
    /// Pieces of text with every kind of line break, marks that join what comes before them,
    /// and other characters of one to four bytes.
    static let pieces = [
        "a", "é", " ", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{301}", "\u{2027}", "한", "𝒜", "\u{01}",
    ]

    static func randomTexts(count: Int) -> [String] {
        var random = SystemRandomNumberGenerator()
        return ["", "\n", "\r", "a\r", " \r"]
            + (0..<count).map { _ in (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
    }

    /// A text holds a break where a `Character` of it is a newline, and is put on one line as
    /// splitting it at its newlines and joining the pieces puts it.
    @Test func breaksAreFoundWhereCharactersAreNewlines() {
        for text in Self.randomTexts(count: 5_000) {
            #expect(LineBreaks.any(in: text) == text.contains(where: \.isNewline), "\(text.unicodeScalars.map(\.value))")
            #expect(LineBreaks.oneLine(text) == text.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
    }

    /// A summary is quoted line by line as splitting it at each `\n` quotes it, a line's
    /// carriage return left out and a blank line a bare `>`.
    @Test func aSummaryIsQuotedAsSplittingItQuotesIt() {
        func reference(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let line = line.hasSuffix("\r") ? line.dropLast() : line
                return line.allSatisfy(\.isWhitespace) ? ">" : "> " + line
            }.joined(separator: "\n")
        }
        for text in Self.randomTexts(count: 5_000) {
            #expect(PageRenderer.quoted(text) == reference(text), "\(text.unicodeScalars.map(\.value))")
        }
    }
}
