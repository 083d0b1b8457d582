import Foundation
import SpecimenPages

/// A streamed build's search index, made from its documents a batch at a time as they are
/// made: each batch's postings are read by every shard at once (`StreamedTermShard`) and then
/// let go, and only the documents' fragments and hashes are kept. The chunks it gives are
/// those a `SearchTermTable` of the same documents gives, byte for byte; unlike that table it
/// cannot be updated, which a build that keeps nothing for a next run never does.
final class StreamedSearchIndex: TermEntries, @unchecked Sendable {
    private var shards = (0..<TermShard.count).map(StreamedTermShard.init)
    /// Each document's fragment and its hash (see `SearchDocument`), in document order.
    private(set) var fragments: [Data] = []
    private(set) var fragmentHashes: [UInt64] = []
    private var finished = false

    init() {}

    /// How many documents it holds.
    var count: Int { fragments.count }

    /// Adds `documents`, numbered after those added before.
    func add(_ documents: [SearchDocument]) {
        assert(!finished, "documents added to a finished index")
        let (postings, first) = (documents.map(\.postings), count)
        shards.parallelUpdate { $0.add(postings, from: first) }
        fragments.append(contentsOf: documents.map(\.fragment))
        fragmentHashes.append(contentsOf: documents.map(\.fragmentHash))
    }

    /// Makes the index ready for its chunks; no document can be added after.
    func finish() {
        guard !finished else { return }
        finished = true
        shards.parallelUpdate { $0.finish() }
    }

    func ordered() -> [TermUnits.Place] {
        TermUnits.ordered(shards.map(\.units))
    }

    func entryLength(_ place: TermUnits.Place) -> Int {
        shards[Int(place.shard)].entryLength(Int(place.number))
    }

    func copyEntry(_ place: TermUnits.Place, into output: UnsafeMutableRawBufferPointer) {
        shards[Int(place.shard)].copyEntry(Int(place.number), into: output)
    }

    func term(_ place: TermUnits.Place) -> String {
        shards[Int(place.shard)].term(Int(place.number))
    }
}
