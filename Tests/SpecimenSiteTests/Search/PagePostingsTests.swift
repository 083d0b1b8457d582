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
        // A heading (5), a word of prose (1) and part of "palette's" (1) in section 1, part of the
        // code's "palette.brand" (0.5) in section 2; those two words are terms of their own too.
        #expect(postings.terms["palette"] == Posting(score: 7.5, section: 1))
        #expect(postings.terms["palette's"] == Posting(score: 1, section: 1))
        #expect(postings.terms["brand"] == Posting(score: 2.5, section: 0), "prose in sections 0 and 1, code in 2: the first of the strongest")
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
        let words = ["ระบบ", "การ", "ออกแบบ", "ช่วย", "ให้", "ทีม", "ทำงาน", "ร่วม", "กัน"]
        // Only the words: where the reader's browser keeps two of them whole, its search cuts
        // the query into terms the index holds (`splitUnfound` in specimen-search.js).
        #expect(Set(postings.terms.keys) == Set(words))
        #expect(postings.length == words.count)
    }

    @Test func wordsThatJoinSeveralGiveTheirParts() {
        let html = "<p>Use fgColor.muted for l’interface and font_size.</p><p>Spacing 1.5 and brand-primary.</p>"
        let postings = PagePostings(title: "", text: SearchText(html: html), language: "fr")
        for term in ["fgcolor.muted", "fgcolor", "fg", "color", "muted", "l’interface", "l", "interface", "font_size", "font", "size"] {
            #expect(postings.terms[term] != nil, "\(term)")
        }
        #expect(postings.terms["1.5"] != nil && postings.terms["brand"] != nil && postings.terms["primary"] != nil)
        #expect(SearchTerms.parts(of: "muted") == [] && SearchTerms.parts(of: "시스템을") == [])
        #expect(SearchTerms.parts(of: "FGColor") == [], "no lowercase letter meets a capital")
        #expect(SearchTerms.parts(of: "Élan.Vital") == ["elan", "vital"])
    }

    @Test func aDescriptionWeighsAsAHeadingAndATokensPathAsOne() {
        let page = PagePostings(title: "Color", description: "Palette guide", text: SearchText(html: ""), language: "en")
        #expect(page.terms["palette"] == Posting(score: PagePostings.Weight.heading, section: nil))
        let token = PagePostings(title: "color.fg", titleWeight: PagePostings.Weight.heading, text: SearchText(html: ""), language: "en")
        #expect(token.terms["fg"] == Posting(score: PagePostings.Weight.heading, section: nil))
    }

    /// The terms and counts a page's text gives are those of its words as ICU splits the whole
    /// text, each with its index terms: however the reading takes its shortcuts (ASCII bytes, a
    /// mixed text's ASCII words apart).
    @Test func theTermsAreThoseOfTheWordsAsICUSplitsTheWholeText() {
        let pieces = [
            "fgColor.muted", "l'interface", "l’été", "café", "Élan", "naïve", "1,000", "3.14", "a_b", "__", "x-y", "CSS", "rgb(31 35 40)",
            "ระบบ", "การออกแบบ", "시스템을", "디자인", "日本語", "カラー", "ñ", "—", "…", ".", ",", ":", "'", "\u{301}", "e\u{301}", "🎨",
            "(색상)", "버튼을.", "\"토큰\"", "이름_", "1번", "a디", "디'자", "ᄀ", "가\u{301}", "!", "_", "-",
        ]
        let separators = [" ", " ", " ", "\n", "", "\t", "  ", " — "]
        var generator = SystemRandomNumberGenerator()
        for language in ["en", "fr", "th", "ko"] {
            for _ in 0..<300 {
                let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)! + separators.randomElement(using: &generator)!
                }.joined()
                let postings = PagePostings(title: "", text: SearchText(sections: [.init(anchor: nil, body: text)]), language: language)
                let expected = Self.counts(of: text, language: language)
                #expect(postings.terms.mapValues(\.score) == expected.terms, "\(language): \(text)")
                #expect(postings.length == expected.words, "\(language): \(text)")
            }
        }
    }

    /// A stretch of Korean between spaces gives the one word ICU gives it, or is left to ICU.
    @Test func koreanBetweenSpacesSplitsWithoutICUAsICUSplitsIt() {
        let pieces = ["디", "자인", "시스템을", "가", "힣", ".", ",", "(", ")", "\"", "'", ":", "-", "!", "?", "_", "a", "1", "ᄀ", "日", "…", "\u{301}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let icu = WordBreaks.unicodeWords(in: text, language: "ko").map(\.text)
            var bytes = text
            let alone = bytes.withUTF8 { HangulWordBreaks.word(in: $0) }
            if let alone { #expect([String(decoding: Array(text.utf8)[alone], as: UTF8.self)] == icu, "\(text)") }
            // From the start of a longer text, the same word, its stretch ending at the space after it.
            var spaced = text + [" ", "\n", "\t"].randomElement(using: &generator)! + pieces.randomElement(using: &generator)!
            let stretch = spaced.withUTF8 { HangulWordBreaks.word(in: $0, from: 0) }
            #expect(stretch?.word == alone && stretch.map { $0.end == text.utf8.count } != false, "\(spaced)")
        }
    }

    /// The plain definition: ICU's words of the whole text and their index terms.
    private static func counts(of text: String, language: String) -> (terms: [String: Float], words: Int) {
        let words = WordBreaks.unicodeWords(in: text, language: language)
        var terms: [String: Float] = [:]
        for word in words {
            SearchTerms.forEachIndexTerm(of: word.text) { terms[$0, default: 0] += 1 }
        }
        return (terms, words.count)
    }

    /// A page of several hundred kilobytes is read in stretches of sections on several cores:
    /// its terms, their scores and strongest sections, their order and the page's length are
    /// those of reading it on one. Some terms weigh the same in sections of different stretches
    /// (the first must stay), some weigh most in a later one, some are in the title too.
    @Test func aLongPageReadInStretchesGivesWhatOneCoreGives() {
        let words = ["token", "Palette", "brand", "élan", "디자인을", "contrast", "spacing", "motion"]
        let sections = (0..<400).map { index in
            let word = words[index % words.count]
            let heading = index % 7 == 0 ? "Heading \(word) \(index)" : ""
            let extra = index == 250 ? String(repeating: " contrast", count: 10) : ""
            let body = (0..<120).map { "\(words[($0 + index) % words.count]) w\($0 % 50)" }.joined(separator: " ") + extra
            return SearchText.Section(anchor: "s\(index)", heading: heading, body: body, code: index % 5 == 0 ? "let \(word)Value = 1" : "")
        }
        let text = SearchText(sections: sections)
        let bytes = sections.reduce(0) { $0 + $1.heading.utf8.count + $1.body.utf8.count + $1.code.utf8.count }
        #expect(bytes >= PagePostings.stretchedLength)
        let alone = PagePostings(title: "Brand token", description: "Spacing", text: text, language: "en", cores: 1)
        for cores in [2, 3, 8] {
            let stretched = PagePostings(title: "Brand token", description: "Spacing", text: text, language: "en", cores: cores)
            #expect(stretched.terms == alone.terms, "\(cores) stretches")
            #expect(stretched.entries == alone.entries, "the same order, shard by shard")
            #expect(stretched.length == alone.length)
        }
        #expect(alone.terms["contrast"]?.section == 250)
        #expect(alone.terms["brand"]?.section != nil)
    }

    @Test func anEmptyPageHasNoTerms() {
        let postings = PagePostings(title: "", text: SearchText(html: ""), language: "en")
        #expect(postings.terms.isEmpty && postings.length == 0)
    }
}
