import SpecimenPages
import SpecimenTokens

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
        forEachWord(in: bytes) { range, _ in
            words.append(
                WordBreaks.Word(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), offset: range.lowerBound))
        }
        return words
    }

    /// Calls `body` with where each word of `bytes` (all below 0x80) stands, in order, and
    /// whether it may join several (`SearchTerms.parts`): whether punctuation stands inside it
    /// or a lowercase letter meets a capital. For a caller that reads the words' bytes and makes
    /// no string of them; each byte is looked up once in a table of what it is.
    static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, _ mayJoinSeveral: Bool) -> Void) {
        _ = forEachWord(in: bytes, from: 0) { range, mayJoinSeveral in
            body(range, mayJoinSeveral)
            return true
        }
    }

    /// `forEachWord(in:_:)` from `position` (where no word goes on from before it), for as long
    /// as `body` returns true; returns where the words after the last it was given are looked
    /// for (the end of `bytes` when it was given them all).
    static func forEachWord(
        in bytes: UnsafeBufferPointer<UInt8>, from position: Int, _ body: (Range<Int>, _ mayJoinSeveral: Bool) -> Bool
    ) -> Int {
        classes.withUnsafeBufferPointer { table in
            let count = bytes.count
            var index = position
            while index < count {
                while index < count, table[Int(bytes[index])] & Class.wordPart == 0 { index += 1 }
                guard index < count else { return count }
                let start = index
                var hasLetterOrDigit = false
                var joinsSeveral = false
                var previousWasLower = false
                while index < count {
                    // A run of lowercase letters, the most of most words, one test a byte.
                    if table[Int(bytes[index])] & Class.lower != 0 {
                        index = endOfLowercase(from: index + 1, in: bytes, table: table)
                        (hasLetterOrDigit, previousWasLower) = (true, true)
                        continue
                    }
                    let kind = table[Int(bytes[index])]
                    if kind & Class.wordPart != 0 {
                        hasLetterOrDigit = hasLetterOrDigit || kind & Class.connector == 0
                        joinsSeveral = joinsSeveral || kind & Class.connector != 0 || (kind & Class.upper != 0 && previousWasLower)
                        previousWasLower = kind & Class.lower != 0
                        index += 1
                    } else if index + 1 < count, joins(table[Int(bytes[index - 1])], kind, table[Int(bytes[index + 1])]) {
                        (hasLetterOrDigit, joinsSeveral) = (true, true)
                        index += 2
                    } else {
                        break
                    }
                }
                if hasLetterOrDigit || index - start > 1, !body(start..<index, joinsSeveral) { return index }
            }
            return count
        }
    }

    /// Calls `body` with each word of `bytes` (all below 0x80) from `position` (where no word
    /// goes on from before it) that is simple: one to fifteen letters, only the first of them
    /// maybe a capital, ending where nothing joins it to more. It gets the word lowercased, as
    /// `TermNumbers` keys it: its first eight bytes packed, the rest packed (0 for a word of up
    /// to eight), and its length. Stops at the first word that is not simple, near the end of
    /// `bytes` (within sixteen bytes), or when `body` returns false, and returns where the
    /// words after those it was given are looked for.
    ///
    /// Most words of prose are simple, and each is read here with a load of eight bytes or two
    /// and a few tests of all of them at once, where `forEachWord` reads it byte by byte; a
    /// caller reads the others with `forEachWord`, which tells the same words apart.
    static func forEachSimpleWord(
        in bytes: UnsafeBufferPointer<UInt8>, from position: Int, _ body: (_ first: UInt64, _ second: UInt64, _ length: Int) -> Bool
    ) -> Int {
        classes.withUnsafeBufferPointer { table in
            var index = position
            while index + 16 <= bytes.count {
                guard table[Int(bytes[index])] & Class.wordPart != 0 else {
                    index += 1
                    continue
                }
                let (first, firstLength) = simpleLetters(at: index, in: bytes, capitalFirst: true)
                guard firstLength > 0 else { return index }
                var (second, length) = (UInt64(0), firstLength)
                if firstLength == 8 {
                    (second, length) = simpleLetters(at: index + 8, in: bytes, capitalFirst: false)
                    guard length < 8 else { return index }
                    length += 8
                }
                guard endsSimply(at: index + length, in: bytes, table: table) else { return index }
                index += length
                guard body(first, second, length) else { return index }
            }
            return index
        }
    }

    /// The run of lowercase letters in the eight bytes at `start` (all within `bytes`), its
    /// first maybe a capital when `capitalFirst`: lowercased and packed, and how long it is
    /// (0 when a capital stands after its first letter, which starts another part: `camelCase`).
    @inline(__always)
    private static func simpleLetters(at start: Int, in bytes: UnsafeBufferPointer<UInt8>, capitalFirst: Bool) -> (UInt64, Int) {
        let raw = ByteWords.load(bytes, at: start)
        let lowered = TermNumbers.lowercased(raw)
        let letters = ByteWords.below(lowered, UInt8(ascii: "{")) & ~ByteWords.below(lowered, UInt8(ascii: "a"))
        let length = ByteWords.leadingBytes(before: ~letters & 0x8080_8080_8080_8080)
        let run: UInt64 = length == 8 ? ~0 : 1 << UInt64(8 * length) - 1
        let capitals = (raw ^ lowered) & run & (capitalFirst ? ~0xFF : ~0)
        return capitals == 0 ? (lowered & run, length) : (0, 0)
    }

    /// Whether a word of letters ends before `end` (within `bytes`): the byte there is no digit
    /// or `_`, which go on with it, nor a `.` or `'` with a letter after it, which joins the two.
    @inline(__always)
    private static func endsSimply(at end: Int, in bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>) -> Bool {
        let next = table[Int(bytes[end])]
        guard next & Class.wordPart == 0 else { return false }
        return next & Class.midNumberOrLetter == 0 || end + 1 >= bytes.count || table[Int(bytes[end + 1])] & Class.letter == 0
    }

    /// Where the run of lowercase letters from `start` ends: eight bytes at a time, as most
    /// words are such a run (byte by byte, a table lookup each, this loop was most of the
    /// splitting), the last few one by one.
    private static func endOfLowercase(from start: Int, in bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start
        while index + 8 <= bytes.count {
            let word = ByteWords.load(bytes, at: index)
            // `a` to `z`: below `{` and not below `a` (a byte from 0x80 is below neither).
            let lowercase = ByteWords.below(word, UInt8(ascii: "{")) & ~ByteWords.below(word, UInt8(ascii: "a"))
            let others = ~lowercase & 0x8080_8080_8080_8080
            guard others == 0 else { return index + ByteWords.leadingBytes(before: others) }
            index += 8
        }
        while index < bytes.count, table[Int(bytes[index])] & Class.lower != 0 { index += 1 }
        return index
    }

    /// Whether `byte` (below 0x80) can be part of a word: a letter, a digit or `_`.
    static func isWordPart(_ byte: UInt8) -> Bool {
        classes[Int(byte)] & Class.wordPart != 0
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

    /// Where the stretch of `bytes` from `start` ends (at its first ASCII space, or the end of
    /// `bytes`; no word spans a space), and whether it is all ASCII. Read eight bytes at a
    /// time: a stretch is a word or more, and one test of eight finds no space in most words.
    static func stretch(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, isASCII: Bool) {
        var end = start
        var high: UInt64 = 0
        while end + 8 <= bytes.count {
            let word = ByteWords.load(bytes, at: end)
            // Spaces and the other controls; a control that is not a space is passed over.
            let controls = ByteWords.below(word, 0x21)
            guard controls != 0 else {
                (high, end) = (high | word, end + 8)
                continue
            }
            // The bytes before the first control (a control's own high bit is clear).
            high |= word & ((controls & (0 &- controls)) &- 1)
            end += ByteWords.leadingBytes(before: controls)
            if bytes[end].isASCIISpace { return (end, high & 0x8080_8080_8080_8080 == 0) }
            end += 1
        }
        while end < bytes.count, !bytes[end].isASCIISpace {
            high |= UInt64(bytes[end])
            end += 1
        }
        return (end, high & 0x8080_8080_8080_8080 == 0)
    }

    /// Whether a middle character keeps the characters on either side in one word (WB6, WB7,
    /// WB11, WB12).
    private static func joins(_ before: UInt8, _ middle: UInt8, _ after: UInt8) -> Bool {
        if middle & Class.midNumberOrLetter != 0, before & Class.letter != 0, after & Class.letter != 0 { return true }
        return middle & (Class.midNumber | Class.midNumberOrLetter) != 0 && before & Class.digit != 0 && after & Class.digit != 0
    }

    /// What a byte is to word boundaries, as bits.
    private enum Class {
        static let letter: UInt8 = 1
        static let digit: UInt8 = 2
        static let connector: UInt8 = 4
        static let midNumber: UInt8 = 8
        static let midNumberOrLetter: UInt8 = 16
        static let upper: UInt8 = 32
        static let lower: UInt8 = 64
        /// Letters, digits and `_`.
        static let wordPart: UInt8 = 128
    }

    /// Each byte's class; none for bytes from 0x80.
    private static let classes: [UInt8] = (0..<256).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Class.letter | Class.lower | Class.wordPart
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Class.letter | Class.upper | Class.wordPart
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Class.digit | Class.wordPart
        case UInt8(ascii: "_"): Class.connector | Class.wordPart
        case UInt8(ascii: ","), UInt8(ascii: ";"): Class.midNumber
        case UInt8(ascii: "."), UInt8(ascii: "'"): Class.midNumberOrLetter
        default: 0
        }
    }
}
