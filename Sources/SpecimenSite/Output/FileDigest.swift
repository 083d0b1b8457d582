import Foundation

/// A 128-bit digest of a file's bytes, the same on every run and machine, made at about the
/// speed memory is read: a build tells from it, and the stamp the last build left (see
/// `OutputManifest`), that a file of the output holds what it is about to write, without
/// reading the file back. Not for secrets: it stands against chance, not against a forger,
/// who could write the handbook's pages anyway.
struct FileDigest: Equatable, Sendable {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        (self.high, self.low) = (high, low)
    }

    /// The digest of `data`.
    init(_ data: Data) {
        var digest = Streaming()
        data.withUnsafeBytes { digest.add($0) }
        self = digest.finish()
    }

    /// A digest made of bytes given a part at a time; the parts' digest is that of their bytes
    /// given at once.
    struct Streaming {
        // Two lanes, each its own 64 bits of the digest, read sixteen bytes at a time.
        private var first: UInt64 = 0x243F_6A88_85A3_08D3
        private var second: UInt64 = 0x1319_8A2E_0370_7344
        /// The bytes of a part that did not fill sixteen, waiting for the next.
        private var pending: [UInt8] = []
        private var length: UInt64 = 0

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            length &+= UInt64(bytes.count)
            var index = 0
            if !pending.isEmpty {
                let taken = min(16 - pending.count, bytes.count)
                pending.append(contentsOf: bytes[0..<taken])
                index = taken
                guard pending.count == 16 else { return }
                pending.withUnsafeBytes { mix($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
                pending.removeAll(keepingCapacity: true)
            }
            while index + 16 <= bytes.count {
                mix(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self), bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
                index += 16
            }
            pending.append(contentsOf: bytes[index...])
        }

        /// The digest of every byte added.
        func finish() -> FileDigest {
            var last = self
            if !pending.isEmpty {
                // Zeros after the last bytes; the length, mixed in below, tells `ab` from `ab\0`.
                let block = pending + [UInt8](repeating: 0, count: 16 - pending.count)
                block.withUnsafeBytes { last.mix($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
            }
            last.mix(length, ~length)
            let high = Self.fold(last.first ^ 0x8EBC_6AF0_9C88_C6E3, last.second ^ 0x5899_65CC_7537_4CC3)
            let low = Self.fold(last.second ^ 0x1D8E_4E27_C47D_124F, last.first &+ high)
            return FileDigest(high: high, low: low)
        }

        private mutating func mix(_ word: UInt64, _ next: UInt64) {
            first = Self.fold(word ^ first, next ^ 0xA076_1D64_78BD_642F) &+ (first << 23 | first >> 41)
            second = Self.fold(next ^ second, word ^ 0xE703_7ED1_A0B4_28DB) &+ (second << 41 | second >> 23)
        }

        /// The two halves of the 128-bit product, folded into one.
        private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let product = a.multipliedFullWidth(by: b)
            return product.high ^ product.low
        }
    }
}
