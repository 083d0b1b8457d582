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
        data.append(array(pageEntries))
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

    /// One token's entry.
    static func tokenEntry(_ token: ResolvedToken, links: TokenLinks) -> Data {
        var entry: [String: Any] = ["p": token.path, "y": token.typeName, "v": token.value.css, "u": links.href(token.path)]
        if let description = token.description { entry["d"] = description }
        if token.type == .color {
            entry["c"] = links.contexts.compactMap { context -> [Any]? in
                guard case .color(let color)? = context.tokens[token.path]?.value else { return nil }
                let lab = color.oklab
                return [context.label, round4(lab.l), round4(lab.a), round4(lab.b), color.cssString]
            }
        }
        return serialize(entry)
    }

    /// `[a,b,…]` from serialized entries.
    static func array(_ entries: [Data]) -> Data {
        var data = Data("[".utf8)
        for (index, entry) in entries.enumerated() {
            if index > 0 { data.append(UInt8(ascii: ",")) }
            data.append(entry)
        }
        data.append(UInt8(ascii: "]"))
        return data
    }

    private static func serialize(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("null".utf8)
    }

    private static func round4(_ value: Double) -> Double {
        (value * 10000).rounded() / 10000
    }

    /// The readable text of rendered HTML: tags dropped, the five entities Specimen writes
    /// decoded, runs of white space collapsed to one space. With a `limit`, stops after that
    /// many characters. Works on UTF-8 bytes: it runs over every page of every build.
    static func plainText(_ html: String, limit: Int = .max) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(min(html.utf8.count, limit == .max ? Int.max : limit * 4))
        var characters = 0
        var pendingSpace = false
        var html = html
        html.withUTF8 { bytes in
            var index = 0
            var inTag = false
            func emit(_ byte: UInt8) {
                if pendingSpace, !output.isEmpty {
                    output.append(UInt8(ascii: " "))
                    characters += 1
                }
                pendingSpace = false
                output.append(byte)
                // Count characters by their first byte (not a UTF-8 continuation byte).
                if byte & 0xC0 != 0x80 { characters += 1 }
            }
            while index < bytes.count, characters < limit {
                let byte = bytes[index]
                if inTag {
                    if byte == UInt8(ascii: ">") { inTag = false }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "<"):
                    inTag = true
                    pendingSpace = true
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    pendingSpace = true
                case UInt8(ascii: "&"):
                    if let (decoded, length) = entity(at: index, in: bytes) {
                        emit(decoded)
                        index += length
                        continue
                    }
                    emit(byte)
                default:
                    emit(byte)
                }
                index += 1
            }
        }
        // A limit may cut inside a multi-byte character; decoding repairs the tail.
        return String(decoding: output, as: UTF8.self)
    }

    private static let entities: [(name: [UInt8], value: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    private static func entity(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (UInt8, Int)? {
        for (name, value) in entities where bytes.hasBytes(name, at: index) { return (value, name.count) }
        return nil
    }
}
