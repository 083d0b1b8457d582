import SpecimenPages

/// Every term of the index with the documents that hold it, each term's chunk entry written
/// once, kept from one run to the next: an update takes out and puts back the postings of the
/// documents it changed, and writes again only the entries of their terms.
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

    typealias Postings = [Hit]

    /// The language the documents' words were split in.
    let language: String
    private var documents: [PagePostings] = []
    /// What tells a document changed (its fragment's hash, which its text decides).
    private var fingerprints: [UInt64] = []
    /// The terms by number, found by their bytes (terms are folded to one Unicode form
    /// already: a `String` key would normalize every non-ASCII term again at each lookup).
    private var numbers = TermNumbers()
    /// By term number: its postings, and its `"term":[…]` as a chunk holds it (nil while no
    /// document holds the term).
    private var postings: [Postings] = []
    private var entries: [String?] = []
    /// The terms in the order JavaScript compares strings, with their UTF-16 units and numbers.
    private(set) var ordered: [OrderedTerm] = []

    typealias OrderedTerm = (term: String, units: [UInt16], number: Int)

    init(documents: [PagePostings], fingerprints: [UInt64], language: String) {
        (self.documents, self.fingerprints, self.language) = (documents, fingerprints, language)
        postings = Self.postings(of: documents, numbering: &numbers)
        let terms = postings.indices.map { numbers.term($0) }
        // The entries are written while the terms are sorted: on two cores the two take the
        // time of one.
        let sorted = BackgroundTask {
            // By their UTF-16 units made once: transcoding inside every comparison cost more
            // than the rest of the index on a big token set.
            terms.enumerated().map { (term: $1, units: Array($1.utf16), number: $0) }
                .sorted { $0.units.lexicographicallyPrecedes($1.units) }
        }
        entries = zip(terms, postings).map { SearchChunks.entry($0, $1) }
        ordered = sorted.wait()
    }

    /// Every term's postings, by the number `numbers` gives it, each list in document order.
    /// Laid out by counting first (a term's hits, then each list made at its size at once):
    /// appending to tens of thousands of growing lists was a quarter of the index's time.
    private static func postings(of documents: [PagePostings], numbering numbers: inout TermNumbers) -> [Postings] {
        var termOfEntry: [Int32] = []
        termOfEntry.reserveCapacity(documents.reduce(0) { $0 + $1.entries.count })
        var counts: [Int32] = []
        for page in documents {
            page.forEachEntry { term, _ in
                let (number, isNew) = numbers.number(of: term, lowercasing: false)
                if isNew { counts.append(0) }
                counts[number] += 1
                termOfEntry.append(Int32(number))
            }
        }
        // Where each term's hits start in one flat list, then the hits put there in document order.
        var starts = [Int](repeating: 0, count: counts.count + 1)
        for term in counts.indices { starts[term + 1] = starts[term] + Int(counts[term]) }
        var next = starts
        let placeholder = Hit(page: 0, tenths: 0, section: 0)
        var flat = [Hit](repeating: placeholder, count: termOfEntry.count)
        var position = 0
        flat.withUnsafeMutableBufferPointer { flat in
            for (page, postingsOfPage) in documents.enumerated() {
                for entry in postingsOfPage.entries {
                    let term = Int(termOfEntry[position])
                    flat[next[term]] = Hit(page: page, entry: entry, length: postingsOfPage.length)
                    next[term] += 1
                    position += 1
                }
            }
        }
        return counts.indices.map { Array(flat[starts[$0]..<starts[$0 + 1]]) }
    }

    /// The `"term":[…]` of the term numbered `number` (as `ordered` gives them).
    func entry(number: Int) -> String? {
        entries[number]
    }

    /// The number of the term spelled by `term`, and room for its postings when it is new.
    private mutating func number(of term: UnsafeBufferPointer<UInt8>) -> Int {
        let (number, isNew) = numbers.number(of: term, lowercasing: false)
        if isNew {
            postings.append([])
            entries.append(nil)
        }
        return number
    }

    /// Makes the table that of `documents` by changing what changed; anew when documents were
    /// added or removed, which renumbers them. (Mutating, so that a table held once is changed
    /// in place rather than copied whole.)
    mutating func update(documents: [PagePostings], fingerprints: [UInt64]) {
        guard documents.count == self.documents.count else {
            self = SearchTermTable(documents: documents, fingerprints: fingerprints, language: language)
            return
        }
        var dirty: Set<Int> = []
        for page in documents.indices where fingerprints[page] != self.fingerprints[page] {
            let (before, after) = (self.documents[page], documents[page])
            before.forEachEntry { bytes, _ in
                let term = number(of: bytes)
                postings[term].removeAll { $0.page == Int32(page) }
                dirty.insert(term)
            }
            after.forEachEntry { bytes, entry in
                let (term, hit) = (number(of: bytes), Hit(page: page, entry: entry, length: after.length))
                postings[term].insert(hit, at: postings[term].firstIndex { $0.page > hit.page } ?? postings[term].endIndex)
                dirty.insert(term)
            }
        }
        (self.documents, self.fingerprints) = (documents, fingerprints)
        rewrite(dirty)
    }

    /// Writes again the entries of the terms numbered `terms`, and takes out of the order those
    /// no document holds.
    private mutating func rewrite(_ terms: Set<Int>) {
        guard !terms.isEmpty else { return }
        var added: [OrderedTerm] = []
        var gone: Set<Int> = []
        for number in terms {
            let term = numbers.term(number)
            guard !postings[number].isEmpty else {
                if entries[number] != nil { gone.insert(number) }
                entries[number] = nil
                continue
            }
            if entries[number] == nil { added.append((term, Array(term.utf16), number)) }
            entries[number] = SearchChunks.entry(term, postings[number])
        }
        if !gone.isEmpty { ordered.removeAll { gone.contains($0.number) } }
        for term in added {
            let index = ordered.partitionPoint { !$0.units.lexicographicallyPrecedes(term.units) }
            ordered.insert(term, at: index)
        }
    }
}

extension Array {
    /// The first index whose element satisfies `belongsAfter`, the array being partitioned by it
    /// (false, then true).
    fileprivate func partitionPoint(_ belongsAfter: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
