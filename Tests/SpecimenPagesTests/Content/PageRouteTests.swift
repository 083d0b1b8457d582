import Foundation
import Testing

@testable import SpecimenPages

@Suite("Page routes")
struct PageRouteTests {
    /// What a route was before plain paths were cut in place: the path split at its slashes,
    /// the last part's three-character extension dropped, `index` left out.
    private static func splitRoute(_ path: String) -> String {
        var components = path.split(separator: "/").map(String.init)
        guard let last = components.popLast() else { return "" }
        let name = String(last.dropLast(3))
        if name != "index" { components.append(name) }
        return components.isEmpty ? "" : components.joined(separator: "/") + "/"
    }

    @Test func pathsGiveTheRoutesTheirFoldersAndNamesSay() {
        #expect(PageRoute.route(forSourcePath: "a/b.md") == "a/b/")
        #expect(PageRoute.route(forSourcePath: "a/index.md") == "a/")
        #expect(PageRoute.route(forSourcePath: "index.md") == "")
        #expect(PageRoute.route(forSourcePath: "page.md") == "page/")
        #expect(PageRoute.route(forSourcePath: "l0/l1/l2/l3/l4/l5/l6/l7/l8/s/page-1.md") == "l0/l1/l2/l3/l4/l5/l6/l7/l8/s/page-1/")
    }

    /// Plain paths are cut in place and the others split: both give what splitting gave, on
    /// paths of every shape (empty segments, slashes at either end, names shorter than their
    /// extension, letters of several bytes, a mark that joins the letter before it, controls).
    @Test func everyPathGivesTheRouteSplittingGave() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["a", "index", ".md", "/", "/", "é", "e\u{301}", "\u{600}", "\r\n", "md", "x.y", " ", "~"]
        var paths = ["", "/", "//", "md", ".md", "a/.md", "/a.md", "a.md/", "a//b.md", "index.md/", "\u{600}.md", "a\r\n.md"]
        for _ in 0..<5_000 {
            paths.append((0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for path in paths {
            #expect(PageRoute.route(forSourcePath: path) == Self.splitRoute(path), "\(path.debugDescription)")
        }
    }

    /// A route read eight bytes at a time is encoded as each segment percent-encoded alone
    /// encodes it, whatever bytes it holds and wherever they fall in a word.
    @Test func everyRouteIsEncodedAsItsSegmentsAre() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#;")
        func reference(_ route: String) -> String {
            route.split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
        }
        var random = SystemRandomNumberGenerator()
        let ascii = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
        let pieces = ascii + ["level-0-1/", "section-002/", "page-00100/", "é", "日本", "\u{7F}", "\t", "_", "/"]
        var routes = ["", "/", "a", "level-0-0/level-1-1/level-2-0/page-00001/", "abcdefgh", "abcdefg?", "ABCDEFGH/"]
        for _ in 0..<5_000 {
            routes.append((0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for route in routes {
            #expect(PageRoute.encoded(route) == reference(route), "\(route.debugDescription)")
        }
    }
}
