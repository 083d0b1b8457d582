/// Every kind of block a page may hold, and how a fenced code block becomes one.
package enum BlockRegistry {
    /// The kinds, in the order the catalogue lists them. A new kind is added here, and nowhere else.
    package static let kinds: [any PageBlock.Type] = [
        SwatchesBlock.self, TypeScaleBlock.self, TokensTableBlock.self, ContrastBlock.self, ComponentBlock.self, ChangelogBlock.self,
        DoBlock.self, DontBlock.self, ExampleBlock.self, EmbedBlock.self,
    ]

    /// The kind an info string names by its leading words (`swatches color` → swatches,
    /// `html example Primary` → html example); nil for an ordinary code block, such as
    /// ```` ```html ````, whose first word names a language.
    package static func kind(ofInfo info: String, among kinds: [any PageBlock.Type] = kinds) -> (any PageBlock.Type)? {
        // A name starts with the bytes of the info's first word, or it is not the kind: most code
        // blocks name a language, and splitting each info string, then comparing its first word
        // with every kind's name by Characters, cost a hundredth of a build. Only a kind that
        // passes is compared word by word, as the info's words are.
        let utf8 = info.utf8
        guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return nil }
        let first = utf8[start..<(utf8[start...].firstIndex(of: UInt8(ascii: " ")) ?? utf8.endIndex)]
        return kinds.first { kind in
            guard kind.name.utf8.starts(with: first) else { return false }
            let words = info.split(separator: " ", omittingEmptySubsequences: true)
            let name = kind.name.split(separator: " ")
            return words.count >= name.count && zip(words, name).allSatisfy { $0 == $1 }
        }
    }

    /// The block an info string and body make on `page`, rendered; nil for an ordinary code block.
    package static func render(
        info: String, body: String, page: BlockPage, among kinds: [any PageBlock.Type] = kinds
    ) -> Result<RenderedBlock, BlockFailure>? {
        make(info: info, body: body, page: page, among: kinds).map { made in made.map { RenderedBlock(made: $0, html: $0.html()) } }
    }

    /// The block an info string and body make on `page`, not rendered yet; nil for an ordinary code block.
    package static func make(
        info: String, body: String, page: BlockPage, among kinds: [any PageBlock.Type] = kinds
    ) -> Result<MadeBlock, BlockFailure>? {
        guard let kind = kind(ofInfo: info, among: kinds) else { return nil }
        return Result { () throws(BlockFailure) in try made(kind, info: info, body: body, page: page) }
    }

    private static func made<Block: PageBlock>(_ kind: Block.Type, info: String, body: String, page: BlockPage) throws(BlockFailure) -> MadeBlock {
        if Block.showsTokens { _ = try page.tokenContext(for: Block.name) }
        // A block whose body is content takes no options: its body is handed to it as written.
        let (options, places) = try BlockOptionsReader.read(
            Block.Options.self, body: Block.bodyIsContent ? "" : body, block: Block.name, described: Block.catalogue.options)
        var page = page
        page.optionPlaces = places
        if Block.bodyIsContent { page.body = body }
        if let wanted = options.contexts?.values, let tokens = page.tokens {
            page.tokens = tokens.narrowed(to: try tokens.contexts(named: wanted, place: page.place(ofOption: "contexts")))
        }
        let nameLength = Block.name.split(separator: " ").count
        let arguments = info.split(separator: " ", omittingEmptySubsequences: true).dropFirst(nameLength).map(String.init)
        return MadeBlock(block: try Block(arguments: arguments, options: options, page: page), page: page)
    }

    /// The interface strings every block brings, in `language` (English where one lacks it).
    package static func strings(in language: String) -> [String: String] {
        var table: [String: String] = [:]
        for kind in kinds {
            for (key, texts) in kind.strings { table[key] = texts[language] ?? texts["en"] }
        }
        return table
    }
}

/// A block made from its info string and body, with the page as it shows it (its tokens
/// narrowed to its `contexts:`).
package struct MadeBlock: Sendable {
    package let block: any PageBlock
    package let page: BlockPage

    package func html() -> BlockHTML { block.html(page: page) }
}

/// A block made and rendered.
package struct RenderedBlock: Sendable {
    package let made: MadeBlock
    package let html: BlockHTML
}
