import Foundation

/// The forms under which a word is indexed and looked up, made the same way from page text and
/// from a query: lowercase; the accents of Latin, Greek and Cyrillic letters, Arabic short
/// vowels and Hebrew points dropped (`é` finds `e`), while the marks that are part of a letter
/// elsewhere (Thai vowels and tones, Indic vowel signs) stay; and for a Korean word that ends in
/// a particle, also its stem (`시스템을` is found by `시스템`).
enum SearchTerms {
    /// The forms `word` is indexed under: itself folded, then its stem when it has one.
    static func terms(of word: String) -> [String] {
        let folded = fold(word)
        guard !folded.isEmpty else { return [] }
        if let stem = koreanStem(of: folded) { return [folded, stem] }
        return [folded]
    }

    /// Calls `body` with each form a page's word is indexed under: its `terms`, then its
    /// `parts` (`fgColor.muted` is found by `muted`, `l'interface` by `interface`). A callback
    /// rather than an array: this runs for every word of every page.
    static func forEachIndexTerm(of word: String, _ body: (String) -> Void) {
        let folded = fold(word)
        guard !folded.isEmpty else { return }
        body(folded)
        let stem = koreanStem(of: folded)
        if let stem { body(stem) }
        for part in parts(of: word) where part != folded && part != stem { body(part) }
    }

    /// The pieces of a word that joins several (a token path, an identifier, an elided French
    /// article), folded: split where punctuation stands inside it (Unicode word boundaries keep
    /// `a.b`, `a_b`, `a:b` and `l'a` whole), and each piece again where a lowercase letter meets
    /// a capital (`fgColor.muted` gives fgcolor, fg, color, muted). Empty for a plain word.
    static func parts(of word: String) -> [String] {
        guard mayJoinSeveral(word) else { return [] }
        var found: [String] = []
        func add(_ piece: String) {
            let folded = fold(piece)
            if !folded.isEmpty, !found.contains(folded) { found.append(folded) }
        }
        for piece in pieces(of: word) {
            add(String(piece))
            let humps = camelHumps(of: piece)
            if humps.count > 1 { humps.forEach(add) }
        }
        return found == [fold(word)] ? [] : found
    }

    /// False when `word` has neither punctuation inside nor a lowercase letter before a capital:
    /// most words, told apart before any splitting.
    private static func mayJoinSeveral(_ word: String) -> Bool {
        var word = word
        if let ascii = word.withUTF8({ ASCIIWordBreaks.isASCII($0) ? mayJoinSeveral(ascii: $0) : nil }) { return ascii }
        var previousWasLower = false
        for scalar in word.unicodeScalars {
            let kind = Kind(scalar)
            if kind == .separator || (kind == .upper && previousWasLower) { return true }
            if kind != .mark { previousWasLower = kind == .lower }
        }
        return false
    }

    /// `mayJoinSeveral` for an ASCII word, by its bytes.
    static func mayJoinSeveral(ascii word: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousWasLower = false
        for byte in word {
            let kind = Kind(Unicode.Scalar(byte))
            if kind == .separator || (kind == .upper && previousWasLower) { return true }
            previousWasLower = kind == .lower
        }
        return false
    }

    /// Calls `body` with each of `parts(of:)` of an ASCII word, as bytes of the word to be
    /// lowercased (the same parts, without a string made of any): each piece between
    /// punctuation, and its camel humps when it has several; none that is the word itself or
    /// one given before.
    static func forEachPart(ofASCII word: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // The parts given so far, in temporary storage: arrays made for each such word (most
        // are contractions, `don't`) were an allocation or two per word. Besides the word
        // itself, its pieces and humps number at most one more than its bytes.
        withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: word.count + 2) { given in
            given.initializeElement(at: 0, to: 0..<word.count)
            var count = 1
            func give(_ range: Range<Int>) {
                guard !range.isEmpty, !given[..<count].contains(where: { equalFolded(word[$0], word[range]) }) else { return }
                given.initializeElement(at: count, to: range)
                count += 1
                body(UnsafeBufferPointer(rebasing: word[range]))
            }
            var start = 0
            for index in 0...word.count where index == word.count || Kind(Unicode.Scalar(word[index])) == .separator {
                if start < index {
                    give(start..<index)
                    forEachCamelHump(ofASCII: word, start..<index, give)
                }
                start = index + 1
            }
        }
    }

    /// Calls `body` with each camel hump of `piece`, in order, when it has more than one.
    private static func forEachCamelHump(ofASCII word: UnsafeBufferPointer<UInt8>, _ piece: Range<Int>, _ body: (Range<Int>) -> Void) {
        var start = piece.lowerBound
        var previousWasLower = false
        for index in piece {
            let kind = Kind(Unicode.Scalar(word[index]))
            if kind == .upper, previousWasLower, index > start {
                body(start..<index)
                start = index
            }
            previousWasLower = kind == .lower
        }
        if start > piece.lowerBound { body(start..<piece.upperBound) }
    }

    private static func equalFolded(_ a: Slice<UnsafeBufferPointer<UInt8>>, _ b: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.asciiLowercased == $1.asciiLowercased }
    }

    /// The runs of letters, digits and marks of `word`, between the punctuation inside it.
    static func pieces(of word: String) -> [String.UnicodeScalarView] {
        word.unicodeScalars.split { Kind($0) == .separator }.map { String.UnicodeScalarView($0) }
    }

    /// `piece` cut where a lowercase letter is followed by a capital (a mark going with the
    /// letter before it).
    private static func camelHumps(of piece: String.UnicodeScalarView) -> [String] {
        var humps: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasLower = false
        for scalar in piece {
            let kind = Kind(scalar)
            if kind == .upper, previousWasLower, !current.isEmpty {
                humps.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(scalar)
            if kind != .mark { previousWasLower = kind == .lower }
        }
        if !current.isEmpty { humps.append(String(current)) }
        return humps
    }

    /// What a scalar is to the splitting of a word, as the site's script tells it with `\p{…}`.
    enum Kind {
        case lower, upper, other, mark, separator

        init(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            if value < 0x80 {
                switch UInt8(value) {
                case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lower
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .upper
                case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .other
                default: self = .separator
                }
                return
            }
            switch value {
            // Ideographs and Hangul syllables are letters without case, every one of them.
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: self = .other
            case Self.latinToArabic.range: self = Self.latinToArabic[value]
            case Self.thaiAndLao.range: self = Self.thaiAndLao[value]
            case Self.georgian.range: self = Self.georgian[value]
            case Self.khmer.range: self = Self.khmer[value]
            case Self.kana.range: self = Self.kana[value]
            default: self = Kind(category: scalar.properties.generalCategory)
            }
        }

        init(category: Unicode.GeneralCategory) {
            switch category {
            case .lowercaseLetter: self = .lower
            case .uppercaseLetter: self = .upper
            case .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber, .otherNumber: self = .other
            case .nonspacingMark, .spacingMark, .enclosingMark: self = .mark
            default: self = .separator
            }
        }

        /// The kinds of the scalars of a block, looked up once (each block when first met):
        /// reading a scalar's category costs more than splitting at it.
        private struct Block {
            let range: Range<UInt32>
            private let kinds: [Kind]

            init(_ range: Range<UInt32>) {
                self.range = range
                kinds = range.map { Unicode.Scalar($0).map { Kind(category: $0.properties.generalCategory) } ?? .separator }
            }

            subscript(value: UInt32) -> Kind { kinds[Int(value - range.lowerBound)] }
        }

        private static let latinToArabic = Block(0x80..<0x700)
        private static let thaiAndLao = Block(0xE00..<0xF00)
        private static let georgian = Block(0x10A0..<0x1100)
        private static let khmer = Block(0x1780..<0x1800)
        private static let kana = Block(0x3040..<0x3100)
    }

    /// `word` lowercased, with the marks search ignores taken off, and Greek's final sigma as
    /// any other (browsers lowercase `Σ` by its place in the word, Swift does not).
    static func fold(_ word: String) -> String {
        // Most words are ASCII and lowercase already: they are their own form.
        if word.utf8.allSatisfy({ $0 < 0x80 && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }) { return word }
        // So are most words of scripts without case or accents search drops.
        if word.unicodeScalars.allSatisfy(isOwnForm) { return word }
        return foldedByTable(word) ?? foldedByUnicode(word)
    }

    /// A word of ASCII, Latin-1 and Latin Extended-A letters that fold to an ASCII letter
    /// (`Élan` → `elan`), Hebrew and Arabic, folded scalar by scalar: Latin letters by a table,
    /// Hebrew points and Arabic short vowels dropped, Arabic letters with a hamza or madda as
    /// their base letter. Nil for any other word, and for one holding a mark search keeps in
    /// those scripts (Unicode would put neighbouring marks in its order).
    private static func foldedByTable(_ word: String) -> String? {
        var folded = String.UnicodeScalarView()
        for scalar in word.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x41...0x5A: folded.append(Unicode.Scalar(UInt8(value) | 0x20))
            case ..<0x80: folded.append(scalar)
            case 0xC0..<0x180:
                let letter = latinLetters[Int(value - 0xC0)]
                guard letter != UInt8(ascii: ".") else { return nil }
                folded.append(Unicode.Scalar(letter))
            case 0x0590...0x06FF:
                if isIgnoredMark(scalar) { continue }
                guard Kind(scalar) != .mark else { return nil }
                folded.append(arabicBases[value].flatMap(Unicode.Scalar.init) ?? scalar)
            default:
                return nil
            }
        }
        return String(folded)
    }

    /// The Arabic letters whose canonical decomposition is a letter and a hamza or madda, which
    /// search drops.
    private static let arabicBases: [UInt32: UInt32] = [
        0x0622: 0x0627, 0x0623: 0x0627, 0x0624: 0x0648, 0x0625: 0x0627, 0x0626: 0x064A, 0x06C0: 0x06D5, 0x06C2: 0x06C1, 0x06D3: 0x06D2,
    ]

    /// The ASCII letter each of U+00C0 to U+017F folds to, `.` where it folds to none (`æ`, `ß`,
    /// `ı`, `ł`…, left to Unicode); `SearchTermsTests` holds each to `foldedByUnicode`.
    private static let latinLetters = Array(
        ("aaaaaa.ceeeeiiii.nooooo..uuuuy..aaaaaa.ceeeeiiii.nooooo..uuuuy.y"
            + "aaaaaaccccccccdd..eeeeeeeeeegggggggghh..iiiiiiiii...jjkk.llllll."
            + "...nnnnnn...oooooo..rrrrrrsssssssstttt..uuuuuuuuuuuuwwyyyzzzzzz.").utf8)

    /// `fold(word)` by lowercasing, decomposing, dropping marks and composing again: what the
    /// shortcuts of `fold` must agree with.
    static func foldedByUnicode(_ word: String) -> String {
        let lowered = word.lowercased()
        guard lowered.unicodeScalars.contains(where: { $0.value >= 0x80 }) else { return lowered }
        var kept = String.UnicodeScalarView()
        for scalar in lowered.decomposedStringWithCanonicalMapping.unicodeScalars where !isIgnoredMark(scalar) {
            kept.append(scalar == "ς" ? "σ" : scalar)
        }
        return String(kept).precomposedStringWithCanonicalMapping
    }

    /// Whether a scalar is folded into itself whatever stands beside it: it has no case, no
    /// canonical decomposition that changes it once recomposed, does not compose with a
    /// neighbour, and is no mark search drops. ASCII but capitals; Thai, Lao, Khmer and
    /// Georgian letters; Hangul syllables; kana but the combining sound marks; CJK ideographs
    /// (not the compatibility ones). `SearchTermsTests` checks every one, and pairs of them.
    static func isOwnForm(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x40, 0x5B...0x7F: true
        case 0x0E00...0x0EFF, 0x1780...0x17FF, 0x10D0...0x10FF: true
        case 0xAC00...0xD7A3: true
        case 0x3040...0x3098, 0x309B...0x30FF: true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// Combining accents (Latin, Greek, Cyrillic), Arabic harakat and Hebrew points: marks a
    /// reader leaves out when typing. Other scripts' marks spell the word and are kept.
    private static func isIgnoredMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF: true
        case 0x064B...0x065F, 0x0670: true
        case 0x0591...0x05BD, 0x05BF, 0x05C1, 0x05C2, 0x05C4, 0x05C5, 0x05C7: true
        default: false
        }
    }

    // MARK: Korean particles

    /// The word without the particle it ends in, when it is Hangul and what is left is a word:
    /// particles that follow a final consonant (`을`) only after one, those that follow a vowel
    /// (`를`) only after one, the rest after either; the longest that fits is taken.
    static func koreanStem(of word: String) -> String? {
        let syllables = word.unicodeScalars.map(\.value)
        guard let kept = koreanStemLength(syllables.count, syllable: { syllables[$0] }) else { return nil }
        return String(String.UnicodeScalarView(syllables[..<kept].compactMap(Unicode.Scalar.init)))
    }

    /// How many syllables of a word of `count` scalars, the `index`th given by `syllable`, are
    /// left once its particle is taken off; nil when it is not all Hangul or ends in none.
    static func koreanStemLength(_ count: Int, syllable: (Int) -> UInt32) -> Int? {
        guard count >= 2, (0..<count).allSatisfy({ (0xAC00...0xD7A3).contains(syllable($0)) }) else { return nil }
        let last = Int(syllable(count - 1) - 0xAC00)
        for particle in particlesByLastSyllable[Int(particleStarts[last])..<Int(particleStarts[last + 1])] where count > particle.count {
            let stem = count - particle.count
            var ending: UInt64 = 0
            for offset in 0..<particle.count { ending |= UInt64(syllable(stem + offset) - 0xAC00) << (16 * offset) }
            guard ending == particle.syllables else { continue }
            let final = finalConsonant(of: syllable(stem - 1))
            let fits: Bool
            switch particle.after {
            case .consonant: fits = final != 0 && !(particle.startsWithEuro && final == rieul)
            case .vowel: fits = final == 0 || (particle.startsWithRo && final == rieul)
            case .either: fits = true
            }
            if fits { return stem }
        }
        return nil
    }

    private enum Follows { case consonant, vowel, either }

    /// A particle as its syllables, packed in one integer rather than held in an array: every
    /// word of a Korean page is tried against those that could end it, and an array's each
    /// reading was counted in and out.
    private struct Particle {
        /// Its syllables' offsets from U+AC00 (below 2^14), sixteen bits each, the first lowest.
        let syllables: UInt64
        let count: Int
        let after: Follows
        /// `으로…` does not follow ㄹ; `로…` does.
        let startsWithEuro: Bool
        let startsWithRo: Bool

        init(_ text: String, after: Follows) {
            let scalars = text.unicodeScalars.map(\.value)
            (syllables, count, self.after) = (Self.packed(scalars), scalars.count, after)
            (startsWithEuro, startsWithRo) = (text.hasPrefix("으로"), text.hasPrefix("로"))
        }

        /// Hangul syllables packed as `syllables` holds them (at most four).
        private static func packed(_ syllables: [UInt32]) -> UInt64 {
            syllables.enumerated().reduce(0) { $0 | UInt64($1.element - 0xAC00) << (16 * $1.offset) }
        }
    }

    /// Longest first, so that `에서는` is taken before `는`.
    private static let particles: [Particle] = {
        let consonant = ["은", "이", "을", "과", "으로", "이나", "이랑", "이다", "으로는", "으로도", "으로써", "이라고", "이라는", "이에요", "입니다"]
        let vowel = ["는", "가", "를", "와", "로", "나", "랑", "다", "로는", "로도", "로써", "라고", "라는", "예요"]
        let either = [
            "의", "에", "에서", "에게", "께서", "한테", "도", "만", "까지", "부터", "보다", "처럼", "하고", "에는", "에서는", "에도",
            "마다", "밖에", "조차", "에서도", "까지는", "부터는", "만큼",
        ]
        let all =
            consonant.map { Particle($0, after: .consonant) } + vowel.map { Particle($0, after: .vowel) }
            + either.map { Particle($0, after: .either) }
        return all.sorted { $0.count > $1.count }
    }()

    /// The particles by the syllable they end in, longest first as in `particles`: those
    /// ending in syllable `n` (its offset from U+AC00, the first Hangul syllable) are
    /// `particlesByLastSyllable[particleStarts[n]..<particleStarts[n + 1]]`. Every word of a
    /// Korean page is tried against those that could end it rather than against all, found
    /// with no hashing, in one array rather than one per syllable.
    private static let particlesByLastSyllable: [Particle] = particles.enumerated().sorted { a, b in
        (lastSyllable(of: a.element), a.offset) < (lastSyllable(of: b.element), b.offset)
    }.map(\.element)
    /// Bytes, not `Int`s: a table of 11 KB rather than 89 KB, where each word's last syllable
    /// falls anywhere in it, and the whole table of particles is shorter than 256.
    private static let particleStarts: [UInt8] = {
        var starts = [UInt8](repeating: 0, count: 0xD7A4 - 0xAC00 + 1)
        for particle in particles { starts[lastSyllable(of: particle) + 1] += 1 }
        for syllable in 0..<0xD7A4 - 0xAC00 { starts[syllable + 1] += starts[syllable] }
        return starts
    }()

    private static func lastSyllable(of particle: Particle) -> Int {
        Int(particle.syllables >> (16 * UInt64(particle.count - 1)) & 0xFFFF)
    }

    private static let rieul: UInt32 = 8

    /// The final consonant's index in a Hangul syllable (0 when it ends in a vowel; 8 is ㄹ).
    private static func finalConsonant(of syllable: UInt32) -> UInt32 {
        (syllable - 0xAC00) % 28
    }
}
