import Testing

@testable import SpecimenSite

/// The table every word of every page is numbered in: a term of up to eight bytes is kept as
/// one integer, of up to sixteen as two, a longer one as its bytes; each kind must find its
/// own terms again, tell apart terms that share a start, and lowercase ASCII as it reads.
@Suite("Term numbers")
struct TermNumbersTests {
    /// Numbers `term`'s bytes in `numbers`.
    static func number(_ term: String, in numbers: inout TermNumbers, lowercasing: Bool = false) -> (number: Int, isNew: Bool) {
        var term = term
        return term.withUTF8 { numbers.number(of: $0, lowercasing: lowercasing) }
    }

    /// Every start of each word, one character longer each time: terms of every length across
    /// the edges of the keys' kinds.
    static func prefixes(of words: [String]) -> [String] {
        words.flatMap { word in (1...word.count).map { String(word.prefix($0)) } }
    }

    @Test func termsOfEveryLengthAreNumberedInOrderAndFoundAgain() {
        // ASCII, Hangul and Thai (three bytes a letter) at every length across the kinds'
        // edges, and each one's start as a term of its own.
        let terms = Self.prefixes(of: ["specimenhandbooktokens", "디자인시스템의토큰과문서", "การออกแบบระบบ"])
        var numbers = TermNumbers()
        for (index, term) in terms.enumerated() {
            #expect(Self.number(term, in: &numbers) == (index, true), "\(term) (\(term.utf8.count) bytes) is new")
        }
        for (index, term) in terms.enumerated() {
            #expect(Self.number(term, in: &numbers) == (index, false), "\(term) is found again")
            #expect(numbers.term(index) == term)
            #expect(numbers.withBytes(of: index) { Array($0) } == Array(term.utf8))
        }
        #expect(numbers.count == terms.count)
    }

    @Test func termsThatDifferOnlyInTheirLastBytesOrLengthAreApart() {
        // Sixteen bytes and seventeen; the same first eight and second eight; a long term and
        // another of its length and first sixteen bytes.
        let terms = [
            "abcdefghijklmnop", "abcdefghijklmnopq", "abcdefghijklmnoq", "abcdefghi", "abcdefghj",
            String(repeating: "x", count: 30) + "a", String(repeating: "x", count: 30) + "b", String(repeating: "x", count: 31),
        ]
        var numbers = TermNumbers()
        let given = terms.map { Self.number($0, in: &numbers).number }
        #expect(given == Array(terms.indices))
        #expect(terms.map { Self.number($0, in: &numbers).number } == given)
    }

    /// A word read in place, with the bytes of its text around it, is the term its own bytes
    /// spell: at the start, the middle and the end of texts shorter and longer than eight
    /// bytes, words of up to eight, sixteen and more, lowercased or not, in Korean and Thai too.
    @Test func aWordReadInItsTextIsTheTermOfItsBytes() {
        let texts = [
            "a", "Go", "Tokens", "abcdefg", "abcdefgh", "Design TOKENS, colors and Type.", "x y", "A quick Brown fox jumps",
            "디자인 시스템의 토큰과 문서", "การออกแบบระบบ", "Typography Scales OF THE Handbook",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            for lowercasing in [false, true] {
                var (inPlace, alone) = (TermNumbers(), TermNumbers())
                for start in bytes.indices {
                    for end in (start + 1)...min(bytes.count, start + 20) {
                        let found = bytes.withUnsafeBufferPointer { inPlace.number(ofWordAt: start..<end, in: $0, lowercasing: lowercasing) }
                        let expected = bytes[start..<end].withUnsafeBufferPointer { alone.number(of: $0, lowercasing: lowercasing) }
                        #expect(found == expected, "\(text) \(start)..<\(end)")
                    }
                }
            }
        }
    }

    @Test func asciiCapitalsAreLoweredAsTheBytesAreRead() {
        var numbers = TermNumbers()
        for term in ["Tokens", "DesignTokens", "TheDesignTokensOfTheHandbook"] {
            let lowered = Self.number(term.lowercased(), in: &numbers)
            #expect(Self.number(term, in: &numbers, lowercasing: true) == (lowered.number, false), "\(term) is its lowercase")
            #expect(numbers.term(lowered.number) == term.lowercased())
        }
        #expect(Self.number("DesignTokens", in: &numbers).isNew, "not lowered unless asked")
    }

    /// A page's terms reach the index's tables by their keys: numbered by key (a long one
    /// with its bytes), a term is the one its bytes number, in a table that has it already or
    /// not, and each lands in the shard its bytes give.
    @Test func termsHandedOnByTheirKeysAreTheTermsTheirBytesSpell() {
        let terms = [
            "a", "tokens", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq", "디자인시스템", "การออกแบบระบบ",
            String(repeating: "x", count: 30) + "a", String(repeating: "x", count: 30) + "b",
        ]
        var page = TermNumbers()
        for term in terms.reversed() { _ = Self.number(term, in: &page) }
        var index = TermNumbers()
        for term in terms.prefix(3) { _ = Self.number(term, in: &index) }
        for number in (0..<page.count).reversed() {
            let key = page.key(number)
            let byKey = page.withBytes(of: number) { bytes in
                index.number(of: key, longSpelling: key.length > 16 ? bytes : .init(start: nil, count: 0))
            }
            let term = page.term(number)
            #expect(Self.number(term, in: &index) == (byKey.number, false), "\(term)")
            #expect(index.term(byKey.number) == term)
            #expect(TermShard.shard(of: key) == page.withBytes(of: number) { TermShard.shard(of: $0) }, "\(term)")
        }
        #expect(index.count == terms.count)
    }

    @Test func manyTermsOfEachKindSurviveTheTableGrowing() {
        let terms = (0..<5_000).flatMap { ["w\($0)", "longerword\($0)", "a-rather-long-compound-word-\($0)"] }
        var numbers = TermNumbers()
        for (index, term) in terms.enumerated() { #expect(Self.number(term, in: &numbers) == (index, true)) }
        let again = terms.map { Self.number($0, in: &numbers) }
        #expect(again.map(\.number) == Array(terms.indices))
        #expect(again.allSatisfy { !$0.isNew })
        #expect(terms.indices.allSatisfy { numbers.term($0) == terms[$0] })
    }
}
