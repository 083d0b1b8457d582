/// The HTML a rendered heading's content goes between: `<h2 id="…">` and its anchor link with
/// `</h2>`. Written as bytes into one buffer that every heading of a page reuses, rather than
/// as two interpolated strings a heading (a dozen appends each: on a page of thousands of
/// headings, the largest part of the work left to one core after its pieces render).
struct HeadingTags {
    /// The text around the levels and the ids, as one run of bytes: `<h`, ` id="`, `">` NUL,
    /// ` <a class=… href="#`, `" aria-label="…">#</a></h`, `>` NUL, ending at `pieceEnds`.
    private let pieces: [UInt8]
    private let pieceEnds: [Int]
    /// The opening tag and the closing tags, each ended by a NUL; grown, never shrunk.
    private var bytes: [UInt8] = []

    /// - Parameter anchorLabel: the anchor link's `aria-label`, escaped for an attribute.
    init(anchorLabel: String) {
        let texts = ["<h", " id=\"", "\">\0", " <a class=\"heading-anchor\" href=\"#", "\" aria-label=\"" + anchorLabel + "\">#</a></h", ">\0"]
        pieces = texts.flatMap(\.utf8)
        pieceEnds = texts.indices.map { texts[...$0].reduce(0) { $0 + $1.utf8.count } }
    }

    /// Calls `body` with the opening and the closing HTML, as C strings, of a heading of
    /// `level` (1–6) whose id is `id` (escaped for an attribute already).
    mutating func withTags<Result>(level: Int, id: String, _ body: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Result) -> Result {
        var id = id
        let length = pieces.count + 2 + 2 * id.utf8.count
        if bytes.count < length { bytes = [UInt8](repeating: 0, count: 2 * length) }
        let (digit, pieceEnds) = (UInt8(ascii: "0") + UInt8(truncatingIfNeeded: level), pieceEnds)
        return id.withUTF8 { id in
            pieces.withUnsafeBufferPointer { pieces in
                bytes.withUnsafeMutableBufferPointer { bytes in
                    var at = 0
                    func put(_ source: UnsafeBufferPointer<UInt8>) {
                        _ = UnsafeMutableBufferPointer(rebasing: bytes[at...]).initialize(from: source)
                        at += source.count
                    }
                    func put(piece: Int) { put(UnsafeBufferPointer(rebasing: pieces[(piece == 0 ? 0 : pieceEnds[piece - 1])..<pieceEnds[piece]])) }
                    func put(_ byte: UInt8) {
                        bytes[at] = byte
                        at += 1
                    }
                    put(piece: 0)
                    put(digit)
                    put(piece: 1)
                    put(id)
                    put(piece: 2)
                    let closing = at
                    put(piece: 3)
                    put(id)
                    put(piece: 4)
                    put(digit)
                    put(piece: 5)
                    let text = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
                    return body(text, text + closing)
                }
            }
        }
    }
}
