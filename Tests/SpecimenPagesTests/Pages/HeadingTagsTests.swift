import Testing

@testable import SpecimenPages

/// A heading's tags are written into one buffer every heading of a page reuses: each must come
/// out as the two strings it stands for, whatever the level, the id and the one before it.
@Suite("Heading tags")
struct HeadingTagsTests {
    /// What the tags were as interpolated strings, before they were written as bytes.
    static func expected(level: Int, id: String, label: String) -> (String, String) {
        ("<h\(level) id=\"\(id)\">", " <a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"\(label)\">#</a></h\(level)>")
    }

    @Test func everyHeadingGetsItsOwnTagsFromTheSharedBuffer() {
        let label = "Lien vers cette section &amp; &quot;plus&quot;"
        var tags = HeadingTags(anchorLabel: label)
        // Short after long and long after short, non-ASCII ids, every level, the empty id.
        let ids = ["a", String(repeating: "long-id-", count: 40), "b", "couleur-été", "색상", "", "x-1", String(repeating: "é", count: 300)]
        for (index, id) in ids.enumerated() {
            let level = index % 6 + 1
            let (opening, closing) = tags.withTags(level: level, id: id) { (String(cString: $0), String(cString: $1)) }
            #expect((opening, closing) == Self.expected(level: level, id: id, label: label), "\(id)")
        }
    }

    @Test func anEmptyLabelLeavesTheAttributeEmpty() {
        var tags = HeadingTags(anchorLabel: "")
        let (opening, closing) = tags.withTags(level: 6, id: "six") { (String(cString: $0), String(cString: $1)) }
        #expect((opening, closing) == Self.expected(level: 6, id: "six", label: ""))
    }
}
