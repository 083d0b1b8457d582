import Foundation
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

    @Test func anUnknownLanguageStillSplitsOnBoundaries() {
        #expect(Self.words("palette primaire", "xx-unknown") == ["palette", "primaire"])
    }
}

/// The forms a word is indexed and looked up under.
@Suite("Search terms")
struct SearchTermsTests {
    @Test(arguments: [
        ("Élégant", "elegant"), ("São", "sao"), ("NAÏVE", "naive"), ("İstanbul", "istanbul"), ("Ελληνικά", "ελληνικα"),
        ("Москва́", "москва"), ("مُحَمَّد", "محمد"), ("שָׁלוֹם", "שלום"), ("brand-primary", "brand-primary"),
    ])
    func accentsAndCaseFold(word: String, folded: String) {
        #expect(SearchTerms.fold(word) == folded)
    }

    @Test(arguments: ["ทำงาน", "ช่วย", "ให้", "დიზაინის", "हिन्दी", "디자인", "设计"])
    func marksThatSpellTheWordStay(word: String) {
        #expect(SearchTerms.fold(word) == word)
    }

    @Test(arguments: [
        ("시스템을", ["시스템을", "시스템"]), ("디자인이", ["디자인이", "디자인"]), ("버튼은", ["버튼은", "버튼"]),
        ("색상과", ["색상과", "색상"]), ("서울로", ["서울로", "서울"]), ("학교에서는", ["학교에서는", "학교"]),
        ("토큰의", ["토큰의", "토큰"]), ("디자이너가", ["디자이너가", "디자이너"]), ("컴포넌트를", ["컴포넌트를", "컴포넌트"]),
    ])
    func koreanParticlesLeaveTheirStem(word: String, terms: [String]) {
        #expect(SearchTerms.terms(of: word) == terms)
    }

    @Test(arguments: [
        "사과",  // apple: 과 follows a consonant, 사 ends in a vowel
        "시스템",  // no particle
        "을",  // a particle alone is not a stem and a particle
        "디자인system",  // not all Hangul
    ])
    func wordsThatAreNotStemAndParticleStayWhole(word: String) {
        #expect(SearchTerms.terms(of: word) == [SearchTerms.fold(word)])
    }
}
