import Foundation
import SpecimenPages

/// What one page gives the search index: every term it holds (as `SearchTerms` makes them from
/// the words `WordBreaks` finds in its language), how strongly, and the section where it is
/// strongest, so that a result links to the nearest heading.
///
/// A word weighs by where it stands: in the title most, then in a heading, in prose, and least
/// in code, which is found too but ranked lower.
struct PagePostings {
    struct Posting: Equatable {
        /// The sum of the weights of the term's occurrences.
        var score: Float
        /// The index in `SearchText.sections` of the section where it weighs most; nil when the
        /// title weighs most (the result is the page itself).
        var section: Int?
    }

    enum Weight {
        static let title: Float = 10
        static let heading: Float = 5
        static let body: Float = 1
        static let code: Float = 0.5
    }

    /// A term's posting as a page keeps it: a session keeps every page's, so they are kept in
    /// 8 bytes each, with each term's key in `keys` rather than as a string (which the index
    /// would only turn back into bytes).
    struct Entry: Equatable {
        let score: Float
        /// The section, or -1 for the title.
        let section: Int32
    }

    /// The entries, those of `TermShard` 0 first, then those of shard 1, and so on.
    private(set) var entries: [Entry] = []
    /// Every term's key (`TermNumbers.Key`), in the order of `entries`: an index's table finds
    /// a term by its key, which the page's tallies made as they read it, with no byte of it
    /// read again.
    private var keys = PostedKeys()
    /// Where each shard's entries end in `entries`, and where its keys start.
    private var shardEnds: [Int32] = []
    private var shardKeyStarts: [PostedKeys.Position] = []

    /// Calls `body` with each term's bytes (folded already) and its entry.
    func forEachEntry(_ body: (UnsafeBufferPointer<UInt8>, Entry) -> Void) {
        keys.forEach(from: PostedKeys.Position(), upTo: keys.count) { key, long, index in key.withBytes(long: long) { body($0, entries[index]) } }
    }

    /// Calls `body` with the bytes and entry of each term that falls in `shard`
    /// (`TermShard.shard(of:)`): the index's shards each read only their own.
    func forEachEntry(inShard shard: Int, _ body: (UnsafeBufferPointer<UInt8>, Entry) -> Void) {
        forEachKeyedEntry(inShard: shard) { key, long, entry in key.withBytes(long: long) { body($0, entry) } }
    }

    /// Calls `body` with the key, the bytes if the term is longer than sixteen (else none) and
    /// the entry of each term that falls in `shard`, for `TermNumbers.number(of:longSpelling:)`.
    func forEachKeyedEntry(inShard shard: Int, _ body: (TermNumbers.Key, UnsafeBufferPointer<UInt8>, Entry) -> Void) {
        guard !entries.isEmpty else { return }
        keys.forEach(from: shardKeyStarts[shard], upTo: Int(shardEnds[shard])) { key, long, index in body(key, long, entries[index]) }
    }

    /// The terms with their postings, by term.
    var terms: [String: Posting] {
        var terms: [String: Posting] = [:]
        forEachEntry { bytes, entry in
            terms[String(decoding: bytes, as: UTF8.self)] = Posting(score: entry.score, section: entry.section < 0 ? nil : Int(entry.section))
        }
        return terms
    }
    /// How many words the page has, for weighing a term against the page's length.
    private(set) var length = 0

    /// - Parameters:
    ///   - description: the page's summary, which weighs as a heading and belongs to the page as
    ///     a whole.
    ///   - titleWeight: what a word of the title weighs; a token's path weighs as a heading, so
    ///     that the page about buttons comes before the hundred tokens whose path says `button`.
    ///   - cores: how many stretches a long page is read in at most, side by side (the
    ///     machine's cores when nil).
    init(title: String, titleWeight: Float = Weight.title, description: String = "", text: SearchText, language: String, cores: Int? = nil) {
        let reading = Reading(title: title, titleWeight: titleWeight, description: description, text: text, language: language, cores: cores)
        self.init(joining: reading.stretches.indices.map { $0 }.parallelMap(reading.read))
    }

    /// The postings of a page read in stretches (see `Reading`), in their order.
    init(joining stretches: [Reading.Stretch]) {
        var tallies = stretches[0].tallies
        for later in stretches.dropFirst() { tallies.append(later.tallies) }
        length = stretches.reduce(0) { $0 + $1.words }
        keep(tallies)
    }

    private init() {}

    /// A page's text to be read, in stretches of its sections: one, or for a long page one per
    /// core, which a caller reads side by side with other work of its own in one
    /// `parallelMap` (one inside another ran its stretches one after the other).
    struct Reading: Sendable {
        /// The terms read in one stretch, and how many words it has.
        struct Stretch: Sendable {
            let tallies: TermTallies
            let words: Int
        }

        let title: String
        let titleWeight: Float
        let description: String
        let text: SearchText
        let language: String
        let stretches: [Range<Int>]
        /// About how many bytes of text the page has.
        private let bytes: Int

        init(title: String, titleWeight: Float = Weight.title, description: String = "", text: SearchText, language: String, cores: Int? = nil) {
            (self.title, self.titleWeight, self.description, self.text, self.language) = (title, titleWeight, description, text, language)
            bytes = text.sections.reduce(title.utf8.count + description.utf8.count) { $0 + $1.textByteCount }
            stretches = PagePostings.stretches(of: text.sections, bytes: bytes, cores: cores)
        }

        /// Reads stretch `index`; the first holds the title and the description.
        @Sendable func read(_ index: Int) -> Stretch {
            var part = PagePostings()
            // About one distinct term in eight bytes of a page's text, up to where most pages end.
            var tallies = TermTallies(expected: min(bytes / 8 / stretches.count, 8_192))
            let sections = stretches[index]
            if sections.lowerBound == 0 {
                part.weigh(title, weight: titleWeight, in: TermTallies.Tally.title, language: language, into: &tallies)
                part.weigh(description, weight: Weight.heading, in: TermTallies.Tally.title, language: language, into: &tallies)
            }
            for index in sections {
                let section = text.sections[index]
                part.weigh(section.headingBytes, weight: Weight.heading, in: index, language: language, into: &tallies)
                part.weigh(section.bodyBytes, weight: Weight.body, in: index, language: language, into: &tallies)
                part.weigh(section.codeBytes, weight: Weight.code, in: index, language: language, into: &tallies)
            }
            return Stretch(tallies: tallies, words: part.length)
        }
    }

    /// A page's text this long or longer is read in stretches of sections on every core: a
    /// page of megabytes was one core's work while the other waited.
    static let stretchedLength = 256 * 1024

    /// How many stretches a long page has per core.
    static let stretchesPerCore = 4

    /// The sections read together: all of them, or for a long page stretches of about the
    /// same length, a few per core, so that a core that finishes first takes another rather
    /// than waiting (a section is never split, so each term's strongest section is known
    /// within its stretch).
    private static func stretches(of sections: [SearchText.Section], bytes: Int, cores: Int?) -> [Range<Int>] {
        guard bytes >= stretchedLength, sections.count > 1 else { return [0..<sections.count] }
        let cores = cores ?? MachineCores.count
        guard cores > 1 else { return [0..<sections.count] }
        let count = cores * stretchesPerCore
        var stretches: [Range<Int>] = []
        var (start, length) = (0, 0)
        for (index, section) in sections.enumerated() {
            length += section.textByteCount
            if length * count >= bytes * (stretches.count + 1), index + 1 < sections.count, stretches.count + 1 < count {
                stretches.append(start..<index + 1)
                start = index + 1
            }
        }
        stretches.append(start..<sections.count)
        return stretches
    }

    /// Keeps the page's terms and their entries, grouped by shard (a counting sort of the
    /// terms' numbers by their shards), written at once into room for them all.
    private mutating func keep(_ tallies: TermTallies) {
        let count = tallies.count
        var shards: [UInt8] = []
        shards.reserveCapacity(count)
        var starts = [Int](repeating: 0, count: TermShard.count + 1)
        var seconds = 0
        for number in 0..<count {
            let key = tallies.keyed(number).key
            let shard = TermShard.shard(of: key)
            shards.append(UInt8(shard))
            starts[shard + 1] += 1
            if key.length > 8 { seconds += 1 }
        }
        for shard in 0..<TermShard.count { starts[shard + 1] += starts[shard] }
        let ends = starts.dropFirst().map { Int32($0) }
        var order = [Int](repeating: 0, count: count)
        for (number, shard) in shards.enumerated() {
            order[starts[Int(shard)]] = number
            starts[Int(shard)] += 1
        }
        var keyStarts: [PostedKeys.Position] = []
        keyStarts.reserveCapacity(TermShard.count)
        var keys = PostedKeys()
        let entries = [Entry](unsafeUninitializedCapacity: count) { entries, written in
            keys = PostedKeys(count: count, seconds: seconds) { writer in
                var position = 0
                for shard in 0..<TermShard.count {
                    keyStarts.append(writer.end)
                    for number in order[position..<Int(ends[shard])] {
                        let (key, tally) = tallies.keyed(number)
                        if key.length > 16 {
                            tallies.withTerm(number) { bytes, _ in writer.append(key, spelling: bytes) }
                        } else {
                            writer.append(key)
                        }
                        entries.initializeElement(at: written, to: Entry(score: tally.score, section: tally.section))
                        written += 1
                    }
                    position = Int(ends[shard])
                }
            }
        }
        (self.entries, self.keys, shardEnds, shardKeyStarts) = (entries, keys, ends, keyStarts)
    }

    /// Adds the weight of every term of `text`, read in `section`; counts the words. One text
    /// a call: an array of labeled pairs per section was converted by the runtime's casts.
    private mutating func weigh(_ text: String, weight: Float, in section: Int, language: String, into tallies: inout TermTallies) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { weigh(bytes: $0, weight: weight, in: section, language: language, into: &tallies) }
    }

    /// `weigh` of a section's text, as UTF-8.
    private mutating func weigh(_ text: [UInt8], weight: Float, in section: Int, language: String, into tallies: inout TermTallies) {
        guard !text.isEmpty else { return }
        text.withUnsafeBufferPointer { weigh(bytes: $0, weight: weight, in: section, language: language, into: &tallies) }
    }

    private mutating func weigh(
        bytes: UnsafeBufferPointer<UInt8>, weight: Float, in section: Int, language: String, into tallies: inout TermTallies
    ) {
        if ASCIIWordBreaks.isASCII(bytes) {
            weighASCII(bytes, weight: weight, in: section, into: &tallies)
        } else {
            weighMixed(bytes, weight: weight, in: section, language: language, into: &tallies)
        }
    }

    /// Text that is not all ASCII, split at spaces (which no word spans): its runs of ASCII
    /// stretches read from their bytes, its stretches of Hangul (`HangulWordBreaks`) each on
    /// its own, and each run of the others, with the spaces between them, by ICU. A French
    /// page's few accented words cost what they must, and its other words no more than an
    /// English page's; an English text with one curly quote is read as if it had none.
    private mutating func weighMixed(
        _ bytes: UnsafeBufferPointer<UInt8>, weight: Float, in section: Int, language: String, into tallies: inout TermTallies
    ) {
        var (asciiStart, unicodeStart): (Int?, Int?) = (nil, nil)
        var index = 0
        while index < bytes.count {
            // A stretch that is a Korean word is told in the one reading that finds its end.
            let hangul = HangulWordBreaks.word(in: bytes, from: index)
            let (end, isASCII) = hangul.map { ($0.end, false) } ?? ASCIIWordBreaks.stretch(from: index, in: bytes)
            if !isASCII, let start = asciiStart {
                weighASCII(UnsafeBufferPointer(rebasing: bytes[start..<index]), weight: weight, in: section, into: &tallies)
                asciiStart = nil
            }
            if isASCII || hangul != nil, let start = unicodeStart {
                weighUnicode(UnsafeBufferPointer(rebasing: bytes[start..<index]), weight: weight, in: section, language: language, into: &tallies)
                unicodeStart = nil
            }
            if isASCII {
                asciiStart = asciiStart ?? index
            } else if let hangul {
                length += 1
                let stemBytes = SearchTerms.koreanStemBytes(ofSyllables: UnsafeBufferPointer(rebasing: bytes[hangul.word]))
                weighHangul(at: hangul.word, of: bytes, stemBytes: stemBytes, weight: weight, in: section, into: &tallies)
            } else if unicodeStart == nil {
                unicodeStart = index
            }
            index = end + 1
        }
        if let start = asciiStart {
            weighASCII(UnsafeBufferPointer(rebasing: bytes[start...]), weight: weight, in: section, into: &tallies)
        }
        if let start = unicodeStart {
            weighUnicode(UnsafeBufferPointer(rebasing: bytes[start...]), weight: weight, in: section, language: language, into: &tallies)
        }
    }

    /// ASCII text, the most of most handbooks, read from its bytes (its simple words eight bytes
    /// at a time, see `TermTallies.addASCIIWords`) and lowercased as they are read: no string is
    /// made of a word (a term's is made once, when the page is done).
    private mutating func weighASCII(_ bytes: UnsafeBufferPointer<UInt8>, weight: Float, in section: Int, into tallies: inout TermTallies) {
        length += tallies.addASCIIWords(of: bytes, weight: weight, in: section)
    }

    private mutating func weighUnicode(
        _ bytes: UnsafeBufferPointer<UInt8>, weight: Float, in section: Int, language: String, into tallies: inout TermTallies
    ) {
        WordBreaks.forEachUnicodeWord(in: bytes, language: language) { range in
            length += 1
            weighWord(at: range, of: bytes, weight: weight, in: section, into: &tallies)
        }
    }

    /// Adds the terms of the word of Hangul syllables at `range` of `text`: itself and its
    /// stem, its first `stemBytes`. Numbered where they stand in the text (see
    /// `TermNumbers.number(ofWordAt:in:lowercasing:)`).
    private func weighHangul(
        at range: Range<Int>, of text: UnsafeBufferPointer<UInt8>, stemBytes: Int?, weight: Float, in section: Int,
        into tallies: inout TermTallies
    ) {
        tallies.add(wordAt: range, in: text, lowercasing: false, weight: weight, in: section)
        if let stemBytes {
            tallies.add(wordAt: range.lowerBound..<range.lowerBound + stemBytes, in: text, lowercasing: false, weight: weight, in: section)
        }
    }

    /// Adds the terms of the word at `range` of `text`, which is not all ASCII.
    private func weighWord(
        at range: Range<Int>, of text: UnsafeBufferPointer<UInt8>, weight: Float, in section: Int, into tallies: inout TermTallies
    ) {
        let word = UnsafeBufferPointer(rebasing: text[range])
        switch SearchTerms.byteForm(of: word) {
        case .itself:
            tallies.add(wordAt: range, in: text, lowercasing: false, weight: weight, in: section)
        case .korean(let stemBytes):
            weighHangul(at: range, of: text, stemBytes: stemBytes, weight: weight, in: section, into: &tallies)
        case .other:
            SearchTerms.forEachIndexTerm(of: String(decoding: word, as: UTF8.self)) { tallies.add($0, weight: weight, in: section) }
        }
    }
}
