import Testing

@testable import SpecimenPages

@Suite("Text written as bytes")
struct TextBytesTests {
    /// Pieces of every width of UTF-8, numbers among them, read back as the string they make.
    @Test func piecesReadBackAsTheirString() {
        let pieces = ["", "<li class=\"a\">", "é", "日本語", "🙂", "\u{301}", "plain text of some length", "&amp;"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            var bytes = TextBytes(capacity: 8)
            var expected = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                if Bool.random(using: &generator) {
                    let piece = pieces.randomElement(using: &generator)!
                    bytes.append(piece)
                    expected += piece
                } else {
                    let number = Int.random(in: -1000...1000, using: &generator)
                    bytes.append(number)
                    expected += String(number)
                }
            }
            #expect(bytes.text == expected)
        }
    }
}
