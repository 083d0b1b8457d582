/// The loop the HTML and XML escapers share: it works on UTF-8 bytes, so a character that
/// combines with the next (`"` followed by U+0301) is still seen, and copies the runs that need
/// nothing whole (iterating Characters made escaping the navigation a tenth of a build).
enum ByteEscaping {
    /// `text` with every byte that `replacement` maps replaced (an empty replacement drops it).
    static func escape(_ text: String, needsEscaping: (UInt8) -> Bool, replacement: (UInt8) -> String?) -> String {
        var copy = text
        // Read as the string's bytes once: the first byte that needs escaping is looked for,
        // and the run before it copied whole (through the UTF-8 view, a byte at a time, the
        // look was half of a build's escaping, most of whose text needs none).
        return copy.withUTF8 { bytes -> String in
            guard let first = bytes.firstIndex(where: needsEscaping) else { return text }
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
}
