/// Terms numbered 0, 1, 2… in the order first met, found by their UTF-8 bytes in a table of
/// their own rather than by `String` in a dictionary: a term of up to eight bytes (most words)
/// is one integer, of up to sixteen (most Korean and Thai words) two, found by comparing them
/// with no walk over its bytes, and an ASCII word can be looked up straight from a
/// page's bytes, lowercased as it is read, with no string made of it. Every word of every page
/// goes through one of these, and every term of a page through the index's.
struct TermNumbers {
    /// A term: up to eight bytes packed in `first`; up to sixteen (a Korean or Thai word of a
    /// few syllables, three bytes each) in `first` and `second`; a longer one's bytes kept in
    /// `spellings` from `start`, with their hash in `second`.
    struct Key {
        var first: UInt64 = 0
        var second: UInt64 = 0
        /// Where a term of more than sixteen bytes starts among the spellings of the table
        /// that holds it (nothing for a shorter one).
        var start: Int32 = 0
        var length: Int32

        /// The bytes of a term of up to sixteen bytes, from the key itself (nil for a longer
        /// one, whose bytes its table holds).
        func withShortBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
            guard length <= 16 else { return nil }
            // Little-endian, as `packed` laid them: the first byte is the lowest, and a tuple's
            // two integers lie one after the other.
            return withUnsafeBytes(of: (first.littleEndian, second.littleEndian)) {
                body(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<Int(length)]))
            }
        }

        /// The bytes of the term: from the key itself, or `long`, a longer term's bytes.
        func withBytes<Result>(long: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            withShortBytes(body) ?? body(long)
        }
    }

    /// Every term longer than sixteen bytes, one after the other.
    private var spellings: [UInt8] = []
    private var keys: [Key] = []
    /// Open addressing: each slot holds a term's number, or -1; short terms and longer ones apart.
    private var shortSlots = [Int32](repeating: -1, count: 256)
    private var longSlots = [Int32](repeating: -1, count: 64)
    private var shortCount = 0
    private var longCount = 0

    /// How many terms there are.
    var count: Int { keys.count }

    /// A table that takes about `expected` terms before it grows (a page's are guessed from
    /// its length: growing the slots again and again cost more than the words' lookups).
    init(expected: Int = 0) {
        guard expected > 128 else { return }
        let slots = 1 << (Int.bitWidth - (2 * expected - 1).leadingZeroBitCount)
        shortSlots = [Int32](repeating: -1, count: slots)
        longSlots = [Int32](repeating: -1, count: slots)
        keys.reserveCapacity(expected)
    }

    /// The number of the term spelled by `bytes` (none of them 0, as no word holds U+0000),
    /// their ASCII capitals lowercased first when `lowercasing` (the bytes being ASCII then);
    /// numbered now if it is new.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> (number: Int, isNew: Bool) {
        if bytes.count <= 8 { return number(ofShort: Self.packed(bytes, lowercasing: lowercasing), length: bytes.count) }
        return number(ofLonger: Self.key(of: bytes, lowercasing: lowercasing), bytes, lowercasing: lowercasing)
    }

    /// `number(of:lowercasing:)` of the word at `range` of `text`, whose bytes around it may be
    /// read: a word of fewer than eight bytes (most words) is read as one integer, the bytes
    /// beside it shifted and masked off, and one of eight to sixteen (a Korean or Thai word of
    /// three to five syllables) as two, rather than byte by byte.
    mutating func number(ofWordAt range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> (number: Int, isNew: Bool) {
        guard text.count >= 8, range.count <= 16, let base = text.baseAddress else {
            return number(of: UnsafeBufferPointer(rebasing: text[range]), lowercasing: lowercasing)
        }
        guard range.count < 8 else {
            // The rest after the first eight are the top bytes of the eight that end the word.
            var first = UInt64(littleEndian: UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self))
            if lowercasing { first = Self.lowercased(first) }
            guard range.count > 8 else { return number(ofShort: first, length: 8) }
            let last = UInt64(littleEndian: UnsafeRawPointer(base + range.upperBound - 8).loadUnaligned(as: UInt64.self))
            let second = last >> UInt64(8 * (16 - range.count))
            let key = Key(first: first, second: lowercasing ? Self.lowercased(second) : second, length: Int32(range.count))
            return number(ofLonger: key, UnsafeBufferPointer(rebasing: text[range]), lowercasing: lowercasing)
        }
        let start = min(range.lowerBound, text.count - 8)
        let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)) >> UInt64(8 * (range.lowerBound - start))
        let packed = word & (1 << UInt64(8 * range.count) - 1)
        return number(ofShort: lowercasing ? Self.lowercased(packed) : packed, length: range.count)
    }

    /// The number of `term` (folded already), numbered now if it is new.
    mutating func number(of term: String) -> (number: Int, isNew: Bool) {
        var term = term
        return term.withUTF8 { number(of: $0, lowercasing: false) }
    }

    /// The number of the term another table keys as `key`, whose bytes (for a term of more
    /// than sixteen bytes; empty otherwise) are `longSpelling`; numbered now if it is new. A
    /// page's terms reach the index's tables by their keys, with no byte of them read again.
    mutating func number(of key: Key, longSpelling: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        if key.length <= 8 { return number(ofShort: key.first, length: Int(key.length)) }
        return number(ofLonger: key, longSpelling, lowercasing: false)
    }

    /// The key of the term numbered `number`.
    func key(_ number: Int) -> Key {
        keys[number]
    }

    /// The term numbered `number`.
    func term(_ number: Int) -> String {
        withBytes(of: number) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes of the term numbered `number` (no copy of them is made).
    func withBytes<Result>(of number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let key = keys[number]
        guard key.length > 16 else { return key.withBytes(long: .init(start: nil, count: 0), body) }
        return spellings.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(key.start)..<Int(key.start) + Int(key.length)])) }
    }

    private mutating func number(ofShort packed: UInt64, length: Int) -> (number: Int, isNew: Bool) {
        let (found, slot) = find(short: packed)
        if let found { return (found, false) }
        shortSlots[slot] = Int32(keys.count)
        keys.append(Key(first: packed, length: Int32(length)))
        shortCount += 1
        if shortCount * 2 > shortSlots.count { shortSlots = rehashed(shortSlots, short: true) }
        return (keys.count - 1, true)
    }

    private mutating func number(ofLonger key: Key, _ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> (number: Int, isNew: Bool) {
        let (found, slot) = find(longer: key, bytes, lowercasing: lowercasing)
        if let found { return (found, false) }
        longSlots[slot] = Int32(keys.count)
        var key = key
        key.start = 0
        if bytes.count > 16 {
            key.start = Int32(spellings.count)
            for byte in bytes { spellings.append(lowercasing ? byte.asciiLowercased : byte) }
        }
        keys.append(key)
        longCount += 1
        if longCount * 2 > longSlots.count { longSlots = rehashed(longSlots, short: false) }
        return (keys.count - 1, true)
    }

    /// Numbers terms of up to sixteen bytes through pointers, with room made ahead for `room`
    /// new ones: a page's words are most of a build's lookups, and an array's checks at every
    /// probe and every new term cost more than the lookup itself.
    struct PointerLookup {
        fileprivate let shortSlots: UnsafeMutablePointer<Int32>
        fileprivate let shortMask: Int
        fileprivate let longSlots: UnsafeMutablePointer<Int32>
        fileprivate let longMask: Int
        fileprivate let keys: UnsafeMutablePointer<Key>
        fileprivate(set) var count: Int
        fileprivate(set) var shortCount = 0
        /// How many more new terms fit.
        fileprivate(set) var room: Int
        /// The most room a lookup is given.
        static let largestRoom = 32

        /// The number of the term `packed` (`TermNumbers.packed`, `length` bytes, up to eight),
        /// numbered now if it is new, which takes one of the `room` (at least one must be left).
        @inline(__always)
        mutating func number(ofShort packed: UInt64, length: Int) -> Int {
            var slot = TermNumbers.slot(of: packed, mask: shortMask)
            while shortSlots[slot] >= 0 {
                let number = Int(shortSlots[slot])
                if keys[number].first == packed { return number }
                slot = (slot + 1) & shortMask
            }
            shortSlots[slot] = Int32(truncatingIfNeeded: count)
            shortCount += 1
            return numberNew(Key(first: packed, length: Int32(truncatingIfNeeded: length)))
        }

        /// The number of the term of nine to sixteen bytes whose first eight are `first` and
        /// the rest `second` (each as `TermNumbers.packed` makes them), as `number(ofShort:length:)`.
        @inline(__always)
        mutating func number(first: UInt64, second: UInt64, length: Int) -> Int {
            let key = Key(first: first, second: second, length: Int32(truncatingIfNeeded: length))
            var slot = TermNumbers.slot(ofLonger: key, mask: longMask)
            while longSlots[slot] >= 0 {
                let number = Int(longSlots[slot])
                let kept = keys[number]
                if kept.first == first, kept.second == second, kept.length == key.length { return number }
                slot = (slot + 1) & longMask
            }
            longSlots[slot] = Int32(truncatingIfNeeded: count)
            return numberNew(key)
        }

        @inline(__always)
        private mutating func numberNew(_ key: Key) -> Int {
            keys[count] = key
            count += 1
            room -= 1
            return count - 1
        }
    }

    /// What room is made of, copied in at once: made one by one, the room cost more than the
    /// lookups it served.
    private static let emptyKeys = [Key](repeating: Key(length: 0), count: PointerLookup.largestRoom)

    /// Calls `body` with a `PointerLookup` with room for up to `wanted` new terms: at least
    /// one, at most `PointerLookup.largestRoom`, and no more than fit before either table's
    /// slots would grow (they grow between lookups, as they would term by term).
    mutating func withPointerLookup<Result>(roomFor wanted: Int, _ body: (inout PointerLookup) -> Result) -> Result {
        if (shortCount + 1) * 2 > shortSlots.count { shortSlots = rehashed(shortSlots, short: true) }
        if (longCount + 1) * 2 > longSlots.count { longSlots = rehashed(longSlots, short: false) }
        let room = max(1, min(wanted, PointerLookup.largestRoom, shortSlots.count / 2 - shortCount, longSlots.count / 2 - longCount))
        // Keys made ahead for the lookup to write through its pointer, the ones it did not
        // take removed after it.
        let start = keys.count
        keys.append(contentsOf: Self.emptyKeys[..<room])
        var (end, short) = (start, 0)
        let result = shortSlots.withUnsafeMutableBufferPointer { shortSlots in
            longSlots.withUnsafeMutableBufferPointer { longSlots in
                keys.withUnsafeMutableBufferPointer { keys in
                    var lookup = PointerLookup(
                        shortSlots: shortSlots.baseAddress!, shortMask: shortSlots.count - 1, longSlots: longSlots.baseAddress!,
                        longMask: longSlots.count - 1, keys: keys.baseAddress!, count: start, room: room)
                    defer { (end, short) = (lookup.count, lookup.shortCount) }
                    return body(&lookup)
                }
            }
        }
        keys.removeLast(start + room - end)
        shortCount += short
        longCount += end - start - short
        return result
    }

    /// The short term's number, or the free slot where it would go.
    private func find(short packed: UInt64) -> (found: Int?, slot: Int) {
        let mask = shortSlots.count - 1
        var slot = Self.slot(of: packed, mask: mask)
        while shortSlots[slot] >= 0 {
            let number = Int(shortSlots[slot])
            if keys[number].first == packed { return (number, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// The longer term's number, or the free slot where it would go: a term of up to sixteen
    /// bytes is told by its two integers, a longer one by its hash, then its bytes.
    private func find(longer key: Key, _ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> (found: Int?, slot: Int) {
        let mask = longSlots.count - 1
        var slot = Self.slot(ofLonger: key, mask: mask)
        while longSlots[slot] >= 0 {
            let number = Int(longSlots[slot])
            let kept = keys[number]
            if kept.length == key.length, kept.first == key.first, kept.second == key.second,
                key.length <= 16 || spells(kept, bytes, lowercasing: lowercasing)
            {
                return (number, slot)
            }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// The key of a term, as it is kept (a long one's `start` yet to be set).
    static func key(of bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Key {
        guard bytes.count > 8 else { return Key(first: packed(bytes, lowercasing: lowercasing), length: Int32(bytes.count)) }
        let first = packed(UnsafeBufferPointer(rebasing: bytes[..<8]), lowercasing: lowercasing)
        let second =
            bytes.count <= 16
            ? packed(UnsafeBufferPointer(rebasing: bytes[8...]), lowercasing: lowercasing) : hash(bytes, lowercasing: lowercasing)
        return Key(first: first, second: second, length: Int32(bytes.count))
    }

    /// Whether the long term `key` is spelled by `bytes`, compared eight bytes at a time.
    private func spells(_ key: Key, _ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Bool {
        guard Int(key.length) == bytes.count else { return false }
        return spellings.withUnsafeBufferPointer { spellings in
            let kept = UnsafeBufferPointer(rebasing: spellings[Int(key.start)..<Int(key.start) + bytes.count])
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + 8, bytes.count)
                let want = Self.packed(UnsafeBufferPointer(rebasing: kept[offset..<end]), lowercasing: false)
                if want != Self.packed(UnsafeBufferPointer(rebasing: bytes[offset..<end]), lowercasing: lowercasing) { return false }
                offset = end
            }
            return true
        }
    }

    /// Slots twice as many, filled again with the short or the longer terms.
    private func rehashed(_ slots: [Int32], short: Bool) -> [Int32] {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        let mask = grown.count - 1
        for (number, key) in keys.enumerated() where (key.length <= 8) == short {
            var slot = short ? Self.slot(of: key.first, mask: mask) : Self.slot(ofLonger: key, mask: mask)
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(number)
        }
        return grown
    }

    /// A short term's slot: its integer multiplied by the golden ratio, the top bits taken.
    private static func slot(of packed: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// A longer term's slot: its two integers (the second a long term's hash) mixed.
    private static func slot(ofLonger key: Key, mask: Int) -> Int {
        var mixed = (key.first ^ (key.second &* 0xC2B2_AE3D_27D4_EB4F)) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 29
        return Int(truncatingIfNeeded: mixed >> 20) & mask
    }

    /// Up to eight bytes in an integer, the first the lowest, the rest zero; ASCII capitals
    /// lowercased all at once when `lowercasing`.
    static func packed(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> UInt64 {
        var packed: UInt64 = 0
        if bytes.count == 8, let start = bytes.baseAddress {
            packed = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
        } else {
            for (offset, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * UInt64(offset)) }
        }
        return lowercasing ? lowercased(packed) : packed
    }

    /// Packed ASCII bytes with their capitals lowercased, all at once.
    static func lowercased(_ packed: UInt64) -> UInt64 {
        // Bytes below 0x80 do not carry into their neighbours: the high bit of each says
        // whether it is at least `A`, and whether it is past `Z`.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let atLeastA = (packed &+ ones &* 0x3F) & high
        let pastZ = (packed &+ ones &* 0x25) & high
        return packed | ((atLeastA & ~pastZ) >> 2)
    }

    /// A hash of the bytes as they are kept, eight at a time (a Thai or Korean word is long,
    /// and every one is looked up), with the high bits mixed down into the slot index.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + 8, bytes.count)
            hash = (hash ^ packed(UnsafeBufferPointer(rebasing: bytes[offset..<end]), lowercasing: lowercasing)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 32
            offset = end
        }
        return hash ^ (hash >> 29)
    }
}
