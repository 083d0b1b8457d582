import SpecimenDiagnostics
import Testing

@testable import SpecimenPages
@testable import SpecimenTokens

/// Releases whose tags differ only in punctuation keep apart in the changelog.
@Suite("changelog ids")
struct ChangelogMarkdownTests {
    static func release(_ name: String) -> TokenHistory.Release {
        TokenHistory.Release(name: name, date: nil, notes: nil, isUnreleased: false, tokenCount: 1, diff: nil)
    }

    @Test func everyTagHasAnIdOfItsOwn() {
        let names = ["v-x", "v'x", "v_x", "v x", "v_27x", "v/x", "v.x", "vx", "v--x", "v-_x", "ver", "vér", "v—x", "1.0.0", "1.0.0-beta"]
        let anchors = names.map { ChangelogMarkdown.anchor(of: Self.release($0)) }
        #expect(Set(anchors).count == names.count, "\(anchors)")
        #expect(ChangelogMarkdown.anchor(of: Self.release("1.0.0-beta")) == "release-1.0.0-beta", "ordinary tags read as before")
        #expect(ChangelogMarkdown.anchor(of: Self.release("v'x")) == "release-v_27x")
        // The ids of a release's lists are apart from every release's own.
        let lists = names.flatMap { name in ["added", "removed"].map { ChangelogMarkdown.anchor(of: Self.release(name), list: $0) } }
        #expect(Set(lists).isDisjoint(with: anchors) && Set(lists).count == lists.count)
        #expect(!anchors.contains(ChangelogMarkdown.anchor(of: Self.release("1.0.0"), list: "added").replacingOccurrences(of: "release-", with: "")))
    }

    @Test func aTagsNameReadsAsWritten() {
        #expect(ChangelogMarkdown.literal("v1_2_<b>{#x}") == ##"v1\_2\_\<b\>\{\#x\}"##)
        #expect(ChangelogMarkdown.literal("2.0.0") == #"2\.0\.0"#)
    }

    /// A history of 300 releases, each changing one number.
    static func longHistory(_ count: Int) -> TokenHistory {
        func tokens(_ value: Double) -> ResolvedTokenSet {
            ResolvedTokenSet(tokens: [ResolvedToken(path: "n", type: .number, value: .number(value), source: SourceLocation(file: "t.json"))])
        }
        let snapshots = (0..<count).map { index in
            TokenHistory.Snapshot(name: "1.\(index).0", date: "2026-01-01", contexts: [TokenDiff.Context(label: "", tokens: tokens(Double(index)))])
        }
        return TokenHistory(snapshots: snapshots, current: [TokenDiff.Context(label: "", tokens: tokens(Double(count - 1)))])
    }

    /// Only the newest releases are written in full; older ones keep their heading and id (token
    /// pages link there) with their counts, so thousands of releases make a page of bounded size.
    @Test func olderReleasesAreCondensed() {
        let history = Self.longHistory(300)
        let strings = InterfaceStrings(language: "en")
        let markdown = ChangelogMarkdown.make(history, strings: strings, detailed: 50)
        #expect(markdown.components(separatedBy: "### Changed").count - 1 == 50, "the newest 50 in full")
        #expect(markdown.contains("## 1\\.299\\.0 {#release-1.299.0}") && markdown.contains("## 1\\.0\\.0 {#release-1.0.0}"))
        #expect(markdown.contains("## 1\\.10\\.0 {#release-1.10.0}\n\n*Released 2026-01-01* — Changed 1\n"))
        #expect(markdown.hasSuffix("*Released 2026-01-01* — The first release in this history, with 1 tokens.\n"))
        let all = ChangelogMarkdown.make(history, strings: strings, detailed: nil)
        #expect(all.components(separatedBy: "### Changed").count - 1 == 299)
        #expect(markdown.utf8.count < all.utf8.count)
    }
}
