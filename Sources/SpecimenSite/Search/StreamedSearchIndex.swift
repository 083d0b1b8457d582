import Foundation
import SpecimenPages

/// A streamed build's search index, made from its documents a batch at a time as they are
/// made: each batch's postings are read by every shard at once (`StreamedTermShard`) and then
/// let go, and only the documents' fragments and hashes are kept. The chunks it gives are
/// those a `SearchTermTable` of the same documents gives, byte for byte; unlike that table it
/// cannot be updated, which a build that keeps nothing for a next run never does.
///
/// Once it is given somewhere to write (`startWriting`), each whole file of pages' fragments
/// (`search/pages/N.json`) is written as soon as its pages are in, and their fragments let go:
/// at 100,000 pages they were 380 MB held until the last page's document was made.
final class StreamedSearchIndex: TermEntries, @unchecked Sendable {
    private var shards = (0..<TermShard.count).map(StreamedTermShard.init)
    /// Each document's framed fragment and its hash (see `SearchDocument`), in document order;
    /// the fragments already written are empty.
    private(set) var fragments: [Data] = []
    private(set) var fragmentHashes: [UInt64] = []
    private var finished = false
    /// Guards the fragments and what is written of them: documents are added on one thread
    /// while the writer is given on another.
    private let lock = NSLock()
    private var write: (([(String, Data)]) -> Void)?
    /// How many files of pages' fragments are written.
    private(set) var writtenPageFiles = 0
    /// The pages to a file, once known (see `SearchIndexFiles.pagesPerFile`).
    private var pagesPerFile: Int?
    /// Whether every page is in: later documents are the tokens', whose files are not these.
    private var pagesEnded = false

    init() {}

    /// How many documents it holds.
    var count: Int { lock.withLock { fragments.count } }

    /// Adds `documents`, numbered after those added before.
    func add(_ documents: [SearchDocument]) {
        assert(!finished, "documents added to a finished index")
        let (postings, first) = (documents.map(\.postings), count)
        shards.parallelUpdate { $0.add(postings, from: first) }
        lock.withLock {
            fragments.append(contentsOf: documents.map(\.framedFragment))
            fragmentHashes.append(contentsOf: documents.map(\.fragmentHash))
            writeWholePageFiles()
        }
    }

    /// Writes each whole file of pages' fragments to `write` from now on, those whole already
    /// at once.
    func startWriting(_ write: @escaping ([(String, Data)]) -> Void) {
        lock.withLock {
            self.write = write
            writeWholePageFiles()
        }
    }

    /// Says every page is in: the documents added after are the tokens'. Returns the pages to
    /// a file and how many files of them are written.
    func endPages() -> (pagesPerFile: Int, written: Int) {
        lock.withLock {
            pagesEnded = true
            let perFile = pagesPerFile ?? SearchIndexFiles.pagesPerFile(fragments[...])
            return (perFile, writtenPageFiles)
        }
    }

    /// Called with the lock held.
    private func writeWholePageFiles() {
        guard !pagesEnded else { return }
        if pagesPerFile == nil, fragments.count >= SearchIndexFiles.pagesSizingTheFiles {
            pagesPerFile = SearchIndexFiles.pagesPerFile(fragments[...])
        }
        guard let write, let perFile = pagesPerFile else { return }
        var files: [(String, Data)] = []
        while (writtenPageFiles + 1) * perFile <= fragments.count {
            let range = writtenPageFiles * perFile..<(writtenPageFiles + 1) * perFile
            files.append(("search/pages/\(writtenPageFiles).json", SearchIndexFiles.fragmentFile(fragments[range])))
            for position in range { fragments[position] = Data() }
            writtenPageFiles += 1
        }
        if !files.isEmpty { write(files) }
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
