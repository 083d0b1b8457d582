/// Names looked up by a run of a file's bytes, with no string made for the lookup: the usage
/// scanner asks at every word that could be a name, and most are none. An open-addressing
/// table of the names' FNV-1a hashes; a hit is confirmed by comparing the bytes.
struct ByteKeyedTable<Value: Sendable>: Sendable {
    /// Every name's bytes, one after another; a name is `keyBytes[keyStarts[n]..<keyStarts[n + 1]]`.
    private let keyBytes: [UInt8]
    private let keyStarts: [Int]
    private let hashes: [UInt64]
    private let values: [Value]
    /// Per slot: the entry's number plus one, or 0 where the slot is free.
    private let slots: [Int32]
    private let slotMask: Int

    init(_ dictionary: [String: Value]) {
        var keyBytes: [UInt8] = []
        var keyStarts = [0]
        var hashes: [UInt64] = []
        var values: [Value] = []
        for (key, value) in dictionary {
            keyBytes += key.utf8
            keyStarts.append(keyBytes.count)
            hashes.append(Self.hash(Array(key.utf8)))
            values.append(value)
        }
        var capacity = 8
        while capacity < dictionary.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(entry + 1)
        }
        (self.keyBytes, self.keyStarts, self.hashes, self.values) = (keyBytes, keyStarts, hashes, values)
        (self.slots, slotMask) = (slots, capacity - 1)
    }

    var isEmpty: Bool { values.isEmpty }

    /// The value of the name `bytes[start..<end]`, if it is one.
    func value(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Value? {
        guard !values.isEmpty, end > start else { return nil }
        let hash = Self.hash(bytes, start, end)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let entry = Int(slots[slot]) - 1
            if entry < 0 { return nil }
            if hashes[entry] == hash, keyStarts[entry + 1] - keyStarts[entry] == end - start, matches(entry, bytes, start) { return values[entry] }
            slot = (slot + 1) & slotMask
        }
    }

    /// Whether `bytes[start...]` is `entry`'s name (its length already checked).
    private func matches(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var key = keyStarts[entry]
        var cursor = start
        while key < keyStarts[entry + 1] {
            if keyBytes[key] != bytes[cursor] { return false }
            (key, cursor) = (key + 1, cursor + 1)
        }
        return true
    }

    @inline(__always)
    private static func hash<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ start: Int, _ end: Int) -> UInt64
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in start..<end { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        return hash
    }

    private static func hash(_ bytes: [UInt8]) -> UInt64 { hash(bytes, 0, bytes.count) }
}
