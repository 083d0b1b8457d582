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
}
