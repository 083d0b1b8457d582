/// A page's terms and what each weighs there, while the page is read: by their numbers in a
/// `TermNumbers`, so that an ASCII word is tallied straight from the page's bytes, and a string
/// is made only once per distinct term, when the page is done.
struct TermTallies {
    /// A term's weights, sections one after the other.
    struct Tally {
        static let title = -1
        var score: Float = 0
        /// The section where the term weighs most so far (the first of equals), and that weight.
        var section = title
        var strongest: Float = 0
        /// The section being read and what the term weighs in it.
        var current = Int.min
        var inCurrent: Float = 0

        mutating func add(_ weight: Float, in section: Int) {
            score += weight
            if current != section { (current, inCurrent) = (section, 0) }
            inCurrent += weight
            if inCurrent > strongest { (strongest, self.section) = (inCurrent, section) }
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

    private mutating func tally(_ term: (number: Int, isNew: Bool), weight: Float, in section: Int) {
        if term.isNew { tallies.append(Tally()) }
        tallies[term.number].add(weight, in: section)
    }

    /// Calls `body` with the bytes and the tally of the term numbered `number` (0 for the first
    /// term added, up to `count`).
    func withTerm<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>, Tally) -> Result) -> Result {
        numbers.withBytes(of: number) { body($0, tallies[number]) }
    }

    var count: Int { tallies.count }
}
