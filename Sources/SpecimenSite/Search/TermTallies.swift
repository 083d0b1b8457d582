/// A page's terms and what each weighs there, while the page is read: by their numbers in a
/// `TermNumbers`, so that an ASCII word is tallied straight from the page's bytes, and a string
/// is made only once per distinct term, when the page is done.
struct TermTallies {
    /// A term's weights, sections one after the other.
    /// Twenty bytes (sections as 32-bit numbers): a page's tallies are touched at every word.
    struct Tally {
        static let title = -1
        var score: Float = 0
        /// The section where the term weighs most so far (the first of equals), and that weight.
        var section = Int32(title)
        var strongest: Float = 0
        /// The section being read and what the term weighs in it.
        var current = Int32.min
        var inCurrent: Float = 0

        mutating func add(_ weight: Float, in section: Int) {
            let section = Int32(truncatingIfNeeded: section)
            score += weight
            if current != section { (current, inCurrent) = (section, 0) }
            inCurrent += weight
            if inCurrent > strongest { (strongest, self.section) = (inCurrent, section) }
        }

        /// Adds the tally of the same term in sections that all come after this one's: its
        /// strongest section is taken only when it weighs more, as the first of equals stays.
        mutating func append(_ later: Tally) {
            score += later.score
            if later.strongest > strongest { (strongest, section) = (later.strongest, later.section) }
            (current, inCurrent) = (later.current, later.inCurrent)
        }
    }

    private var numbers: TermNumbers
    private var tallies: [Tally] = []

    /// Tallies that take about `expected` terms before they grow.
    init(expected: Int = 0) {
        numbers = TermNumbers(expected: expected)
        tallies.reserveCapacity(expected)
    }

    /// Adds `weight`, read in `section`, to the term `term` (folded already).
    mutating func add(_ term: String, weight: Float, in section: Int) {
        tally(numbers.number(of: term), weight: weight, in: section)
    }

    /// Adds `weight`, read in `section`, to the term spelled by `bytes` (see
    /// `TermNumbers.number(of:lowercasing:)`).
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool, weight: Float, in section: Int) {
        tally(numbers.number(of: bytes, lowercasing: lowercasing), weight: weight, in: section)
    }

    /// Adds `weight`, read in `section`, to the word at `range` of `text` (see
    /// `TermNumbers.number(ofWordAt:in:lowercasing:)`).
    mutating func add(wordAt range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, lowercasing: Bool, weight: Float, in section: Int) {
        tally(numbers.number(ofWordAt: range, in: text, lowercasing: lowercasing), weight: weight, in: section)
    }

    /// Adds `weight`, read in `section`, to each word of `bytes` (all ASCII), lowercased, and to
    /// the parts of a word that may join several (`SearchTerms.forEachPart(ofASCII:_:)`);
    /// returns how many words there are. The simple words, most of them, are tallied many at a
    /// time through pointers (`ASCIIWordBreaks.forEachSimpleWord`); the others one by one.
    mutating func addASCIIWords(of bytes: UnsafeBufferPointer<UInt8>, weight: Float, in section: Int) -> Int {
        var (index, words) = (0, 0)
        while index < bytes.count {
            // Near the end, the rest one by one (the simple words are read sixteen bytes or more
            // from the end, and a short text, a word of a Korean page, costs less so); otherwise
            // the simple words, then the word that stopped them.
            let rest = bytes.count - index < 32
            if !rest { index = addSimpleWords(of: bytes, from: index, weight: weight, in: section, words: &words) }
            index = ASCIIWordBreaks.forEachWord(in: bytes, from: index) { range, mayJoinSeveral in
                words += 1
                add(wordAt: range, in: bytes, lowercasing: true, weight: weight, in: section)
                if mayJoinSeveral {
                    SearchTerms.forEachPart(ofASCII: UnsafeBufferPointer(rebasing: bytes[range])) {
                        add($0, lowercasing: true, weight: weight, in: section)
                    }
                }
                return rest
            }
        }
        return words
    }

    /// Tallies the simple words of `bytes` from `start` for as long as the table has room for
    /// their terms; returns where it stopped.
    private mutating func addSimpleWords(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int, weight: Float, in section: Int, words: inout Int
    ) -> Int {
        // Each word takes a byte after it: no more words than half the bytes, rounded up. The
        // room is made ahead and what is not taken removed, so a little at a time.
        let wanted = min((bytes.count - start) / 2 + 1, TermNumbers.PointerLookup.largestRoom)
        // Empty tallies made ahead for the terms the lookup numbers, the ones not taken removed
        // after it.
        let before = tallies.count
        tallies.append(contentsOf: Self.emptyTallies[..<wanted])
        defer { tallies.removeLast(before + wanted - numbers.count) }
        return tallies.withUnsafeMutableBufferPointer { tallies in
            numbers.withPointerLookup(roomFor: wanted) { lookup in
                ASCIIWordBreaks.forEachSimpleWord(in: bytes, from: start) { first, second, length in
                    words += 1
                    let number =
                        length <= 8 ? lookup.number(ofShort: first, length: length) : lookup.number(first: first, second: second, length: length)
                    tallies[number].add(weight, in: section)
                    return lookup.room > 0
                }
            }
        }
    }

    /// What room is made of, copied in at once.
    private static let emptyTallies = [Tally](repeating: Tally(), count: TermNumbers.PointerLookup.largestRoom)

    private mutating func tally(_ term: (number: Int, isNew: Bool), weight: Float, in section: Int) {
        if term.isNew { tallies.append(Tally()) }
        tallies[term.number].add(weight, in: section)
    }

    /// Calls `body` with the bytes and the tally of the term numbered `number` (0 for the first
    /// term added, up to `count`).
    func withTerm<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>, Tally) -> Result) -> Result {
        numbers.withBytes(of: number) { body($0, tallies[number]) }
    }

    /// The key of the term numbered `number` (see `TermNumbers.Key`) and its tally.
    func keyed(_ number: Int) -> (key: TermNumbers.Key, tally: Tally) {
        (numbers.key(number), tallies[number])
    }

    var count: Int { tallies.count }

    /// Adds the tallies of `later`, read from sections that all come after these: its new terms
    /// are numbered after these, in its order, as reading the sections one after the other would.
    mutating func append(_ later: TermTallies) {
        for number in 0..<later.count {
            later.withTerm(number) { bytes, tally in
                let term = numbers.number(of: bytes, lowercasing: false)
                if term.isNew { tallies.append(tally) } else { tallies[term.number].append(tally) }
            }
        }
    }
}
