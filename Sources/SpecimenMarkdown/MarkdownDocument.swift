import CCmarkGFM
import CInlineCharacters
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A parsed Markdown document; owns the cmark-gfm parser and tree until it is released.
///
/// Nodes handed out by a document are valid only while the document is alive. Not thread-safe:
/// use one document per task.
public final class MarkdownDocument {
    private let parsed: ParsedSource
    private var parser: OpaquePointer { parsed.parser }
    private var rootPointer: OpaquePointer { parsed.root }
    private let flags: Int32
    /// Blocks taken out of the tree whose former children still point into their text buffers.
    private var retired: [OpaquePointer] = []
    private let sourceLength: Int

    /// Parses `markdown` with the given options.
    ///
    /// - Parameters:
    ///   - pieces: how many chunks of the source may be parsed at once, on as many threads; the
    ///     tree is the one a whole parse gives, and a source that cannot be cut safely (see
    ///     `ChunkBoundaries`) is parsed whole.
    ///   - walking: the kinds of node `walked` lists (only kinds with a cmark-gfm type of their
    ///     own: see `MarkdownNode.descendants(ofKinds:)`).
    ///   - listingBlocks: whether `blockLines` lists the top-level blocks' lines.
    public init(_ markdown: String, options: MarkdownOptions, pieces: Int = 1, walking: [MarkdownNodeKind] = [], listingBlocks: Bool = false) {
        ExtensionRegistry.ensureRegistered()
        flags = options.cmarkFlags
        var text = markdown
        let types = CoreTypeSet(walking.compactMap(\.coreType))
        parsed = text.withUTF8 { PiecewiseParse.parse($0, options: options, pieces: pieces, walking: types, listingBlocks: listingBlocks) }
        sourceLength = markdown.utf8.count
    }

    /// The first and last lines of a block (counted from 1; 0 where cmark-gfm gives none).
    public struct BlockLines: Sendable, Equatable {
        public let start: Int
        public let end: Int
    }

    /// The top-level blocks' lines as parsed, in order, when asked for (`listingBlocks`): a
    /// long page's listed by each chunk's thread, where a walk of tens of thousands of blocks
    /// afterwards missed the cache at every one.
    public var blockLines: [BlockLines] { parsed.blockLines }

    /// The nodes of the kinds asked for when parsing, as parsed, in document order, with their
    /// kinds (what `root.kindedDescendants(ofKinds:)` gave then): a long page's are listed by
    /// each chunk's thread. Nodes an edit has freed since stay listed.
    public var walked: [MarkdownNode.KindedNode] { parsed.walked }

    /// How many chunks the source was parsed in.
    var parsedChunks: Int { parsed.emptied.count + 1 }

    /// Markdown longer than this is freed on another thread: freeing the tree of a 4 MB page
    /// took a tenth of its rendering, and nothing waits for it.
    static let backgroundFreeThreshold = 1 << 20

    deinit {
        let tree = ParsedTree(source: parsed, retired: retired)
        if sourceLength > Self.backgroundFreeThreshold {
            DispatchQueue.global(qos: .utility).async { tree.free() }
        } else {
            tree.free()
        }
    }

    /// Replaces `node` by its own content between two pieces of HTML: `opening`, the node's
    /// children exactly as cmark-gfm renders them, then `closing` and a line break.
    ///
    /// This is how a heading gets attributes without its content being rendered separately. The
    /// node itself is kept until the document is released, because cmark-gfm's inline nodes
    /// point into the text buffer of the block they were parsed from.
    public func replace(_ node: MarkdownNode, keepingContentBetween opening: String, and closing: String) {
        opening.withCString { opening in closing.withCString { closing in replace(node, keepingContentBetween: opening, and: closing) } }
    }

    /// `replace(_:keepingContentBetween:and:)` with the two pieces of HTML as C strings, which
    /// cmark-gfm copies: a page's thousands of headings each had two strings made for it.
    public func replace(_ node: MarkdownNode, keepingContentBetween opening: UnsafePointer<CChar>, and closing: UnsafePointer<CChar>) {
        // The block's own text is empty: its line breaks would otherwise split the opening tag
        // from the content. A custom block may contain any node.
        guard let block = CmarkCalls.generatedHTML(CMARK_NODE_CUSTOM_BLOCK, ""),
            let before = CmarkCalls.generatedHTML(CMARK_NODE_CUSTOM_INLINE, opening),
            let after = CmarkCalls.generatedHTML(CMARK_NODE_CUSTOM_INLINE, closing)
        else { return }
        cmark_node_append_child(block, before)
        while let child = cmark_node_first_child(node.pointer) {
            cmark_node_append_child(block, child)
        }
        cmark_node_append_child(block, after)
        if cmark_node_replace(node.pointer, block) != 0 {
            retired.append(node.pointer)
        } else {
            cmark_node_free(block)
        }
    }

    /// Replaces the block `node` by its own child blocks between two pieces of HTML, which are
    /// written even where raw HTML is off: how a block quote becomes a callout (`<div …>`, its
    /// paragraphs as cmark-gfm renders them, `</div>`). The node is kept until the document is
    /// released, as in `replace(_:keepingContentBetween:and:)`.
    public func wrap(_ node: MarkdownNode, between opening: String, and closing: String) {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(block, opening)
        cmark_node_set_on_exit(block, closing)
        while let child = cmark_node_first_child(node.pointer) {
            cmark_node_append_child(block, child)
        }
        if cmark_node_replace(node.pointer, block) != 0 {
            retired.append(node.pointer)
        } else {
            cmark_node_free(block)
        }
    }

    /// The document node.
    public var root: MarkdownNode { MarkdownNode(rootPointer) }

    /// The whole document as CommonMark (GitHub's dialect, tables included), as cmark-gfm
    /// writes it back: what a Markdown copy of a page is made from after its nodes are edited.
    /// HTML blocks put in with `replaceWithHTMLBlock` come out as written, so they may hold Markdown.
    public func renderCommonMark() -> String {
        renderCommonMark(of: root)
    }

    /// One node of the document (a block, say) as CommonMark, as `renderCommonMark` writes it.
    public func renderCommonMark(of node: MarkdownNode) -> String {
        guard let text = cmark_render_commonmark(node.pointer, flags, 0) else { return "" }
        defer { free(text) }
        return String(cString: text)
    }

    /// The whole document as HTML, exactly as cmark-gfm renders it.
    public func renderHTML() -> String {
        renderHTML(of: root)
    }

    /// The whole document as HTML in `parts` pieces, made on as many threads, whose
    /// concatenation is exactly `renderHTML()`. Each piece is a run of top-level blocks, which
    /// this moves into a container block of its own (one render per run: a render per block
    /// cost more than the threads saved); a container adds nothing to the HTML. A document with
    /// footnotes comes in one piece, since cmark-gfm writes their section when the whole
    /// document ends.
    public func renderHTML(inPieces parts: Int) -> [String] {
        var blocks: [OpaquePointer] = []
        var child = cmark_node_first_child(rootPointer)
        while let block = child {
            if cmark_node_get_type(block) == CMARK_NODE_FOOTNOTE_DEFINITION { return [renderHTML()] }
            blocks.append(block)
            child = cmark_node_next(block)
        }
        let count = max(1, min(parts, blocks.count))
        guard count > 1 else { return [renderHTML()] }
        var containers: [OpaquePointer] = []
        for piece in 0..<count {
            let run = blocks[blocks.count * piece / count..<blocks.count * (piece + 1) / count]
            guard let container = CmarkCalls.generatedHTML(CMARK_NODE_CUSTOM_BLOCK, ""), let first = run.first else { return [renderHTML()] }
            cmark_node_insert_before(first, container)
            for block in run { cmark_node_append_child(container, block) }
            containers.append(container)
        }
        let runs = SendableBlocks(blocks: containers, flags: flags, extensions: cmark_parser_get_syntax_extensions(parser))
        var pieces = [String](repeating: "", count: count)
        pieces.withUnsafeMutableBufferPointer { output in
            nonisolated(unsafe) let output = output
            // Rendering only reads the tree, and each run reads its own blocks.
            DispatchQueue.concurrentPerform(iterations: count) { piece in
                output[piece] = runs.render(piece)
            }
        }
        return pieces
    }

    /// One node and its descendants as HTML.
    public func renderHTML(of node: MarkdownNode) -> String {
        CmarkCalls.html(of: node.pointer, flags: flags, extensions: cmark_parser_get_syntax_extensions(parser))
    }
}

/// The containers of one document's runs of top-level blocks, rendered on several threads.
private struct SendableBlocks: @unchecked Sendable {
    let blocks: [OpaquePointer]
    let flags: Int32
    let extensions: UnsafeMutablePointer<cmark_llist>?

    func render(_ index: Int) -> String {
        CmarkCalls.html(of: blocks[index], flags: flags, extensions: extensions)
    }
}

/// What a document owns in cmark-gfm, to free once nothing points into it.
private struct ParsedTree: Sendable {
    let source: ParsedSource
    nonisolated(unsafe) let retired: [OpaquePointer]

    func free() {
        retired.forEach { cmark_node_free($0) }
        PiecewiseParse.free(source)
    }
}

/// One-shot rendering helpers.
public enum Markdown {
    /// Parses and renders `markdown` to HTML.
    public static func renderHTML(_ markdown: String, options: MarkdownOptions) -> String {
        MarkdownDocument(markdown, options: options).renderHTML()
    }
}

enum ExtensionRegistry {
    // Registration mutates a global table in cmark-gfm without a lock; Swift's lazy static
    // initialisation runs it exactly once even when pages are rendered on several threads.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    static func ensureRegistered() {
        _ = registered
    }
}
