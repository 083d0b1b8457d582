import CCmarkGFM
import Dispatch

/// A parse's cmark-gfm objects: the parser whose document holds the whole tree, and the
/// parsers and emptied documents of the other chunks, which live as long as it does.
struct ParsedSource: @unchecked Sendable {
    let parser: OpaquePointer
    let root: OpaquePointer
    var emptied: [(parser: OpaquePointer, root: OpaquePointer)] = []
    /// The nodes of the types asked for, as parsed, in document order.
    var walked: [MarkdownNode.KindedNode] = []
    /// The first and last lines of the document's top-level blocks, as parsed, in order, when
    /// asked for.
    var blockLines: [MarkdownDocument.BlockLines] = []
}

/// Parses a long source in chunks on several threads and joins their trees into the one the
/// whole source gives.
///
/// `ChunkBoundaries` picks the cuts. Each chunk is fed after as many empty lines as precede it,
/// so its nodes carry the lines and columns they have in the whole. A cut holds when the block
/// before it is closed where the chunk ends (a fenced code or HTML block running to the end
/// would have taken the next chunk's lines); if any does not, the source is parsed whole.
enum PiecewiseParse {
    /// Parses `source` in up to `pieces` chunks at once, or whole when that is not safe or not
    /// possible (a parse that must finish alone gains nothing from chunks).
    ///
    /// - Parameters:
    ///   - walking: the types of node to list in `walked`; each chunk's are listed on its
    ///     thread as soon as it is parsed, while its nodes are still in the cache (a walk of a
    ///     whole large tree afterwards was one core's work while the others waited).
    ///   - listingBlocks: whether to list the top-level blocks' lines in `blockLines`, likewise.
    static func parse(
        _ source: UnsafeBufferPointer<UInt8>, options: MarkdownOptions, pieces: Int, walking: CoreTypeSet = CoreTypeSet([]),
        listingBlocks: Bool = false
    ) -> ParsedSource {
        let starts = InlineParsingGate.finishesTogether(extensions: options.extensions) ? ChunkBoundaries.starts(in: source, pieces: pieces) : []
        guard !starts.isEmpty else { return parseWhole(source, options: options, walking: walking, listingBlocks: listingBlocks) }
        let ranges = zip([0] + starts.map(\.offset), starts.map(\.offset) + [source.count]).map { $0..<$1 }
        let paddings = [0] + starts.map { $0.line - 1 }
        var chunks = [ParsedSource?](repeating: nil, count: ranges.count)
        chunks.withUnsafeMutableBufferPointer { output in
            nonisolated(unsafe) let (output, source) = (output, source)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
                var chunk = parseChunk(UnsafeBufferPointer(rebasing: source[ranges[index]]), after: paddings[index], options: options)
                // A later chunk's document node is not the document's: it is emptied by the join.
                chunk.walked = MarkdownNode(chunk.root).kindedDescendants(of: walking, includingSelf: index == 0)
                if listingBlocks { chunk.blockLines = blockLines(of: chunk.root) }
                output[index] = chunk
            }
        }
        let parsed = chunks.compactMap { $0 }
        guard cutsHold(parsed, starts: starts), var joined = join(parsed) else {
            parsed.forEach(free)
            return parseWhole(source, options: options, walking: walking, listingBlocks: listingBlocks)
        }
        // The join moves each chunk's blocks after the last chunk's, in order: the chunks'
        // lists one after the other are the joined tree's, in its order.
        joined.walked = parsed.flatMap(\.walked)
        joined.blockLines = parsed.flatMap(\.blockLines)
        return joined
    }

    static func parseWhole(
        _ source: UnsafeBufferPointer<UInt8>, options: MarkdownOptions, walking: CoreTypeSet = CoreTypeSet([]), listingBlocks: Bool = false
    ) -> ParsedSource {
        var parsed = parseChunk(source, after: 0, options: options)
        parsed.walked = MarkdownNode(parsed.root).kindedDescendants(of: walking)
        if listingBlocks { parsed.blockLines = blockLines(of: parsed.root) }
        return parsed
    }

    /// The lines of each child of `root`, in order.
    private static func blockLines(of root: OpaquePointer) -> [MarkdownDocument.BlockLines] {
        var lines: [MarkdownDocument.BlockLines] = []
        var block = cmark_node_first_child(root)
        while let current = block {
            lines.append(MarkdownDocument.BlockLines(start: Int(cmark_node_get_start_line(current)), end: Int(cmark_node_get_end_line(current))))
            block = cmark_node_next(current)
        }
        return lines
    }

    private static func parseChunk(_ text: UnsafeBufferPointer<UInt8>, after emptyLines: Int, options: MarkdownOptions) -> ParsedSource {
        let parser: OpaquePointer = cmark_parser_new(options.cmarkFlags)
        for name in options.extensions.map(\.rawValue).sorted() {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        var remaining = emptyLines
        newlines.withUnsafeBufferPointer { padding in
            while remaining > 0 {
                let count = min(remaining, padding.count)
                padding.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, count) }
                remaining -= count
            }
        }
        text.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        return ParsedSource(parser: parser, root: InlineParsingGate.finish(parser, extensions: options.extensions))
    }

    private static let newlines = [UInt8](repeating: UInt8(ascii: "\n"), count: 1 << 14)

    /// Whether every chunk but the last ends with its last top-level block closed: only a fenced
    /// code block or an HTML block can run on over the blank line before a cut, and one that
    /// did ends on the chunk's last line.
    private static func cutsHold(_ chunks: [ParsedSource], starts: [ChunkStart]) -> Bool {
        zip(chunks, starts).allSatisfy { chunk, next in
            guard let last = cmark_node_last_child(chunk.root) else { return true }
            let type = cmark_node_get_type(last)
            var (length, offset, character): (Int32, Int32, CChar) = (0, 0, 0)
            guard type == CMARK_NODE_HTML_BLOCK || (type == CMARK_NODE_CODE_BLOCK && cmark_node_get_fenced(last, &length, &offset, &character) != 0)
            else {
                return true
            }
            return Int(cmark_node_get_end_line(last)) < next.line - 1
        }
    }

    /// Moves every chunk's top-level blocks, in order, into the first chunk's document; nil if
    /// cmark-gfm refuses a move (it cannot for blocks of documents made alike).
    private static func join(_ chunks: [ParsedSource]) -> ParsedSource? {
        var joined = chunks[0]
        for chunk in chunks.dropFirst() {
            while let block = cmark_node_first_child(chunk.root) {
                guard cmark_node_append_child(joined.root, block) != 0 else { return nil }
            }
            joined.emptied.append((chunk.parser, chunk.root))
        }
        return joined
    }

    static func free(_ parsed: ParsedSource) {
        for (parser, root) in [(parsed.parser, parsed.root)] + parsed.emptied {
            cmark_node_free(root)
            cmark_parser_free(parser)
        }
    }
}
