import Foundation
import SpecimenTokens

/// `search-index.json`: what the offline search reads — pages (title, headings, text) and tokens
/// (path, type, value, description, and OKLab coordinates of colors in every context).
enum SearchIndex {
    /// Text kept per page; enough to find a page by its words while keeping 1,000 pages small.
    static let textLimit = 600

    static func json(pages: [RenderedPage], href: (String) -> String, tokens: TokenLinks?) -> Data {
        assemble(pageEntries: pages.map { pageEntry($0, href: href) }, tokenEntries: tokenEntries(tokens))
    }

    /// `{"pages":[…],"tokens":[…]}` from entries made one by one, so that a rebuild can reuse
    /// the entries of pages that did not change; the bytes equal one serialization of the whole.
    static func assemble(pageEntries: [Data], tokenEntries: Data) -> Data {
        var data = Data("{\"pages\":".utf8)
        data.reserveCapacity(pageEntries.reduce(tokenEntries.count + 32) { $0 + $1.count + 1 })
        append(pageEntries, asArrayTo: &data)
        data.append(contentsOf: Array(",\"tokens\":".utf8))
        data.append(tokenEntries)
        data.append(UInt8(ascii: "}"))
        return data
    }

    /// One page: title, URL, headings with their anchors, and the start of its text.
    static func pageEntry(_ page: RenderedPage, href: (String) -> String) -> Data {
        // Written by hand, keys in sorted order: JSONSerialization is slow on Linux and this
        // runs for every page of every build.
        let url = href(page.page.route)
        var json = "{\"h\":["
        for (index, heading) in page.tableOfContents.enumerated() {
            if index > 0 { json += "," }
            json += "[" + JSONWriter.quoted(heading.title) + "," + JSONWriter.quoted(url + "#" + heading.id) + "]"
        }
        json += "],\"t\":" + JSONWriter.quoted(page.title) + ",\"u\":" + JSONWriter.quoted(url)
        json += ",\"x\":" + JSONWriter.quoted(plainText(page.contentHTML, limit: textLimit)) + "}"
        return Data(json.utf8)
    }

    /// The tokens as a JSON array: path, type, CSS value, URL, description, and for colors the
    /// OKLab coordinates in every context.
    static func tokenEntries(_ tokens: TokenLinks?) -> Data {
        array((tokens?.tokens.tokens ?? []).map { tokenEntry($0, links: tokens!) })
    }

    /// One token's entry, keys in sorted order: `c` (a color's label, OKLab and CSS color in
    /// each context), `d` (description), `p` (path), `u` (URL), `v` (CSS value), `y` (type).
    static func tokenEntry(_ token: ResolvedToken, links: TokenLinks) -> Data {
        var json = "{"
        if token.type == .color {
            json += "\"c\":["
            // Contexts mostly agree: each distinct color is converted once.
            var converted: [(color: ColorValue, text: String)] = []
            var first = true
            for (label, found) in links.contexts.tokens(at: token.path) {
                guard case .color(let color) = found.value else { continue }
                let text: String
                if let known = converted.first(where: { $0.color == color }) {
                    text = known.text
                } else {
                    let lab = color.oklab
                    text =
                        "\(JSONWriter.number(round4(lab.l))),\(JSONWriter.number(round4(lab.a))),\(JSONWriter.number(round4(lab.b))),"
                        + JSONWriter.quoted(color.cssString)
                    converted.append((color, text))
                }
                json += (first ? "[" : ",[") + JSONWriter.quoted(label) + "," + text + "]"
                first = false
            }
            json += "],"
        }
        if let description = token.description { json += "\"d\":" + JSONWriter.quoted(description) + "," }
        json += "\"p\":" + JSONWriter.quoted(token.path) + ",\"u\":" + JSONWriter.quoted(links.href(token.path))
        json += ",\"v\":" + JSONWriter.quoted(token.value.css) + ",\"y\":" + JSONWriter.quoted(token.typeName) + "}"
        return Data(json.utf8)
    }

    /// `[a,b,…]` from serialized entries.
    static func array(_ entries: [Data]) -> Data {
        var data = Data()
        data.reserveCapacity(entries.reduce(2) { $0 + $1.count + 1 })
        append(entries, asArrayTo: &data)
        return data
    }

    /// Copies the entries in one pass into bytes sized once: appending 10,000 `Data` values
    /// one by one cost more than the rest of an edit's search-index work.
    private static func append(_ entries: [Data], asArrayTo data: inout Data) {
        let start = data.count
        data.count += entries.reduce(2 + max(entries.count - 1, 0)) { $0 + $1.count }
        data.withUnsafeMutableBytes { buffer in
            var offset = start
            func put(_ byte: UInt8) {
                buffer[offset] = byte
                offset += 1
            }
            put(UInt8(ascii: "["))
            for (index, entry) in entries.enumerated() {
                if index > 0 { put(UInt8(ascii: ",")) }
                entry.withUnsafeBytes { source in
                    guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                    (to + offset).copyMemory(from: from, byteCount: source.count)
                }
                offset += entry.count
            }
            put(UInt8(ascii: "]"))
        }
    }

    private static func round4(_ value: Double) -> Double {
        (value * 10000).rounded() / 10000
    }

    /// The readable text of rendered HTML: tags dropped, the five entities Specimen writes
    /// decoded, runs of white space collapsed to one space. With a `limit`, stops after that
    /// many characters. Works on UTF-8 bytes: it runs over every page of every build.
    static func plainText(_ html: String, limit: Int = .max) -> String {
        var text = PlainText(capacity: min(html.utf8.count, limit == .max ? Int.max : limit * 4))
        var html = html
        html.withUTF8 { bytes in
            var index = 0
            var inTag = false
            while index < bytes.count, text.characters < limit {
                let byte = bytes[index]
                if inTag {
                    if byte == UInt8(ascii: ">") { inTag = false }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "<"):
                    inTag = true
                    text.pendingSpace = true
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    text.pendingSpace = true
                case UInt8(ascii: "&"):
                    if let (decoded, length) = HTMLEscaping.entity(at: index, in: bytes) {
                        text.emit(decoded)
                        index += length
                        continue
                    }
                    text.emit(byte)
                default:
                    text.emit(byte)
                }
                index += 1
            }
        }
        // A limit may cut inside a multi-byte character; decoding repairs the tail.
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// The text `plainText` collects. A value rather than variables captured by a nested
    /// function, whose every access Swift checks at run time.
    private struct PlainText {
        var bytes: [UInt8] = []
        var characters = 0
        var pendingSpace = false

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        mutating func emit(_ byte: UInt8) {
            if pendingSpace, !bytes.isEmpty {
                bytes.append(UInt8(ascii: " "))
                characters += 1
            }
            pendingSpace = false
            bytes.append(byte)
            // Count characters by their first byte (not a UTF-8 continuation byte).
            if byte & 0xC0 != 0x80 { characters += 1 }
        }
    }
}
