import SpecimenPages

/// A page's text as search indexes it, from its rendered HTML: a section per heading with an
/// anchor (so that a result can link to the nearest one), each with its prose and, apart, its
/// code blocks (found too, ranked lower).
///
/// Inline elements (`<em>`, `<a>`, `<code>`…) join the text around them, so that a word split by
/// markup is still one word; block elements separate words. Scripts, styles and SVG drawings are
/// not text a reader sees, and are left out.
struct SearchText: Equatable {
    private(set) var sections: [Section] = []

    /// Text made elsewhere than in HTML (a token's values and description).
    init(sections: [Section]) {
        self.sections = sections
    }

    /// The text of `html`; HTML of `pieceLength` bytes or more is read in pieces on `cores`
    /// threads, cut where a section starts (see `readInPieces`).
    init(html: String, pieceLength: Int = SearchText.pieceLength, cores: Int = MachineCores.count) {
        var html = html
        sections = html.withUTF8 { bytes in
            guard bytes.count >= pieceLength, cores > 1 else { return Self.read(bytes) }
            return Self.readInPieces(bytes, pieces: cores) ?? Self.read(bytes)
        }
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> [Section] {
        var reader = Reader()
        reader.read(bytes)
        return reader.finished()
    }

    /// Elements whose text runs on with what surrounds them.
    static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "i", "ins", "kbd", "mark", "q", "s", "samp",
        "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr",
    ]

    /// Elements whose content is not text a reader reads.
    static let skippedElements: Set<String> = ["script", "style", "svg", "template", "noscript"]
}

extension SearchText {
    /// Walks the HTML's bytes once, sending text to the section and part it belongs to; text
    /// is copied a run at a time, between the bytes that need a look (`<`, `&`, spaces).
    struct Reader {
        private var sections: [Section] = []
        /// The section being read: its anchor, and its heading, prose and code as bytes.
        private var anchor: String?
        private var heading: [UInt8] = []
        private var body: [UInt8] = []
        private var code: [UInt8] = []
        private var part = Part.body
        private var headingLevel: TagName?
        private var skipping: TagName?
        private var preDepth = 0
        private var pendingSpace = false
        /// A comment or tag ran to the end of the bytes read.
        private var ranOut = false
        private var ledWithText = false

        private enum Part { case heading, body, code }

        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    if let comment = Self.comment(at: index, in: bytes) {
                        (index, ranOut) = (comment.end, !comment.isClosed)
                        continue
                    }
                    if let tag = Tag(at: index, in: bytes) {
                        handle(tag, in: bytes)
                        (index, ranOut) = (tag.end, !tag.isClosed)
                        continue
                    }
                }
                if skipping != nil {
                    index += 1
                } else {
                    take(at: &index, in: bytes)
                }
            }
        }

        mutating func finished() -> [Section] {
            closeSection()
            return sections
        }

        /// Whether the text that follows starts afresh: no element skipped, heading or `<pre>`
        /// open, and the last comment or tag ended within what was read.
        var endsBetweenSections: Bool {
            skipping == nil && headingLevel == nil && preDepth == 0 && !ranOut
        }

        /// Whether the text before the first heading with an anchor was none at all.
        var startedAtASection: Bool {
            !ledWithText
        }

        private mutating func closeSection() {
            if anchor == nil, sections.isEmpty, !body.isEmpty || !code.isEmpty { ledWithText = true }
            if anchor != nil || !body.isEmpty || !code.isEmpty {
                sections.append(Section(anchor: anchor, headingBytes: heading, bodyBytes: body, codeBytes: code))
            }
            (heading, body, code) = ([], [], [])
        }

        /// Reads the text at `index`: a space, an entity, or a run of other bytes.
        private mutating func take(at index: inout Int, in bytes: UnsafeBufferPointer<UInt8>) {
            let byte = bytes[index]
            if byte.isASCIISpace {
                pendingSpace = true
                index += 1
            } else if byte == UInt8(ascii: "&") {
                if let (decoded, length) = HTMLEscaping.entity(at: index, in: bytes) {
                    emit(CollectionOfOne(decoded))
                    index += length
                } else {
                    emit(CollectionOfOne(byte))
                    index += 1
                }
            } else {
                // A run goes on through a single space between words, which it keeps as it is.
                var end = index + 1
                while end < bytes.count {
                    if end + 8 <= bytes.count, let skipped = Self.runningBytes(at: end, in: bytes) {
                        // Eight bytes at a time up to the first that may end the run, which the
                        // checks below then read one by one.
                        end += skipped
                        if skipped == 8 { continue }
                    }
                    if !Self.needsALook(bytes[end]) {
                        end += 1
                    } else if bytes[end] == UInt8(ascii: " "), end + 1 < bytes.count, !Self.needsALook(bytes[end + 1]) {
                        end += 2
                    } else {
                        break
                    }
                }
                emit(UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
            }
        }

        /// Appends text to the part being read, after one space if any came before it.
        private mutating func emit<Run: Collection<UInt8>>(_ run: Run) {
            switch part {
            case .heading: Self.append(run, to: &heading, spaced: pendingSpace)
            case .body: Self.append(run, to: &body, spaced: pendingSpace)
            case .code: Self.append(run, to: &code, spaced: pendingSpace)
            }
            pendingSpace = false
        }

        private static func append<Run: Collection<UInt8>>(_ run: Run, to text: inout [UInt8], spaced: Bool) {
            if spaced, !text.isEmpty { text.append(UInt8(ascii: " ")) }
            text.append(contentsOf: run)
        }

        /// `<`, `&` and the spaces, all below 64, as bits of one mask (a constant, not a lazily
        /// made global, as it is read at every byte).
        private static var looked: UInt64 {
            1 << UInt64(UInt8(ascii: "<")) | 1 << UInt64(UInt8(ascii: "&")) | 1 << 0x20 | 1 << 0x0A | 1 << 0x09 | 1 << 0x0D | 1 << 0x0C
        }

        private static func needsALook(_ byte: UInt8) -> Bool {
            byte < 64 && looked >> byte & 1 != 0
        }

        /// How many of the eight bytes at `start` (all within `bytes`) a run certainly goes on
        /// through: up to the first that is below `!` (a space or another control), `<` or `&`,
        /// but for a space whose next byte is none of those (a space between words, the most of
        /// such bytes). Read as one integer, each byte's test in its high bit (no test carries
        /// into the next byte); nil when the first byte may end the run. The few controls
        /// that are no space (U+0001) only make the caller look.
        private static func runningBytes(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self))
            let mayEnd = mayEndARun(word)
            let spaces = equalBytes(word, UInt8(ascii: " "))
            let next = start + 8 < bytes.count ? mayEndARun(UInt64(bytes[start + 8])) : high
            // A space ends the run when the byte after it may: that byte's bit moved down onto it.
            let ends = (mayEnd & ~spaces) | (spaces & (mayEnd >> 8 | next << 56))
            guard ends != 0 else { return 8 }
            let running = ends.trailingZeroBitCount / 8
            return running > 0 ? running : nil
        }

        private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        private static let high: UInt64 = 0x8080_8080_8080_8080

        /// The high bit of each byte of `word` that is below `!`, `<` or `&`.
        private static func mayEndARun(_ word: UInt64) -> UInt64 {
            // Bytes from 0x80 are none of them; below, adding 0x5F sets the high bit from `!` up.
            let belowExclamation = ~((word & low7) &+ 0x5F5F_5F5F_5F5F_5F5F) & ~word & high
            return belowExclamation | equalBytes(word, UInt8(ascii: "<")) | equalBytes(word, UInt8(ascii: "&"))
        }

        /// The high bit of each byte of `word` that is `byte`, exactly (no borrow reaches another
        /// byte). `ByteWords.equal`, kept here: across the module boundary this loop ran slower.
        private static func equalBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
            let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
            return ~(((difference & low7) &+ low7) | difference | low7)
        }

        private mutating func handle(_ tag: Tag, in bytes: UnsafeBufferPointer<UInt8>) {
            if let skipped = skipping {
                if tag.isClosing, tag.name == skipped { skipping = nil }
                return
            }
            let kind = tag.name.kind
            if !tag.isClosing, !tag.isSelfClosing, kind == .skipped || tag.isHeadingAnchor(in: bytes) {
                skipping = tag.name
                return
            }
            if kind != .inline { pendingSpace = true }
            if tag.name.isHeading {
                // A heading without an anchor (a block's own title) is text of the section it is in.
                if tag.isClosing, tag.name == headingLevel {
                    (headingLevel, part) = (nil, preDepth > 0 ? .code : .body)
                } else if !tag.isClosing, headingLevel == nil, let id = tag.id(in: bytes), !id.isEmpty {
                    closeSection()
                    anchor = id
                    (headingLevel, part) = (tag.name, .heading)
                }
            } else if tag.name == TagName.pre {
                preDepth = max(0, preDepth + (tag.isClosing ? -1 : tag.isSelfClosing ? 0 : 1))
                if headingLevel == nil { part = preDepth > 0 ? .code : .body }
            }
        }

        /// Where a comment starting at `start` ends (after its `-->`, or at the end of the text),
        /// and whether it was closed.
        private static func comment(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, isClosed: Bool)? {
            // Compared byte by byte: this runs at every `<` of every page.
            guard start + 4 <= bytes.count, bytes[start + 1] == UInt8(ascii: "!"), bytes[start + 2] == UInt8(ascii: "-"),
                bytes[start + 3] == UInt8(ascii: "-")
            else { return nil }
            var index = start + 4
            while index + 2 < bytes.count {
                if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") {
                    return (index + 3, true)
                }
                index += 1
            }
            return (bytes.count, false)
        }
    }

    /// An element's name, lowercased, its bytes packed in an integer: told apart and looked up
    /// without making a string, as this runs for every tag of every page. A name longer than
    /// eight bytes is none that search treats apart, and all such names are one.
    fileprivate struct TagName: Equatable {
        let packed: UInt64

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count <= 8 else {
                packed = .max
                return
            }
            var packed: UInt64 = 0
            for (offset, byte) in bytes.enumerated() {
                packed |= UInt64(byte.asciiLowercased) << (8 * UInt64(offset))
            }
            self.packed = packed
        }

        init(_ name: String) {
            var name = name
            self = name.withUTF8 { TagName($0) }
        }

        /// `<!DOCTYPE …>` and other declarations.
        static let declaration = TagName("!")
        static let pre = TagName("pre")
        static let anchor = TagName("a")

        /// How search reads an element's text: run on with the text around it, left out, or
        /// apart from what comes before and after (a block).
        enum Kind { case inline, skipped, block }

        /// The inline and the skipped elements' names with their kinds, each in the slot its
        /// name's bytes times `multiplier` give (see `slot`), a multiplier chosen so that no two
        /// share one: this runs for every tag of every page, and a walk along the 27 inline
        /// names was most of a tag's reading.
        private static let kinds: (multiplier: UInt64, names: [UInt64], kinds: [Kind]) = {
            let inline = SearchText.inlineElements.map { (TagName($0).packed, Kind.inline) }
            let named = inline + SearchText.skippedElements.map { (TagName($0).packed, Kind.skipped) }
            var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            while true {
                var (names, kinds) = ([UInt64](repeating: 0, count: slots), [Kind](repeating: .block, count: slots))
                for (packed, kind) in named {
                    let slot = Self.slot(of: packed, multiplier: multiplier)
                    guard names[slot] == 0 else { break }
                    (names[slot], kinds[slot]) = (packed, kind)
                }
                if kinds.filter({ $0 != .block }).count == named.count { return (multiplier, names, kinds) }
                multiplier &+= 2
            }
        }()

        /// Room for the 32 names: so many slots that a multiplier with no two in one is found
        /// within a few tries.
        private static let slots = 1024

        private static func slot(of packed: UInt64, multiplier: UInt64) -> Int {
            Int(truncatingIfNeeded: (packed &* multiplier) >> 54)
        }

        var kind: Kind {
            let slot = Self.slot(of: packed, multiplier: Self.kinds.multiplier)
            return Self.kinds.names[slot] == packed ? Self.kinds.kinds[slot] : .block
        }

        /// `h1` to `h6`.
        var isHeading: Bool {
            packed >> 16 == 0 && packed & 0xFF == UInt64(UInt8(ascii: "h"))
                && (UInt64(UInt8(ascii: "1"))...UInt64(UInt8(ascii: "6"))).contains(packed >> 8)
        }
    }

    /// An HTML tag: its name, whether it closes or closes itself, where its attributes are and
    /// where it ends.
    fileprivate struct Tag {
        let name: TagName
        let isClosing: Bool
        let isSelfClosing: Bool
        /// Where its attributes are, read only for the few tags that need them.
        let attributes: Range<Int>
        let end: Int
        /// Whether its `>` was found (not the end of the text first).
        let isClosed: Bool

        /// The tag starting at `start` (a `<`), or nil when what follows is not a tag (`a < b`).
        init?(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) {
            var index = start + 1
            let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if isClosing { index += 1 }
            let nameStart = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            let nameEnd = index
            // A declaration (`<!DOCTYPE …>`) is skipped whole, like a tag; comments are read apart.
            let isDeclaration = nameStart < bytes.count && bytes[nameStart] == UInt8(ascii: "!")
            guard nameEnd > nameStart || isDeclaration else { return nil }
            // To the first `>` outside quotes. A quoted value (most of a link's tag is its
            // address) is passed with `memchr`; one left open runs to the end.
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    index = bytes.nextIndex(of: byte, from: index + 1).map { $0 + 1 } ?? bytes.count
                    continue
                }
                if byte == UInt8(ascii: ">") { break }
                index += 1
            }
            name = isDeclaration ? .declaration : TagName(UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]))
            self.isClosing = isClosing
            isSelfClosing = index > nameEnd && bytes[index - 1] == UInt8(ascii: "/")
            attributes = nameEnd..<index
            end = min(bytes.count, index + 1)
            isClosed = index < bytes.count
        }

        /// A heading's `id`: where the page renderer wrote it, first (` id="…"`), read in
        /// place; anywhere else as `HTMLAttributes` finds it.
        func id(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
            let attributes = UnsafeBufferPointer(rebasing: bytes[attributes])
            guard attributes.hasBytes(Self.idAttribute, at: 0), let end = attributes.nextIndex(of: UInt8(ascii: "\""), from: Self.idAttribute.count)
            else {
                return HTMLAttributes.values(of: "id", inBytes: attributes).first
            }
            return HTMLEscaping.unescape(String(decoding: attributes[Self.idAttribute.count..<end], as: UTF8.self))
        }

        private static let idAttribute = Array(" id=\"".utf8)

        /// Whether this is a heading's permalink (`<a class="heading-anchor">#</a>`), which is
        /// not text; compared by bytes, as the page renderer writes it, as this runs for every link.
        func isHeadingAnchor(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            name == TagName.anchor && !isClosing && bytes[attributes].starts(with: Self.headingAnchorClass)
        }

        private static let headingAnchorClass = Array(" class=\"heading-anchor\"".utf8)

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }
}
