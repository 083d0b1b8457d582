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

    /// Quoting skips eight bytes at a time that need no escape: wherever what needs one falls
    /// against those eight, each character is escaped exactly as the rules say, and only those.
    @Test func everyCharacterIsEscapedAsTheRulesSayWhereverItFalls() {
        let pieces = [
            "a", "plain words", "\"", "\\", "<", ">", "&", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "–", "é",
            "東京", "🎨", "$", "%", "'", "=", "?", "|", "^", "\u{E2}",
        ]
        func expected(_ text: String) -> String {
            "\""
                + text.unicodeScalars.map { scalar -> String in
                    switch scalar {
                    case "\"": return "\\\""
                    case "\\": return "\\\\"
                    case "\n": return "\\n"
                    case "\r": return "\\r"
                    case "\t": return "\\t"
                    case "<", ">", "&", "\u{0}"..."\u{1F}": return String(format: "\\u%04x", scalar.value)
                    case "\u{2028}", "\u{2029}": return String(format: "\\u%04x", scalar.value)
                    default: return String(scalar)
                    }
                }.joined() + "\""
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var written: [UInt8] = []
            JSONWriter.appendQuoted(text, to: &written)
            #expect(String(decoding: written, as: UTF8.self) == expected(text), "\(Array(text.utf8))")
        }
    }

    /// Keys and values with and without characters to escape, nested deeper than the
    /// indentations made once: the document reads back as written, each level two spaces in.
    @Test("documents read back as written at any depth")
    func documentsRoundTrip() throws {
        var text = "\"leaf </script> & \\u2028 end\""
        for depth in 0..<20 {
            let key = depth.isMultiple(of: 3) ? "plain\(depth)" : "quote\\\"<\(depth)>"
            text = "{\"\(key)\": \(text), \"list\": [1, \"two\", {\"three\": 3}], \"n\": null}"
        }
        let parsed = try JSONReader.parse(text, file: "deep.json")
        let written = JSONWriter.write(parsed.root.value)
        let original = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        let readBack = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? NSDictionary
        #expect(original != nil && original == readBack)
        // The innermost object is twenty levels in.
        #expect(written.contains("\n" + String(repeating: "  ", count: 20) + "\"plain0\": "))
        #expect(!written.contains("<") && !written.contains("&"))
    }

    /// An object written member by member is byte for byte what `write` makes of the same
    /// object, nested, empty, and with keys and strings that need escaping.
    @Test func objectsWrittenMemberByMemberAreWhatWriteMakes() throws {
        let text = #"{"a": "plain", "k\"<": "x & y", "n": {"deep": [1, {"e": {}}], "t": true}, "none": {}, "f": false}"#
        let parsed = try JSONReader.parse(text, file: "object.json")
        for indent in [0, 2, 19] {
            var object = JSONObjectText(indent: indent)
            object.string("a", "plain")
            object.string("k\"<", "x & y")
            var inner = JSONObjectText(indent: indent + 1)
            inner.value("deep", try #require(parsed.root.object?["n"]?.object?["deep"]?.value))
            inner.bool("t", true)
            object.object("n", inner)
            object.object("none", JSONObjectText(indent: indent + 1))
            object.bool("f", false)
            let expected = JSONWriter.member("key", parsed.root.value, indent: indent)
            #expect(object.member("key") == expected, "at depth \(indent)")
        }
        #expect(JSONObjectText(indent: 3).written == "{}")
    }
}
