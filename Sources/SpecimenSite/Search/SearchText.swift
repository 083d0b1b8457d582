/// A page's text as search indexes it, from its rendered HTML: a section per heading with an
/// anchor (so that a result can link to the nearest one), each with its prose and, apart, its
/// code blocks (found too, ranked lower).
///
/// Inline elements (`<em>`, `<a>`, `<code>`…) join the text around them, so that a word split by
/// markup is still one word; block elements separate words. Scripts, styles and SVG drawings are
/// not text a reader sees, and are left out.
struct SearchText: Equatable {
    struct Section: Equatable {
        /// The heading's `id`; nil for the text before the first heading that has one.
        var anchor: String?
        var heading = ""
        var body = ""
        var code = ""
    }

    private(set) var sections: [Section] = []

    /// Text made elsewhere than in HTML (a token's values and description).
    init(sections: [Section]) {
        self.sections = sections
    }

    init(html: String) {
        var reader = Reader()
        var html = html
        html.withUTF8 { bytes in reader.read(bytes) }
        sections = reader.finished()
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
    /// Walks the HTML's bytes once, sending text to the section and part it belongs to.
    fileprivate struct Reader {
        /// Each section's heading, prose and code as bytes while they are read.
        private var parts: [(anchor: String?, heading: [UInt8], body: [UInt8], code: [UInt8])] = [(nil, [], [], [])]
        private var part = Part.body
        private var headingLevel: String?
        private var skipping: String?
        private var preDepth = 0
        private var pendingSpace = false

        private enum Part { case heading, body, code }

        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<"), let end = Self.commentEnd(at: index, in: bytes) {
                    index = end
                    continue
                }
                if byte == UInt8(ascii: "<"), let tag = Tag(at: index, in: bytes) {
                    handle(tag)
                    index = tag.end
                    continue
                }
                if skipping == nil { take(byte, at: &index, in: bytes) } else { index += 1 }
            }
        }

        func finished() -> [Section] {
            parts.map { part in
                Section(
                    anchor: part.anchor, heading: String(decoding: part.heading, as: UTF8.self), body: String(decoding: part.body, as: UTF8.self),
                    code: String(decoding: part.code, as: UTF8.self))
            }.filter { $0.anchor != nil || !$0.body.isEmpty || !$0.code.isEmpty }
        }

        private mutating func take(_ byte: UInt8, at index: inout Int, in bytes: UnsafeBufferPointer<UInt8>) {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C:
                pendingSpace = true
            case UInt8(ascii: "&"):
                if let (decoded, length) = HTMLEscaping.entity(at: index, in: bytes) {
                    emit(decoded)
                    index += length
                    return
                }
                emit(byte)
            default:
                emit(byte)
            }
            index += 1
        }

        /// Appends a byte of text to the part being read, after one space if any came before it.
        private mutating func emit(_ byte: UInt8) {
            let last = parts.count - 1
            switch part {
            case .heading: Self.append(byte, to: &parts[last].heading, spaced: pendingSpace)
            case .body: Self.append(byte, to: &parts[last].body, spaced: pendingSpace)
            case .code: Self.append(byte, to: &parts[last].code, spaced: pendingSpace)
            }
            pendingSpace = false
        }

        private static func append(_ byte: UInt8, to text: inout [UInt8], spaced: Bool) {
            if spaced, !text.isEmpty { text.append(UInt8(ascii: " ")) }
            text.append(byte)
        }

        private mutating func handle(_ tag: Tag) {
            if let skipped = skipping {
                if tag.isClosing, tag.name == skipped { skipping = nil }
                return
            }
            if !tag.isClosing, !tag.isSelfClosing, SearchText.skippedElements.contains(tag.name) || tag.isHeadingAnchor {
                skipping = tag.name
                return
            }
            if !SearchText.inlineElements.contains(tag.name) { pendingSpace = true }
            if Self.isHeading(tag.name) {
                // A heading without an anchor (a block's own title) is text of the section it is in.
                if tag.isClosing, tag.name == headingLevel {
                    (headingLevel, part) = (nil, preDepth > 0 ? .code : .body)
                } else if !tag.isClosing, headingLevel == nil, let id = tag.id, !id.isEmpty {
                    parts.append((id, [], [], []))
                    (headingLevel, part) = (tag.name, .heading)
                }
            } else if tag.name == "pre" {
                preDepth = max(0, preDepth + (tag.isClosing ? -1 : tag.isSelfClosing ? 0 : 1))
                if headingLevel == nil { part = preDepth > 0 ? .code : .body }
            }
        }

        /// Where a comment starting at `start` ends (after its `-->`, or at the end of the text).
        private static func commentEnd(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            // Compared byte by byte: this runs at every `<` of every page.
            guard start + 4 <= bytes.count, bytes[start + 1] == UInt8(ascii: "!"), bytes[start + 2] == UInt8(ascii: "-"),
                bytes[start + 3] == UInt8(ascii: "-")
            else { return nil }
            var index = start + 4
            while index + 2 < bytes.count {
                if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") {
                    return index + 3
                }
                index += 1
            }
            return bytes.count
        }

        private static func isHeading(_ name: String) -> Bool {
            name.count == 2 && name.first == "h" && ("1"..."6").contains(name.last!)
        }
    }

    /// An HTML tag: its lowercased name, whether it closes or closes itself, its `id`, where it ends.
    fileprivate struct Tag {
        let name: String
        let isClosing: Bool
        let isSelfClosing: Bool
        let id: String?
        /// A heading's permalink (`<a class="heading-anchor">#</a>`), which is not text.
        let isHeadingAnchor: Bool
        let end: Int

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
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                index += 1
            }
            name = isDeclaration ? "!" : String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
            self.isClosing = isClosing
            isSelfClosing = index > nameEnd && bytes[index - 1] == UInt8(ascii: "/")
            // Only a heading's anchor is read: most tags' attributes are not looked at.
            id =
                name.count == 2 && name.first == "h"
                ? HTMLAttributes.values(of: "id", in: String(decoding: bytes[nameEnd..<index], as: UTF8.self)).first : nil
            // As the page renderer writes it: compared by bytes, as this runs for every link.
            isHeadingAnchor = name == "a" && !isClosing && bytes[nameEnd..<index].starts(with: Self.headingAnchorClass)
            end = min(bytes.count, index + 1)
        }

        private static let headingAnchorClass = Array(" class=\"heading-anchor\"".utf8)

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        }
    }
}
