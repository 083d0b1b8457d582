import Testing

@testable import SpecimenPages

/// Stretches of a string copied by byte offsets, and what is put between them, give the string
/// the same bytes made again would: for Hangul, Thai, an emoji and a combining mark beside ASCII.
@Suite("String splice")
struct StringSpliceTests {
    static let source = "<p>표 ตาราง 😀 e\u{301}</p>\n<table>끝</table>"

    /// The offset of the first byte of `needle` in `source`.
    static func offset(of needle: String) -> Int {
        let bytes = Array(source.utf8), wanted = Array(needle.utf8)
        return (0...bytes.count - wanted.count).first { Array(bytes[$0..<$0 + wanted.count]) == wanted }!
    }

    @Test func stretchesAndInsertsJoinAsTheirBytesWould() {
        let table = Self.offset(of: "<table>")
        var splice = StringSplice(of: Self.source, capacity: 0)
        splice.copy(0..<table)
        splice.append("<table tabindex=\"0\" aria-label=\"완료\">")
        splice.copyRest(from: table + "<table>".utf8.count)
        let expected =
            Array(Self.source.utf8[..<Self.source.utf8.index(Self.source.utf8.startIndex, offsetBy: table)])
            + Array("<table tabindex=\"0\" aria-label=\"완료\">끝</table>".utf8)
        #expect(Array(splice.result.utf8) == expected)
        #expect(splice.result == String(decoding: expected, as: UTF8.self))
        #expect(splice.result.count == String(decoding: expected, as: UTF8.self).count, "the characters are counted as in a string made from bytes")
    }

    @Test func aStretchBetweenMultibyteCharactersKeepsThem() {
        let (start, end) = (Self.offset(of: "😀"), Self.offset(of: "</p>"))
        var splice = StringSplice(of: Self.source, capacity: 8)
        splice.copy(start..<end)
        #expect(splice.result == "😀 e\u{301}")
        #expect(splice.result.unicodeScalars.count == 4)
    }

    @Test func emptyStretchesAddNothing() {
        var splice = StringSplice(of: Self.source, capacity: 0)
        splice.copy(5..<5)
        splice.copyRest(from: Self.source.utf8.count)
        #expect(splice.result.isEmpty)
    }
}
