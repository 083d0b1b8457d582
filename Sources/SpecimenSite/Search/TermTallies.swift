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

    private struct Key {
        let hash: UInt64
        let start: Int32
        let length: Int32
    }

    /// Every term's bytes, one after the other.
    private var spellings: [UInt8] = []
    private var keys: [Key] = []
    private var tallies: [Tally] = []
    /// Open addressing: each slot holds an index in `keys`, or -1.
    private var slots = [Int32](repeating: -1, count: 256)

    /// Adds `weight`, read in `section`, to the term `term` (folded already).
    mutating func add(_ term: String, weight: Float, in section: Int) {
        var term = term
        term.withUTF8 { add($0, lowercasing: false, weight: weight, in: section) }
    }

    /// Adds `weight`, read in `section`, to the term spelled by `bytes`; their ASCII capitals
    /// lowercased first when `lowercasing`.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool, weight: Float, in section: Int) {
        let hash = Self.hash(bytes, lowercasing: lowercasing)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if keys[index].hash == hash, spells(keys[index], bytes, lowercasing: lowercasing) {
                tallies[index].add(weight, in: section)
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(keys.count)
        keys.append(Key(hash: hash, start: Int32(spellings.count), length: Int32(bytes.count)))
        for byte in bytes { spellings.append(lowercasing ? Self.lowercased(byte) : byte) }
        var tally = Tally()
        tally.add(weight, in: section)
        tallies.append(tally)
        if keys.count * 2 > slots.count { grow() }
    }

    /// Each term, as a string, with its tally.
    func forEach(_ body: (String, Tally) -> Void) {
        spellings.withUnsafeBufferPointer { spellings in
            for (key, tally) in zip(keys, tallies) {
                let start = Int(key.start)
                body(String(decoding: UnsafeBufferPointer(rebasing: spellings[start..<start + Int(key.length)]), as: UTF8.self), tally)
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

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
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
