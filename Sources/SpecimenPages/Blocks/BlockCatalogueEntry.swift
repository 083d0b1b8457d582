/// What the catalogue says of a block: how it is written, what it shows, the options it takes.
/// `specimen explain` lists every block's with the codes about blocks; the README's table of
/// blocks names each one's syntax (tests hold both to the registry).
package struct BlockCatalogueEntry: Sendable {
    /// One option of the block.
    package struct Option: Sendable {
        package let name: String
        /// What it takes, to follow "'name' is": `a list of token types`.
        package let takes: String
        /// A line as an author writes it: `types: [dimension, number]`.
        package let example: String
    }

    /// The info string, words in capitals standing for what the author names: `swatches [GROUP]`.
    package let syntax: String
    /// What it shows, in a sentence.
    package let summary: String
    /// Each option it takes, in the order its options type declares them.
    package let options: [Option]

    /// `contexts:`, which every block showing tokens takes.
    package static let contextsOption = Option(
        name: "contexts", takes: "a list of contexts by label or as modifier=context", example: "contexts: [light, dark]")
}
