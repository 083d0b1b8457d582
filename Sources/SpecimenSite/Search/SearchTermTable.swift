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

        init(page: Int, entry: PagePostings.Entry, length: Int) {
            self.page = Int32(page)
            tenths = Int32(SearchChunks.tenths(entry.score, length: length))
            section = entry.section + 1
        }
    }

    typealias Postings = [Hit]

    /// A term as a key, hashed and compared by its UTF-8 bytes: terms are folded to one
    /// Unicode form already, and a `String` key would normalize every non-ASCII term again at
    /// each lookup.
    struct Key: Hashable {
        let term: String

        func hash(into hasher: inout Hasher) {
            var term = term
            term.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (left: Key, right: Key) -> Bool {
            var (left, right) = (left.term, right.term)
            return left.withUTF8 { a in right.withUTF8 { b in a.count == b.count && a.elementsEqual(b) } }
        }
    }

    /// The language the documents' words were split in.
    let language: String
    private var documents: [PagePostings] = []
    /// What tells a document changed (its fragment's hash, which its text decides).
    private var fingerprints: [UInt64] = []
    private var postings: [Key: Postings] = [:]
    /// Each term's `"term":[…]` as a chunk holds it.
    private var entries: [Key: String] = [:]
    /// The terms in the order JavaScript compares strings, with their UTF-16 units.
    private(set) var ordered: [(term: String, units: [UInt16])] = []

    init(documents: [PagePostings], fingerprints: [UInt64], language: String) {
        (self.documents, self.fingerprints, self.language) = (documents, fingerprints, language)
        // Documents are visited in order, so each term's list is in document order.
        for (page, postingsOfPage) in documents.enumerated() {
            for entry in postingsOfPage.entries {
                postings[Key(term: entry.term), default: []].append(Hit(page: page, entry: entry, length: postingsOfPage.length))
            }
        }
        for (key, list) in postings { entries[key] = SearchChunks.entry(key.term, list) }
        // Sorted by their UTF-16 units made once: transcoding inside every comparison cost more
        // than the rest of the index on a big token set.
        ordered = postings.keys.map { (term: $0.term, units: Array($0.term.utf16)) }.sorted { $0.units.lexicographicallyPrecedes($1.units) }
    }

    /// The term's `"term":[…]` as a chunk holds it.
    func entry(_ term: String) -> String? {
        entries[Key(term: term)]
    }

    /// Makes the table that of `documents` by changing what changed; anew when documents were
    /// added or removed, which renumbers them. (Mutating, so that a table held once is changed
    /// in place rather than copied whole.)
    mutating func update(documents: [PagePostings], fingerprints: [UInt64]) {
        guard documents.count == self.documents.count else {
            self = SearchTermTable(documents: documents, fingerprints: fingerprints, language: language)
            return
        }
        var dirty: Set<Key> = []
        for page in documents.indices where fingerprints[page] != self.fingerprints[page] {
            for term in self.documents[page].entries.lazy.map({ Key(term: $0.term) }) {
                postings[term]?.removeAll { $0.page == Int32(page) }
                dirty.insert(term)
            }
            for entry in documents[page].entries {
                let (term, hit) = (Key(term: entry.term), Hit(page: page, entry: entry, length: documents[page].length))
                postings[term, default: []].insert(hit, at: postings[term]?.firstIndex { $0.page > hit.page } ?? postings[term]?.endIndex ?? 0)
                dirty.insert(term)
            }
        }
        (self.documents, self.fingerprints) = (documents, fingerprints)
        rewrite(dirty)
    }

    /// Writes again the entries of `terms`, and takes out of the order those no document holds.
    private mutating func rewrite(_ terms: Set<Key>) {
        guard !terms.isEmpty else { return }
        var added: [(term: String, units: [UInt16])] = []
        var gone: Set<Key> = []
        for key in terms {
            guard let list = postings[key], !list.isEmpty else {
                postings[key] = nil
                if entries.removeValue(forKey: key) != nil { gone.insert(key) }
                continue
            }
            if entries.updateValue(SearchChunks.entry(key.term, list), forKey: key) == nil {
                added.append((key.term, Array(key.term.utf16)))
            }
        }
        if !gone.isEmpty { ordered.removeAll { gone.contains(Key(term: $0.term)) } }
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
