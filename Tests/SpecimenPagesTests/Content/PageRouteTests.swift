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
}
