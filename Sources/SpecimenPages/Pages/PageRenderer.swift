import Foundation
import SpecimenDiagnostics
import SpecimenMarkdown
import SpecimenTokens

/// Renders one page's Markdown: GFM via cmark-gfm, heading ids and anchors, rewritten links,
/// token chips and blocks. Holds what every page of a build reads (link targets, the token
/// view, component specs, the language's strings) and the blocks it rendered; made by
/// `SiteStages.renderer` for each run, used on every core.
package struct PageRenderer: Sendable {
    let options: MarkdownOptions
    /// Where the page's own links go on the site.
    let linkRewriter: LinkRewriter
    /// The handbook's tokens, when it has any: `{path}` references and `token:` links resolve against them.
    var tokenView: SiteTokenView?
    /// Component specs by name, for `component NAME` blocks.
    var components: [String: ComponentSpec] = [:]
    /// The words of the pages' language: blocks' headings, checkboxes' and heading links' names.
    var strings = InterfaceStrings.inEnglish {
        didSet { accessible = AccessibleHTML(strings) }
    }
    private(set) var accessible = AccessibleHTML.english
    /// Blocks already rendered by this renderer: a block depends only on its info string, its
    /// body and the tokens, and handbooks repeat blocks across pages.
    let blocks = BlockCache()
    /// Whether references to removed tokens are chips to their tombstones without an error:
    /// true for the changelog the history writes, which names them on purpose.
    var allowsRemovedReferences = false
    /// The start of the ids of the page's chips (the changelog's own are told apart).
    var chipPrefix = "tokenref-"
    /// The kinds of block its pages may hold (all but the changelog inside a changelog).
    var blockKinds = BlockRegistry.kinds
    /// What live examples link and allow (`examples:`).
    package var examples = ExampleFrame.plain
    /// Whether a long page's Markdown copy is made beside its render: not for Markdown
    /// rendered as part of a page (a changelog's releases), which has no copy of its own.
    var copiesBeside = true

    package init(
        options: MarkdownOptions, linkRewriter: LinkRewriter, tokenView: SiteTokenView?, components: [String: ComponentSpec],
        strings: InterfaceStrings
    ) {
        (self.options, self.linkRewriter, self.tokenView, self.components) = (options, linkRewriter, tokenView, components)
        self.strings = strings
        accessible = AccessibleHTML(strings)
    }

    package func render(_ page: ContentPage) -> RenderedPage {
        // A long page is parsed and rendered in pieces on every core, a few per core, so that
        // a core done first takes another rather than waiting on a slower piece.
        let cores = page.body.utf8.count > Self.piecewiseLength ? MachineCores.count : 1
        let pieces = cores > 1 ? cores * Self.renderPiecesPerCore : 1
        // One walk, made by the parse before anything edits the tree (a long page's chunk by
        // chunk on their threads), serves the Markdown copy's outline (with the top-level
        // blocks the parse lists), the examples' code tabs and the render below: a walk is a
        // fifth of a long page's render. Text nodes, the most of any tree, are walked only
        // when one can hold a token reference.
        let textMayHoldReferences = TokenReferenceScanner.mayHoldBraces(page.body)
        let walkedKinds: [MarkdownNodeKind] = [.heading, .link, .image, .codeBlock] + (textMayHoldReferences ? [.text] : [])
        let document = MarkdownDocument(
            page.body, options: options, pieces: cores > 1 ? cores * Self.parseChunksPerCore : 1, walking: walkedKinds, listingBlocks: true)
        let walked = document.walked
        let copyOutline = MarkdownCopyOutline(document, nodes: walked, blockKinds: blockKinds)
        // A long page's Markdown copy is made on another core while it renders on this one,
        // when its title is known before the render edits the tree: no edit reaches its leading
        // heading's text unless that holds a reference.
        let copy =
            copiesBeside && pieces > 1 && (page.frontMatter.title != nil || !textMayHoldReferences)
            ? backgroundCopy(of: page, title: Self.title(of: page, leadingHeading: Self.leadingHeading(of: document)).title, outline: copyOutline)
            : nil
        let codeBlocks = walked.lazy.filter { $0.kind == .codeBlock }.map(\.node)
        // Alerts free their markers' text nodes, and examples the code blocks they take as tabs.
        var freed = GitHubAlert.mayHoldMarker(page.body) ? GitHubAlert.renderAll(in: document, strings: strings) : []
        let (codeTabs, taken) = ExampleCodeTabs.take(from: codeBlocks, kinds: blockKinds)
        freed.formUnion(taken)
        let bodyLines = SourceLines(page.body)
        var diagnostics: [Diagnostic] = []
        var slugger = HeadingSlugger()
        var toc: [TableOfContentsEntry] = []
        var anchors: Set<String> = []
        // Chips go in as marker text and are swapped for their HTML after rendering: cmark-gfm
        // refuses custom inline nodes in some containers (table cells), but text goes anywhere.
        var chips = ChipMarkers()
        var fragmentLinks: [FragmentLink] = []
        let budget = DiagnosticBudget()

        // Headings are collected in the same walk: the walk edits only the text, links and code
        // blocks inside them, and a second walk over a large page costs as much as this one.
        var headings: [MarkdownNode] = []
        var insertions: [BlockInsertion] = []
        for (node, kind) in walked where freed.isEmpty || !freed.contains(node) {
            switch kind {
            case .heading:
                headings.append(node)
            case .link, .image:
                if let diagnostic = rewriteDestination(of: node, page: page, bodyLines: bodyLines, fragmentLinks: &fragmentLinks, budget: budget) {
                    diagnostics.append(diagnostic)
                }
            case .text:
                diagnostics += replaceTokenReferences(in: node, page: page, bodyLines: bodyLines, chips: &chips, budget: budget)
            case .codeBlock:
                if let block = renderBlock(
                    node, page: page, bodyLines: bodyLines, afterHeadings: headings.count, followingCode: codeTabs[node.startLine] ?? [])
                {
                    if let insertion = block.insertion { insertions.append(insertion) }
                    diagnostics += block.diagnostics
                }
            default:
                break
            }
        }

        let (title, headingIsTitle) = Self.title(of: page, leadingHeading: Self.leadingHeading(of: document))
        if headingIsTitle, let first = document.root.firstChild {
            // The first node of the walk after the document is its first child.
            headings.removeFirst()
            first.remove()
            for index in insertions.indices { insertions[index].afterHeadings -= 1 }
        }

        // Ids given with `{#id}` are taken first, so that no made one repeats them; a page whose
        // text holds no `{` has none, and its headings' text is not looked at twice (on a long
        // page, a wait on memory for every heading).
        let explicitIDs = textMayHoldReferences ? headings.map(HeadingSlugger.explicitID(takingFrom:)) : Array(repeating: nil, count: headings.count)
        for id in explicitIDs.compactMap({ $0 }) { slugger.reserve(id) }
        var tags = HeadingTags(anchorLabel: HTMLEscaping.escape(strings["linkToSection"]))
        let names = Self.headingNames(headings, explicitIDs: explicitIDs, chips: chips, onEveryCore: pieces > 1)
        anchors.reserveCapacity(headings.count)
        for (position, (node, name)) in zip(headings, names).enumerated() {
            for insertion in insertions where insertion.afterHeadings == position { toc += insertion.tableOfContents }
            let (text, id) = (name.text, name.givenID ?? slugger.slug(forBase: name.baseSlug))
            anchors.insert(id)
            let level = node.headingLevel
            if level == 2 || level == 3 { toc.append(TableOfContentsEntry(id: id, title: text, level: level)) }
            tags.withTags(level: level, id: id) { document.replace(node, keepingContentBetween: $0, and: $1) }
        }

        for insertion in insertions where insertion.afterHeadings >= headings.count { toc += insertion.tableOfContents }
        for insertion in insertions { anchors.formUnion(insertion.anchors) }
        let (html, ids) = Self.finishedHTMLAndIDs(of: document, chips: chips, inPieces: pieces, accessible: accessible)
        var rendered = RenderedPage(
            page: page,
            title: title,
            contentHTML: html,
            tableOfContents: toc,
            anchors: anchors,
            diagnostics: diagnostics + budget.summary(file: page.displayPath),
            tokenReferences: chips.references + insertions.flatMap(\.tokenReferences))
        rendered.componentTokens = insertions.reduce(into: []) { $0.formUnion($1.componentTokens) }
        rendered.componentSpecs = insertions.reduce(into: []) { $0.formUnion($1.componentSpecs) }
        if tokenView != nil { rendered.shownTokens = RenderedPage.tokensShown(in: html) }
        rendered.anchors.formUnion(ids)
        rendered.fragmentLinks = fragmentLinks
        rendered.copyOutline = copyOutline
        if let copy, copy.title == title { rendered.markdownCopy = copy }
        return rendered
    }

    /// The Markdown copy of `page` titled `title`, made on another thread from the outline.
    private func backgroundCopy(of page: ContentPage, title: String, outline: MarkdownCopyOutline?) -> RenderedPage.MarkdownCopy {
        RenderedPage.MarkdownCopy(
            title: title, baseURL: linkRewriter.baseURL,
            text: BackgroundTask { [self] in markdown(of: page, title: title, baseURL: linkRewriter.baseURL, outline: outline) })
    }

    private func rewriteDestination(
        of node: MarkdownNode, page: ContentPage, bodyLines: SourceLines, fragmentLinks: inout [FragmentLink], budget: DiagnosticBudget
    ) -> Diagnostic? {
        guard let destination = node.url else { return nil }
        func recordFragment(route: String?) {
            guard let hash = destination.firstUTF8Index(of: UInt8(ascii: "#")) else { return }
            let fragment = String(destination[destination.index(after: hash)...])
            guard !fragment.isEmpty else { return }
            let where_ = located(node, destination, page, bodyLines, code: "", message: "")
            fragmentLinks.append(
                FragmentLink(
                    route: route, fragment: fragment.removingPercentEncoding ?? fragment,
                    location: where_.location, sourceLine: where_.sourceLine ?? ""))
        }
        if destination.hasPrefix("#") {
            recordFragment(route: nil)
            return nil
        }
        if destination.hasPrefix("token:") {
            let path = String(destination.dropFirst("token:".count))
            if let tokenView, tokenView.tokens[path] == nil, let tombstone = tokenView.tombstone(path) {
                node.url = tokenView.href(path)
                guard !allowsRemovedReferences, budget.admit("token-reference-removed") else { return nil }
                return located(
                    node, destination, page, bodyLines, code: "token-reference-removed",
                    message: "link to token '\(path)', which \(tokenView.removalAdvice(tombstone))")
            }
            guard let tokenView, tokenView.tokens[path] != nil else {
                guard budget.admit("token-reference-unknown") else { return nil }
                let hint =
                    tokenView.flatMap { Suggestion.closest(to: path, in: $0.tokens.tokens.lazy.map(\.path)) }.map { "; did you mean '\($0)'?" } ?? ""
                let reason = tokenView == nil ? " (this handbook has no tokens; add 'tokens:' to specimen.yml)" : hint
                return located(
                    node, destination, page, bodyLines, code: "token-reference-unknown", message: "link to unknown token '\(path)'\(reason)")
            }
            node.url = tokenView.href(path)
            return nil
        }
        switch linkRewriter.resolve(destination, fromFolder: page.folder) {
        case .unchanged:
            return nil
        case .rewritten(let url):
            node.url = url
            return nil
        case .page(let url, let route):
            node.url = url
            recordFragment(route: route)
            return nil
        case .missingFile(let target):
            let what = node.kind == .image ? "image" : "file"
            let code = node.kind == .image ? "image-missing" : "link-broken"
            guard budget.admit(code) else { return nil }
            return located(
                node, destination, page, bodyLines, code: code,
                message: "\(what) '\(target)' is in neither Content/ nor Public/")
        case .missingPage(let target, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            let code = "link-broken"
            guard budget.admit(code) else { return nil }
            return located(
                node, destination, page, bodyLines, code: code,
                message: "link to missing page '\(target)'\(hint)")
        case .draftPage(let target):
            let code = "link-to-draft"
            guard budget.admit(code) else { return nil }
            return located(
                node, destination, page, bodyLines, code: code,
                message: "link to '\(target)', which is a draft and is not published; build with --drafts or remove the link")
        }
    }

    /// Turns `{path}` in prose into token chips; code spans are separate nodes, so their braces stay literal.
    private func replaceTokenReferences(
        in node: MarkdownNode, page: ContentPage, bodyLines: SourceLines, chips: inout ChipMarkers, budget: DiagnosticBudget
    ) -> [Diagnostic] {
        guard node.literalContains(UInt8(ascii: "{")), let text = node.literal else { return [] }
        let tokens = tokenView?.tokens
        let matches = TokenReferenceScanner.matches(in: text) { tokenView?.isReferable($0) == true }
        guard !matches.isEmpty else { return [] }
        var insideLink = false
        var ancestor = node.parent
        while let current = ancestor {
            if current.kind == .link { insideLink = true }
            ancestor = current.parent
        }
        var diagnostics: [Diagnostic] = []
        var parts: [InlinePart] = []
        let characters = ScannedText(text)
        var cursor = 0
        // A text node lies on one line: each match's column is the node's plus its offset. The
        // node is located only for a finding: most references are to tokens that exist.
        var nodeLocation: Diagnostic?
        func report(_ code: String, _ match: TokenReferenceScanner.Match, _ message: () -> String) -> Diagnostic? {
            guard budget.admit(code) else { return nil }
            let where_ = nodeLocation ?? located(node, "", page, bodyLines, code: "", message: "", pointAtStart: true)
            nodeLocation = where_
            var location = where_.location
            location.column += match.range.lowerBound
            return .error(code, message(), at: location, sourceLine: where_.sourceLine)
        }
        // Puts the text before a match and the chip made for it (given the chip's id) in its place.
        func insert(_ match: TokenReferenceScanner.Match, path: String, chip: (String) -> String) {
            if match.range.lowerBound > cursor { parts.append(.text(characters[cursor..<match.range.lowerBound])) }
            let anchor = "\(chipPrefix)\(chips.count + 1)"
            parts.append(.text(chips.add(chip(anchor), text: path)))
            chips.references.append((path, anchor))
            cursor = match.range.upperBound
        }
        for match in matches {
            let written = characters[match.range]
            if let tokenView, tokenView.tokens[match.path] == nil, let tombstone = tokenView.tombstone(match.path) {
                if !allowsRemovedReferences,
                    let diagnostic = report("token-reference-removed", match, { "'\(written)' \(tokenView.removalAdvice(tombstone))" })
                {
                    diagnostics.append(diagnostic)
                }
                insert(match, path: tombstone.path) { tokenView.removedChip(for: tombstone, insideLink: insideLink, id: $0) }
                continue
            }
            guard let tokenView, let token = tokenView.tokens[match.path] else {
                let diagnostic = report("token-reference-unknown", match) {
                    let hint =
                        tokens.flatMap { Suggestion.closest(to: match.path, in: $0.tokens.lazy.map(\.path)) }.map { "; did you mean '{\($0)}'?" }
                        ?? ""
                    return "'\(written)' refers to no token\(tokens == nil ? " (this handbook has no tokens; add 'tokens:' to specimen.yml)" : hint)"
                }
                if let diagnostic { diagnostics.append(diagnostic) }
                continue
            }
            if let deprecation = token.deprecation, !allowsRemovedReferences,
                var warning = report(
                    "token-deprecated", match,
                    {
                        let replacements = deprecation.replacements.map { "{\($0)}" }.joined(separator: " or ")
                        let advice = replacements.isEmpty ? (deprecation.explanation.map { ": \($0)" } ?? "") : "; use \(replacements) instead"
                        return "'\(written)' is deprecated\(advice)"
                    })
            {
                warning.severity = .warning
                diagnostics.append(warning)
            }
            insert(match, path: token.path) { tokenView.chip(for: token, insideLink: insideLink, id: $0) }
        }
        if parts.isEmpty { return diagnostics }
        if cursor < characters.count { parts.append(.text(characters[cursor..<characters.count])) }
        node.replace(withInlineParts: parts)
        return diagnostics
    }

    private func located(
        _ node: MarkdownNode, _ destination: String, _ page: ContentPage, _ bodyLines: SourceLines, code: String, message: String,
        pointAtStart: Bool = false
    ) -> Diagnostic {
        var lineNumber = node.startLine
        var ancestor = node.parent
        while lineNumber == 0, let current = ancestor {
            lineNumber = current.startLine
            ancestor = current.parent
        }
        lineNumber = max(1, lineNumber)
        let line = bodyLines.line(lineNumber)
        var column = SourceText.characterColumn(byteColumn: node.startColumn, in: line)
        // Point at the destination itself when it is on the reported line.
        if let range = (pointAtStart ? nil : line.range(of: "](\(destination)")) ?? line.range(of: destination) {
            column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
            if line[range].hasPrefix("](") { column += 2 }
        }
        let location = SourceLocation(file: page.displayPath, line: lineNumber + page.bodyLineOffset, column: column)
        return .error(code, message, at: location, sourceLine: line)
    }

    /// Pages longer than this are rendered in pieces on every core: a build of one large page
    /// would otherwise leave the other cores idle after parsing.
    static let piecewiseLength = 256 * 1024

    /// How many chunks of a long page are parsed per core: fewer than its render's pieces, as
    /// each chunk is fed as many empty lines as come before it (so that its nodes have their
    /// lines in the whole), which costs a parse of that many lines.
    static let parseChunksPerCore = 2

    /// How many pieces of a long page are rendered per core.
    static let renderPiecesPerCore = 4

    /// The document's HTML with chips in place and the accessibility adjustments made, in
    /// `pieces` pieces on as many threads.
    static func finishedHTML(
        of document: MarkdownDocument, chips: ChipMarkers, inPieces pieces: Int, accessible: AccessibleHTML = .english
    ) -> String {
        finishedHTMLAndIDs(of: document, chips: chips, inPieces: pieces, accessible: accessible).html
    }

    /// `finishedHTML` and every `id` in it (`HTMLAttributes.values(of: "id", in:)`), a long
    /// page's read piece by piece on their threads: read whole, a page of megabytes was one
    /// core's work.
    static func finishedHTMLAndIDs(
        of document: MarkdownDocument, chips: ChipMarkers, inPieces pieces: Int, accessible: AccessibleHTML = .english
    ) -> (html: String, ids: [String]) {
        let finished = { @Sendable (piece: String) -> (html: String, ids: [String]) in
            let html = accessible.adjust(chips.substitute(in: piece))
            return (html, HTMLAttributes.values(of: "id", in: html))
        }
        guard pieces > 1 else { return finished(document.renderHTML()) }
        // Pieces end between top-level blocks, where neither a chip, an adjusted tag nor an
        // attribute can be cut.
        let parts = document.renderHTML(inPieces: pieces).parallelMap(finished)
        // Joined into storage of their whole length at once: `joined()` grew it piece by piece,
        // copying megabytes again on the one thread left.
        var html = ""
        html.reserveCapacity(parts.reduce(0) { $0 + $1.html.utf8.count })
        for part in parts { html += part.html }
        return (html, parts.flatMap(\.ids))
    }

}
