import SpecimenTokens

/// The index's terms, in the order JavaScript compares strings (UTF-16 code units), cut into
/// files of at most about `maximumBytes`: a query fetches the manifest, then only the chunks
/// whose range holds its terms (for the last word typed, every chunk its prefix reaches).
///
/// A chunk is `{"term":[page,score,section,page,score,section,…],…}`: each term's pages in
/// order, each page number after the first as the distance from the one before; the score in
/// tenths, the term's weight in the page saturated and set against the page's length (as BM25
/// does, so that a long page does not win by length alone); the section numbered from 1, 0 being
/// the title. The manifest's `chunks` lists each chunk's first term.
struct SearchChunks {
    /// Each chunk's first term, in order.
    private(set) var firstTerms: [String] = []
    private(set) var chunks: [String] = []

    init(pages: [PagePostings], maximumBytes: Int = 16_000) {
        // Pages are visited in order, so each term's list is in page order.
        let lengths = pages.map(\.length)
        var postings: [String: [(page: Int, posting: PagePostings.Posting)]] = [:]
        for (page, postingsOfPage) in pages.enumerated() {
            for (term, posting) in postingsOfPage.terms { postings[term, default: []].append((page, posting)) }
        }
        var firsts: [String] = []
        var current = ""
        // Sorted by their UTF-16 units made once: transcoding inside every comparison cost more
        // than the rest of the index on a big token set.
        let ordered = postings.keys.map { (term: $0, units: Array($0.utf16)) }.sorted { $0.units.lexicographicallyPrecedes($1.units) }
        for term in ordered.lazy.map(\.term) {
            let entry = Self.entry(term, postings[term]!, lengths: lengths)
            if !current.isEmpty, current.utf8.count + entry.utf8.count + 2 > maximumBytes {
                chunks.append(current + "}")
                current = ""
            }
            if current.isEmpty {
                firsts.append(term)
                current = "{" + entry
            } else {
                current += "," + entry
            }
        }
        if !current.isEmpty { chunks.append(current + "}") }
        firstTerms = firsts
    }

    /// Whether `a` sorts before `b` as JavaScript's `<` has it.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    private static func entry(_ term: String, _ postings: [(page: Int, posting: PagePostings.Posting)], lengths: [Int]) -> String {
        var list = ""
        var previous = 0
        for (index, (page, posting)) in postings.enumerated() {
            if index > 0 { list += "," }
            list += "\(page - previous),\(tenths(posting.score, length: lengths[page])),\(posting.section.map { $0 + 1 } ?? 0)"
            previous = page
        }
        return JSONWriter.quoted(term) + ":[" + list + "]"
    }

    /// How far a weight saturates (BM25's k1) and how much a page's length tempers it (b),
    /// against a page of `typicalLength` words.
    static let saturation: Float = 4
    static let lengthEffect: Float = 0.5
    static let typicalLength: Float = 300

    /// The term's score in the page, in tenths: its weight saturated, and set against the
    /// page's length. A fixed typical length rather than the site's average keeps every other
    /// page's scores as they are when one page changes.
    static func tenths(_ weight: Float, length: Int) -> Int {
        let norm = 1 - lengthEffect + lengthEffect * Float(length) / typicalLength
        return max(1, Int((10 * weight * (saturation + 1) / (weight + saturation * norm)).rounded()))
    }
}
