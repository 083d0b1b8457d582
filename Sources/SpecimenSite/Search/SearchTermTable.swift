import SpecimenPages

/// Every term of the index with the documents that hold it, each term's chunk entry written
/// once, kept from one run to the next: an update takes out and puts back the postings of the
/// documents it changed, and writes again only the entries of their terms. The terms are kept
/// in shards (`TermShard`), built at once.
struct SearchTermTable {
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

    /// Where a term is kept: its shard and its number there.
    typealias TermPlace = (shard: Int32, number: Int32)

    /// The table of `documents`, its shards built at once on all cores.
    init(documents: [PagePostings], fingerprints: [UInt64], language: String) {
        (self.documents, self.fingerprints, self.language) = (documents, fingerprints, language)
        shards = Array(0..<TermShard.count).parallelMap { TermShard(index: $0, documents: documents) }
    }

    /// The `"term":[…]` of the term at `place` (as `ordered` gives them).
    func entry(_ place: TermPlace) -> ArraySlice<UInt8>? {
        shards[Int(place.shard)].entry(Int(place.number))
    }

    /// The term at `place`.
    func term(_ place: TermPlace) -> String {
        shards[Int(place.shard)].term(Int(place.number))
    }

    /// Every term that has an entry, in the order JavaScript compares strings: the shards'
    /// orders merged two by two, the merges of each round at once.
    func ordered() -> [TermPlace] {
        Self.withViews(of: shards[...], []) { views in
            var lists: [[TermPlace]] = views.enumerated().map { shard, view in view.order.map { (shard: Int32(shard), number: $0) } }
            while lists.count > 1 {
                let round = lists
                lists = Array(stride(from: 0, to: round.count, by: 2)).parallelMap { index in
                    index + 1 < round.count ? Self.merged(round[index], round[index + 1], views) : round[index]
                }
            }
            return lists.first ?? []
        }
    }

    /// Two ordered lists of places as one (no term is in both).
    private static func merged(_ a: [TermPlace], _ b: [TermPlace], _ views: [TermShard.UnitsView]) -> [TermPlace] {
        var result: [TermPlace] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if TermShard.UnitsView.precedes(views[Int(b[j].shard)].of(b[j].number), views[Int(a[i].shard)].of(a[i].number)) {
                result.append(b[j])
                j += 1
            } else {
                result.append(a[i])
                i += 1
            }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }

    /// Calls `body` with a view of every shard's units, all valid while it runs.
    private static func withViews<Result>(
        of shards: ArraySlice<TermShard>, _ views: [TermShard.UnitsView], _ body: ([TermShard.UnitsView]) -> Result
    ) -> Result {
        guard let first = shards.first else { return body(views) }
        return first.withUnits { withViews(of: shards.dropFirst(), views + [$0], body) }
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
