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

    #if canImport(_FoundationICU)
        private static func icuWords(in units: [UInt16], language: String) -> [Word] {
            guard !units.isEmpty else { return [] }
            var status = U_ZERO_ERROR
            let locale = language.replacingOccurrences(of: "-", with: "_")
            guard let iterator = swift_ubrk_open(UBRK_WORD, locale, units, Int32(units.count), &status), status.rawValue <= 0 else {
                return fallbackWords(in: units)
            }
            defer { swift_ubrk_close(iterator) }
            var words: [Word] = []
            var start = swift_ubrk_first(iterator)
            var end = swift_ubrk_next(iterator)
            while end != UBRK_DONE {
                // Rule statuses below UBRK_WORD_NONE_LIMIT are spaces and punctuation.
                if swift_ubrk_getRuleStatus(iterator) >= UBRK_WORD_NONE_LIMIT.rawValue {
                    words.append(Word(text: String(decoding: units[Int(start)..<Int(end)], as: UTF16.self), offset: Int(start)))
                }
                start = end
                end = swift_ubrk_next(iterator)
            }
            return words
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
