import SpecimenTokens

/// One shard of a streamed build's index (see `StreamedSearchIndex`): pages are read a batch
/// at a time, as they arrive, and each hit is packed as it is read, after its term's last
/// (`PackedHits`), as variable-length integers (about 4 bytes a hit, where the chunks' text
/// takes 11), which are written out as JSON only when a chunk is made. Neither the pages'
/// postings nor whole hits are kept: at 100,000 pages the postings, the hits and the entries
/// held until the end took 1.8 GB.
struct StreamedTermShard {
    typealias Hit = SearchTermTable.Hit

    let index: Int
    private var numbers = TermNumbers()
    /// Each term's hits, by term number.
    private let hits = PackedHits()
    /// Each term's `"term":[`, quoted once when it is first met: term `n`'s ends at `headEnds[n]`.
    private var heads: [UInt8] = []
    private var headEnds: [Int] = []
    private(set) var units = TermUnits()

    init(index: Int) {
        self.index = index
    }

    /// Reads the shard's part of the postings of `pages`, numbered from `first`, and packs
    /// their hits.
    mutating func add(_ pages: [PagePostings], from first: Int) {
        let hits = self.hits
        for (offset, page) in pages.enumerated() {
            let number = first + offset
            page.forEachKeyedEntry(inShard: index) { key, longSpelling, entry in
                let (term, isNew) = numbers.number(of: key, longSpelling: longSpelling)
                if isNew { numbers.withBytes(of: term) { met($0) } }
                let hit = Hit(page: number, entry: entry, length: page.length)
                hits.append(page: hit.page, tenths: UInt32(hit.tenths), section: UInt32(hit.section), toTerm: term)
            }
        }
    }

    /// Keeps what a term met for the first time needs: its first block of hits, its quoted
    /// head, its entry's length so far and its UTF-16 units.
    private mutating func met(_ term: UnsafeBufferPointer<UInt8>) {
        let start = heads.count
        JSONWriter.appendQuoted(utf8: term, to: &heads)
        heads.append(UInt8(ascii: ":"))
        heads.append(UInt8(ascii: "["))
        headEnds.append(heads.count)
        // The head and the closing `]`.
        hits.addTerm(entryLength: heads.count - start + 1)
        units.append(utf8: term)
    }

    /// Orders the terms: called once, after the last batch.
    mutating func finish() {
        units.orderAll()
    }

    /// The length of the entry of the term numbered `number`.
    func entryLength(_ number: Int) -> Int {
        hits.entryLength(number)
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
        digits[hits.writeHits(of: number, into: digits, at: headLength)] = UInt8(ascii: "]")
    }

    /// The term numbered `number`.
    func term(_ number: Int) -> String {
        numbers.term(number)
    }
}
