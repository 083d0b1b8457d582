/// Terms numbered 0, 1, 2… in the order first met, found by their UTF-8 bytes in a table of
/// their own rather than by `String` in a dictionary: a term of up to eight bytes (most words)
/// is one integer, found by comparing it, and an ASCII word can be looked up straight from a
/// page's bytes, lowercased as it is read, with no string made of it. Every word of every page
/// goes through one of these, and every term of a page through the index's.
struct TermNumbers {
    /// A term: up to eight bytes packed in an integer, or where its bytes are in `spellings`,
    /// with their hash.
    private struct Key {
        var packed: UInt64 = 0
        var hash: UInt64 = 0
        var start: Int32 = 0
        var length: Int32
    }

    /// Every longer term's bytes, one after the other.
    private var spellings: [UInt8] = []
    private var keys: [Key] = []
    /// Open addressing: each slot holds a term's number, or -1; short terms and long ones apart.
    private var shortSlots = [Int32](repeating: -1, count: 256)
    private var longSlots = [Int32](repeating: -1, count: 64)
    private var shortCount = 0
    private var longCount = 0

    /// How many terms there are.
    var count: Int { keys.count }

    /// The number of the term spelled by `bytes` (none of them 0, as no word holds U+0000),
    /// their ASCII capitals lowercased first when `lowercasing` (the bytes being ASCII then);
    /// numbered now if it is new.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> (number: Int, isNew: Bool) {
        bytes.count <= 8
            ? number(ofShort: Self.packed(bytes, lowercasing: lowercasing), length: bytes.count) : number(ofLong: bytes, lowercasing: lowercasing)
    }

    /// The number of `term` (folded already), numbered now if it is new.
    mutating func number(of term: String) -> (number: Int, isNew: Bool) {
        var term = term
        return term.withUTF8 { number(of: $0, lowercasing: false) }
    }

    /// The term numbered `number`.
    func term(_ number: Int) -> String {
        withBytes(of: number) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes of the term numbered `number` (no copy of them is made).
    func withBytes<Result>(of number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let key = keys[number]
        let length = Int(key.length)
        if length <= 8 {
            // Little-endian, as `packed` laid them: the first byte is the lowest.
            return withUnsafeBytes(of: key.packed.littleEndian) { body(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<length])) }
        }
        return spellings.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(key.start)..<Int(key.start) + length])) }
    }

    private mutating func number(ofShort packed: UInt64, length: Int) -> (number: Int, isNew: Bool) {
        let (found, slot) = find(short: packed)
        if let found { return (found, false) }
        shortSlots[slot] = Int32(keys.count)
        keys.append(Key(packed: packed, length: Int32(length)))
        shortCount += 1
        if shortCount * 2 > shortSlots.count { shortSlots = rehashed(shortSlots, short: true) }
        return (keys.count - 1, true)
    }

    private mutating func number(ofLong bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> (number: Int, isNew: Bool) {
        let (found, slot) = find(long: bytes, lowercasing: lowercasing)
        if let found { return (found, false) }
        longSlots[slot] = Int32(keys.count)
        keys.append(Key(hash: Self.hash(bytes, lowercasing: lowercasing), start: Int32(spellings.count), length: Int32(bytes.count)))
        for byte in bytes { spellings.append(lowercasing ? byte.asciiLowercased : byte) }
        longCount += 1
        if longCount * 2 > longSlots.count { longSlots = rehashed(longSlots, short: false) }
        return (keys.count - 1, true)
    }

    /// The short term's number, or the free slot where it would go.
    private func find(short packed: UInt64) -> (found: Int?, slot: Int) {
        let mask = shortSlots.count - 1
        var slot = Self.slot(of: packed, mask: mask)
        while shortSlots[slot] >= 0 {
            let number = Int(shortSlots[slot])
            if keys[number].packed == packed { return (number, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// The long term's number, or the free slot where it would go.
    private func find(long bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> (found: Int?, slot: Int) {
        let hash = Self.hash(bytes, lowercasing: lowercasing)
        let mask = longSlots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while longSlots[slot] >= 0 {
            let number = Int(longSlots[slot])
            if keys[number].hash == hash, spells(keys[number], bytes, lowercasing: lowercasing) { return (number, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
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

    /// Slots twice as many, filled again with the short or the long terms.
    private func rehashed(_ slots: [Int32], short: Bool) -> [Int32] {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        let mask = grown.count - 1
        for (number, key) in keys.enumerated() where (key.length <= 8) == short {
            var slot = short ? Self.slot(of: key.packed, mask: mask) : Int(truncatingIfNeeded: key.hash) & mask
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(number)
        }
        return grown
    }

    /// A short term's slot: its integer multiplied by the golden ratio, the top bits taken.
    private static func slot(of packed: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
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
        guard lowercasing else { return packed }
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
