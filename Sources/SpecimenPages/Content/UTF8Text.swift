import SpecimenTokens

/// Text made from UTF-8 bytes, checked faster than the standard library checks text that is
/// not all ASCII: it reads such text a byte at a time, about a gigabyte a second, where a page
/// of English with a few accented words is ASCII but for a few bytes in each kilobyte.
enum UTF8Text {
    /// An ASCII run this long or longer is made a string apart, checked eight bytes at a time;
    /// shorter runs stay with the text around them, so that Korean or Thai, whose runs of ASCII
    /// are the spaces between words, are checked as one string, as before.
    static let asciiRunLength = 256

    /// `bytes` as a string, or nil if they are not UTF-8.
    ///
    /// The bytes are cut only before an ASCII byte, which no sequence of UTF-8 holds but as
    /// itself: they are UTF-8 exactly when every piece is, and the pieces' strings joined are
    /// the string of the whole.
    static func string(validating bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard firstNonASCII(in: bytes, from: 0) != nil else { return String(decoding: bytes, as: UTF8.self) }
        var text = ""
        text.reserveCapacity(bytes.count)
        var mixedStart = 0
        while mixedStart < bytes.count {
            let asciiRun = nextASCIIRun(in: bytes, from: mixedStart)
            guard let mixed = String(validating: UnsafeBufferPointer(rebasing: bytes[mixedStart..<asciiRun.lowerBound]), as: UTF8.self) else {
                return nil
            }
            text.append(mixed)
            if !asciiRun.isEmpty { text.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[asciiRun]), as: UTF8.self)) }
            mixedStart = asciiRun.upperBound
        }
        return text
    }

    /// Where the first byte from `start` that is not ASCII is; nil when there is none.
    private static func firstNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index + 8 <= bytes.count {
            let high = ByteWords.load(bytes, at: index) & 0x8080_8080_8080_8080
            if high != 0 { return index + ByteWords.leadingBytes(before: high) }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return index }
            index += 1
        }
        return nil
    }

    /// The first run of ASCII from `start` at least `asciiRunLength` long, up to the next byte
    /// that is not ASCII (or the end); empty at the end when there is none. Read eight bytes at
    /// a time, so that text with no such run costs little more than its check.
    private static func nextASCIIRun(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int> {
        var index = start
        var asciiWords = 0
        while index + 8 <= bytes.count {
            if ByteWords.load(bytes, at: index) & 0x8080_8080_8080_8080 == 0 {
                asciiWords += 1
                if asciiWords * 8 >= asciiRunLength {
                    return (index + 8 - asciiWords * 8)..<(firstNonASCII(in: bytes, from: index + 8) ?? bytes.count)
                }
            } else {
                asciiWords = 0
            }
            index += 8
        }
        return bytes.count..<bytes.count
    }
}
