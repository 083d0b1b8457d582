extension String {
    /// The text with every occurrence of `target` replaced by `replacement`, compared byte for
    /// byte, left to right, the replacement not searched again.
    ///
    /// Foundation's `replacingOccurrences(of:with:)` bridges to an `NSString` and searches with
    /// locale-aware comparison; filling interface strings and templates this way once per token
    /// page and component cell was a tenth of a handbook's build. Text is unchanged when
    /// `target` is empty or absent.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        var text = self
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            var copiedUpTo = 0
            var index = 0
            while index + pattern.count <= bytes.count {
                if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) {
                    if result.isEmpty { result.reserveCapacity(bytes.count + replacement.utf8.count) }
                    result += UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<index])
                    result += replacement.utf8
                    index += pattern.count
                    copiedUpTo = index
                } else {
                    index += 1
                }
            }
            guard copiedUpTo > 0 else { return self }
            result += UnsafeBufferPointer(rebasing: bytes[copiedUpTo...])
            return String(decoding: result, as: UTF8.self)
        }
    }
}
