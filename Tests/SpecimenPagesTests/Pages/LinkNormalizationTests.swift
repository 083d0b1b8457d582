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
}
