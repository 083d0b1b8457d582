import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A node of a `MarkdownDocument`'s tree; valid only while its document is alive. Nodes are
/// equal when they are the same node.
public struct MarkdownNode: Hashable {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// What the node is.
    public var kind: MarkdownNodeKind {
        MarkdownNodeKind(cmark_node_get_type(pointer), typeString: typeString)
    }

    /// cmark-gfm's name for the node type, e.g. `heading` or `table`.
    public var typeString: String {
        cmark_node_get_type_string(pointer).map { String(cString: $0) } ?? ""
    }

    /// Text of text, code, code-block and HTML nodes.
    public var literal: String? {
        cmark_node_get_literal(pointer).map { String(cString: $0) }
    }

    /// Replaces the literal text of a text or code node.
    public func setLiteral(_ text: String) {
        cmark_node_set_literal(pointer, text)
    }

    /// Whether the literal text holds `character` (an ASCII character), without copying it.
    public func literalContains(_ character: UInt8) -> Bool {
        guard let text = cmark_node_get_literal(pointer) else { return false }
        return strchr(text, Int32(character)) != nil
    }

    /// Destination of a link or image.
    public var url: String? {
        get { cmark_node_get_url(pointer).map { String(cString: $0) } }
        nonmutating set { cmark_node_set_url(pointer, newValue) }
    }

    /// Info string of a fenced code block.
    public var fenceInfo: String? {
        cmark_node_get_fence_info(pointer).map { String(cString: $0) }
    }

    /// Level (1–6) of a heading, 0 otherwise.
    public var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    /// 1-based line where the node starts (0 when cmark-gfm does not track it).
    public var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    /// 1-based byte column where the node starts (0 when untracked).
    public var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
    /// 1-based line where the node ends (0 when untracked).
    public var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

    public var parent: MarkdownNode? { cmark_node_parent(pointer).map(MarkdownNode.init) }
    public var firstChild: MarkdownNode? { cmark_node_first_child(pointer).map(MarkdownNode.init) }
    public var next: MarkdownNode? { cmark_node_next(pointer).map(MarkdownNode.init) }
    public var lastChild: MarkdownNode? { cmark_node_last_child(pointer).map(MarkdownNode.init) }

    /// Direct children in order.
    public var children: [MarkdownNode] {
        var result: [MarkdownNode] = []
        var child = firstChild
        while let node = child {
            result.append(node)
            child = node.next
        }
        return result
    }

    /// This node and all descendants in document order (collected first, so callers may edit).
    public func descendants() -> [MarkdownNode] {
        collect { _ in true }
    }

    /// This node and its descendants of the given kinds, in document order (collected first, so
    /// callers may edit).
    ///
    /// Only kinds with their own cmark-gfm type can be asked for: extension nodes (`.other`) are
    /// never matched. Skipping the rest without making their kinds is what a walk over a very
    /// large page needs.
    public func descendants(ofKinds kinds: [MarkdownNodeKind]) -> [MarkdownNode] {
        let types = CoreTypeSet(kinds.compactMap(\.coreType))
        return collect { types.contains($0) }
    }

    /// `descendants(ofKinds:)` with the kind each node had when it was walked: a caller that
    /// goes through a large tree's nodes again reads their kinds from here rather than from
    /// nodes the walk has long left (a cache miss each, a fifth of a long page's render).
    public func kindedDescendants(ofKinds kinds: [MarkdownNodeKind]) -> [KindedNode] {
        kindedDescendants(of: CoreTypeSet(kinds.compactMap(\.coreType)))
    }

    /// This node (unless `includingSelf` is false) and its descendants whose type is among
    /// `types`, in document order, with their kinds.
    func kindedDescendants(of types: CoreTypeSet, includingSelf: Bool = true) -> [KindedNode] {
        var result: [KindedNode] = []
        guard !types.isEmpty else { return result }
        forEachEntered { node, type in
            if types.contains(type), includingSelf || node != pointer { result.append((MarkdownNode(node), MarkdownNodeKind(type, typeString: ""))) }
        }
        return result
    }

    /// A node with the kind it had when walked.
    public typealias KindedNode = (node: MarkdownNode, kind: MarkdownNodeKind)

    private func collect(_ include: (cmark_node_type) -> Bool) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        forEachEntered { node, type in
            if include(type) { result.append(MarkdownNode(node)) }
        }
        return result
    }

    /// Calls `body` with this node and each descendant, in document order, and its type.
    private func forEachEntered(_ body: (OpaquePointer, cmark_node_type) -> Void) {
        guard let iterator = cmark_iter_new(pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) { body(node, cmark_node_get_type(node)) }
        }
    }

    /// The text a reader sees: literals of text and code descendants, concatenated.
    ///
    /// Walks the tree by its links, without collecting nodes: headings ask for it one by one.
    public var plainText: String {
        var bytes: [UInt8] = []
        var current: OpaquePointer? = pointer
        while let node = current {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(node) {
                    bytes.append(
                        contentsOf: UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal)))
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                bytes.append(UInt8(ascii: " "))
            default:
                break
            }
            current = nextInDocumentOrder(after: node)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The node after `node` in document order that is still inside this node, if any.
    private func nextInDocumentOrder(after node: OpaquePointer) -> OpaquePointer? {
        if let child = cmark_node_first_child(node) { return child }
        var climbing: OpaquePointer? = node
        while let current = climbing, current != pointer {
            if let sibling = cmark_node_next(current) { return sibling }
            climbing = cmark_node_parent(current)
        }
        return nil
    }

    /// Replaces this node by a custom block that renders `html` verbatim, and frees this node.
    ///
    /// Custom blocks are emitted even when raw HTML is disabled, which is what generated markup needs.
    public func replaceWithHTMLBlock(_ html: String) {
        replace(with: CMARK_NODE_CUSTOM_BLOCK, html: html)
    }

    /// Replaces this node by a custom inline that renders `html` verbatim, and frees this node.
    public func replaceWithHTMLInline(_ html: String) {
        replace(with: CMARK_NODE_CUSTOM_INLINE, html: html)
    }

    private func replace(with type: cmark_node_type, html: String) {
        guard let replacement = CmarkCalls.generatedHTML(type, html) else { return }
        if cmark_node_replace(pointer, replacement) != 0 {
            cmark_node_free(pointer)
        } else {
            cmark_node_free(replacement)
        }
    }
}

extension MarkdownNode {
    /// Unlinks this node from the tree and frees it.
    public func remove() {
        cmark_node_unlink(pointer)
        cmark_node_free(pointer)
    }
}

/// A piece of inline content that replaces a text node: plain text, or generated HTML.
public enum InlinePart: Sendable, Hashable {
    case text(String)
    case html(String)
}

extension MarkdownNode {
    /// Replaces this text node by `parts`, in order, and frees it.
    public func replace(withInlineParts parts: [InlinePart]) {
        for part in parts {
            let node: OpaquePointer?
            switch part {
            case .text(let text):
                node = cmark_node_new(CMARK_NODE_TEXT)
                if let node { cmark_node_set_literal(node, text) }
            case .html(let html):
                node = CmarkCalls.generatedHTML(CMARK_NODE_CUSTOM_INLINE, html)
            }
            if let node { cmark_node_insert_before(pointer, node) }
        }
        remove()
    }
}

/// cmark-gfm's own node types as bits, block and inline apart: a walk over a long page asks
/// of every node whether it is wanted.
struct CoreTypeSet: Sendable {
    private var bits: UInt64 = 0

    init(_ types: [cmark_node_type]) {
        for type in types { bits |= Self.bit(type) }
    }

    var isEmpty: Bool { bits == 0 }

    func contains(_ type: cmark_node_type) -> Bool {
        bits & Self.bit(type) != 0
    }

    /// The type's bit: its number within its class (cmark-gfm.h: the class in the top two
    /// bits, the number in the rest, below 32 for every core type), the inline class in the
    /// upper half. Extension types are numbered after the core ones, so no core bit is theirs.
    private static func bit(_ type: cmark_node_type) -> UInt64 {
        let raw = UInt64(type.rawValue)
        let value = raw & 0x3FFF
        guard value < 32 else { return 0 }
        let isInline = raw & 0xC000 == 0xC000
        return 1 << (value + (isInline ? 32 : 0))
    }
}
