import SpecimenPages

/// The word of a piece of Korean text between spaces, as ICU draws it, without ICU: Korean
/// puts spaces between its words, and Hangul syllables are letters to Unicode's word
/// boundaries (UAX #29), so a run of them is one word and punctuation around it (but `_`,
/// which joins) is no part of it. Splitting a Korean page this way costs a fraction of giving
/// each paragraph to ICU's iterator; `PagePostingsTests` holds it to ICU's answers.
enum HangulWordBreaks {
    /// The range of the one word of `bytes` (text between spaces), when it is Hangul syllables
    /// with at most ASCII punctuation before and after them; nil for any other text, which is
    /// ICU's to split.
    static func word(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let found = word(in: bytes, from: 0), found.end == bytes.count else { return nil }
        return found.word
    }

    /// `word(in:)` of the stretch of `bytes` from `start` to its first ASCII space (or the end
    /// of `bytes`), and where that stretch ends: read once, where finding the stretch's end
    /// and then its word read it twice.
    static func word(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (word: Range<Int>, end: Int)? {
        var wordStart = start
        while wordStart < bytes.count, isEdgePunctuation(bytes[wordStart]) { wordStart += 1 }
        var end = wordStart
        while end + 3 <= bytes.count, isHangulSyllable(bytes[end], bytes[end + 1], bytes[end + 2]) { end += 3 }
        guard end > wordStart else { return nil }
        var rest = end
        while rest < bytes.count, isEdgePunctuation(bytes[rest]) { rest += 1 }
        return rest == bytes.count || bytes[rest].isASCIISpace ? (wordStart..<end, rest) : nil
    }

    /// ASCII punctuation that ends a word at its edge: all but letters, digits, spaces, the
    /// controls and `_` (which joins words, UAX #29's ExtendNumLet).
    private static func isEdgePunctuation(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && !ASCIIWordBreaks.isWordPart(byte)
    }

    /// Whether three bytes encode a syllable of U+AC00 ... U+D7A3.
    private static func isHangulSyllable(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        guard first & 0xF0 == 0xE0, second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return false }
        let scalar = UInt32(first & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        return scalar >= 0xAC00 && scalar <= 0xD7A3
    }
}
