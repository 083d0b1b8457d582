/// Ids for blocks a page may hold several of, made from what they show: the same on every build.
enum BlockDigest {
    /// A short digest of `text` (FNV-1a, in base 36).
    static func of(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return String(hash, radix: 36)
    }
}
