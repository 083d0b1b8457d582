import Testing

@testable import SpecimenPages

/// The path parts read from the bytes are those splitting the string gives, on paths of every
/// shape: empty parts, slashes at either end, letters of several bytes.
@Suite("Path parts read from the bytes")
struct PathPartsTests {
    static let pieces = ["a", "bc", "/", "//", "é", "日本", "x.y", ".", "..", "%20", "#", "?", " ", "-", "😀"]

    static func randomPaths(_ count: Int) -> [String] {
        var random = SystemRandomNumberGenerator()
        var paths = ["", "/", "//", "a", "a/", "/a", "a/b", "a/b/", "/a/b/", "é/", "a//b"]
        for _ in 0..<count {
            paths.append((0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        return paths
    }

    @Test func thePartsAreThoseSplittingGives() {
        for path in Self.randomPaths(5_000) {
            let parts = path.split(separator: "/")
            #expect(path.firstPathPart == parts.first, "\(path)")
            #expect(path.lastPathPart == parts.last, "\(path)")
            #expect(path.hasSeveralPathParts == (parts.count > 1), "\(path)")
        }
    }

    /// A path's folder and name are what come before and after its last `/`, whatever the parts.
    @Test func aPathIsCutAtItsLastSlash() {
        for path in Self.randomPaths(5_000) {
            let (folder, name) = path.folderAndName
            #expect(!name.contains("/"), "\(path)")
            #expect((path.contains("/") ? folder + "/" + name : name) == path && (path.contains("/") || folder.isEmpty), "\(path)")
        }
    }

    @Test func aByteIsFoundWhereverItIs() {
        for path in Self.randomPaths(2_000) {
            for byte in [UInt8(ascii: "%"), UInt8(ascii: "/"), UInt8(ascii: "#"), 0xC3] {
                #expect(path.containsUTF8Byte(byte) == path.utf8.contains(byte), "\(path)")
            }
        }
    }

    /// A link's path and its `?query#fragment` are cut at the first of either.
    @Test func aLinksSuffixIsCutAtItsFirstMark() {
        for link in Self.randomPaths(2_000) {
            let cut = link.firstIndex { $0 == "#" || $0 == "?" } ?? link.endIndex
            let (path, suffix) = LinkRewriter.splitSuffix(link)
            #expect(path == String(link[..<cut]) && suffix == String(link[cut...]), "\(link)")
        }
    }
}
