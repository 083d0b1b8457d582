import SpecimenTokens

/// One shard of a streamed build's index (see `StreamedSearchIndex`): pages are read a batch
/// at a time, as they arrive, and each batch's hits are packed at once, term by term, as
/// variable-length integers (about 4 bytes a hit, where the chunks' text takes 11), which are
/// written out as JSON only when a chunk is made. Neither the pages' postings nor whole hits
/// are kept: at 100,000 pages the postings, the hits and the entries held until the end took
/// 1.8 GB.
struct StreamedTermShard {
    typealias Hit = SearchTermTable.Hit

    let index: Int
    private var numbers = TermNumbers()
    /// The page of each term's last hit packed (-1 before its first): an entry gives each page
    /// as the distance from the one before.
    private var lastPage: [Int32] = []
    /// The length of each term's entry `"term":[…]` as a chunk will hold it.
    private var entryLengths: [Int32] = []
    /// Each term's `"term":[`, quoted once when it is first met: term `n`'s ends at `headEnds[n]`.
    private var heads: [UInt8] = []
    private var headEnds: [Int] = []
    /// The hits of the batch being read, with their terms, in page order.
    private var batchTerms: [Int32] = []
    private var batchHits: [Hit] = []
    /// Every batch's hits, a segment per term and batch, one after the other: segment `n`
    /// holds hits of term `segmentTerms[n]` and ends at `segmentEnds[n]`. A hit is its page's
    /// distance from the last, its tenths and its section, each as a LEB128 integer.
    private var packed: [UInt8] = []
    private var segmentTerms: [Int32] = []
    private var segmentEnds: [Int] = []
    /// Once finished: the segments by term, in page order (term `n`'s are
    /// `segmentOrder[segmentStarts[n]..<segmentStarts[n + 1]]`).
    private var segmentOrder: [Int32] = []
    private var segmentStarts: [Int32] = []
    private(set) var units = TermUnits()

    init(index: Int) {
        self.index = index
    }

    /// Reads the shard's part of the postings of `pages`, numbered from `first`, and packs
    /// their hits.
    mutating func add(_ pages: [PagePostings], from first: Int) {
        // Room for the batch's hits at once: grown as they came, they were copied again and
        // again into memory never touched before.
        let hits = pages.reduce(0) { $0 + $1.entryCount(inShard: index) }
        // Written in place, their count known (appended one by one, each hit checked that both
        // arrays were not shared), in the storage of the batch before (taken out while `self`
        // changes, and given back).
        var (terms, found) = (batchTerms, batchHits)
        (batchTerms, batchHits) = ([], [])
        terms.append(contentsOf: repeatElement(0, count: hits))
        found.append(contentsOf: repeatElement(Hit(page: 0, tenths: 0, section: 0), count: hits))
        terms.withUnsafeMutableBufferPointer { terms in
            found.withUnsafeMutableBufferPointer { found in
                var at = 0
                for (offset, page) in pages.enumerated() {
                    page.forEachKeyedEntry(inShard: index) { key, longSpelling, entry in
                        let (number, isNew) = numbers.number(of: key, longSpelling: longSpelling)
                        if isNew { numbers.withBytes(of: number) { met($0) } }
                        terms[at] = Int32(number)
                        found[at] = Hit(page: first + offset, entry: entry, length: page.length)
                        at += 1
                    }
                }
            }
        }
        (batchTerms, batchHits) = (terms, found)
        packBatch()
    }

    /// Keeps what a term met for the first time needs: where its page numbers start, its
    /// quoted head, its entry's length so far and its UTF-16 units.
    private mutating func met(_ term: UnsafeBufferPointer<UInt8>) {
        lastPage.append(-1)
        let start = heads.count
        JSONWriter.appendQuoted(utf8: term, to: &heads)
        heads.append(UInt8(ascii: ":"))
        heads.append(UInt8(ascii: "["))
        headEnds.append(heads.count)
        // The head and the closing `]`.
        entryLengths.append(Int32(heads.count - start + 1))
        units.append(utf8: term)
    }

    /// Packs the batch's hits term by term (a counting sort by term keeps each term's in page
    /// order), each term's as one segment.
    private mutating func packBatch() {
        var counts = [Int32](repeating: 0, count: numbers.count)
        var terms: [Int32] = []
        for term in batchTerms {
            if counts[Int(term)] == 0 { terms.append(term) }
            counts[Int(term)] += 1
        }
        var next = [Int32](repeating: 0, count: numbers.count)
        var start: Int32 = 0
        for term in terms {
            next[Int(term)] = start
            start += counts[Int(term)]
        }
        let sorted = [Hit](unsafeUninitializedCapacity: batchHits.count) { sorted, count in
            for (term, hit) in zip(batchTerms, batchHits) {
                sorted.initializeElement(at: Int(next[Int(term)]), to: hit)
                next[Int(term)] += 1
            }
            count = batchHits.count
        }
        packed.append(contentsOf: packSegments(sorted, terms: terms, counts: counts))
        batchTerms.removeAll(keepingCapacity: true)
        batchHits.removeAll(keepingCapacity: true)
    }

    /// The bytes of the batch's segments, `sorted` holding each of `terms`' hits (`counts` of
    /// them) one term after the other; each segment's end is kept as if they followed `packed`.
    ///
    /// Written in place, in storage of the most they can take (three numbers of at most five
    /// bytes a hit), to be added at once: appended byte by byte, each byte checked that the array
    /// was not shared, they cost more than the rest of the batch.
    private mutating func packSegments(_ sorted: [Hit], terms: [Int32], counts: [Int32]) -> [UInt8] {
        let base = packed.count
        return [UInt8](unsafeUninitializedCapacity: sorted.count * 15) { bytes, written in
            written = 0
            lastPage.withUnsafeMutableBufferPointer { lastPage in
                entryLengths.withUnsafeMutableBufferPointer { entryLengths in
                    var at = 0
                    for term in terms.map(Int.init) {
                        for hit in sorted[at..<at + Int(counts[term])] {
                            let isFirst = lastPage[term] < 0
                            let distance = UInt32(hit.page - (isFirst ? 0 : lastPage[term]))
                            lastPage[term] = hit.page
                            let digits =
                                Self.pack(distance, into: bytes, at: &written) + Self.pack(UInt32(hit.tenths), into: bytes, at: &written)
                                + Self.pack(UInt32(hit.section), into: bytes, at: &written)
                            entryLengths[term] += Int32((isFirst ? 2 : 3) + digits)
                        }
                        segmentTerms.append(Int32(term))
                        segmentEnds.append(base + written)
                        at += Int(counts[term])
                    }
                }
            }
        }
    }

    /// Writes `value` as a LEB128 integer at `at`, which is moved past it; returns how many
    /// decimal digits it has (what its JSON will take).
    private static func pack(_ value: UInt32, into bytes: UnsafeMutableBufferPointer<UInt8>, at: inout Int) -> Int {
        var rest = value
        while rest >= 0x80 {
            bytes[at] = UInt8(truncatingIfNeeded: rest) | 0x80
            at += 1
            rest >>= 7
        }
        bytes[at] = UInt8(rest)
        at += 1
        return SearchChunks.decimalDigits(value)
    }

    /// Puts the segments in order by term and orders the terms: called once, after the last
    /// batch.
    mutating func finish() {
        (batchTerms, batchHits, lastPage) = ([], [], [])
        var starts = [Int32](repeating: 0, count: numbers.count + 1)
        for term in segmentTerms { starts[Int(term) + 1] += 1 }
        for term in 0..<numbers.count { starts[term + 1] += starts[term] }
        var next = starts
        segmentOrder = [Int32](repeating: 0, count: segmentTerms.count)
        for (segment, term) in segmentTerms.enumerated() {
            segmentOrder[Int(next[Int(term)])] = Int32(segment)
            next[Int(term)] += 1
        }
        segmentStarts = starts
        segmentTerms = []
        units.orderAll()
    }

    /// The length of the entry of the term numbered `number`.
    func entryLength(_ number: Int) -> Int {
        Int(entryLengths[number])
    }

    /// Writes the entry of the term numbered `number` into `output`, which is its length.
    func copyEntry(_ number: Int, into output: UnsafeMutableRawBufferPointer) {
        let headStart = number == 0 ? 0 : headEnds[number - 1]
        let headLength = headEnds[number] - headStart
        heads.withUnsafeBytes { heads in
            UnsafeMutableRawBufferPointer(rebasing: output[..<headLength]).copyMemory(
                from: UnsafeRawBufferPointer(rebasing: heads[headStart..<headEnds[number]]))
        }
        let digits = output.bindMemory(to: UInt8.self)
        var written = headLength
        packed.withUnsafeBufferPointer { packed in
            for position in Int(segmentStarts[number])..<Int(segmentStarts[number + 1]) {
                let segment = Int(segmentOrder[position])
                var at = segment == 0 ? 0 : segmentEnds[segment - 1]
                let end = segmentEnds[segment]
                while at < end {
                    // A comma before every hit but the first, and between a hit's three numbers.
                    if written > headLength {
                        digits[written] = UInt8(ascii: ",")
                        written += 1
                    }
                    written = SearchChunks.putDecimal(Self.unpack(packed, at: &at), into: digits, at: written)
                    digits[written] = UInt8(ascii: ",")
                    written = SearchChunks.putDecimal(Self.unpack(packed, at: &at), into: digits, at: written + 1)
                    digits[written] = UInt8(ascii: ",")
                    written = SearchChunks.putDecimal(Self.unpack(packed, at: &at), into: digits, at: written + 1)
                }
            }
        }
        digits[written] = UInt8(ascii: "]")
    }

    /// The LEB128 integer at `at`, which is moved past it.
    @inline(__always)
    private static func unpack(_ packed: UnsafeBufferPointer<UInt8>, at: inout Int) -> UInt32 {
        // Most numbers take one byte.
        let first = packed[at]
        at += 1
        guard first >= 0x80 else { return UInt32(first) }
        var value = UInt32(first & 0x7F)
        var shift: UInt32 = 7
        while true {
            let byte = packed[at]
            at += 1
            value |= UInt32(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// The term numbered `number`.
    func term(_ number: Int) -> String {
        numbers.term(number)
    }
}
