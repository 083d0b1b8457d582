/// The site's search over pages, in Swift, for tools (`specimen mcp`): a query is split into
/// words and folded exactly as the index is made (`WordBreaks`, `SearchTerms`), so Thai,
/// Korean and accented queries find what the site's search finds. Each word of the query is a
/// slot a page fills with any form of it (the last also as a prefix, as the site reads a word
/// still being typed). Pages filling more slots come first; then those whose title fills more;
/// then the heavier ones (a term weighs by where it stands, as in the index: title, heading,
/// prose, code).
public struct PageSearch: Sendable {
    /// A page found, and where.
    public struct Result: Sendable {
        public let page: HandbookPage
        /// The page's address, with the `#fragment` of the section holding most of the query.
        public let url: String
        /// That heading; nil when the hit is before the first one, or only in the title.
        public let heading: String?
        /// Text around the first hit, each word answering the query in `**bold**`.
        public let snippet: String
        /// How many of the query's words the page holds, and how many of them its title holds.
        public let matchedWords: Int
        public let titleWords: Int
        public let score: Float
    }

    /// A word of the query: the forms that answer it, and whether a term beginning with the
    /// first form answers it too.
    struct Slot {
        let forms: [String]
        let prefix: Bool
    }

    public let pages: [HandbookPage]

    public init(pages: [HandbookPage]) {
        self.pages = pages
    }

    /// Pages answering at least one word of `query`, best first.
    /// - Parameter language: only pages in this language; every page when nil.
    public func search(_ query: String, language: String? = nil, limit: Int = 10) -> [Result] {
        let slots = Self.slots(of: query, language: language ?? pages.first?.language ?? "en")
        guard !slots.isEmpty else { return [] }
        var found: [(page: HandbookPage, matched: Int, title: Int, score: Float, order: Int)] = []
        for (order, page) in pages.enumerated() where language == nil || page.language == language {
            let scores = slots.map { Self.score(of: $0, in: page) }
            let matched = scores.filter { $0 > 0 }.count
            guard matched > 0 else { continue }
            let title = slots.filter { slot in page.titleTerms.contains { Self.answers(slot, term: $0) } }.count
            found.append((page, matched, title, scores.reduce(0, +), order))
        }
        found.sort { ($1.matched, $1.title, $1.score, $0.order) < ($0.matched, $0.title, $0.score, $1.order) }
        return found.prefix(max(0, limit)).map { hit in
            let place = Self.firstHit(in: hit.page, slots: slots)
            return Result(
                page: hit.page, url: hit.page.url + (place.anchor.map { "#" + $0 } ?? ""), heading: place.heading, snippet: place.snippet,
                matchedWords: hit.matched, titleWords: hit.title, score: hit.score)
        }
    }

    /// The query's words, each piece between the punctuation inside one a slot of its own, as
    /// the site's script makes them; the last is also a prefix unless a space follows it.
    static func slots(of query: String, language: String) -> [Slot] {
        var forms: [[String]] = []
        for word in WordBreaks.words(in: query, language: language) {
            for piece in SearchTerms.pieces(of: word.text) {
                let terms = SearchTerms.terms(of: String(piece))
                if !terms.isEmpty { forms.append(terms) }
            }
        }
        let endsTyping = !(query.last?.isWhitespace ?? true)
        return forms.enumerated().map { Slot(forms: $1, prefix: endsTyping && $0 == forms.count - 1) }
    }

    /// What the page's terms answering `slot` weigh: a form itself fully, a longer term the
    /// prefix begins less, the more so the more of it the prefix leaves (as the site weighs).
    private static func score(of slot: Slot, in page: HandbookPage) -> Float {
        var best: Float = 0
        for form in slot.forms { best = max(best, page.terms[form]?.score ?? 0) }
        guard slot.prefix, let prefix = slot.forms.first else { return best }
        for (term, posting) in page.terms where term.count > prefix.count && term.hasPrefix(prefix) {
            best = max(best, posting.score * (0.6 + 0.4 * Float(prefix.count) / Float(term.count)))
        }
        return best
    }

    /// Whether an indexed term answers the slot.
    static func answers(_ slot: Slot, term: String) -> Bool {
        slot.forms.contains(term) || (slot.prefix && slot.forms.first.map { term.hasPrefix($0) } ?? false)
    }
}
