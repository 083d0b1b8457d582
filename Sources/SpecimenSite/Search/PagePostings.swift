/// What one page gives the search index: every term it holds (as `SearchTerms` makes them from
/// the words `WordBreaks` finds in its language), how strongly, and the section where it is
/// strongest, so that a result links to the nearest heading.
///
/// A word weighs by where it stands: in the title most, then in a heading, in prose, and least
/// in code, which is found too but ranked lower.
struct PagePostings: Equatable {
    struct Posting: Equatable {
        /// The sum of the weights of the term's occurrences.
        var score: Float
        /// The index in `SearchText.sections` of the section where it weighs most; nil when the
        /// title weighs most (the result is the page itself).
        var section: Int?
    }

    enum Weight {
        static let title: Float = 10
        static let heading: Float = 5
        static let body: Float = 1
        static let code: Float = 0.5
    }

    private(set) var terms: [String: Posting] = [:]
    /// How many words the page has, for weighing a term against the page's length.
    private(set) var length = 0

    /// - Parameters:
    ///   - description: the page's summary, which weighs as a heading and belongs to the page as
    ///     a whole.
    ///   - titleWeight: what a word of the title weighs; a token's path weighs as a heading, so
    ///     that the page about buttons comes before the hundred tokens whose path says `button`.
    init(title: String, titleWeight: Float = Weight.title, description: String = "", text: SearchText, language: String) {
        var strongest: [String: Float] = [:]
        add(weigh([(title, titleWeight), (description, Weight.heading)], language: language), in: nil, strongest: &strongest)
        for (index, section) in text.sections.enumerated() {
            let parts = [(section.heading, Weight.heading), (section.body, Weight.body), (section.code, Weight.code)]
            add(weigh(parts, language: language), in: index, strongest: &strongest)
        }
    }

    /// Each term of `parts` with the sum of its occurrences' weights; counts the words.
    private mutating func weigh(_ parts: [(text: String, weight: Float)], language: String) -> [String: Float] {
        var weights: [String: Float] = [:]
        for part in parts {
            let words = WordBreaks.words(in: part.text, language: language)
            for (index, word) in words.enumerated() {
                length += 1
                for term in SearchTerms.indexTerms(of: word.text) { weights[term, default: 0] += part.weight }
                if index + 1 < words.count, let joined = Self.joined(word, words[index + 1]) {
                    weights[joined, default: 0] += part.weight
                }
            }
        }
        return weights
    }

    /// Two neighbouring words written without a space in a script that has none, as one term:
    /// dictionaries differ between ICU versions (the browser's and this one), and where the
    /// reader's splits a word this one keeps whole, or keeps whole two words split here, the
    /// query still meets a term.
    private static func joined(_ word: WordBreaks.Word, _ next: WordBreaks.Word) -> String? {
        guard word.offset + word.text.utf16.count == next.offset, WordBreaks.isUnspaced(word.text), WordBreaks.isUnspaced(next.text) else {
            return nil
        }
        return SearchTerms.fold(word.text + next.text)
    }

    /// Adds one section's (or the title's) weights; a term points at the section it weighs most in.
    private mutating func add(_ weights: [String: Float], in section: Int?, strongest: inout [String: Float]) {
        for (term, weight) in weights {
            terms[term, default: Posting(score: 0, section: section)].score += weight
            if weight > strongest[term] ?? 0 {
                strongest[term] = weight
                terms[term]?.section = section
            }
        }
    }
}
