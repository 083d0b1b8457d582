import SpecimenDiagnostics

/// A kind of fenced block an author writes in a page (```` ```swatches color ````), shown in
/// place of the code. Each kind is one type in a file of its own holding all of it: its name,
/// its options, its HTML, its Markdown copy, its entry in the catalogue and its interface
/// strings; `BlockRegistry.kinds` lists them, and adding one to the list is all it takes.
package protocol PageBlock: Sendable {
    /// What its body's YAML decodes into.
    associatedtype Options: BlockOptions

    /// The word (or words: `html example`) that open the info string and name the block.
    static var name: String { get }
    /// What `specimen explain` and the README say of it.
    static var catalogue: BlockCatalogueEntry { get }
    /// The interface strings only this block shows, in every language Specimen has built in.
    static var strings: BlockStrings { get }
    /// Whether it shows tokens: it then needs `tokens:`, and takes `contexts:`.
    static var showsTokens: Bool { get }
    /// Whether it renders alike on every page (so once per build, however many pages hold it);
    /// false for a block that reads its page.
    static var rendersAlikeOnEveryPage: Bool { get }
    /// Whether its body is content it shows (Markdown), given as `BlockPage.body`, rather than
    /// YAML options; false unless a block says so.
    static var bodyIsContent: Bool { get }

    /// Reads the info string's words after the name and the options against what the page can show.
    /// - Throws: what is wrong, located at a word of the info string or in the body.
    init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure)

    /// The block's HTML, and what it adds to its page.
    func html(page: BlockPage) -> BlockHTML

    /// The block as the page's Markdown copy writes it, for readers that cannot see a swatch
    /// (a table of the tokens it shows); nil keeps the block's code as written.
    /// - Parameters:
    ///   - page: the page, its tokens in every context (not narrowed to the block's `contexts:`).
    ///   - html: the block's HTML, rendered once when asked for.
    func markdown(page: BlockPage, html: () -> BlockHTML) -> String?
}

extension PageBlock {
    package static var bodyIsContent: Bool { false }
}

/// A block's HTML and what it adds to its page besides.
package struct BlockHTML: Sendable {
    package var html: String
    /// Headings it adds to the page's table of contents, in order.
    package var tableOfContents: [TableOfContentsEntry] = []
    /// Ids it adds, for the anchor check.
    package var anchors: Set<String> = []
    /// Token chips it holds, with their ids.
    package var tokenReferences: [(path: String, anchor: String)] = []
    /// Tokens the component it shows uses (its spec's, its example's CSS's), which the token
    /// pages list the page under.
    package var componentTokens: Set<String> = []
    /// The component specs it shows by name (`button`), which MCP's `get_component` finds the page of.
    package var componentSpecs: Set<String> = []
    /// Findings of text it renders that its author wrote elsewhere (a release tag's notes),
    /// which the page reports at the block.
    package var diagnostics: [Diagnostic] = []

    package init(_ html: String) {
        self.html = html
    }
}

/// What is wrong with a block, and where.
package struct BlockFailure: Error, Sendable {
    /// Where in the block the problem is.
    package enum Place: Sendable, Equatable {
        /// A word of the info string (the block's name when nil).
        case infoString(word: String?)
        /// A line of the body, counted from 1, and a column of it (as the body is, without the
        /// indent of the fence).
        case body(line: Int, column: Int)
    }

    package var code: String
    package var message: String
    package var place: Place

    package init(_ code: String, _ message: String, word: String? = nil) {
        (self.code, self.message, self.place) = (code, message, .infoString(word: word))
    }

    package init(_ code: String, _ message: String, place: Place) {
        (self.code, self.message, self.place) = (code, message, place)
    }
}

/// Interface strings a block brings: key → language code → text.
package typealias BlockStrings = [String: [String: String]]
