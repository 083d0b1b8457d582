/// A shard's terms as UTF-16 units, by number, and the order of those that have an entry:
/// terms are ordered as JavaScript compares strings, and units made once and kept in one
/// array are compared in place, with no string or array retained per term.
struct TermUnits {
    /// Every term's units one after the other, by number: term `n` ends at `ends[n]`.
    private var units: [UInt16] = []
    private var ends: [Int32] = []
    /// Each term's first four units in one integer, the first in the highest bits and zeros
    /// where the term is shorter (no term holds U+0000): terms whose keys differ are in their
    /// keys' order, so that most comparisons read one integer rather than two terms' units
    /// wherever they lie (the sorts and merges were 3 % of a Korean build).
    private var keys: [UInt64] = []
    /// The numbers of the terms that have an entry, in that order.
    var order: [Int32] = []

    /// Room for `count` terms.
    mutating func reserve(_ count: Int) {
        ends.reserveCapacity(count)
        keys.reserveCapacity(count)
    }

    /// Keeps the units of the next term, spelled by `bytes` (valid UTF-8), made from the bytes
    /// as they are read: a string of each of a big index's terms cost more than the units.
    mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let start = units.count
        UTF8Scalars.appendUTF16(of: bytes, to: &units)
        ends.append(Int32(units.count))
        keys.append(units.withUnsafeBufferPointer { Self.key(of: UnsafeBufferPointer(rebasing: $0[start...])) })
    }

    /// The first four of `units` as a key (see `keys`).
    static func key(of units: UnsafeBufferPointer<UInt16>) -> UInt64 {
        var key: UInt64 = 0
        for offset in 0..<min(4, units.count) { key |= UInt64(units[offset]) << UInt64(48 - 16 * offset) }
        return key
    }

    /// Orders every term kept: sorted with their keys beside them, a term's units are read
    /// only when its key is another's.
    mutating func orderAll() {
        var keyed = keys.enumerated().map { (key: $1, number: Int32($0)) }
        withView { view in
            keyed.sort { View.precedes(key: $0.key, $0.number, in: view, key: $1.key, $1.number, in: view) }
        }
        order = keyed.map(\.number)
    }

    /// Terms' units, read in place. Sendable as its memory is only read, and only inside
    /// `withView`, which outlives the merges that share it.
    struct View: @unchecked Sendable {
        let units: UnsafeBufferPointer<UInt16>
        let ends: UnsafeBufferPointer<Int32>
        let keys: UnsafeBufferPointer<UInt64>
        let order: UnsafeBufferPointer<Int32>

        /// The units of the term numbered `number`.
        func of(_ number: Int32) -> UnsafeBufferPointer<UInt16> {
            let start = number == 0 ? 0 : Int(ends[Int(number) - 1])
            return UnsafeBufferPointer(rebasing: units[start..<Int(ends[Int(number)])])
        }

        func precedes(_ a: Int32, _ b: Int32) -> Bool {
            Self.precedes(a, in: self, b, in: self)
        }

        /// Whether term `a` of `first` comes before term `b` of `second`, by their keys when
        /// they differ.
        static func precedes(_ a: Int32, in first: View, _ b: Int32, in second: View) -> Bool {
            precedes(key: first.keys[Int(a)], a, in: first, key: second.keys[Int(b)], b, in: second)
        }

        /// `precedes(_:in:_:in:)` for terms whose keys are at hand (kept beside them while
        /// sorting and merging, rather than read from the views here and there).
        static func precedes(key keyA: UInt64, _ a: Int32, in first: View, key keyB: UInt64, _ b: Int32, in second: View) -> Bool {
            keyA != keyB ? keyA < keyB : precedes(first.of(a), second.of(b))
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
                keys.withUnsafeBufferPointer { keys in
                    order.withUnsafeBufferPointer { body(View(units: units, ends: ends, keys: keys, order: $0)) }
                }
            }
        }
    }

    /// Where a term is kept: its shard and its number there.
    typealias Place = (shard: Int32, number: Int32)

    /// Every term of `shards` that has an entry, in the order JavaScript compares strings: the
    /// shards' orders merged two by two, the merges of each round at once.
    static func ordered(_ shards: [TermUnits]) -> [Place] {
        withViews(of: shards[...], []) { views in
            var lists: [[KeyedPlace]] = views.enumerated().map { shard, view in
                view.order.map { KeyedPlace(key: view.keys[Int($0)], place: (shard: Int32(shard), number: $0)) }
            }
            while lists.count > 1 {
                let round = lists
                lists = Array(stride(from: 0, to: round.count, by: 2)).parallelMap { index in
                    index + 1 < round.count ? merged(round[index], round[index + 1], views) : round[index]
                }
            }
            return (lists.first ?? []).map(\.place)
        }
    }

    /// A place with its term's key beside it, so that merging compares keys read in order
    /// rather than from each shard's keys here and there (a Korean build's terms are a
    /// hundred thousand).
    private struct KeyedPlace {
        let key: UInt64
        let place: Place
    }

    /// Two ordered lists of places as one (no term is in both).
    private static func merged(_ a: [KeyedPlace], _ b: [KeyedPlace], _ views: [View]) -> [KeyedPlace] {
        var result: [KeyedPlace] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            let (first, second) = (a[i], b[j])
            if View.precedes(
                key: second.key, second.place.number, in: views[Int(second.place.shard)], key: first.key, first.place.number,
                in: views[Int(first.place.shard)])
            {
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
