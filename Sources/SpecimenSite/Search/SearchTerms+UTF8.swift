/// The forms of a word told from its UTF-8 bytes, for the words of scripts without case, where
/// most words are their own only form: no string is made of them, nor folded, nor split.
extension SearchTerms {
    /// What the index makes of a word, read from its bytes.
    enum ByteForm: Equatable {
        /// The word is its one term, as it is spelled (`forEachIndexTerm` gives it alone).
        case itself
        /// A Hangul word, its own form, and its stem: its first `stemBytes` bytes.
        case korean(stemBytes: Int?)
        /// Anything else: `forEachIndexTerm` of the word as a string says.
        case other
    }

    /// Whether the word spelled by `bytes` (valid UTF-8) is indexed as it is spelled: every
    /// scalar its own folded form and none that splits a word (punctuation); and for Hangul,
    /// where its particle ends.
    static func byteForm(of bytes: UnsafeBufferPointer<UInt8>) -> ByteForm {
        if let thai = thaiForm(of: bytes) { return thai }
        var allHangul = true
        var index = 0
        while index < bytes.count {
            let (scalar, length) = UTF8Scalars.decode(bytes, at: index)
            guard let scalar, isOwnForm(scalar), Kind(scalar) != .separator else { return .other }
            allHangul = allHangul && (0xAC00...0xD7A3).contains(scalar.value)
            index += length
        }
        guard allHangul, !bytes.isEmpty else { return .itself }
        return .korean(stemBytes: koreanStemBytes(ofSyllables: bytes))
    }

    /// The form of a word all of the Thai block (U+0E00–U+0E7F, three bytes each, `E0 B8 xx`
    /// or `E0 B9 xx`), told from a table of the block rather than scalar by scalar: what
    /// `byteForm` says of it (each such scalar is its own form; punctuation and the like split);
    /// nil for any other word. Every word of a Thai page comes this way.
    private static func thaiForm(of bytes: UnsafeBufferPointer<UInt8>) -> ByteForm? {
        guard !bytes.isEmpty, bytes.count % 3 == 0 else { return nil }
        // The table's two halves in hand for the whole word: read from the table at each
        // scalar, a Thai word cost 157 instructions.
        let (low, high) = thaiSplits
        var index = 0
        var splits: UInt64 = 0
        while index < bytes.count {
            let (lead, second, third) = (bytes[index], bytes[index + 1], bytes[index + 2])
            guard lead == 0xE0, second & 0xFE == 0xB8, third & 0xC0 == 0x80 else { return nil }
            splits |= (second & 1 == 0 ? low : high) >> UInt64(third & 0x3F)
            index += 3
        }
        return splits & 1 != 0 ? .other : .itself
    }

    /// Whether each scalar of the Thai block splits a word (punctuation, symbols, unassigned), as
    /// bits by its offset from U+0E00: U+0E00 ... U+0E3F in the first integer, U+0E40 ...
    /// U+0E7F in the second.
    static let thaiSplits: (UInt64, UInt64) = (0x0E00..<0x0E80).reduce((0, 0)) { bits, value in
        guard Kind(Unicode.Scalar(UInt32(value))!) == .separator else { return bits }
        let offset = UInt64(value - 0x0E00)
        return offset < 64 ? (bits.0 | 1 << offset, bits.1) : (bits.0, bits.1 | 1 << (offset - 64))
    }

    /// How many bytes the stem of a word of Hangul syllables (as `HangulWordBreaks` finds
    /// them) takes, nil when it has no particle to strip: what `byteForm` would say of it,
    /// without reading it for scalars of other kinds first.
    static func koreanStemBytes(ofSyllables bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // A Hangul syllable is three bytes, `1110xxxx 10xxxxxx 10xxxxxx`, and every scalar here
        // is one (its callers found them so): read as such, not decoded as any scalar could be.
        koreanStemLength(bytes.count / 3) { index in
            UInt32(bytes[3 * index] & 0x0F) << 12 | UInt32(bytes[3 * index + 1] & 0x3F) << 6 | UInt32(bytes[3 * index + 2] & 0x3F)
        }.map { 3 * $0 }
    }
}

/// Scalars read straight from UTF-8 bytes.
enum UTF8Scalars {
    /// The scalar whose encoding starts at `index`, and how many bytes it takes; nil for a byte
    /// that starts none (valid text has none).
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar?, length: Int) {
        let lead = UInt32(bytes[index])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard lead < 0x80 || (lead >= 0xC0 && index + length <= bytes.count) else { return (nil, 1) }
        var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
        for offset in 1..<length {
            value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }

    /// Appends the UTF-16 units of the UTF-8 text `bytes` to `units`, as JavaScript holds the
    /// text (a byte that starts no scalar as U+FFFD).
    static func appendUTF16(of bytes: UnsafeBufferPointer<UInt8>, to units: inout [UInt16]) {
        // Written into room of a unit per byte and appended at once: appended unit by unit,
        // each checked for room and for sharing, a Korean term's units cost 370 instructions.
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: bytes.count) { room in
            units.append(contentsOf: UnsafeBufferPointer(rebasing: room[..<writeUTF16(of: bytes, into: room)]))
        }
    }

    /// The UTF-16 units of `bytes` as an array (see `appendUTF16`).
    static func utf16(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt16] {
        [UInt16](unsafeUninitializedCapacity: bytes.count) { room, count in count = writeUTF16(of: bytes, into: room) }
    }

    /// Writes the UTF-16 units of `bytes` into `room`, which has a unit for each byte (no
    /// scalar takes more units than bytes); returns how many it wrote.
    private static func writeUTF16(of bytes: UnsafeBufferPointer<UInt8>, into room: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var (index, written) = (0, 0)
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                room[written] = UInt16(lead)
                (index, written) = (index + 1, written + 1)
            } else if lead >= 0xE0, lead < 0xF0, index + 3 <= bytes.count {
                // Three bytes, one unit (Hangul, Thai, most of the world's scripts), read as
                // `decode` reads them: a surrogate's value is no scalar.
                let value = UInt16(lead & 0x0F) << 12 | UInt16(bytes[index + 1] & 0x3F) << 6 | UInt16(bytes[index + 2] & 0x3F)
                room[written] = value & 0xF800 == 0xD800 ? 0xFFFD : value
                (index, written) = (index + 3, written + 1)
            } else {
                let (scalar, length) = decode(bytes, at: index)
                let value = scalar?.value ?? 0xFFFD
                if value < 0x1_0000 {
                    room[written] = UInt16(truncatingIfNeeded: value)
                    written += 1
                } else {
                    room[written] = UInt16(truncatingIfNeeded: 0xD800 + ((value - 0x1_0000) >> 10))
                    room[written + 1] = UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF))
                    written += 2
                }
                index += length
            }
        }
        return written
    }
}
