import Foundation
import SpecimenPages
import Testing

@testable import SpecimenSite

/// Words as search splits them: Unicode word boundaries, and dictionary segmentation for the
/// languages written without spaces, with offsets as JavaScript counts them.
@Suite("Word breaks")
struct WordBreaksTests {
    static func words(_ text: String, _ language: String) -> [String] {
        WordBreaks.words(in: text, language: language).map(\.text)
    }

    /// Sentences in thirteen languages with the words ICU gives; the browser tests hold
    /// `Intl.Segmenter` to the same file, so that page text and queries split alike.
    static let samples: [(language: String, text: String, words: [String])] = {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/search/segmentation.json")
        guard let data = try? Data(contentsOf: url), let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            return []
        }
        return entries.compactMap { entry in
            guard let language = entry["language"] as? String, let text = entry["text"] as? String, let words = entry["words"] as? [String]
            else { return nil }
            return (language, text, words)
        }
    }()

    @Test func languagesWithAndWithoutSpacesSplitAsTheSharedSamplesSay() {
        #expect(Self.samples.count == 13)
        for sample in Self.samples {
            #expect(Self.words(sample.text, sample.language) == sample.words, "\(sample.language)")
        }
    }

    @Test func punctuationAndSpacesAreNotWordsButNumbersAre() {
        #expect(Self.words("", "en").isEmpty)
        #expect(Self.words(" \n\t—!? ", "fr").isEmpty)
    }

    @Test func offsetsCountUTF16UnitsAsJavaScriptDoes() {
        let words = WordBreaks.words(in: "🎨 é bleu", language: "fr")
        #expect(words == [.init(text: "é", offset: 3), .init(text: "bleu", offset: 5)])
    }

    @Test func asciiTextSplitsWithoutICUAsICUSplitsIt() {
        // Random text of the characters that decide ASCII boundaries, in runs that meet in every way.
        let alphabet = Array("aZ9_ .',:;-!\"/()") + Array("bcX0 ")
        var generator = SystemRandomNumberGenerator()
        var texts = ["e.g. 3.14 it's a:b x,y 1,000 1;2 a_b _ __ a__ 1_a .a a. ..a 'a' v2.0 fgColor.muted --x-y"]
        let printable = (0x09...0x7E).compactMap { Unicode.Scalar($0).map(Character.init) }
        // Long runs of lowercase letters, read eight bytes at a time, broken by the bytes on
        // either side of `a`–`z` (`` ` `` and `{`) and by the others that join or end a word.
        let lowercase = Array(String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 3)) + Array("`{@[Z9_ .'")
        for (characters, longest) in [(alphabet, 24), (printable, 24), (lowercase, 40)] {
            for _ in 0..<3000 {
                texts.append(String((0..<Int.random(in: 1...longest, using: &generator)).map { _ in characters.randomElement(using: &generator)! }))
            }
        }
        for text in texts {
            #expect(WordBreaks.words(in: text, language: "en") == WordBreaks.unicodeWords(in: text, language: "en"), "\(text)")
            // And each word is told to join several exactly when its parts say so.
            var text = text
            text.withUTF8 { bytes in
                ASCIIWordBreaks.forEachWord(in: bytes) { range, mayJoinSeveral in
                    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                    #expect(mayJoinSeveral == SearchTerms.mayJoinSeveral(ascii: UnsafeBufferPointer(rebasing: bytes[range])), "\(word)")
                }
            }
        }
    }

    /// The words found for UTF-8 bytes, their ends mapped back from UTF-16 units (four-byte
    /// scalars, two units, among them), are those found in the text's UTF-16, in every language.
    @Test func wordsFoundInUTF8AreThoseFoundInUTF16() {
        let pieces = ["ระบบการออกแบบ", "ຄວາມ", "시스템을 ", "日本語の", "カラー", "l’été ", "Élan ", "🎨", "a.b ", "x", "—", " ", "\n", "ქართული ", "العربية "]
        var generator = SystemRandomNumberGenerator()
        for language in ["en", "fr", "th", "ko", "ja", "ka", "ar", "pt-BR"] {
            for _ in 0..<200 {
                var text = (0..<Int.random(in: 1...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let expected = WordBreaks.unicodeWords(in: text, language: language).map(\.text)
                var found: [String] = []
                text.withUTF8 { bytes in
                    WordBreaks.forEachUnicodeWord(in: bytes, language: language) {
                        found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self))
                    }
                }
                #expect(found == expected, "\(language): \(text)")
            }
        }
    }

    /// A stretch of text ends at its first ASCII space, whatever controls, accents, Hangul or
    /// emoji stand before it, wherever it starts and wherever a word of eight bytes falls; it is
    /// ASCII when every byte of it is.
    @Test func aStretchEndsAtItsFirstSpaceAndIsASCIIWhenEachByteIs() {
        let pieces = ["a", "word", "x9", "abcdefgh", ".", "é", "한", "🎨", "\u{0B}", "\u{01}", "\u{1F}", "!", " ", "\n", "\t", "\r", "\u{0C}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var text = (0..<Int.random(in: 1...20, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            text.withUTF8 { bytes in
                for start in 0..<bytes.count {
                    let end = bytes[start...].firstIndex(where: \.isASCIISpace) ?? bytes.count
                    let expected = (end, bytes[start..<end].allSatisfy { $0 < 0x80 })
                    #expect(ASCIIWordBreaks.stretch(from: start, in: bytes) == expected, "\(start) in \(Array(bytes))")
                }
            }
        }
    }

    @Test func anUnknownLanguageStillSplitsOnBoundaries() {
        #expect(Self.words("palette primaire", "xx-unknown") == ["palette", "primaire"])
    }
}

/// The forms a word is indexed and looked up under, as Tests/Fixtures/search/terms.json lists
/// them; the browser tests hold the site's script to the same file.
@Suite("Search terms")
struct SearchTermsTests {
    @Test func everyWordOfTheSharedListHasItsTerms() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/search/terms.json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        #expect(entries.count >= 30)
        for entry in entries {
            let word = try #require(entry["word"] as? String)
            #expect(SearchTerms.terms(of: word) == entry["terms"] as? [String], "\(word)")
            #expect(SearchTerms.parts(of: word) == entry["parts"] as? [String], "\(word)")
        }
    }

    /// An ASCII word's parts read from its bytes are those `parts(of:)` makes of its string but
    /// the word itself (which the postings take apart): pieces between punctuation, camel
    /// humps, none twice.
    @Test func anASCIIWordsPartsFromItsBytesAreItsStringsParts() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/search/terms.json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        let listed = entries.compactMap { $0["word"] as? String }.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        let tricky = [
            "don't", "e.g.", "aB", "FGColor", "fgColor.muted", "color-color", "Color.color", "a.b.c", "x", "a--b",
            "backgroundColor-hover", "ARIA-label", "xMLHttpRequest", "aBcDeF", "iOS", "a_b", "v1.2.3", "ab.AB.aB",
        ]
        for word in listed + tricky {
            var given: [String] = []
            var bytes = word
            bytes.withUTF8 { SearchTerms.forEachPart(ofASCII: $0) { given.append(String(decoding: $0, as: UTF8.self).lowercased()) } }
            #expect(given == SearchTerms.parts(of: word).filter { $0 != word.lowercased() }, "\(word)")
        }
    }

    /// The scalars `fold` takes as they are fold into themselves, alone and beside each other.
    @Test func whatFoldTakesAsItIsFoldsIntoItself() {
        let ranges: [ClosedRange<UInt32>] = [0x00...0x7F, 0x0E00...0x0EFF, 0x1780...0x17FF, 0x10D0...0x10FF, 0x3040...0x30FF]
        let own = ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }.filter(SearchTerms.isOwnForm)
        for scalar in own {
            #expect(SearchTerms.foldedByUnicode(String(scalar)) == String(scalar), "U+\(String(scalar.value, radix: 16))")
        }
        for first in own where first.value >= 0x80 {
            for second in own where second.value >> 8 == first.value >> 8 {
                let pair = String(String.UnicodeScalarView([first, second]))
                #expect(SearchTerms.foldedByUnicode(pair) == pair, "U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
            }
        }
        var generator = SystemRandomNumberGenerator()
        for range: ClosedRange<UInt32> in [0xAC00...0xD7A3, 0x3400...0x4DBF, 0x4E00...0x9FFF] {
            for _ in 0..<2_000 {
                let word = String(String.UnicodeScalarView((0..<3).map { _ in Unicode.Scalar(UInt32.random(in: range, using: &generator))! }))
                #expect(SearchTerms.isOwnForm(word.unicodeScalars.first!) && SearchTerms.foldedByUnicode(word) == word, "\(word)")
            }
        }
        #expect(!SearchTerms.isOwnForm("A") && !SearchTerms.isOwnForm("é") && !SearchTerms.isOwnForm("\u{3099}"))
    }

    /// The kinds of scalars that splitting a word looks up in a table or takes by range are
    /// those their categories give.
    @Test func eachScalarsKindIsItsCategorys() {
        for value: UInt32 in 0x80..<0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(SearchTerms.Kind(scalar) == SearchTerms.Kind(category: scalar.properties.generalCategory), "U+\(String(value, radix: 16))")
        }
    }

    /// Latin, Hebrew and Arabic letters and marks folded by table fold as Unicode folds them,
    /// alone and in words.
    @Test func latinHebrewAndArabicFoldAsUnicodeFoldsThem() {
        let letters = (Array(0x41...0x17F) + Array(0x0590...0x06FF)).compactMap(Unicode.Scalar.init).map(String.init)
        for letter in letters {
            #expect(SearchTerms.fold(letter) == SearchTerms.foldedByUnicode(letter), "\(letter)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let word = (0..<Int.random(in: 1...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! }.joined()
            #expect(SearchTerms.fold(word) == SearchTerms.foldedByUnicode(word), "\(word)")
        }
    }

    /// What a word's bytes say it is indexed under is what its string gives: random words of
    /// scalars from ASCII, Latin, Thai, Georgian, Hangul (particles too), kana and ideographs.
    @Test func aWordsBytesGiveTheTermsItsStringGives() {
        let pool =
            (Array(0x20...0x7E) + Array(0xC0...0x17F) + Array(0x0E01...0x0E5B) + Array(0x10D0...0x10FF) + Array(0x3041...0x30FF)
            + Array(0x4E00...0x4E40) + [0x1F600, 0x20000]).compactMap(Unicode.Scalar.init)
        let hangul = "시스템을를은는이가의에서부터까지로으로".unicodeScalars.map { $0 }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<6_000 {
            let source = round % 2 == 0 ? pool : hangul
            let word = String(
                String.UnicodeScalarView((0..<Int.random(in: 1...6, using: &generator)).map { _ in source.randomElement(using: &generator)! }))
            var expected: [String] = []
            SearchTerms.forEachIndexTerm(of: word) { expected.append($0) }
            var spelled = word
            let given: [String]? = spelled.withUTF8 { bytes in
                switch SearchTerms.byteForm(of: bytes) {
                case .itself: [word]
                case .korean(let stem): [word] + (stem.map { [String(decoding: bytes[..<$0], as: UTF8.self)] } ?? [])
                case .other: nil
                }
            }
            if let given { #expect(given == expected, "\(word)") }
        }
    }

    /// Words of the Thai block alone (unassigned scalars, digits and punctuation among them),
    /// told from a table of the block: a word is its own term when each scalar is its own form
    /// and splits nothing, as scalar by scalar, and then its string gives it alone.
    @Test func aThaiWordsBytesSayWhetherItIsItsOneTerm() {
        let block = (0x0E00...0x0E7F).compactMap(Unicode.Scalar.init)
        var generator = SeededGenerator(seed: 20261130)
        var (itself, other) = (0, 0)
        for _ in 0..<4_000 {
            let word = String(
                String.UnicodeScalarView((0..<Int.random(in: 1...5, using: &generator)).map { _ in block.randomElement(using: &generator)! }))
            var terms: [String] = []
            SearchTerms.forEachIndexTerm(of: word) { terms.append($0) }
            var spelled = word
            let form = spelled.withUTF8 { SearchTerms.byteForm(of: $0) }
            let scalarByScalar = word.unicodeScalars.allSatisfy { SearchTerms.isOwnForm($0) && SearchTerms.Kind($0) != .separator }
            #expect((form == .itself) == scalarByScalar, "\(word.unicodeScalars.map { String($0.value, radix: 16) })")
            if form == .itself {
                #expect(terms == [word])
                itself += 1
            } else {
                other += 1
            }
        }
        #expect(itself > 500 && other > 500)
    }

    @Test func scalarsReadFromBytesAreThoseSwiftDecodes() {
        var text = "aé€😀ก한" + String(String.UnicodeScalarView((0..<500).compactMap { _ in Unicode.Scalar(UInt32.random(in: 1...0x10_FFFF)) }))
        let decoded: [Unicode.Scalar] = text.withUTF8 { bytes in
            var scalars: [Unicode.Scalar] = []
            var index = 0
            while index < bytes.count {
                let (scalar, length) = UTF8Scalars.decode(bytes, at: index)
                scalars.append(scalar ?? "?")
                index += length
            }
            return scalars
        }
        #expect(decoded == Array(text.unicodeScalars))
    }

    @Test func unitsReadFromBytesAreThoseJavaScriptHolds() {
        var generator = SeededGenerator(seed: 20261203)
        for _ in 0..<200 {
            let scalars = (0..<Int.random(in: 0...40, using: &generator)).compactMap { _ in
                Unicode.Scalar(
                    [0x7F, 0x7FF, 0xFFFF, 0x10_FFFF][Int.random(in: 0...3, using: &generator)] & UInt32.random(in: 1...0x10_FFFF, using: &generator))
            }
            let text = String(String.UnicodeScalarView(scalars))
            var units: [UInt16] = [0x41]
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                UTF8Scalars.appendUTF16(of: bytes, to: &units)
                #expect(UTF8Scalars.utf16(of: bytes) == Array(text.utf16))
            }
            #expect(units == [0x41] + Array(text.utf16))
        }
    }

    @Test func bytesThatStartNoScalarAreEachAReplacementUnit() {
        var generator = SeededGenerator(seed: 20261204)
        // Cut sequences, stray continuation bytes, surrogates and leads past U+10FFFF among
        // whole ones: each unit is what reading scalar by scalar gives.
        let pieces: [[UInt8]] = [
            [0x61], [0xED, 0x9E, 0xA3], [0xED, 0xA0, 0x80], [0xE0, 0xB8], [0x80], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xEA],
        ]
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 1...12, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
            let expected: [UInt16] = bytes.withUnsafeBufferPointer { bytes in
                var (units, index) = ([UInt16](), 0)
                while index < bytes.count {
                    let (scalar, length) = UTF8Scalars.decode(bytes, at: index)
                    units += scalar.map { Array(String($0).utf16) } ?? [0xFFFD]
                    index += length
                }
                return units
            }
            #expect(bytes.withUnsafeBufferPointer(UTF8Scalars.utf16(of:)) == expected, "\(bytes)")
        }
    }

    @Test func aWordOfMarksAloneHasNoTerm() {
        #expect(SearchTerms.terms(of: "\u{0301}").isEmpty)
        #expect(SearchTerms.terms(of: "").isEmpty)
    }
}
