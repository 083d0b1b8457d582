import Foundation
import Testing

@testable import SpecimenTokens

@Suite("Writing JSON")
struct JSONWriterTests {
    @Test(
        "quoted strings read back as written and are safe in a script",
        arguments: [
            "", "plain", "quote \" and back\\slash", "line\nfeed\rreturn\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
            "</script><b>&amp;</b>", "line\u{2028}separator\u{2029}paragraph", "café – 東京 🎨 e\u{301}",
            "\u{E2}\u{80}", "ends with \\",
        ])
    func quotedStringsRoundTrip(_ text: String) throws {
        let literal = JSONWriter.quoted(text)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
        #expect(decoded == [text])
        for unsafe in ["<", ">", "&", "\u{2028}", "\u{2029}", "\n"] { #expect(!literal.contains(unsafe)) }
        #expect(literal.hasPrefix("\"") && literal.hasSuffix("\""))
    }
}
