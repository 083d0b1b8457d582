/// A shard's terms as UTF-16 units, by number, and the order of those that have an entry:
/// terms are ordered as JavaScript compares strings, and units made once and kept in one
/// array are compared in place, with no string or array retained per term.
struct TermUnits {
    /// Every term's units one after the other, by number: term `n` ends at `ends[n]`.
    private var units: [UInt16] = []
    private var ends: [Int32] = []
    /// The numbers of the terms that have an entry, in that order.
    var order: [Int32] = []

    /// Room for `count` terms.
    mutating func reserve(_ count: Int) {
        ends.reserveCapacity(count)
    }

    /// Keeps the units of the next term, spelled by `bytes` (valid UTF-8), made from the bytes
    /// as they are read: a string of each of a big index's terms cost more than the units.
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        UTF8Scalars.appendUTF16(of: bytes, to: &units)
        ends.append(Int32(units.count))
    }

    /// Orders every term kept.
    mutating func orderAll() {
        var order = Array(0..<Int32(ends.count))
        withView { view in order.sort { view.precedes($0, $1) } }
        self.order = order
    }

    /// Terms' units, read in place. Sendable as its memory is only read, and only inside
    /// `withView`, which outlives the merges that share it.
    struct View: @unchecked Sendable {
        let units: UnsafeBufferPointer<UInt16>
        let ends: UnsafeBufferPointer<Int32>
        let order: UnsafeBufferPointer<Int32>

        /// The units of the term numbered `number`.
        func of(_ number: Int32) -> UnsafeBufferPointer<UInt16> {
            let start = number == 0 ? 0 : Int(ends[Int(number) - 1])
            return UnsafeBufferPointer(rebasing: units[start..<Int(ends[Int(number)])])
        }

        func precedes(_ a: Int32, _ b: Int32) -> Bool {
            Self.precedes(of(a), of(b))
        }

        /// Whether `a` comes before `b` unit by unit, as JavaScript compares strings; an index
        /// loop, which costs a third of `lexicographicallyPrecedes`'s iterators here.
        static func precedes(_ a: UnsafeBufferPointer<UInt16>, _ b: UnsafeBufferPointer<UInt16>) -> Bool {
            let common = Swift.min(a.count, b.count)
            var index = 0
            while index < common {
                if a[index] != b[index] { return a[index] < b[index] }
                index += 1
            }
            return a.count < b.count
        }
    }

    /// Calls `body` with the units and order, valid only while it runs.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        units.withUnsafeBufferPointer { units in
            ends.withUnsafeBufferPointer { ends in
                order.withUnsafeBufferPointer { body(View(units: units, ends: ends, order: $0)) }
            }
        }
    }

    /// Where a term is kept: its shard and its number there.
    typealias Place = (shard: Int32, number: Int32)

    /// Every term of `shards` that has an entry, in the order JavaScript compares strings: the
    /// shards' orders merged two by two, the merges of each round at once.
    static func ordered(_ shards: [TermUnits]) -> [Place] {
        withViews(of: shards[...], []) { views in
            var lists: [[Place]] = views.enumerated().map { shard, view in view.order.map { (shard: Int32(shard), number: $0) } }
            while lists.count > 1 {
                let round = lists
                lists = Array(stride(from: 0, to: round.count, by: 2)).parallelMap { index in
                    index + 1 < round.count ? merged(round[index], round[index + 1], views) : round[index]
                }
            }
            return lists.first ?? []
        }
    }

    /// Two ordered lists of places as one (no term is in both).
    private static func merged(_ a: [Place], _ b: [Place], _ views: [View]) -> [Place] {
        var result: [Place] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if View.precedes(views[Int(b[j].shard)].of(b[j].number), views[Int(a[i].shard)].of(a[i].number)) {
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
    private static func withViews<Result>(of shards: ArraySlice<TermUnits>, _ views: [View], _ body: ([View]) -> Result) -> Result {
        guard let first = shards.first else { return body(views) }
        return first.withView { withViews(of: shards.dropFirst(), views + [$0], body) }
    }
}
