import Foundation

#if canImport(_FoundationICU)
    import _FoundationICU
#endif

/// The words of a text as Unicode word boundaries give them, with dictionary segmentation where
/// a language writes no spaces (Thai, Lao, Khmer, Burmese, Chinese, Japanese): ICU's word break
/// iterator, which browsers' `Intl.Segmenter` also uses, so that a query typed into the site's
/// search splits as the page text it looks for was split when indexed.
enum WordBreaks {
    /// A word and where it starts in the text, in UTF-16 code units (as JavaScript counts).
    struct Word: Equatable {
        let text: String
        let offset: Int
    }

    /// The word-like pieces of `text` (letters, numbers, kana, ideographs; not spaces or
    /// punctuation), in order.
    /// - Parameter language: a BCP 47 code such as `th` or `pt-BR`; it picks ICU's locale rules.
    static func words(in text: String, language: String) -> [Word] {
        var text = text
        if let ascii = text.withUTF8({ bytes in ASCIIWordBreaks.isASCII(bytes) ? ASCIIWordBreaks.words(in: bytes) : nil }) { return ascii }
        return unicodeWords(in: text, language: language)
    }

    /// `words(in:language:)` for any text, by ICU where there is one.
    static func unicodeWords(in text: String, language: String) -> [Word] {
        #if canImport(_FoundationICU)
            return icuWords(in: Array(text.utf16), language: language)
        #else
            var words: [Word] = []
            text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: .byWords) { word, range, _, _ in
                guard let word else { return }
                words.append(Word(text: word, offset: text.utf16.distance(from: text.utf16.startIndex, to: range.lowerBound)))
            }
            return words
        #endif
    }

    /// Calls `body` with where each word of the UTF-8 text `bytes` stands, in bytes, as
    /// `unicodeWords` finds them: for a caller that reads the words' bytes. ICU is given the
    /// text as UTF-16, its own form: read through a UTF-8 `UText`, every step of its dictionary
    /// search (Thai, Chinese…) mapped indexes back and forth, a fifth of its time. The words'
    /// ends are turned back into bytes in one walk along the text, as they come in order.
    static func forEachUnicodeWord(in bytes: UnsafeBufferPointer<UInt8>, language: String, _ body: (Range<Int>) -> Void) {
        #if canImport(_FoundationICU)
            guard !bytes.isEmpty, let iterator = ThreadIterators.iterator(for: icuLocale(language)) else {
                return forEachWordOfString(in: bytes, language: language, body)
            }
            let units = UTF8Scalars.utf16(of: bytes)
            var cursor = (unit: 0, byte: 0)
            let split = units.withUnsafeBufferPointer { buffer in
                forEachWordRange(in: buffer, of: iterator) { range in
                    let start = advance(&cursor, toUnit: range.lowerBound, in: bytes)
                    body(start..<advance(&cursor, toUnit: range.upperBound, in: bytes))
                }
            }
            if !split { forEachWordOfString(in: bytes, language: language, body) }
        #else
            forEachWordOfString(in: bytes, language: language, body)
        #endif
    }

    /// Moves `cursor` (a place in the text as a UTF-16 unit and a byte) forward to `unit`;
    /// returns its byte.
    private static func advance(_ cursor: inout (unit: Int, byte: Int), toUnit unit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        while cursor.unit < unit, cursor.byte < bytes.count {
            let lead = bytes[cursor.byte]
            // Below four bytes a scalar is one unit, and its length is its lead byte's (a byte
            // that starts none, or a scalar cut short, is one byte, as `UTF8Scalars.decode` reads
            // it): only a four-byte one is decoded, to tell a pair of units.
            guard lead >= 0xF0 else {
                let length = lead < 0x80 ? 1 : lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : 3
                cursor = (cursor.unit + 1, cursor.byte + (cursor.byte + length <= bytes.count ? length : 1))
                continue
            }
            let (scalar, length) = UTF8Scalars.decode(bytes, at: cursor.byte)
            cursor = (cursor.unit + ((scalar?.value ?? 0) >= 0x1_0000 ? 2 : 1), cursor.byte + length)
        }
        return cursor.byte
    }

    /// `forEachUnicodeWord` by way of a string's words, their UTF-16 offsets turned into bytes.
    private static func forEachWordOfString(in bytes: UnsafeBufferPointer<UInt8>, language: String, _ body: (Range<Int>) -> Void) {
        let text = String(decoding: bytes, as: UTF8.self)
        for word in unicodeWords(in: text, language: language) {
            let start = text.utf16.index(text.utf16.startIndex, offsetBy: word.offset)
            let offset = text.utf8.distance(from: text.utf8.startIndex, to: start)
            body(offset..<offset + word.text.utf8.count)
        }
    }

    /// ICU's name for a BCP 47 language (`pt-BR` → `pt_BR`).
    private static func icuLocale(_ language: String) -> String {
        language.utf8.contains(UInt8(ascii: "-")) ? String(language.map { $0 == "-" ? "_" : $0 }) : language
    }

    #if canImport(_FoundationICU)
        private static func icuWords(in units: [UInt16], language: String) -> [Word] {
            guard !units.isEmpty else { return [] }
            guard let iterator = ThreadIterators.iterator(for: icuLocale(language)) else { return fallbackWords(in: units) }
            var words: [Word] = []
            let split = units.withUnsafeBufferPointer { buffer in
                forEachWordRange(in: buffer, of: iterator) { range in
                    words.append(Word(text: string(UnsafeBufferPointer(rebasing: buffer[range])), offset: range.lowerBound))
                }
            }
            return split ? words : fallbackWords(in: units)
        }

        /// `forEachWordRange` of `units` given to `iterator`, which is left pointing at no text;
        /// false when ICU would not take the text.
        private static func forEachWordRange(
            in units: UnsafeBufferPointer<UInt16>, of iterator: OpaquePointer, _ body: (Range<Int>) -> Void
        ) -> Bool {
            var status = U_ZERO_ERROR
            swift_ubrk_setText(iterator, units.baseAddress, Int32(units.count), &status)
            defer {
                var cleared = U_ZERO_ERROR
                swift_ubrk_setText(iterator, nil, 0, &cleared)
            }
            guard status.rawValue <= 0 else { return false }
            forEachWordRange(of: iterator, body)
            return true
        }

        /// Each word-like piece between the boundaries of the iterator's text, in the text's
        /// own units (UTF-16 units, or UTF-8 bytes for a UTF-8 `UText`).
        private static func forEachWordRange(of iterator: OpaquePointer, _ body: (Range<Int>) -> Void) {
            var start = swift_ubrk_first(iterator)
            var end = swift_ubrk_next(iterator)
            while end != UBRK_DONE {
                // Rule statuses below UBRK_WORD_NONE_LIMIT are spaces and punctuation.
                if swift_ubrk_getRuleStatus(iterator) >= UBRK_WORD_NONE_LIMIT.rawValue { body(Int(start)..<Int(end)) }
                start = end
                end = swift_ubrk_next(iterator)
            }
        }

        /// A word's text; an ASCII word copied unit by unit, which costs far less than decoding
        /// UTF-16, and most words of most handbooks are ASCII.
        private static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
            guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
            return String(unsafeUninitializedCapacity: units.count) { bytes in
                for (index, unit) in units.enumerated() { bytes[index] = UInt8(truncatingIfNeeded: unit) }
                return units.count
            }
        }

        /// Runs of letters and digits, should ICU fail to open (it does not with its own data).
        private static func fallbackWords(in units: [UInt16]) -> [Word] {
            let text = String(decoding: units, as: UTF16.self)
            var words: [Word] = []
            var current = ""
            var offset = 0
            var start = 0
            for character in text {
                if character.isLetter || character.isNumber {
                    if current.isEmpty { start = offset }
                    current.append(character)
                } else if !current.isEmpty {
                    words.append(Word(text: current, offset: start))
                    current = ""
                }
                offset += character.utf16.count
            }
            if !current.isEmpty { words.append(Word(text: current, offset: start)) }
            return words
        }
    #endif
}

#if canImport(_FoundationICU)
    /// One word iterator per locale and thread, opened once: opening one loads its rules and
    /// dictionaries, which cost more than splitting a page's sections.
    private final class ThreadIterators {
        private var iterators: [String: OpaquePointer] = [:]
        /// The thread's own iterators, released when the thread ends. A pthread key rather than
        /// `Thread.current.threadDictionary`, whose lookup cost more than splitting a heading.
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key) { pointer in
                if let pointer { Unmanaged<ThreadIterators>.fromOpaque(pointer).release() }
            }
            return key
        }()

        static func iterator(for locale: String) -> OpaquePointer? {
            let owner: ThreadIterators
            if let stored = pthread_getspecific(key) {
                owner = Unmanaged<ThreadIterators>.fromOpaque(stored).takeUnretainedValue()
            } else {
                owner = ThreadIterators()
                pthread_setspecific(key, Unmanaged.passRetained(owner).toOpaque())
            }
            if let known = owner.iterators[locale] { return known }
            var status = U_ZERO_ERROR
            guard let opened = swift_ubrk_open(UBRK_WORD, locale, nil, 0, &status), status.rawValue <= 0 else { return nil }
            owner.iterators[locale] = opened
            return opened
        }

        deinit {
            for iterator in iterators.values { swift_ubrk_close(iterator) }
        }
    }
#endif
