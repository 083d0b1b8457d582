/// What a block reads of the page it is on: the site's tokens (narrowed to the contexts its
/// `contexts:` names), the component specs, the words of the page's language, and the page.
package struct BlockPage: Sendable {
    /// Nil when the handbook has no tokens.
    package var tokens: SiteTokenView?
    package let components: [String: ComponentSpec]
    package let strings: InterfaceStrings
    package let page: ContentPage
    /// Renders Markdown as part of this page (a changelog's releases, a do's body): chips and
    /// links as the page's own, with the chip ids and the rules `NestedMarkdown` gives.
    package let renderMarkdown: @Sendable (String, NestedMarkdown) -> RenderedPage
    /// Where each of the block's options is written (its value), for findings about it.
    package var optionPlaces: [String: BlockFailure.Place] = [:]
    /// The block's body, for a block whose body is content (`PageBlock.bodyIsContent`).
    package var body = ""
    /// The code fences written directly after the block, for a live example's tabs.
    package var followingCode: [CodeSample] = []
    /// What a live example's frame links and allows.
    package var examples = ExampleFrame.plain

    package init(
        tokens: SiteTokenView?, components: [String: ComponentSpec], strings: InterfaceStrings, page: ContentPage,
        renderMarkdown: @escaping @Sendable (String, NestedMarkdown) -> RenderedPage
    ) {
        (self.tokens, self.components, self.strings, self.page) = (tokens, components, strings, page)
        self.renderMarkdown = renderMarkdown
    }

    /// Where the option `name` is written, or the block's name when it is not.
    func place(ofOption name: String) -> BlockFailure.Place {
        optionPlaces[name] ?? .infoString(word: nil)
    }

    /// The tokens as a block that shows them reads them.
    /// - Throws: `block-no-tokens` when the handbook has none.
    func tokenContext(for block: String) throws(BlockFailure) -> TokenBlockContext {
        guard let tokens else {
            throw BlockFailure("block-no-tokens", "a '\(block)' block needs tokens; add 'tokens:' to specimen.yml", word: block)
        }
        return TokenBlockContext(view: tokens, strings: strings)
    }
}

/// How Markdown a block renders inside its page differs from the page's own.
package struct NestedMarkdown: Sendable {
    /// The start of its chips' ids, apart from the page's (`tokenref-`) and other blocks'.
    package var chipPrefix: String
    /// Whether references to removed tokens are chips to their tombstones without an error.
    package var allowsRemovedReferences = false

    /// A changelog's releases, which name removed tokens on purpose.
    package static let changelog = NestedMarkdown(chipPrefix: "changelog-tokenref-", allowsRemovedReferences: true)
}
