import Foundation

/// A 64-bit FNV-1a hash of bytes, the same on every run and machine (Swift's `Hasher` is seeded
/// per process): it names a version of the search index, so that a browser holding an older
/// chunk in its cache asks for the new one.
struct ContentHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        self.value = value
    }

    mutating func add(_ data: Data) {
        data.withUnsafeBytes { add($0) }
    }

    /// The hash as 16 lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
