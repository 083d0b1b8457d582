import Testing

@testable import SpecimenTokens

@Suite("Glob patterns")
struct GlobTests {
    @Test(
        "ordinary patterns",
        arguments: [
            ("tokens/*.json", "tokens/a.json", true),
            ("tokens/*.json", "tokens/x/a.json", false),
            ("tokens/*.json", "other/a.json", false),
            ("**/*.tokens.json", "a.tokens.json", true),
            ("**/*.tokens.json", "x/y/z/a.tokens.json", true),
            ("**/*.tokens.json", "x/y/a.json", false),
            ("a/**/b", "a/b", true),
            ("a/**/b", "a/x/b", true),
            ("a/**/b", "a/x/y/z/b", true),
            ("a/**/b", "a/x/y/z/c", false),
            ("a/**/b", "x/a/b", false),
            ("**", "a", true),
            ("**", "a/b/c.json", true),
            ("?.json", "a.json", true),
            ("?.json", "ab.json", false),
            ("t?ken.json", "token.json", true),
            ("t?ken.json", "tken.json", false),
            ("*.tokens.json", "a.json", false),
            ("*", "a/b", false),
            ("a*b*c", "abc", true),
            ("a*b*c", "aXXbYYc", true),
            ("a*b*c", "aXXbYY", false),
            ("/tokens//*.json", "tokens/a.json", true),
        ] as [(String, String, Bool)])
    func ordinary(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches)
    }

    @Test(
        "? is one character, however many bytes", arguments: [("?.json", "é.json", true), ("??.json", "é.json", false)] as [(String, String, Bool)])
    func questionMarkIsOneScalar(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches)
    }

    @Test(
        "wildcards leave hidden names out, unless the pattern names the dot",
        arguments: [
            ("tokens/*.json", "tokens/.draft.json", false),
            ("tokens/?draft.json", "tokens/.draft.json", false),
            ("**/*.json", ".git/a.json", false),
            ("**/*.json", "a/.cache/b.json", false),
            ("tokens/.*.json", "tokens/.draft.json", true),
            (".config/*.json", ".config/a.json", true),
        ] as [(String, String, Bool)])
    func hidden(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches)
    }

    @Test func manyStarsInANameFinishAtOnce() {
        let thirty = String(repeating: "a", count: 30)
        #expect(!Glob.matches("a*a*a*a*a*a*a*a*b", thirty))
        #expect(Glob.matches("a*a*a*a*a*a*a*a*a", thirty))
        #expect(!Glob.matches(String(repeating: "*a", count: 40) + "*b", String(repeating: "a", count: 2_000)))
    }

    @Test func manyDoubleStarsFinishAtOnce() {
        let deep = (0..<60).map { "d\($0)" }.joined(separator: "/")
        let twenty = String(repeating: "**/", count: 20)
        #expect(!Glob.matches(twenty + "missing.json", deep + "/a.json"))
        #expect(Glob.matches(twenty + "a.json", deep + "/a.json"))
        #expect(!Glob.matches(String(repeating: "**/d1/", count: 20) + "x", deep))
    }

    @Test func aPreparedPatternMatchesLikeTheOneOff() {
        let glob = Glob("tokens/**/*.json")
        let paths = ["tokens/a.json", "tokens/x/y/b.json", "tokens/a.yaml", "other/a.json"]
        #expect(paths.filter(glob.matches) == ["tokens/a.json", "tokens/x/y/b.json"])
    }

    @Test func wildcardsMakeAPattern() {
        #expect(Glob.isPattern("tokens/*.json") && Glob.isPattern("t?ken.json"))
        #expect(!Glob.isPattern("tokens/site.tokens.json"))
    }
}
