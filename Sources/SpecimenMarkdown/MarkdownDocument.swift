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
    private let parser: OpaquePointer
    private let rootPointer: OpaquePointer
    private let flags: Int32
    /// Blocks taken out of the tree whose former children still point into their text buffers.
    private var retired: [OpaquePointer] = []
    private let sourceLength: Int

    /// Parses `markdown` with the given options.
    public init(_ markdown: String, options: MarkdownOptions) {
        ExtensionRegistry.ensureRegistered()
        flags = options.cmarkFlags
        let parser: OpaquePointer = cmark_parser_new(flags)
        for name in options.extensions.map(\.rawValue).sorted() {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        var text = markdown
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        self.parser = parser
        sourceLength = markdown.utf8.count
        rootPointer = InlineParsingGate.finish(parser, extensions: options.extensions)
    }

    /// Markdown longer than this is freed on another thread: freeing the tree of a 4 MB page
    /// took a tenth of its rendering, and nothing waits for it.
    static let backgroundFreeThreshold = 1 << 20

    deinit {
        let tree = ParsedTree(parser: parser, nodes: [rootPointer] + retired)
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
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK),
            let before = Self.customInline(opening), let after = Self.customInline(closing)
        else { return }
        // The block's own text is empty: its line breaks would otherwise split the opening tag
        // from the content. A custom block may contain any node.
        cmark_node_set_on_enter(block, "")
        cmark_node_set_on_exit(block, "")
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

    private static func customInline(_ html: String) -> OpaquePointer? {
        guard let node = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return nil }
        cmark_node_set_on_enter(node, html)
        cmark_node_set_on_exit(node, "")
        return node
    }

    /// The document node.
    public var root: MarkdownNode { MarkdownNode(rootPointer) }

    /// The whole document as HTML, exactly as cmark-gfm renders it.
    public func renderHTML() -> String {
        renderHTML(of: root)
    }

    /// One node and its descendants as HTML.
    public func renderHTML(of node: MarkdownNode) -> String {
        // The parser's extension list must be passed, or tagfilter and friends are skipped.
        let extensions = cmark_parser_get_syntax_extensions(parser)
        guard let html = cmark_render_html(node.pointer, flags, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }
}

/// What a document owns in cmark-gfm, to free once nothing points into it.
private struct ParsedTree: @unchecked Sendable {
    let parser: OpaquePointer
    let nodes: [OpaquePointer]

    func free() {
        nodes.forEach { cmark_node_free($0) }
        cmark_parser_free(parser)
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
