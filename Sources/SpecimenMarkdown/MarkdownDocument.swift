import CCmarkGFM
import CInlineCharacters

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
        rootPointer = InlineParsingGate.finish(parser, extensions: options.extensions)
    }

    deinit {
        cmark_node_free(rootPointer)
        cmark_parser_free(parser)
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
