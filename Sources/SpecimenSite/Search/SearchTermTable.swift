import SpecimenPages

/// Every term of the index with the documents that hold it, each term's chunk entry written
/// once, kept from one run to the next: an update takes out and puts back the postings of the
/// documents it changed, and writes again only the entries of their terms. The terms are kept
/// in shards (`TermShard`), built at once.
struct SearchTermTable: TermEntries {
    /// A document's posting as a chunk writes it, in 12 bytes: a big index holds millions.
    struct Hit: Equatable {
        var page: Int32
        /// The score in tenths (see `SearchChunks.tenths`).
        var tenths: Int32
        /// The section from 1, 0 being the title.
        var section: Int32

        init(page: Int32, tenths: Int32, section: Int32) {
            (self.page, self.tenths, self.section) = (page, tenths, section)
        }

        init(page: Int, entry: PagePostings.Entry, length: Int) {
            self.page = Int32(page)
            tenths = Int32(SearchChunks.tenths(entry.score, length: length))
            section = entry.section + 1
        }
    }

    /// The language the documents' words were split in.
    let language: String
    private var documents: [PagePostings] = []
    /// What tells a document changed (its fragment's hash, which its text decides).
    private var fingerprints: [UInt64] = []
    /// The terms, by shard (see `TermShard`).
    private var shards: [TermShard] = []

    typealias TermPlace = TermUnits.Place

    /// The table of `documents`, its shards built at once on all cores.
    init(documents: [PagePostings], fingerprints: [UInt64], language: String) {
        (self.documents, self.fingerprints, self.language) = (documents, fingerprints, language)
        shards = Array(0..<TermShard.count).parallelMap { TermShard(index: $0, documents: documents) }
    }

    /// The `"term":[…]` of the term at `place` (as `ordered` gives them).
    func entry(_ place: TermPlace) -> ArraySlice<UInt8>? {
        shards[Int(place.shard)].entry(Int(place.number))
    }

    func entryLength(_ place: TermPlace) -> Int {
        entry(place)?.count ?? 0
    }

    func copyEntry(_ place: TermPlace, into output: UnsafeMutableRawBufferPointer) {
        entry(place)?.withUnsafeBytes { output.copyMemory(from: $0) }
    }

    /// The term at `place`.
    func term(_ place: TermPlace) -> String {
        shards[Int(place.shard)].term(Int(place.number))
    }

    /// Every term that has an entry, in the order JavaScript compares strings.
    func ordered() -> [TermPlace] {
        TermUnits.ordered(shards.map(\.units))
    }

    /// Makes the table that of `documents` by changing what changed; anew when documents were
    /// added or removed, which renumbers them. (Mutating, so that a table held once is changed
    /// in place rather than copied whole.)
    mutating func update(documents: [PagePostings], fingerprints: [UInt64]) {
        guard documents.count == self.documents.count else {
            self = SearchTermTable(documents: documents, fingerprints: fingerprints, language: language)
            return
        }
        var dirty = [Set<Int>](repeating: [], count: TermShard.count)
        for page in documents.indices where fingerprints[page] != self.fingerprints[page] {
            let (before, after) = (self.documents[page], documents[page])
            for shard in shards.indices {
                before.forEachEntry(inShard: shard) { bytes, _ in dirty[shard].insert(shards[shard].remove(page: page, term: bytes)) }
                after.forEachEntry(inShard: shard) { bytes, entry in
                    dirty[shard].insert(shards[shard].insert(Hit(page: page, entry: entry, length: after.length), term: bytes))
                }
            }
        }
        (self.documents, self.fingerprints) = (documents, fingerprints)
        for shard in shards.indices where !dirty[shard].isEmpty { shards[shard].rewrite(dirty[shard]) }
    }
}
