/// Unicode word boundaries (UAX #29) for text that is all ASCII, as ICU draws them, without
/// ICU: most handbook text is ASCII, and splitting it byte by byte costs a fraction of setting
/// up ICU's iterator and decoding each word from UTF-16. `WordBreaksTests` holds it to ICU's
/// answers on random ASCII text.
enum ASCIIWordBreaks {
    /// The words of `bytes` (all below 0x80): runs of letters, digits and `_`, joined across one
    /// `.` or `'` between letters and one `.`, `'`, `,` or `;` between digits. ICU keeps `:`
    /// out of words, and counts a run of `_` as a word when it is two or more long.
    static func words(in bytes: UnsafeBufferPointer<UInt8>) -> [WordBreaks.Word] {
        var words: [WordBreaks.Word] = []
        forEachWord(in: bytes) { range in
            words.append(
                WordBreaks.Word(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), offset: range.lowerBound))
        }
        return words
    }

    /// Calls `body` with where each word of `bytes` (all below 0x80) stands, in order: for a
    /// caller that reads the words' bytes and makes no string of them.
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var index = 0
        while index < bytes.count {
            guard Kind(bytes[index]).isWordPart else {
                index += 1
                continue
            }
            let start = index
            var hasLetterOrDigit = false
            while index < bytes.count {
                let kind = Kind(bytes[index])
                if kind.isWordPart {
                    hasLetterOrDigit = hasLetterOrDigit || kind != .connector
                    index += 1
                } else if index + 1 < bytes.count, joins(Kind(bytes[index - 1]), kind, Kind(bytes[index + 1])) {
                    index += 2
                    hasLetterOrDigit = true
                } else {
                    break
                }
            }
            if hasLetterOrDigit || index - start > 1 { body(start..<index) }
        }
    }

    /// Whether all of `bytes` are ASCII, read eight at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// Whether a middle character keeps the characters on either side in one word (WB6, WB7,
    /// WB11, WB12).
    private static func joins(_ before: Kind, _ middle: Kind, _ after: Kind) -> Bool {
        switch (before, middle, after) {
        case (.letter, .midNumberOrLetter, .letter): true
        case (.digit, .midNumber, .digit), (.digit, .midNumberOrLetter, .digit): true
        default: false
        }
    }

    private enum Kind {
        case letter, digit, connector, midNumber, midNumberOrLetter, other

        init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .letter
            case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
            case UInt8(ascii: "_"): self = .connector
            case UInt8(ascii: ","), UInt8(ascii: ";"): self = .midNumber
            case UInt8(ascii: "."), UInt8(ascii: "'"): self = .midNumberOrLetter
            default: self = .other
            }
        }

        var isWordPart: Bool { self == .letter || self == .digit || self == .connector }
    }
}
