#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a chunk of a Markdown source begins: its byte offset and the number of its first line.
struct ChunkStart: Equatable, Sendable {
    let offset: Int
    /// 1-based, counted as cmark-gfm counts lines (`\n`, `\r\n` and a lone `\r` each end one).
    let line: Int
}

/// Finds lines where a long Markdown source may be cut into chunks that parse on their own
/// exactly as they parse within the whole.
///
/// A cut goes before a line that follows a blank line and begins, unindented, with a letter,
/// any non-ASCII character or `#`. Such a line closes every open block but a fenced code block
/// or an HTML block of kinds 1–5 at the top level, so the scan follows those (a guess: it
/// cannot see containers, and `PiecewiseParse` checks each cut against the parsed chunks). A
/// source that may define link references or footnotes is not cut: a definition anywhere
/// applies everywhere.
enum ChunkBoundaries {
    /// The starts of the second and later chunks, near equal shares of `source`'s bytes; empty
    /// when the source must parse whole.
    static func starts(in source: UnsafeBufferPointer<UInt8>, pieces: Int) -> [ChunkStart] {
        guard pieces > 1, let base = source.baseAddress, !mayDefineReferences(source) else { return [] }
        let count = source.count
        let hasCarriageReturns = memchr(base, Int32(UInt8(ascii: "\r")), count) != nil
        var scan = BlockScan()
        var starts: [ChunkStart] = []
        var target = count / pieces
        var line = 1
        var offset = 0
        var previousBlank = false
        while offset < count {
            let end = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? count
            let text = UnsafeBufferPointer(rebasing: source[offset..<end])
            if previousBlank, offset >= target, scan.isAtTopLevel, Self.beginsSafely(text) {
                starts.append(ChunkStart(offset: offset, line: line))
                guard starts.count < pieces - 1 else { break }
                target = max(count * (starts.count + 1) / pieces, offset + 1)
            }
            scan.read(text)
            previousBlank = Self.isBlank(text)
            line += 1 + (hasCarriageReturns ? Self.loneCarriageReturns(in: text) : 0)
            offset = end + 1
        }
        return starts
    }

    /// Whether `]:` occurs anywhere: every link reference and footnote definition has it.
    static func mayDefineReferences(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = source.baseAddress else { return false }
        var offset = 0
        while offset < source.count, let found = memchr(base + offset, Int32(UInt8(ascii: "]")), source.count - offset) {
            let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if index + 1 < source.count, source[index + 1] == UInt8(ascii: ":") { return true }
            offset = index + 1
        }
        return false
    }

    /// A letter, a non-ASCII character or `#` in the first column: a paragraph or an ATX heading,
    /// never a list item, quote, fence, HTML block, definition or setext underline.
    private static func beginsSafely(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first else { return false }
        return first >= 0x80 || first == UInt8(ascii: "#") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// Carriage returns not followed by a line feed: each ends a line of its own.
    private static func loneCarriageReturns(in line: UnsafeBufferPointer<UInt8>) -> Int {
        var lone = 0
        for index in line.indices where line[index] == UInt8(ascii: "\r") && index + 1 < line.count {
            lone += 1
        }
        return lone
    }
}

/// The top-level blocks that a blank line does not end, followed line by line.
private struct BlockScan {
    private var fence: (character: UInt8, length: Int)?
    /// The end marker of an open HTML block of kinds 1–5, lowercased.
    private var htmlEnd: [UInt8]?

    var isAtTopLevel: Bool { fence == nil && htmlEnd == nil }

    mutating func read(_ line: UnsafeBufferPointer<UInt8>) {
        let (start, indent) = Self.indentation(line)
        let text = UnsafeBufferPointer(rebasing: line[start...])
        if let open = fence {
            if indent <= 3, let run = Self.fenceRun(text), run.character == open.character, run.length >= open.length,
                text[run.length...].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
            {
                fence = nil
            }
        } else if let end = htmlEnd {
            if Self.contains(end, in: line) { htmlEnd = nil }
        } else if indent <= 3 {
            if let run = Self.fenceRun(text), run.character == UInt8(ascii: "~") || !text[run.length...].contains(UInt8(ascii: "`")) {
                fence = run
            } else if let end = Self.htmlBlockEnd(opening: text), !Self.contains(end, in: UnsafeBufferPointer(rebasing: text.dropFirst(2))) {
                htmlEnd = end
            }
        }
    }

    /// Where the line's text begins after its leading spaces, and its indentation in columns;
    /// a tab counts four at least (the line is indented code or inside a container).
    private static func indentation(_ line: UnsafeBufferPointer<UInt8>) -> (start: Int, columns: Int) {
        var index = 0
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        if index < line.count, line[index] == UInt8(ascii: "\t") { return (index, max(index, 4)) }
        return (index, index)
    }

    private static func fenceRun(_ text: UnsafeBufferPointer<UInt8>) -> (character: UInt8, length: Int)? {
        guard let first = text.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
        let length = text.prefix { $0 == first }.count
        return length >= 3 ? (first, length) : nil
    }

    private static let rawTextTags: [[UInt8]] = ["script", "pre", "style", "textarea"].map { Array($0.utf8) }

    /// The end marker of the HTML block that `text` opens, for the kinds a blank line does not end.
    private static func htmlBlockEnd(opening text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.first == UInt8(ascii: "<"), text.count > 1 else { return nil }
        let rest = text.dropFirst()
        if rest.starts(with: "!--".utf8) { return Array("-->".utf8) }
        if rest.starts(with: "?".utf8) { return Array("?>".utf8) }
        if rest.starts(with: "![CDATA[".utf8) { return Array("]]>".utf8) }
        if rest.first == UInt8(ascii: "!"), let letter = rest.dropFirst().first, letter | 0x20 >= UInt8(ascii: "a"),
            letter | 0x20 <= UInt8(ascii: "z")
        {
            return Array(">".utf8)
        }
        let lowered = rest.prefix(9).map { $0 | 0x20 }
        for tag in rawTextTags where lowered.starts(with: tag) {
            let after = rest.dropFirst(tag.count).first
            if after == nil || after == UInt8(ascii: " ") || after == UInt8(ascii: "\t") || after == UInt8(ascii: ">") || after == UInt8(ascii: "\r")
            {
                return Array("</".utf8) + tag + Array(">".utf8)
            }
        }
        return nil
    }

    /// Whether `marker` (lowercase) occurs in `line`, ignoring ASCII case.
    private static func contains(_ marker: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard marker.count <= line.count else { return false }
        for start in 0...(line.count - marker.count) {
            var matched = true
            for (offset, byte) in marker.enumerated() where line[start + offset] | (byte >= 0x61 && byte <= 0x7a ? 0x20 : 0) != byte {
                matched = false
                break
            }
            if matched { return true }
        }
        return false
    }
}
