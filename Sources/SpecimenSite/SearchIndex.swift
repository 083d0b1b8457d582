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
        let url = href(page.page.route)
        return serialize([
            "t": page.title,
            "u": url,
            "h": page.tableOfContents.map { [$0.title, url + "#" + $0.id] },
            "x": String(plainText(page.contentHTML, limit: textLimit).prefix(textLimit)),
        ])
    }

    /// The tokens as a JSON array: path, type, CSS value, URL, description, and for colors the
    /// OKLab coordinates in every context.
    static func tokenEntries(_ tokens: TokenLinks?) -> Data {
        array((tokens?.tokens.tokens ?? []).map { tokenEntry($0, links: tokens!) })
    }

    /// One token's entry.
    static func tokenEntry(_ token: ResolvedToken, links: TokenLinks) -> Data {
        var entry: [String: Any] = ["p": token.path, "y": token.type.rawValue, "v": token.value.css, "u": links.href(token.path)]
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

    /// The readable text of rendered HTML: tags dropped, common entities decoded, space collapsed.
    /// With a `limit`, scanning stops once the text is sure to hold that many characters: each
    /// decoded character comes from at most six written ones (`&quot;`).
    static func plainText(_ html: String, limit: Int? = nil) -> String {
        var text = ""
        var inTag = false
        var count = 0
        let enough = limit.map { $0 * 6 + 6 } ?? Int.max
        for character in html {
            if character == "<" { inTag = true; text.append(" "); continue }
            if character == ">" { inTag = false; continue }
            if !inTag {
                text.append(character)
                if !character.isWhitespace {
                    count += 1
                    if count >= enough { break }
                }
            }
        }
        for (entity, value) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: value)
        }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
