import SpecimenMarkdown

/// What a page's Markdown copy needs of the page's parse, gathered from the tree the page is
/// rendered from before anything edits it: the copy of a page of prose is its own lines with
/// its links made absolute, and parsing the page a second time for that was half of cmark-gfm's
/// share of a build.
///
/// It holds no verdict that depends on the tokens or the other pages: the copy decides with the
/// renderer it is made with (a page rendered before a token was added still writes the
/// reference out), and falls back to parsing the page whenever the outline cannot tell.
package struct MarkdownCopyOutline: Sendable {
    /// A top-level block: the lines it spans (counted from 1; 0 where cmark-gfm gives none)
    /// and the destinations of the links and images in it, as written.
    struct Block: Sendable {
        var start: Int
        var end: Int
        var destinations: [String] = []
    }

    /// The page's top-level blocks, in order.
    private(set) var blocks: [Block] = []
    /// The text of every text node holding a `{`, which may be a token reference to write out.
    private(set) var bracedTexts: [String] = []
    /// The plain text of the page's first block when it is a heading of level 1: the copy's own
    /// heading stands for it when it is the title.
    private(set) var leadingHeading: String?

    /// The kinds of node an outline reads.
    static let kinds: [MarkdownNodeKind] = [.link, .image, .text, .codeBlock]

    /// The outline of `document` as parsed, whose nodes of `kinds` are among `nodes` (in
    /// document order; nodes of other kinds are passed over, and text nodes may be left out
    /// when none can hold a `{`); nil when a copy needs the tree anyway: a fenced block of one
    /// of `blockKinds` (written as a table) is in it. The top-level blocks are those the parse
    /// listed (`listingBlocks`), or else those of the tree.
    init?(_ document: MarkdownDocument, nodes: [MarkdownNode.KindedNode], blockKinds: [any PageBlock.Type]) {
        let listed = document.blockLines
        blocks =
            listed.isEmpty
            ? document.root.children.map { Block(start: $0.startLine, end: $0.endLine) } : listed.map { Block(start: $0.start, end: $0.end) }
        // By their first lines, the later of equals last: the blocks' own order but where
        // cmark-gfm moved footnote definitions to the end (sorting what is in order costs a pass).
        let byLine = blocks.indices.sorted { (blocks[$0].start, $0) < (blocks[$1].start, $1) }
        for (node, kind) in nodes {
            switch kind {
            case .link, .image:
                guard let index = Self.lastBlock(startingAt: Self.topLevelLine(of: node), in: blocks, byLine: byLine) else { return nil }
                blocks[index].destinations.append(node.url ?? "")
            case .text:
                if node.literalContains(UInt8(ascii: "{")), let text = node.literal { bracedTexts.append(text) }
            case .codeBlock:
                if let info = node.fenceInfo, BlockRegistry.kind(ofInfo: info, among: blockKinds) != nil { return nil }
            default: break
            }
        }
        if let first = document.root.firstChild, first.kind == .heading, first.headingLevel == 1 { leadingHeading = first.plainText }
    }

    /// The last of `blocks` that starts at `line`, found by halving `byLine` (their positions
    /// ordered by first line) rather than in a table made for every page's blocks.
    static func lastBlock(startingAt line: Int, in blocks: [Block], byLine: [Int]) -> Int? {
        var (low, high) = (0, byLine.count)
        while low < high {
            let middle = (low + high) / 2
            if blocks[byLine[middle]].start <= line { low = middle + 1 } else { high = middle }
        }
        return low > 0 && blocks[byLine[low - 1]].start == line ? byLine[low - 1] : nil
    }

    /// The line where the top-level block holding `node` starts, which names the block.
    static func topLevelLine(of node: MarkdownNode) -> Int {
        var current = node
        while let parent = current.parent, parent.parent != nil { current = parent }
        return current.startLine
    }
}
