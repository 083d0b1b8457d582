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
