/// What the index's chunks are cut from: its terms, in order, each with its entry
/// `"term":[…]` as a chunk holds it (see `SearchChunks`).
protocol TermEntries: Sendable {
    /// Every term that has an entry, in the order JavaScript compares strings.
    func ordered() -> [TermUnits.Place]
    /// The length in bytes of the entry of the term at `place`.
    func entryLength(_ place: TermUnits.Place) -> Int
    /// Writes the entry of the term at `place` into `output`, which is `entryLength` long.
    func copyEntry(_ place: TermUnits.Place, into output: UnsafeMutableRawBufferPointer)
    /// The term at `place`.
    func term(_ place: TermUnits.Place) -> String
}
