import Testing

@testable import SpecimenPages

@Suite("Normalizing link paths")
struct LinkNormalizationTests {
    @Test(
        arguments: [
            ("a/b.md", "a/b.md"), ("a/./b.md", "a/b.md"), ("a/../b.md", "b.md"), ("../b.md", nil), ("./b.md", "b.md"),
            ("a//b.md", "a/b.md"), ("/a/b.md", "a/b.md"), ("a/b/", "a/b"), ("", ""), (".", ""), ("..", nil),
            ("a/.../b", "a/.../b"), (".hidden/x", ".hidden/x"), ("a./b..", "a./b.."), ("a/b/..", "a"), ("a/..b", "a/..b"),
        ] as [(String, String?)])
    func normalize(_ path: String, _ expected: String?) {
        #expect(LinkRewriter.normalize(path) == expected)
    }

    /// A link's path normalized in its page's folder reads as the two joined by a `/` and
    /// normalized, and a root-relative path as its text after the `/`, on paths of every shape.
    @Test func aPathInAFolderIsNormalizedAsTheTwoJoined() {
        let pieces = ["a", "bc", "é", ".", "..", "...", "", ".x", "x.", "한"]
        var random = SystemRandomNumberGenerator()
        func path(segments: ClosedRange<Int>) -> String {
            (0..<Int.random(in: segments, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: "/")
        }
        for _ in 0..<5_000 {
            let (folder, link) = (path(segments: 0...5), path(segments: 0...6))
            let joined = folder.isEmpty ? link : "\(folder)/\(link)"
            #expect(LinkRewriter.normalize(link, inFolder: folder) == LinkRewriter.normalize(joined), "\(folder) + \(link)")
            #expect(LinkRewriter.normalize("/" + link, droppingFirst: 1) == LinkRewriter.normalize(link), "/\(link)")
        }
        #expect(LinkRewriter.normalize("../../d.md", inFolder: "a") == nil)
        #expect(LinkRewriter.normalize("../../d.md", inFolder: "a/b") == "d.md")
        #expect(LinkRewriter.normalize("x.md", inFolder: "a/b") == "a/b/x.md")
    }

    /// A link is split before its first `#` or `?`, read eight bytes at a time, as a search for
    /// the first of either splits it, at every place in links of every length.
    @Test func aLinkIsSplitAtItsFirstQueryOrFragment() {
        let pieces = ["a", "../", "#", "?", "é", "/", "b.md", "x=1", "한"]
        var random = SystemRandomNumberGenerator()
        var links = ["", "#", "?", "a#b?c", "abcdefgh#", "abcdefghijklmnop?q"]
        for _ in 0..<5_000 {
            links.append((0..<Int.random(in: 0...20, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for link in links {
            let mark = link.firstIndex { $0 == "#" || $0 == "?" } ?? link.endIndex
            let (path, suffix) = LinkRewriter.splitSuffix(link)
            #expect(path == String(link[..<mark]) && suffix == String(link[mark...]), "\(link)")
        }
    }

    /// The scheme test, read only as far as a scheme goes, tells what finding the first colon
    /// and checking all before it told, on links of every shape.
    @Test func aSchemeIsFoundAsByTheFirstColon() {
        func byFirstColon(_ text: String) -> Bool {
            guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
            let scheme = text.utf8[..<colon]
            guard let first = scheme.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
            return scheme.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            }
        }
        let pieces = ["https", ":", "//", "a", "Z", "9", "+", "-", ".", "/", "../", "#", "?", "%3A", "é", "@", " ", "mailto:", "_", "[", "`"]
        var random = SystemRandomNumberGenerator()
        var links = ["", ":", "a:", "1a:", "https://example.com", "HTTP://x", "mailto:a@b", "../a/b.md", "a/b:c", "c++:x", "x-y.z+1:q"]
        for _ in 0..<5_000 {
            links.append((0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for link in links {
            #expect(LinkRewriter.hasScheme(link) == byFirstColon(link), "\(link)")
        }
    }
}
