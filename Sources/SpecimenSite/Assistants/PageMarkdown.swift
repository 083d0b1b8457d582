import Foundation
import SpecimenMarkdown

/// A page as Markdown, for readers that take text rather than HTML (coding assistants, "Copy as
/// Markdown"): the page's own Markdown with each token reference written with its values, each
/// block as a table of the tokens it shows, and links made absolute to the site.
extension PageRenderer {
    /// The Markdown copy of `page`, titled `title`; `baseURL` makes its links absolute.
    func markdown(of page: ContentPage, title: String, baseURL: BaseURL) -> String {
        let document = MarkdownDocument(page.body, options: options)
        let tokens = tokenLinks.map(TokenMarkdown.init)
        for node in document.root.descendants(ofKinds: [.link, .image, .text, .codeBlock]) {
            switch node.kind {
            case .link, .image: absolutize(node, page: page, baseURL: baseURL)
            case .text: if let tokens { writeReferences(in: node, tokens: tokens) }
            case .codeBlock: if let table = blockMarkdown(node, tokens: tokens) { node.replaceWithHTMLBlock(table + "\n") }
            default: break
            }
        }
        if let first = document.root.firstChild, first.kind == .heading, first.headingLevel == 1, first.plainText == title { first.remove() }
        let body = document.renderCommonMark().trimmingOuterWhitespace()
        let description = page.frontMatter.description.map { "\n\n> \($0)" } ?? ""
        return "# \(title)\(description)\n\n\(body)\n"
    }

    private func absolutize(_ node: MarkdownNode, page: ContentPage, baseURL: BaseURL) {
        guard let destination = node.url else { return }
        var url = destination
        if destination.hasPrefix("#") {
            url = baseURL.href(PageRoute.encoded(page.route)) + destination
        } else if destination.hasPrefix("token:") {
            url = tokenLinks?.href(String(destination.dropFirst("token:".count))) ?? destination
        } else {
            switch links.resolve(destination, fromFolder: page.folder) {
            case .rewritten(let rewritten), .page(let rewritten, _): url = rewritten
            default: break
            }
        }
        if url.hasPrefix("/"), !url.hasPrefix("//"), let origin = baseURL.origin { url = origin + url }
        node.url = url
    }

    private func writeReferences(in node: MarkdownNode, tokens: TokenMarkdown) {
        guard node.literalContains(UInt8(ascii: "{")), let text = node.literal else { return }
        let matches = TokenReferenceScanner.matches(in: text) { tokens.links.tokens[$0] != nil || tokens.links.tombstone($0) != nil }
        guard !matches.isEmpty else { return }
        // The reference goes in as written (an inline the renderer copies), so that its `#`
        // and `(` are not escaped as text would be.
        let characters = Array(text)
        var parts: [InlinePart] = []
        var cursor = 0
        for match in matches {
            if match.range.lowerBound > cursor { parts.append(.text(String(characters[cursor..<match.range.lowerBound]))) }
            parts.append(.html(tokens.reference(match.path)))
            cursor = match.range.upperBound
        }
        if cursor < characters.count { parts.append(.text(String(characters[cursor...]))) }
        node.replace(withInlineParts: parts)
    }

    /// A block's table, the changelog as Markdown, or nil for an ordinary code block (kept as code).
    private func blockMarkdown(_ node: MarkdownNode, tokens: TokenMarkdown?) -> String? {
        guard let info = node.fenceInfo, let first = info.split(separator: " ").first else { return nil }
        if first == "changelog", let history = tokenLinks?.history {
            // Removed tokens have no value left to write: their names are code.
            return ChangelogMarkdown.make(history, strings: strings).replacingOccurrences(
                of: #"\{([A-Za-z0-9_$@./ -]+)\}"#, with: "`$1`", options: .regularExpression)
        }
        let body = node.literal ?? ""
        let outcome = blocks.outcome(info: info, body: body) {
            BlockRenderer.render(info: info, body: body, links: tokenLinks, components: components, strings: strings)
        }
        guard let tokens, case .success(let html) = outcome else { return nil }
        // A contrast block's ratios are what it says: its own table, without the "Aa" samples.
        if first == "contrast", let table = HTMLTableMarkdown.convert(html, dropping: ["contrast-sample"]) { return table }
        // A component's matrix keeps its shape: its axes and style properties are the columns.
        if first == "component", let name = info.split(separator: " ").dropFirst().first, let spec = components[String(name)],
            let links = tokenLinks
        {
            return ComponentMarkdown.table(spec, links: links)
        }
        return tokens.table(ofBlockHTML: html, valueHeading: strings["value"], tokenHeading: strings["token"])
    }
}

extension String {
    /// The text without the ASCII whitespace at its two ends (all cmark writes there), found
    /// by byte: Foundation's `trimmingCharacters` copies the whole text twice through UTF-16,
    /// and a `Character` loop breaks graphemes, each costing more than rendering the copy.
    fileprivate func trimmingOuterWhitespace() -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        // After the last byte that is not a space comes a space or the end: a character boundary.
        let end = utf8.index(after: last)
        return first == startIndex && end == endIndex ? self : String(self[first..<end])
    }
}
