/// A 128-bit digest that is the same in every process (Swift's `Hasher` is seeded anew in
/// each), for telling whether a listing of files is the one a record was made from. Two lanes,
/// FNV-1a and a multiply–rotate mix, each of 64 bits: enough that an accidental match is never
/// seen, cheap enough for a listing of 100,000 files. Not for anything an attacker chooses.
struct StableDigest {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// Adds `text` and a separator after it, so that `"ab", "c"` and `"a", "bc"` differ.
    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte: byte) }
        add(byte: 0)
    }

    mutating func add(_ number: some BinaryInteger) {
        var value = UInt64(truncatingIfNeeded: number)
        for _ in 0..<8 {
            add(byte: UInt8(truncatingIfNeeded: value))
            value >>= 8
        }
    }

    private mutating func add(byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        second = ((second ^ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd)
        second = (second << 29) | (second >> 35)
    }

    /// The digest in 32 hexadecimal digits.
    var hex: String {
        [first, second].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
