import Foundation
import SpecimenMarkdown

/// A page as Markdown, for readers that take text rather than HTML (coding assistants, "Copy as
/// Markdown"): the page's own Markdown with each token reference written with its values, each
/// block as a table of the tokens it shows, and links made absolute to the site.
extension PageRenderer {
    /// The Markdown copy of `page`, titled `title`; `baseURL` makes its links absolute.
    ///
    /// The top-level blocks no edit reached are the page's own lines, as written, and so are
    /// those whose only edits are links made absolute, with the new destinations put in the
    /// lines (`LinkSplice`); only the others are written back by cmark-gfm, whose CommonMark
    /// writer costs more than parsing (`everyBlockWritten` writes them all, as tests compare).
    /// With the page's `outline` (gathered when it was rendered), a page no edit but its links
    /// reaches is copied without being parsed again.
    package func markdown(
        of page: ContentPage, title: String, baseURL: BaseURL, outline: MarkdownCopyOutline? = nil, everyBlockWritten: Bool = false
    ) -> String {
        let unparsed = everyBlockWritten ? nil : outline.flatMap { copiedBody(of: page, title: title, outline: $0, baseURL: baseURL) }
        let body = unparsed ?? parsedBody(of: page, title: title, baseURL: baseURL, everyBlockWritten: everyBlockWritten)
        let description = page.frontMatter.description.map { "\n\n" + Self.quoted($0) } ?? ""
        let component = componentLine(page.frontMatter.component).map { "\n\n" + $0 } ?? ""
        return "# \(Self.oneLine(title))\(description)\(component)\n\n\(body)\n"
    }

    /// The copy's body from the page's lines and its outline alone; nil when an edit other
    /// than a link's reaches a block (a token reference to write out) or a block must be
    /// written back by cmark-gfm, which needs the tree.
    private func copiedBody(of page: ContentPage, title: String, outline: MarkdownCopyOutline, baseURL: BaseURL) -> String? {
        if let tokenView, outline.bracedTexts.contains(where: { !TokenReferenceScanner.matches(in: $0, isToken: tokenView.isReferable).isEmpty }) {
            return nil
        }
        var blocks = outline.blocks[...]
        var replaced: [ClosedRange<Int>] = []
        if outline.leadingHeading == title, let first = blocks.popFirst(), first.start >= 1, first.end >= first.start {
            replaced.append(first.start...first.end)
        }
        let sourceBlocks = blocks.map { block in
            var splice = LinkSplice()
            for destination in block.destinations { splice.add(destination, leadingTo: absolute(destination, page: page, baseURL: baseURL)) }
            return SourceBlock(start: block.start, end: block.end, edited: false, links: splice)
        }
        return Self.spliced(sourceBlocks, source: page.body, replaced: replaced) { _ in nil }.map(GitHubAlert.markersUnescaped)
    }

    /// The copy's body from the page parsed again, its references, blocks and links edited in
    /// the tree.
    private func parsedBody(of page: ContentPage, title: String, baseURL: BaseURL, everyBlockWritten: Bool) -> String {
        let document = MarkdownDocument(page.body, options: options)
        let tokens = tokenView.map(TokenMarkdown.init)
        var edited = Set<Int>()
        var links: [Int: LinkSplice] = [:]
        // The lines of blocks replaced by their tables: the tables are new nodes, without lines.
        var replaced: [ClosedRange<Int>] = []
        for node in document.root.descendants(ofKinds: MarkdownCopyOutline.kinds) {
            let block = MarkdownCopyOutline.topLevelLine(of: node)
            switch node.kind {
            case .link, .image:
                let destination = node.url ?? ""
                let url = absolute(destination, page: page, baseURL: baseURL)
                links[block, default: LinkSplice()].add(destination, leadingTo: url)
                if url != destination { node.url = url }
            case .text: if let tokens, writeReferences(in: node, tokens: tokens) { edited.insert(block) }
            case .codeBlock:
                if let table = blockMarkdown(node, page: page) {
                    edited.insert(block)
                    if node.startLine >= 1, node.endLine >= node.startLine { replaced.append(node.startLine...node.endLine) }
                    node.replaceWithHTMLBlock(table + "\n")
                }
            default: break
            }
        }
        if let first = document.root.firstChild, first.kind == .heading, first.headingLevel == 1, first.plainText == title {
            // Its lines are accounted for: the copy's own heading stands for it.
            if first.startLine >= 1, first.endLine >= first.startLine { replaced.append(first.startLine...first.endLine) }
            first.remove()
        }
        guard !everyBlockWritten else { return GitHubAlert.markersUnescaped(document.renderCommonMark().trimmingBlankLines()) }
        let children = Array(document.root.children)
        let blocks = children.map { block in
            SourceBlock(start: block.startLine, end: block.endLine, edited: edited.contains(block.startLine), links: links[block.startLine])
        }
        let body =
            Self.spliced(blocks, source: page.body, replaced: replaced) { document.renderCommonMark(of: children[$0]).trimmingBlankLines() }
            ?? document.renderCommonMark().trimmingBlankLines()
        return GitHubAlert.markersUnescaped(body)
    }

    /// A component page's status and links, as its strip shows them: `**Status:** Beta · [Figma](…)`.
    private func componentLine(_ metadata: ComponentMetadata) -> String? {
        guard !metadata.isEmpty else { return nil }
        var parts = metadata.status.map { ["**\(strings["componentStatus"]):** \(strings[$0.stringKey])"] } ?? []
        for link in ComponentMetadata.Link.allCases {
            guard let url = metadata.links[link] else { continue }
            parts.append("[\(link.label(in: strings))](<\(url)>)")
        }
        return parts.joined(separator: " · ")
    }

    /// `text` as one block quote, every line of it quoted: a blank line in a description must
    /// not end the quote and let what follows stand as a heading of the copy.
    static func quoted(_ text: String) -> String {
        // Most summaries are one line, quoted without splitting them by `Character`: a line ends
        // at a `\n` alone, and a text whose bytes hold none is one line.
        guard text.utf8.contains(UInt8(ascii: "\n")) else {
            let line = text.utf8.last == UInt8(ascii: "\r") ? text.dropLast() : text[...]
            return line.allSatisfy(\.isWhitespace) ? ">" : "> " + line
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            return line.allSatisfy(\.isWhitespace) ? ">" : "> " + line
        }.joined(separator: "\n")
    }

    /// A title on the heading's one line, its line breaks as spaces.
    static func oneLine(_ title: String) -> String {
        LineBreaks.oneLine(title)
    }

    /// A top-level block of the page as the copy takes it: the lines it spans, whether an edit
    /// other than a link's reached it, and its links' new destinations.
    private struct SourceBlock {
        var start: Int
        var end: Int
        var edited: Bool
        var links: LinkSplice?
    }

    /// The top-level blocks, each as the source lines it spans (its links' new destinations
    /// put in, see `LinkSplice`) or, when another edit reached it, the links cannot be put in
    /// the lines, or it is new, as `written` gives it (by its index; nil gives up). Nil when
    /// the source has lines no block spans (a link reference definition, which the blocks
    /// written back no longer need but those copied would) or carriage returns, whose lines
    /// cmark counts its own way.
    private static func spliced(
        _ blocks: [SourceBlock], source: String, replaced: [ClosedRange<Int>], written: (Int) -> String?
    ) -> String? {
        let lines = LineOffsets(source)
        guard !lines.hasCarriageReturn else { return nil }
        var covered = [Bool](repeating: false, count: lines.count)
        for range in replaced where range.upperBound <= lines.count {
            for line in range { covered[line - 1] = true }
        }
        var body = ""
        body.reserveCapacity(source.utf8.count + 256)
        for (index, block) in blocks.enumerated() {
            let (start, end) = (block.start, block.end)
            if start >= 1, start <= end, end <= lines.count {
                for line in (start - 1)..<end { covered[line] = true }
            }
            let part: String?
            if start == 0 || block.edited || start > end || end > lines.count {
                part = written(index)
            } else if let splice = block.links, splice.changes {
                part = splice.applied(to: lines.text(start, end)) ?? written(index)
            } else {
                // Most blocks: their lines go in from the source as they are, made no string of
                // their own first.
                let range = lines.trimmedRange(start, end)
                guard !range.isEmpty else { continue }
                if !body.isEmpty { body += "\n\n" }
                lines.append(range, to: &body)
                continue
            }
            guard let part else { return nil }
            guard !part.isEmpty else { continue }
            if !body.isEmpty { body += "\n\n" }
            body += part
        }
        let stray = (1...lines.count).contains { !covered[$0 - 1] && !lines.isBlank($0) }
        return stray ? nil : body
    }

    /// A link's destination made absolute to the site (unchanged where it already is).
    private func absolute(_ destination: String, page: ContentPage, baseURL: BaseURL) -> String {
        var url = destination
        if destination.hasPrefix("#") {
            url = baseURL.href(PageRoute.encoded(page.route)) + destination
        } else if destination.hasPrefix("token:") {
            url = tokenView?.href(String(destination.dropFirst("token:".count))) ?? destination
        } else {
            switch linkRewriter.resolve(destination, fromFolder: page.folder) {
            case .rewritten(let rewritten), .page(let rewritten, _): url = rewritten
            default: break
            }
        }
        if url.hasPrefix("/"), !url.hasPrefix("//"), let origin = baseURL.origin { url = origin + url }
        return url
    }

    /// Writes the token references in a text node with their values; whether it held any.
    private func writeReferences(in node: MarkdownNode, tokens: TokenMarkdown) -> Bool {
        guard node.literalContains(UInt8(ascii: "{")), let text = node.literal else { return false }
        let matches = TokenReferenceScanner.matches(in: text, isToken: tokens.links.isReferable)
        guard !matches.isEmpty else { return false }
        // The reference goes in as written (an inline the renderer copies), so that its `#`
        // and `(` are not escaped as text would be.
        let characters = ScannedText(text)
        var parts: [InlinePart] = []
        var cursor = 0
        for match in matches {
            if match.range.lowerBound > cursor { parts.append(.text(characters[cursor..<match.range.lowerBound])) }
            parts.append(.html(tokens.reference(match.path)))
            cursor = match.range.upperBound
        }
        if cursor < characters.count { parts.append(.text(characters[cursor..<characters.count])) }
        node.replace(withInlineParts: parts)
        return true
    }

    /// A block as its copy (a table of the tokens it shows, the changelog as Markdown), or nil
    /// for an ordinary code block or a block that cannot be made (both kept as code).
    private func blockMarkdown(_ node: MarkdownNode, page: ContentPage) -> String? {
        guard let info = node.fenceInfo, let kind = BlockRegistry.kind(ofInfo: info, among: blockKinds) else { return nil }
        let body = node.literal ?? ""
        let copied = blockPage(for: page)
        guard kind.rendersAlikeOnEveryPage else {
            guard case .success(let made)? = BlockRegistry.make(info: info, body: body, page: copied, among: blockKinds) else { return nil }
            return made.block.markdown(page: copied, html: made.html)
        }
        guard case .success(let rendered)? = renderedBlock(info: info, body: body, page: page) else { return nil }
        return rendered.made.block.markdown(page: copied) { rendered.html }
    }
}

extension String {
    /// The text without its leading blank lines and its trailing whitespace, found by byte:
    /// Foundation's `trimmingCharacters` copies the whole text twice through UTF-16, which cost
    /// more than rendering the copy. The first line keeps its indent (cmark-gfm indents a
    /// list's items, and a list may open the page).
    fileprivate func trimmingBlankLines() -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x09 }
        guard let firstText = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        // From after the last newline before the text: a character boundary, as is the end.
        let start = utf8[..<firstText].lastIndex(of: 0x0A).map { utf8.index(after: $0) } ?? startIndex
        let end = utf8.index(after: last)
        return start == startIndex && end == endIndex ? self : String(self[start..<end])
    }
}

/// A page's lines, by the byte offsets where they start (found with `memchr`): a Markdown copy
/// takes most of its blocks from them as written.
private struct LineOffsets {
    private let text: String
    private let starts: [Int]
    /// Whether a carriage return is anywhere, whose lines cmark-gfm counts its own way.
    let hasCarriageReturn: Bool

    init(_ text: String) {
        self.text = text
        var copy = text
        // Looked for with the line starts (a byte-by-byte search of the string's view was a
        // hundredth of a build).
        hasCarriageReturn = copy.withUTF8 { $0.nextIndex(of: 0x0D, from: 0) != nil }
        starts = copy.withUTF8 { buffer in
            var starts = [0]
            var from = 0
            while let newline = buffer.nextIndex(of: 0x0A, from: from) {
                starts.append(newline + 1)
                from = newline + 1
            }
            return starts
        }
    }

    /// How many lines: one more than the newlines.
    var count: Int { starts.count }

    /// Lines `first` through `last` (counted from 1) without the whitespace at their end: a
    /// stretch of the page's own string, whose bytes need no second check.
    func text(_ first: Int, _ last: Int) -> String {
        var lines = ""
        append(trimmedRange(first, last), to: &lines)
        return lines
    }

    /// Where lines `first` through `last` (counted from 1) stand in the text, in bytes, without
    /// the whitespace at their end.
    func trimmedRange(_ first: Int, _ last: Int) -> Range<Int> {
        let utf8 = text.utf8
        var end = last < starts.count ? starts[last] - 1 : utf8.count
        let start = starts[first - 1]
        while end > start {
            let byte = utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 else { break }
            end -= 1
        }
        return start..<end
    }

    /// Appends the text's bytes `range` (from `trimmedRange`, so starting at a line and ending
    /// after a character) to `output`.
    func append(_ range: Range<Int>, to output: inout String) {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        output += text[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Whether line `number` holds nothing but spaces and tabs.
    func isBlank(_ number: Int) -> Bool {
        let utf8 = text.utf8
        let end = number < starts.count ? starts[number] - 1 : utf8.count
        let start = utf8.index(utf8.startIndex, offsetBy: starts[number - 1])
        return utf8[start..<utf8.index(start, offsetBy: end - starts[number - 1])].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
