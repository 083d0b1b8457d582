/// A page's terms and what each weighs there, while the page is read. Keyed by a term's UTF-8
/// bytes in a table of its own rather than by `String` in a dictionary: an ASCII word is tallied
/// straight from the page's bytes, lowercased as it is read, and a string is made only once per
/// distinct term, when the page is done (this runs for every word of every page).
struct TermTallies {
    /// A term's weights, sections one after the other.
    struct Tally {
        static let title = -1
        var score: Float = 0
        /// The section where the term weighs most so far (the first of equals), and that weight.
        var section = title
        var strongest: Float = 0
        /// The section being read and what the term weighs in it.
        var current = Int.min
        var inCurrent: Float = 0

        mutating func add(_ weight: Float, in section: Int) {
            score += weight
            if current != section { (current, inCurrent) = (section, 0) }
            inCurrent += weight
            if inCurrent > strongest { (strongest, self.section) = (inCurrent, section) }
        }
    }

    /// A term: up to eight bytes packed in an integer (most words), or where its bytes are in
    /// `spellings`, with their hash.
    private struct Key {
        var packed: UInt64 = 0
        var hash: UInt64 = 0
        var start: Int32 = 0
        var length: Int32
    }

    /// Every longer term's bytes, one after the other.
    private var spellings: [UInt8] = []
    private var keys: [Key] = []
    private var tallies: [Tally] = []
    /// Open addressing: each slot holds an index in `keys`, or -1; short terms and long ones
    /// apart, so that a short term is found by comparing one integer.
    private var shortSlots = [Int32](repeating: -1, count: 256)
    private var longSlots = [Int32](repeating: -1, count: 64)
    private var shortCount = 0
    private var longCount = 0

    /// Adds `weight`, read in `section`, to the term `term` (folded already).
    mutating func add(_ term: String, weight: Float, in section: Int) {
        var term = term
        term.withUTF8 { add($0, lowercasing: false, weight: weight, in: section) }
    }

    /// Adds `weight`, read in `section`, to the term spelled by `bytes` (none of them 0, as no
    /// word holds U+0000); ASCII capitals lowercased first when `lowercasing`, the bytes being
    /// ASCII then.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool, weight: Float, in section: Int) {
        if bytes.count <= 8 {
            addShort(Self.packed(bytes, lowercasing: lowercasing), length: bytes.count, weight: weight, in: section)
        } else {
            addLong(bytes, lowercasing: lowercasing, weight: weight, in: section)
        }
    }

    private mutating func addShort(_ packed: UInt64, length: Int, weight: Float, in section: Int) {
        let mask = shortSlots.count - 1
        var slot = Self.slot(of: packed, mask: mask)
        while shortSlots[slot] >= 0 {
            let index = Int(shortSlots[slot])
            if keys[index].packed == packed {
                tallies[index].add(weight, in: section)
                return
            }
            slot = (slot + 1) & mask
        }
        shortSlots[slot] = Int32(keys.count)
        append(Key(packed: packed, length: Int32(length)), weight: weight, in: section)
        shortCount += 1
        if shortCount * 2 > shortSlots.count { shortSlots = rehashed(shortSlots, short: true) }
    }

    private mutating func addLong(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool, weight: Float, in section: Int) {
        let hash = Self.hash(bytes, lowercasing: lowercasing)
        let mask = longSlots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while longSlots[slot] >= 0 {
            let index = Int(longSlots[slot])
            if keys[index].hash == hash, spells(keys[index], bytes, lowercasing: lowercasing) {
                tallies[index].add(weight, in: section)
                return
            }
            slot = (slot + 1) & mask
        }
        longSlots[slot] = Int32(keys.count)
        append(Key(hash: hash, start: Int32(spellings.count), length: Int32(bytes.count)), weight: weight, in: section)
        for byte in bytes { spellings.append(lowercasing ? Self.lowercased(byte) : byte) }
        longCount += 1
        if longCount * 2 > longSlots.count { longSlots = rehashed(longSlots, short: false) }
    }

    private mutating func append(_ key: Key, weight: Float, in section: Int) {
        keys.append(key)
        var tally = Tally()
        tally.add(weight, in: section)
        tallies.append(tally)
    }

    /// Each term, as a string, with its tally.
    func forEach(_ body: (String, Tally) -> Void) {
        spellings.withUnsafeBufferPointer { spellings in
            for (key, tally) in zip(keys, tallies) {
                let length = Int(key.length)
                if length <= 8 {
                    let bytes = (0..<length).map { UInt8(truncatingIfNeeded: key.packed >> (8 * UInt64($0))) }
                    body(String(decoding: bytes, as: UTF8.self), tally)
                } else {
                    let start = Int(key.start)
                    body(String(decoding: UnsafeBufferPointer(rebasing: spellings[start..<start + length]), as: UTF8.self), tally)
                }
            }
        }
    }

    var count: Int { keys.count }

    private func spells(_ key: Key, _ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Bool {
        guard Int(key.length) == bytes.count else { return false }
        let start = Int(key.start)
        for (offset, byte) in bytes.enumerated() where spellings[start + offset] != (lowercasing ? Self.lowercased(byte) : byte) {
            return false
        }
        return true
    }

    /// Slots twice as many, filled again with the short or the long terms.
    private func rehashed(_ slots: [Int32], short: Bool) -> [Int32] {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        let mask = grown.count - 1
        for (index, key) in keys.enumerated() where (key.length <= 8) == short {
            var slot = short ? Self.slot(of: key.packed, mask: mask) : Int(truncatingIfNeeded: key.hash) & mask
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(index)
        }
        return grown
    }

    /// A short term's slot: its integer multiplied by the golden ratio, the top bits taken.
    private static func slot(of packed: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// Up to eight bytes in an integer, the first the lowest, the rest zero; ASCII capitals
    /// lowercased all at once when `lowercasing`.
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> UInt64 {
        var packed: UInt64 = 0
        for (offset, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * UInt64(offset)) }
        guard lowercasing else { return packed }
        // Bytes below 0x80 do not carry into their neighbours: the high bit of each says
        // whether it is at least `A`, and whether it is past `Z`.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high = ones &* 0x80
        let atLeastA = (packed &+ ones &* 0x3F) & high
        let pastZ = (packed &+ ones &* 0x25) & high
        return packed | ((atLeastA & ~pastZ) >> 2)
    }

    /// FNV-1a of the bytes as they are kept, with the bits above the slot index mixed down.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(lowercasing ? lowercased(byte) : byte)) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 29)
    }

    @inline(__always) private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }
}
