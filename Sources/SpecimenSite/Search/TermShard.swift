/// The terms of the index that fall in one shard, each with the documents that hold it and its
/// chunk entry: a term's shard follows from its bytes alone, so the shards of a table are built
/// at once, one per core, each reading only its own part of every page (`PagePostings` keeps
/// its entries grouped by shard), and need nothing of each other. A big index's terms were
/// numbered, laid out and written on one thread while the site's pages waited for it.
struct TermShard {
    typealias Hit = SearchTermTable.Hit

    /// How many shards a table has: more than most machines' cores, so that a shard that runs
    /// long does not leave the other cores idle.
    static let count = 8

    /// The shard of the term spelled by `bytes` (folded already).
    static func shard(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        shard(of: TermNumbers.key(of: bytes, lowercasing: false))
    }

    /// The shard of the term keyed `key`: a hash of its key's two integers (its first sixteen
    /// bytes, or its first eight and its hash) and its length, as the same term gives the same
    /// shard on every page.
    static func shard(of key: TermNumbers.Key) -> Int {
        let second = key.second
        let mixed = (key.first ^ (second << 29 | second >> 35) ^ UInt64(key.length)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 61)
    }

    let index: Int
    /// The shard's terms by number, found by their bytes.
    private var numbers = TermNumbers()
    /// The postings as built, in document order: term `n`'s from `builtHitStarts[n]` to
    /// `builtHitStarts[n + 1]`, every list in one array (tens of thousands of small arrays cost
    /// more to make and to free than the rest of a shard).
    private var builtHits: [Hit] = []
    private var builtHitStarts: [Int] = [0]
    /// The `"term":[…]` of each built term as a chunk holds it, one after the other in the same
    /// way (every built term has one: it was built from the documents that hold it).
    private var builtEntries: [UInt8] = []
    private var builtEntryStarts: [Int] = [0]
    /// What an update changed: the postings and entries of the terms it touched or added,
    /// which replace the built ones.
    private var changedHits: [Int: [Hit]] = [:]
    private var changedEntries: [Int: [UInt8]] = [:]
    /// Every term's UTF-16 units, by number, and the order of those with an entry.
    private(set) var units = TermUnits()

    /// The shard numbered `index` of the terms of `documents`.
    init(index: Int, documents: [PagePostings]) {
        self.index = index
        (builtHits, builtHitStarts) = Self.postings(of: documents, in: index, numbering: &numbers)
        let count = builtHitStarts.count - 1
        builtEntryStarts.reserveCapacity(count + 1)
        units.reserve(count)
        builtHits.withUnsafeBufferPointer { hits in
            for number in 0..<count {
                numbers.withBytes(of: number) { term in
                    let termHits = UnsafeBufferPointer(rebasing: hits[builtHitStarts[number]..<builtHitStarts[number + 1]])
                    SearchChunks.appendEntry(term, termHits, to: &builtEntries)
                    builtEntryStarts.append(builtEntries.count)
                    units.append(utf8: term)
                }
            }
        }
        units.orderAll()
    }

    /// The `"term":[…]` of the term numbered `number`, or nil while no document holds it.
    func entry(_ number: Int) -> ArraySlice<UInt8>? {
        // Asked for every term when the chunks are written: the changed ones looked up only
        // after an update made some.
        if !changedEntries.isEmpty, let changed = changedEntries[number] { return changed.isEmpty ? nil : changed[...] }
        let (start, end) = (builtEntryStarts[number], builtEntryStarts[number + 1])
        return start < end ? builtEntries[start..<end] : nil
    }

    /// The postings of the term numbered `number`, in document order.
    private func hits(_ number: Int) -> [Hit] {
        changedHits[number] ?? (number + 1 < builtHitStarts.count ? Array(builtHits[builtHitStarts[number]..<builtHitStarts[number + 1]]) : [])
    }

    /// The term numbered `number`.
    func term(_ number: Int) -> String {
        numbers.term(number)
    }

    /// The shard's terms' postings, by the number `numbers` gives each, every list in document
    /// order, one after the other: each term's hits counted first, then put in place, so that
    /// no list grows (appending to tens of thousands of growing lists was a quarter of the
    /// index's time). Returns the hits and where each term's hits start (and, last, where they end).
    private static func postings(of documents: [PagePostings], in shard: Int, numbering numbers: inout TermNumbers) -> ([Hit], [Int]) {
        var termOfEntry: [Int32] = []
        var counts: [Int32] = []
        for page in documents {
            page.forEachEntry(inShard: shard) { term, _ in
                let (number, isNew) = numbers.number(of: term, lowercasing: false)
                if isNew { counts.append(0) }
                counts[number] += 1
                termOfEntry.append(Int32(number))
            }
        }
        var starts = [Int](repeating: 0, count: counts.count + 1)
        for term in counts.indices { starts[term + 1] = starts[term] + Int(counts[term]) }
        var next = starts
        var flat = [Hit](repeating: Hit(page: 0, tenths: 0, section: 0), count: termOfEntry.count)
        var position = 0
        flat.withUnsafeMutableBufferPointer { flat in
            for (page, postingsOfPage) in documents.enumerated() {
                postingsOfPage.forEachEntry(inShard: shard) { _, entry in
                    let term = Int(termOfEntry[position])
                    flat[next[term]] = Hit(page: page, entry: entry, length: postingsOfPage.length)
                    next[term] += 1
                    position += 1
                }
            }
        }
        return (flat, starts)
    }

    /// The number of the term spelled by `term`; a new term is kept with no postings.
    private mutating func number(of term: UnsafeBufferPointer<UInt8>) -> Int {
        let (number, isNew) = numbers.number(of: term, lowercasing: false)
        if isNew {
            changedHits[number] = []
            changedEntries[number] = []
            units.append(utf8: term)
        }
        return number
    }

    /// Takes out the hit of document `page` for the term spelled by `term`; returns the term's number.
    mutating func remove(page: Int, term: UnsafeBufferPointer<UInt8>) -> Int {
        let number = number(of: term)
        var hits = hits(number)
        hits.removeAll { $0.page == Int32(page) }
        changedHits[number] = hits
        return number
    }

    /// Puts `hit` in document order among the term's; returns the term's number.
    mutating func insert(_ hit: Hit, term: UnsafeBufferPointer<UInt8>) -> Int {
        let number = number(of: term)
        var hits = hits(number)
        hits.insert(hit, at: hits.firstIndex { $0.page > hit.page } ?? hits.endIndex)
        changedHits[number] = hits
        return number
    }

    /// Writes again the entries of the terms numbered `terms`, puts in order those that now
    /// have one, and takes out those no document holds any longer.
    mutating func rewrite(_ terms: Set<Int>) {
        var gone: Set<Int32> = []
        for number in terms {
            let hadEntry = entry(number) != nil
            let hits = hits(number)
            guard !hits.isEmpty else {
                if hadEntry { gone.insert(Int32(number)) }
                changedEntries[number] = []
                continue
            }
            if !hadEntry {
                let place = units.withView { view in view.order.partitionPoint { view.precedes(Int32(number), $0) } }
                units.order.insert(Int32(number), at: place)
            }
            var entry: [UInt8] = []
            numbers.withBytes(of: number) { term in hits.withUnsafeBufferPointer { SearchChunks.appendEntry(term, $0, to: &entry) } }
            changedEntries[number] = entry
        }
        if !gone.isEmpty { units.order.removeAll { gone.contains($0) } }
    }
}

extension Collection where Index == Int {
    /// The first index whose element satisfies `belongsAfter`, the collection being
    /// partitioned by it (false, then true).
    fileprivate func partitionPoint(_ belongsAfter: (Element) -> Bool) -> Int {
        var (low, high) = (startIndex, endIndex)
        while low < high {
            let middle = (low + high) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
