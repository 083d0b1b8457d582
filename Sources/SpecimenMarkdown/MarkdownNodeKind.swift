import CCmarkGFM

/// The kind of a node, with cmark-gfm's extension nodes identified by their type string.
public enum MarkdownNodeKind: Sendable, Hashable {
    case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph
    case heading, thematicBreak, footnoteDefinition
    case text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong
    case link, image, footnoteReference
    /// An extension node such as `table`, `table_row`, `strikethrough` or `tasklist`.
    case other(String)

    /// `typeString` is read only for extension nodes: making a String for every node of every
    /// page cost more than the walk itself.
    init(_ type: cmark_node_type, typeString: @autoclosure () -> String) {
        switch type {
        case CMARK_NODE_DOCUMENT: self = .document
        case CMARK_NODE_BLOCK_QUOTE: self = .blockQuote
        case CMARK_NODE_LIST: self = .list
        case CMARK_NODE_ITEM: self = .item
        case CMARK_NODE_CODE_BLOCK: self = .codeBlock
        case CMARK_NODE_HTML_BLOCK: self = .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: self = .customBlock
        case CMARK_NODE_PARAGRAPH: self = .paragraph
        case CMARK_NODE_HEADING: self = .heading
        case CMARK_NODE_THEMATIC_BREAK: self = .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: self = .footnoteDefinition
        case CMARK_NODE_TEXT: self = .text
        case CMARK_NODE_SOFTBREAK: self = .softBreak
        case CMARK_NODE_LINEBREAK: self = .lineBreak
        case CMARK_NODE_CODE: self = .code
        case CMARK_NODE_HTML_INLINE: self = .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: self = .customInline
        case CMARK_NODE_EMPH: self = .emphasis
        case CMARK_NODE_STRONG: self = .strong
        case CMARK_NODE_LINK: self = .link
        case CMARK_NODE_IMAGE: self = .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: self = .footnoteReference
        default: self = .other(typeString())
        }
    }

    /// cmark-gfm's type for the kinds it numbers itself; nil for extension nodes.
    var coreType: cmark_node_type? {
        switch self {
        case .document: CMARK_NODE_DOCUMENT
        case .blockQuote: CMARK_NODE_BLOCK_QUOTE
        case .list: CMARK_NODE_LIST
        case .item: CMARK_NODE_ITEM
        case .codeBlock: CMARK_NODE_CODE_BLOCK
        case .htmlBlock: CMARK_NODE_HTML_BLOCK
        case .customBlock: CMARK_NODE_CUSTOM_BLOCK
        case .paragraph: CMARK_NODE_PARAGRAPH
        case .heading: CMARK_NODE_HEADING
        case .thematicBreak: CMARK_NODE_THEMATIC_BREAK
        case .footnoteDefinition: CMARK_NODE_FOOTNOTE_DEFINITION
        case .text: CMARK_NODE_TEXT
        case .softBreak: CMARK_NODE_SOFTBREAK
        case .lineBreak: CMARK_NODE_LINEBREAK
        case .code: CMARK_NODE_CODE
        case .htmlInline: CMARK_NODE_HTML_INLINE
        case .customInline: CMARK_NODE_CUSTOM_INLINE
        case .emphasis: CMARK_NODE_EMPH
        case .strong: CMARK_NODE_STRONG
        case .link: CMARK_NODE_LINK
        case .image: CMARK_NODE_IMAGE
        case .footnoteReference: CMARK_NODE_FOOTNOTE_REFERENCE
        case .other: nil
        }
    }
}
