import SpecimenTokens

/// The index's terms, in the order JavaScript compares strings (UTF-16 code units), cut into
/// files of at most about `maximumBytes`: a query fetches the manifest, then only the chunks
/// whose range holds its terms (for the last word typed, every chunk its prefix reaches).
///
/// A chunk is `{"term":[[page,score,section],…],…}`, each term's pages in page order, scores to
/// one decimal, section -1 for the title; the manifest is `{"chunks":["first term",…],"pages":N}`.
struct SearchChunks {
    private(set) var manifest = ""
    private(set) var chunks: [String] = []

    init(pages: [PagePostings], maximumBytes: Int = 40_000) {
        var postings: [String: [(page: Int, posting: PagePostings.Posting)]] = [:]
        for (page, postingsOfPage) in pages.enumerated() {
            for (term, posting) in postingsOfPage.terms { postings[term, default: []].append((page, posting)) }
        }
        var firsts: [String] = []
        var current = ""
        for term in postings.keys.sorted(by: Self.precedes) {
            let entry = Self.entry(term, postings[term]!.sorted { $0.page < $1.page })
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
        manifest = "{\"chunks\":[" + firsts.map(JSONWriter.quoted).joined(separator: ",") + "],\"pages\":\(pages.count)}"
    }

    /// Whether `a` sorts before `b` as JavaScript's `<` has it.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    private static func entry(_ term: String, _ postings: [(page: Int, posting: PagePostings.Posting)]) -> String {
        let list = postings.map { "[\($0.page),\(score($0.posting.score)),\($0.posting.section ?? -1)]" }.joined(separator: ",")
        return JSONWriter.quoted(term) + ":[" + list + "]"
    }

    /// A score to one decimal, without a trailing `.0`.
    private static func score(_ value: Float) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : String(tenths / 10) + "." + String(abs(tenths % 10))
    }
}
