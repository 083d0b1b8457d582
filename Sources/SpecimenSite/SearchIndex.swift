import Foundation
import SpecimenTokens

/// `search-index.json`: what the offline search reads — pages (title, headings, text) and tokens
/// (path, type, value, description, and OKLab coordinates of colors in every context).
enum SearchIndex {
    /// Text kept per page; enough to find a page by its words while keeping 1,000 pages small.
    static let textLimit = 600

    static func json(pages: [RenderedPage], href: (String) -> String, tokens: TokenLinks?) -> Data {
        var entries: [[String: Any]] = []
        for page in pages {
            let url = href(page.page.route)
            entries.append([
                "t": page.title,
                "u": url,
                "h": page.tableOfContents.map { [$0.title, url + "#" + $0.id] },
                "x": String(plainText(page.contentHTML).prefix(textLimit)),
            ])
        }
        var tokenEntries: [[String: Any]] = []
        for token in tokens?.tokens.tokens ?? [] {
            var entry: [String: Any] = ["p": token.path, "y": token.type.rawValue, "v": token.value.css, "u": tokens!.href(token.path)]
            if let description = token.description { entry["d"] = description }
            if token.type == .color {
                entry["c"] = (tokens?.contexts ?? []).compactMap { context -> [Any]? in
                    guard case .color(let color)? = context.tokens[token.path]?.value else { return nil }
                    let lab = color.oklab
                    return [context.label, round4(lab.l), round4(lab.a), round4(lab.b), color.cssString]
                }
            }
            tokenEntries.append(entry)
        }
        let object: [String: Any] = ["pages": entries, "tokens": tokenEntries]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    private static func round4(_ value: Double) -> Double {
        (value * 10000).rounded() / 10000
    }

    /// The readable text of rendered HTML: tags dropped, common entities decoded, space collapsed.
    static func plainText(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true; text.append(" "); continue }
            if character == ">" { inTag = false; continue }
            if !inTag { text.append(character) }
        }
        for (entity, value) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: value)
        }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
