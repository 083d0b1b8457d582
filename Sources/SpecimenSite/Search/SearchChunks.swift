import SpecimenPages
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
        self.init(table: SearchTermTable(documents: pages, fingerprints: pages.map { _ in 0 }, language: ""), maximumBytes: maximumBytes)
    }

    /// The chunks of a table's entries, in its order: where each chunk starts is found from
    /// the entries' lengths alone, then the chunks are written at once on all cores.
    init(table: SearchTermTable, maximumBytes: Int = 16_000) {
        let ordered = table.ordered()
        var starts: [Int] = []
        var size = 0
        for (index, place) in ordered.enumerated() {
            let length = table.entry(place)!.utf8.count
            if size == 0 || size + length + 2 > maximumBytes {
                starts.append(index)
                size = 1 + length
            } else {
                size += 1 + length
            }
        }
        let ranges = starts.indices.map { starts[$0]..<(starts.indices.contains($0 + 1) ? starts[$0 + 1] : ordered.count) }
        firstTerms = starts.map { table.term(ordered[$0]) }
        chunks = ranges.parallelMap { range in
            var bytes: [UInt8] = [UInt8(ascii: "{")]
            for (index, place) in ordered[range].enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(contentsOf: table.entry(place)!.utf8)
            }
            bytes.append(UInt8(ascii: "}"))
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func entry(_ term: String, _ postings: [SearchTermTable.Hit]) -> String {
        // Written as bytes: this runs for every posting of the index on every update.
        var bytes = Array(JSONWriter.quoted(term).utf8)
        bytes.reserveCapacity(bytes.count + 3 + postings.count * 9)
        bytes.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: "[")])
        var previous: Int32 = 0
        for (index, hit) in postings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendDecimal(Int(hit.page - previous), to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendDecimal(Int(hit.tenths), to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendDecimal(Int(hit.section), to: &bytes)
            previous = hit.page
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A non-negative number's decimal digits.
    private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number >= 10 { appendDecimal(number / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
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
