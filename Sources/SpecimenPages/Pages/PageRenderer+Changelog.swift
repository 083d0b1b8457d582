import SpecimenDiagnostics
import SpecimenMarkdown

/// What a `changelog` block put into its page: the sections its headings add to the table of
/// contents (after the page's heading `afterHeadings`), their ids, and the tokens it names.
struct ChangelogInsertion {
    var afterHeadings: Int
    var tableOfContents: [TableOfContentsEntry] = []
    var anchors: Set<String> = []
    var tokenReferences: [(path: String, anchor: String)] = []
    var diagnostics: [Diagnostic] = []
}

extension PageRenderer {
    /// Renders a ```` ```changelog ```` block in place: the Markdown the history writes, rendered
    /// as a page of its own (with chips, heading ids and anchors) and put where the block was.
    /// Nil for any other code block.
    func insertChangelog(_ node: MarkdownNode, page: ContentPage, bodyLines: SourceLines, afterHeadings: Int) -> ChangelogInsertion? {
        guard !allowsRemovedReferences, let info = node.fenceInfo, info.split(separator: " ").first == "changelog" else { return nil }
        var insertion = ChangelogInsertion(afterHeadings: afterHeadings)
        let line = max(1, node.startLine)
        let text = bodyLines.line(line)
        let column = text.range(of: "changelog").map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 } ?? 1
        let location = SourceLocation(file: page.displayPath, line: line + page.bodyLineOffset, column: column)
        guard let history = tokenView?.history else {
            insertion.diagnostics.append(
                .error(
                    "block-no-history",
                    "the changelog block is made from the releases 'history:' in specimen.yml names, and this handbook has none (e.g. history: {tags: \"v*\"})",
                    at: location, sourceLine: bodyLines.line(line)))
            node.replaceWithHTMLBlock("")
            return insertion
        }
        guard !history.isEmpty else {
            node.replaceWithHTMLBlock("<p class=\"changelog-empty\">\(HTMLEscaping.escape(strings["noReleases"]))</p>\n")
            return insertion
        }
        var renderer = self
        renderer.allowsRemovedReferences = true
        renderer.chipPrefix = "changelog-tokenref-"
        let markdown = ChangelogMarkdown.make(history, strings: strings)
        let rendered = renderer.render(
            ContentPage(
                sourcePath: page.sourcePath, displayPath: page.displayPath, frontMatter: FrontMatter(), body: markdown, bodyLineOffset: 0,
                route: page.route))
        node.replaceWithHTMLBlock("<div class=\"changelog\">\n" + rendered.contentHTML + "</div>\n")
        insertion.tableOfContents = rendered.tableOfContents
        insertion.anchors = rendered.anchors
        insertion.tokenReferences = rendered.tokenReferences
        // The notes of a tag are the only text of it an author wrote: their findings point at the block.
        insertion.diagnostics = rendered.diagnostics.map { diagnostic in
            var relocated = diagnostic
            relocated.location = location
            relocated.sourceLine = bodyLines.line(line)
            relocated.message += " (in the notes of a release tag)"
            return relocated
        }
        return insertion
    }
}
