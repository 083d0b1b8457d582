import SpecimenTokens

/// The loop the HTML and XML escapers share: it works on UTF-8 bytes, so a character that
/// combines with the next (`"` followed by U+0301) is still seen, and copies the runs that need
/// nothing whole (iterating Characters made escaping the navigation a tenth of a build).
enum ByteEscaping {
    /// `text` with every byte that `replacement` maps replaced (an empty replacement drops it).
    /// - Parameter mayNeedEscaping: the high bit of each byte of eight read as one integer
    ///   (`ByteWords`) that `needsEscaping` may hold for: the look for the first is made eight
    ///   bytes at a time.
    static func escape(
        _ text: String, needsEscaping: (UInt8) -> Bool, mayNeedEscaping: (UInt64) -> UInt64, replacement: (UInt8) -> String?
    ) -> String {
        var copy = text
        // Read as the string's bytes once: the first byte that needs escaping is looked for,
        // and the run before it copied whole (through the UTF-8 view, a byte at a time, the
        // look was half of a build's escaping, most of whose text needs none).
        return copy.withUTF8 { bytes -> String in
            guard let first = firstIndex(in: bytes, where: needsEscaping, mayNeedEscaping: mayNeedEscaping) else { return text }
            var result = [UInt8]()
            result.reserveCapacity(bytes.count + 16)
            result.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                if needsEscaping(byte), let replaced = replacement(byte) {
                    result.append(contentsOf: replaced.utf8)
                } else {
                    result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The first byte of `bytes` that `needsEscaping` holds for.
    @inline(__always)
    private static func firstIndex(
        in bytes: UnsafeBufferPointer<UInt8>, where needsEscaping: (UInt8) -> Bool, mayNeedEscaping: (UInt64) -> UInt64
    ) -> Int? {
        var index = 0
        while index + 8 <= bytes.count {
            var candidates = mayNeedEscaping(ByteWords.load(bytes, at: index))
            while candidates != 0 {
                let candidate = index + ByteWords.leadingBytes(before: candidates)
                if needsEscaping(bytes[candidate]) { return candidate }
                candidates &= candidates &- 1
            }
            index += 8
        }
        return bytes[index...].firstIndex(where: needsEscaping)
    }
}
