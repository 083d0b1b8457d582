import Testing

@testable import SpecimenSite

/// A page's ASCII text is tallied mostly through `ASCIIWordBreaks.forEachSimpleWord`, eight
/// bytes at a time, and its other words one by one: the terms, their numbers, weights and
/// strongest sections must be exactly those of reading every word one by one.
@Suite("Term tallies")
struct TermTalliesTests {
    /// Every term of `tallies` in number order, with its tally.
    static func terms(of tallies: TermTallies) -> [(term: String, score: Float, section: Int32, strongest: Float)] {
        (0..<tallies.count).map { number in
            tallies.withTerm(number) { bytes, tally in (String(decoding: bytes, as: UTF8.self), tally.score, tally.section, tally.strongest) }
        }
    }

    /// `texts` read in turn, each in its own section, the way `addASCIIWords` reads them, and
    /// word by word; the words each counted.
    static func tallied(_ texts: [String], expected: Int = 0) -> (fast: TermTallies, slow: TermTallies, words: (Int, Int)) {
        var (fast, slow) = (TermTallies(expected: expected), TermTallies(expected: expected))
        var words = (0, 0)
        for (section, text) in texts.enumerated() {
            var text = text
            text.withUTF8 { bytes in
                let weight = Float(section % 3 + 1)
                words.0 += fast.addASCIIWords(of: bytes, weight: weight, in: section)
                ASCIIWordBreaks.forEachWord(in: bytes) { range, mayJoinSeveral in
                    words.1 += 1
                    slow.add(wordAt: range, in: bytes, lowercasing: true, weight: weight, in: section)
                    if mayJoinSeveral {
                        SearchTerms.forEachPart(ofASCII: UnsafeBufferPointer(rebasing: bytes[range])) {
                            slow.add($0, lowercasing: true, weight: weight, in: section)
                        }
                    }
                }
            }
        }
        return (fast, slow, words)
    }

    static func expectSame(_ texts: [String], expected: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        let (fast, slow, words) = tallied(texts, expected: expected)
        #expect(words.0 == words.1, "words counted in \(texts)", sourceLocation: sourceLocation)
        let (fastTerms, slowTerms) = (terms(of: fast), terms(of: slow))
        #expect(fastTerms.map(\.term) == slowTerms.map(\.term), "terms of \(texts)", sourceLocation: sourceLocation)
        #expect(fastTerms.map(\.score) == slowTerms.map(\.score), "scores of \(texts)", sourceLocation: sourceLocation)
        #expect(fastTerms.map(\.section) == slowTerms.map(\.section), "sections of \(texts)", sourceLocation: sourceLocation)
        #expect(fastTerms.map(\.strongest) == slowTerms.map(\.strongest), "strongest weights of \(texts)", sourceLocation: sourceLocation)
    }

    /// The edges of a simple word: one to fifteen letters and past, a capital first or later,
    /// what ends it or joins it to more (digits, `_`, `.` and `'` before a letter or not), and
    /// text ending within the last sixteen and thirty-two bytes, where words are read one by one.
    @Test func theEdgesOfASimpleWordAreTalliedAsWordByWord() {
        let letters = "abcdefghijklmnopqrstuvwxyz"
        let surroundings = [
            ("", " "), ("", ""), ("Go ", ". Next"), ("x ", "'s way"), ("(", ")"), ("", "9"), ("", "_x"), ("", ".b"), ("", ". "), ("", ",y"),
        ]
        var texts: [String] = []
        for length in 1...18 {
            let word = String(letters.prefix(length))
            for (before, after) in surroundings {
                let padding = String(repeating: "pad ", count: 10)
                texts.append(padding + before + word + after + " " + padding)
                texts.append(padding + before + word.capitalized + after + padding)
                texts.append(before + word.uppercased() + after + padding)
                texts.append(padding + word.prefix(length / 2) + word.dropFirst(length / 2).capitalized + after + padding)
            }
        }
        for text in texts { Self.expectSame([text]) }
        Self.expectSame(texts)
    }

    /// Random text of letters, capitals, digits and the characters that join or end words, in
    /// sections, long enough that the tables run out of room and grow while they are read.
    @Test func randomTextIsTalliedAsWordByWord() {
        var generator = SystemRandomNumberGenerator()
        let alphabets = [
            Array("abcdefghijklmnopqrstuvwxyz     "),
            Array("abcdefghijklmnopqrstuvwxyz ABZ 09_.',:;-!\"/()\n\t"),
            Array(String(repeating: "etaoinshrdlu", count: 4) + "     Tk.'"),
        ]
        for alphabet in alphabets {
            for _ in 0..<40 {
                let sections = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                    String((0..<Int.random(in: 0...600, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                }
                Self.expectSame(sections)
                Self.expectSame(sections, expected: 200)
            }
        }
    }

    /// Thousands of distinct words of every length up to fifteen letters, short and long terms
    /// alike, so that both tables grow again and again between the lookups that fill them.
    @Test func manyDistinctWordsSurviveTheTablesGrowing() {
        let words = (0..<6_000).map { number -> String in
            var (value, word) = (number, "")
            repeat {
                word.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(value % 26))))
                value /= 26
            } while value > 0
            return word + String(repeating: "q", count: number % 13)
        }
        Self.expectSame([words.joined(separator: " "), words.reversed().joined(separator: " ")])
    }
}
