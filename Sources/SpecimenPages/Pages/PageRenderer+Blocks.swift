import SpecimenDiagnostics
import SpecimenMarkdown

/// What a block put into its page besides its HTML: the headings it adds to the table of
/// contents (after the page's heading `afterHeadings`), their ids, and its chips.
struct BlockInsertion {
    var afterHeadings: Int
    var tableOfContents: [TableOfContentsEntry]
    var anchors: Set<String>
    var tokenReferences: [(path: String, anchor: String)]
    var componentTokens: Set<String>
    var componentSpecs: Set<String>
}

extension PageRenderer {
    /// Renders a fenced block its info string names (```` ```swatches color ````) in place of
    /// the code; nil for an ordinary code block, which stays code.
    func renderBlock(
        _ node: MarkdownNode, page: ContentPage, bodyLines: SourceLines, afterHeadings: Int, followingCode: [CodeSample] = []
    ) -> (insertion: BlockInsertion?, diagnostics: [Diagnostic])? {
        guard let info = node.fenceInfo, !info.isEmpty,
            let outcome = renderedBlock(info: info, body: node.literal ?? "", page: page, followingCode: followingCode)
        else { return nil }
        switch outcome {
        case .failure(let failure):
            return (nil, [diagnostic(failure, of: node, info: info, page: page, bodyLines: bodyLines)])
        case .success(let rendered):
            node.replaceWithHTMLBlock(rendered.html.html)
            let html = rendered.html
            // Findings of text the block renders point at the block.
            let at = diagnostic(BlockFailure("", "", word: nil), of: node, info: info, page: page, bodyLines: bodyLines)
            let diagnostics = html.diagnostics.map { found in
                var relocated = found
                (relocated.location, relocated.sourceLine) = (at.location, at.sourceLine)
                return relocated
            }
            let insertion = BlockInsertion(
                afterHeadings: afterHeadings, tableOfContents: html.tableOfContents, anchors: html.anchors, tokenReferences: html.tokenReferences,
                componentTokens: html.componentTokens, componentSpecs: html.componentSpecs)
            return (insertion, diagnostics)
        }
    }

    /// The block, rendered once per renderer when it renders alike on every page.
    func renderedBlock(info: String, body: String, page: ContentPage, followingCode: [CodeSample] = []) -> Result<RenderedBlock, BlockFailure>? {
        guard let kind = BlockRegistry.kind(ofInfo: info, among: blockKinds) else { return nil }
        var shownOn = blockPage(for: page)
        shownOn.followingCode = followingCode
        guard kind.rendersAlikeOnEveryPage else { return BlockRegistry.render(info: info, body: body, page: shownOn, among: blockKinds) }
        return blocks.outcome(info: info, body: body) { BlockRegistry.render(info: info, body: body, page: shownOn, among: blockKinds) }
    }

    /// What a block on `page` reads.
    func blockPage(for page: ContentPage) -> BlockPage {
        let renderer = self
        var shown = BlockPage(tokens: tokenView, components: components, strings: strings, page: page) { markdown, nesting in
            renderer.renderedAsPartOf(page, markdown: markdown, nesting: nesting)
        }
        shown.examples = examples
        return shown
    }

    /// Markdown rendered as part of `page` (a changelog's releases, a do's body): its links
    /// resolve from the page's folder, its chips' ids are its own, and it holds no block whose
    /// body is content, nor a changelog.
    private func renderedAsPartOf(_ page: ContentPage, markdown: String, nesting: NestedMarkdown) -> RenderedPage {
        var nested = self
        nested.allowsRemovedReferences = nesting.allowsRemovedReferences
        nested.chipPrefix = nesting.chipPrefix
        nested.blockKinds = blockKinds.filter { $0 != ChangelogBlock.self && !$0.bodyIsContent }
        nested.copiesBeside = false
        return nested.render(
            ContentPage(
                sourcePath: page.sourcePath, displayPath: page.displayPath, frontMatter: FrontMatter(), body: markdown, bodyLineOffset: 0,
                route: page.route))
    }

    /// The error a block's failure is, at the word or the body line it names.
    private func diagnostic(_ failure: BlockFailure, of node: MarkdownNode, info: String, page: ContentPage, bodyLines: SourceLines) -> Diagnostic {
        let fence = max(1, node.startLine)
        var (lineNumber, column) = (fence, 1)
        switch failure.place {
        case .infoString(let word):
            let line = bodyLines.line(fence)
            let name = word ?? String(info.split(separator: " ").first ?? "")
            if let range = line.range(of: name) { column = line.distance(from: line.startIndex, to: range.lowerBound) + 1 }
        case .body(let line, let bodyColumn):
            // The body's lines are the source's without what stands before the fence (its indent,
            // a list item's, a quote's `> `).
            let opening = bodyLines.line(fence)
            let start = opening.firstIndex { $0 == "`" || $0 == "~" } ?? opening.startIndex
            (lineNumber, column) = (fence + line, bodyColumn + opening.distance(from: opening.startIndex, to: start))
        }
        return .error(
            failure.code, failure.message, at: SourceLocation(file: page.displayPath, line: lineNumber + page.bodyLineOffset, column: column),
            sourceLine: bodyLines.line(lineNumber))
    }
}
