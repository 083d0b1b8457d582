import Foundation
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
    let firstTerms: [String]
    private let entries: any TermEntries
    private let ordered: [TermUnits.Place]
    /// Each chunk's terms, as positions in `ordered`, and its size in bytes.
    private let ranges: [Range<Int>]
    private let sizes: [Int]

    init(pages: [PagePostings], maximumBytes: Int = 16_000) {
        self.init(entries: SearchTermTable(documents: pages, fingerprints: pages.map { _ in 0 }, language: ""), maximumBytes: maximumBytes)
    }

    init(table: SearchTermTable, maximumBytes: Int = 16_000) {
        self.init(entries: table, maximumBytes: maximumBytes)
    }

    /// The chunks of `entries`, in their order: where each chunk starts is found from the
    /// entries' lengths alone, and a chunk's bytes are copied into place when it is asked for.
    init(entries: any TermEntries, maximumBytes: Int = 16_000) {
        let ordered = entries.ordered()
        var starts: [Int] = []
        var sizes: [Int] = []
        for (index, place) in ordered.enumerated() {
            let length = entries.entryLength(place)
            if sizes.isEmpty || sizes[sizes.count - 1] + length + 2 > maximumBytes {
                starts.append(index)
                sizes.append(1 + length)
            } else {
                sizes[sizes.count - 1] += 1 + length
            }
        }
        ranges = starts.indices.map { starts[$0]..<(starts.indices.contains($0 + 1) ? starts[$0 + 1] : ordered.count) }
        firstTerms = starts.map { entries.term(ordered[$0]) }
        // With its closing brace, a chunk's size is known.
        self.sizes = sizes.map { $0 + 1 }
        (self.entries, self.ordered) = (entries, ordered)
    }

    /// How many chunks there are.
    var count: Int { ranges.count }

    /// The JSON of chunk `index`, as its file holds it.
    func chunk(_ index: Int) -> Data {
        var bytes = Data(count: sizes[index])
        bytes.withUnsafeMutableBytes { Self.fill($0, with: ordered[ranges[index]], of: entries) }
        return bytes
    }

    /// Every chunk's JSON, made at once on all cores.
    var chunks: [Data] {
        chunks(0..<count)
    }

    /// The JSON of the chunks numbered `numbers`, made at once on all cores.
    func chunks(_ numbers: Range<Int>) -> [Data] {
        Array(numbers).parallelMap { chunk($0) }
    }

    /// Writes `{entry,entry,…}` of the terms at `places` into `chunk`, which is their size.
    private static func fill(_ chunk: UnsafeMutableRawBufferPointer, with places: ArraySlice<TermUnits.Place>, of entries: any TermEntries) {
        chunk[0] = UInt8(ascii: "{")
        var at = 1
        for place in places {
            if at > 1 {
                chunk[at] = UInt8(ascii: ",")
                at += 1
            }
            let length = entries.entryLength(place)
            entries.copyEntry(place, into: UnsafeMutableRawBufferPointer(rebasing: chunk[at..<at + length]))
            at += length
        }
        chunk[at] = UInt8(ascii: "}")
    }

    /// Appends the `"term":[…]` of the term spelled by `term` (UTF-8) to `output`.
    static func appendEntry(_ term: UnsafeBufferPointer<UInt8>, _ hits: UnsafeBufferPointer<SearchTermTable.Hit>, to output: inout [UInt8]) {
        JSONWriter.appendQuoted(utf8: term, to: &output)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: "["))
        appendHits(hits, following: nil, to: &output)
        output.append(UInt8(ascii: "]"))
    }

    /// Appends `hits` as an entry lists them, each page as the distance from the one before:
    /// `previous` is the page of the hit before them in the entry, nil when they come first.
    static func appendHits(_ hits: UnsafeBufferPointer<SearchTermTable.Hit>, following previous: Int32?, to output: inout [UInt8]) {
        // Each hit written into a buffer of the most it can take, a comma and three numbers of
        // at most 10 digits and their commas: this runs for every posting of the index, and
        // appending byte by byte to a growing array cost twice as much.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 34) { buffer in
            var last = previous ?? 0
            for (index, hit) in hits.enumerated() {
                var at = 0
                if index > 0 || previous != nil {
                    buffer[0] = UInt8(ascii: ",")
                    at = 1
                }
                at = putDecimal(UInt32(hit.page - last), into: buffer, at: at)
                buffer[at] = UInt8(ascii: ",")
                at = putDecimal(UInt32(hit.tenths), into: buffer, at: at + 1)
                buffer[at] = UInt8(ascii: ",")
                at = putDecimal(UInt32(hit.section), into: buffer, at: at + 1)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<at]))
                last = hit.page
            }
        }
    }

    /// Writes `number`'s decimal digits at `at`; returns where they end. Most numbers of an
    /// index have one or two digits (a score's tenths, a section, the distance to a page that
    /// follows closely), written without the loop.
    @inline(__always)
    static func putDecimal(_ number: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        if number < 10 {
            buffer[at] = UInt8(ascii: "0") | UInt8(truncatingIfNeeded: number)
            return at + 1
        }
        guard number < 100 else { return putLongDecimal(number, into: buffer, at: at) }
        // A tenth as a product and a shift, exact below 1,029.
        let tens = (number &* 205) >> 11
        buffer[at] = UInt8(ascii: "0") | UInt8(truncatingIfNeeded: tens)
        buffer[at + 1] = UInt8(ascii: "0") | UInt8(truncatingIfNeeded: number &- tens &* 10)
        return at + 2
    }

    private static func putLongDecimal(_ number: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        let end = at + decimalDigits(number)
        var (value, offset) = (number, end)
        repeat {
            offset -= 1
            let quotient = value / 10
            buffer[offset] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value &- quotient &* 10)
            value = quotient
        } while value > 0
        return end
    }

    /// How many decimal digits `number` has: compared rather than divided, as this runs for
    /// every number of the index, most of them of one to three digits.
    @inline(__always)
    static func decimalDigits(_ number: UInt32) -> Int {
        if number < 10 { return 1 }
        if number < 100 { return 2 }
        if number < 1_000 { return 3 }
        if number < 10_000 { return 4 }
        if number < 100_000 { return 5 }
        if number < 1_000_000 { return 6 }
        if number < 10_000_000 { return 7 }
        if number < 100_000_000 { return 8 }
        return number < 1_000_000_000 ? 9 : 10
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
        return max(1, roundedHalfUp(10 * weight * (saturation + 1) / (weight + saturation * norm)))
    }

    /// `value.rounded()` of a score (from 0, below 50), without the C library's `roundf`, which
    /// every hit of the index called: its whole part, and one more from a half up. The fraction
    /// is exact, as the whole part is the value's own bits cut short.
    static func roundedHalfUp(_ value: Float) -> Int {
        let whole = Int(value)
        return value - Float(whole) >= 0.5 ? whole + 1 : whole
    }
}
