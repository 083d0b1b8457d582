import Testing

@testable import SpecimenPages

/// A block's links spliced by `LinkSplice` are those a plain reading of its bytes finds: each
/// destination after `](` or `](<`, replaced where it ends as a destination does, and nothing
/// spliced when the count differs or the new destination would need escaping.
@Suite("Splicing a block's links")
struct LinkSpliceTests {
    /// The splice read byte by byte, as it was first written.
    static func reference(_ text: String, from: String, to: String, expected: Int) -> String? {
        let bad: Set<UInt8> = [
            0x7F, UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "|"),
        ]
        guard !from.isEmpty, !to.isEmpty, !to.utf8.contains(where: { $0 <= 0x20 || bad.contains($0) }) else { return nil }
        let (bytes, from) = (Array(text.utf8), Array(from.utf8))
        var (result, found, copied, index) = ([UInt8](), 0, 0, 0)
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else {
                index += 1
                continue
            }
            let angled = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "<")
            let start = index + (angled ? 3 : 2)
            let end = start + from.count
            let ends =
                end >= bytes.count
                ? !angled && end == bytes.count
                : angled ? bytes[end] == UInt8(ascii: ">") : [UInt8(ascii: ")"), 0x20, 0x09, 0x0A].contains(bytes[end])
            if end <= bytes.count, Array(bytes[start..<end]) == from, ends {
                result += bytes[copied..<start] + Array(to.utf8)
                (copied, found, index) = (end, found + 1, end)
            } else {
                index += 2
            }
        }
        guard found == expected else { return nil }
        return String(decoding: result + bytes[copied...], as: UTF8.self)
    }

    @Test func randomBlocksAreSplicedAsReadByteByByte() {
        var random = SystemRandomNumberGenerator()
        let destinations = ["../a/b.md", "b.md", "x", "../../level-1-0/level-2-0/page-00001.md"]
        let news = [
            "/a/b/", "https://example.com/x/y/", "/a b/", "/a|b/", "/a(b)/", "/é/ü/", "/level-1-0/level-2-0/page-00001/", "/a\\b/",
            "/level-1-0/a b/x/", "/level-1-0/(b)/", "/level-1-0|b/", "/level-1-0/\u{7F}/", "/level-1-<0>/",
        ]
        let pieces = ["](", "](<", ">", ")", " ", "\n", "[t", "]", "(", "text ", "é"] + destinations
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let (from, to) = (destinations.randomElement(using: &random)!, news.randomElement(using: &random)!)
            let expected = Int.random(in: 0...3, using: &random)
            var splice = LinkSplice()
            for _ in 0..<expected { splice.add(from, leadingTo: to) }
            let want = from == to || expected == 0 ? text : Self.reference(text, from: from, to: to, expected: expected)
            #expect(splice.applied(to: text) == want, "\(text.debugDescription) \(from) → \(to) ×\(expected)")
        }
    }
}
