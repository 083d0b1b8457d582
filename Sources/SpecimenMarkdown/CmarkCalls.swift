import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cmark-gfm calls SpecimenMarkdown makes in several places: nodes of generated HTML, and
/// rendering one node with the parser's extensions.
enum CmarkCalls {
    /// A new custom block or inline that writes `html` where it begins and nothing where it ends
    /// (its children, if any, come between).
    static func generatedHTML(_ type: cmark_node_type, _ html: UnsafePointer<CChar>) -> OpaquePointer? {
        guard let node = cmark_node_new(type) else { return nil }
        // A new node's texts are empty, and cmark-gfm writes an empty one as nothing: setting
        // an empty one made a copy of it (a page's every heading has three such nodes).
        if html.pointee != 0 { cmark_node_set_on_enter(node, html) }
        return node
    }

    /// `node` and its descendants as HTML. The parser's extension list must be passed, or
    /// tagfilter and friends are skipped.
    static func html(of node: OpaquePointer, flags: Int32, extensions: UnsafeMutablePointer<cmark_llist>?) -> String {
        guard let html = cmark_render_html(node, flags, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }
}
