import Foundation

/// A 64-bit hash of bytes, the same on every run and machine (Swift's `Hasher` is seeded per
/// process): it names a version of the search index, so that a browser holding an older chunk
/// in its cache asks for the new one, and tells which search documents changed; the record of
/// the last build (`UnchangedBuild`) digests what a build read and wrote with it. Eight bytes at
/// a time, each step a full-width multiply folded (as wyhash mixes): every page's text passes
/// through it on every build.
struct ContentHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        var index = 0
        while index + 8 <= bytes.count {
            value = Self.mixed(value ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        if index < bytes.count {
            var tail = UInt64(bytes.count - index) << 59
            for (offset, byte) in bytes[index...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(offset)) }
            value = Self.mixed(value ^ tail)
        }
        self.value = value
    }

    private static func mixed(_ value: UInt64) -> UInt64 {
        let product = (value ^ 0xA076_1D64_78BD_642F).multipliedFullWidth(by: 0xE703_7ED1_A0B4_28DB)
        return product.high ^ product.low
    }

    mutating func add(_ data: Data) {
        data.withUnsafeBytes { add($0) }
    }

    /// Adds `text`'s bytes and then a separator, so that `"ab", "c"` and `"a", "bc"` differ.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        add(0 as UInt8)
    }

    /// Adds a number's eight bytes.
    mutating func add(_ number: some BinaryInteger) {
        withUnsafeBytes(of: UInt64(truncatingIfNeeded: number).littleEndian) { add($0) }
    }

    /// The hash as 16 lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
