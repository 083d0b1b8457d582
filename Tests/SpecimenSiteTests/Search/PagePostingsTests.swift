import Testing

@testable import SpecimenSite

/// A page's terms for the index: every word, weighed by where it stands, pointing at the
/// section where it weighs most.
@Suite("Page postings")
struct PagePostingsTests {
    typealias Posting = PagePostings.Posting

    static let html = """
        <p>Colors of the brand.</p>
        <h2 id="palette">Palette</h2><p>The brand palette, and the palette's steps.</p>
        <h2 id="code">In code</h2><pre><code>palette.brand</code></pre>
        """

    @Test func wordsWeighByWhereTheyStandAndPointAtTheirStrongestSection() {
        let postings = PagePostings(title: "Color", text: SearchText(html: Self.html), language: "en")
        #expect(postings.terms["color"] == Posting(score: PagePostings.Weight.title, section: nil))
        // A heading (5) and a word of prose (1) in "palette"; "palette's" and the code's
        // "palette.brand" are words of their own.
        #expect(postings.terms["palette"] == Posting(score: 6, section: 1))
        #expect(postings.terms["palette's"] == Posting(score: 1, section: 1))
        #expect(postings.terms["brand"] == Posting(score: 2, section: 0))
        #expect(postings.terms["palette.brand"] == Posting(score: 0.5, section: 2))
        #expect(postings.length == 16)
    }

    @Test func termsAreFoldedAndKoreanStemsCount() {
        let html = "<p>Élégant système. 디자인 시스템을 사용하면 시스템</p>"
        let postings = PagePostings(title: "", text: SearchText(html: html), language: "fr")
        #expect(postings.terms["elegant"]?.score == 1)
        #expect(postings.terms["systeme"]?.score == 1)
        #expect(postings.terms["시스템을"]?.score == 1)
        #expect(postings.terms["시스템"]?.score == 2, "the stem of 시스템을 and 시스템 itself")
        #expect(postings.terms["Élégant"] == nil)
    }

    @Test func thaiTextWithoutSpacesGivesItsWords() {
        let postings = PagePostings(title: "", text: SearchText(html: "<p>ระบบการออกแบบช่วยให้ทีมทำงานร่วมกัน</p>"), language: "th")
        #expect(Set(postings.terms.keys) == ["ระบบ", "การ", "ออกแบบ", "ช่วย", "ให้", "ทีม", "ทำงาน", "ร่วม", "กัน"])
    }

    @Test func anEmptyPageHasNoTerms() {
        let postings = PagePostings(title: "", text: SearchText(html: ""), language: "en")
        #expect(postings.terms.isEmpty && postings.length == 0)
    }
}
