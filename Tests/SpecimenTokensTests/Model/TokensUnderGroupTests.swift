import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// `tokens(under:)` finds a group's tokens by binary search and must answer as a scan would.
@Suite("Tokens under a group")
struct TokensUnderGroupTests {
    static let paths = ["a", "a-b", "a.b", "a.b.c", "a/x", "ab", "a.é", "b", "é.x", "a.b-c", "a\u{301}.x"]

    static var set: ResolvedTokenSet {
        ResolvedTokenSet(
            tokens: paths.map {
                ResolvedToken(path: $0, type: .number, value: .number(1), source: SourceLocation(file: "t.json", line: 1, column: 1))
            })
    }

    static func scanned(_ group: String) -> [String] {
        set.tokens.filter { group.isEmpty || $0.path == group || $0.path.hasPrefix(group + ".") }.map(\.path)
    }

    @Test(arguments: ["", "a", "a.b", "a-b", "ab", "b", "é", "z", "a.b.c", "a\u{301}"])
    func aGroupsTokensAreThoseAScanFinds(group: String) {
        #expect(Self.set.tokens(under: group).map(\.path) == Self.scanned(group))
    }

    @Test func theRunOfAGroupLeavesOutNeighboursThatOnlyShareItsLetters() {
        #expect(Self.set.tokens(under: "a").map(\.path) == ["a", "a.b", "a.b-c", "a.b.c", "a.é"])
    }
}
