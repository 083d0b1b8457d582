import Foundation
import SpecimenPages
import SpecimenTokens

/// `/llms.txt` (the llmstxt.org format): the handbook's title and summary, then its pages as
/// sections of links to their Markdown copies, each with a one-line description. Every page's
/// Markdown in one file, `/llms-full.txt`, is `LLMsFullText`.
struct LLMsText {
    struct Page {
        let route: String
        let title: String
        let description: String?
        /// A component page's status (`beta`).
        var status: String? = nil
    }

    let title: String
    let summary: String
    let baseURL: BaseURL
    /// Where `tokens.json` is: the site's root, which every language shares.
    let tokensRoot: BaseURL
    /// In reading order.
    let pages: [Page]
    let hasTokens: Bool

    /// `foundations/colors/index.md` for `foundations/colors/`, beside the page's `index.html`.
    static func markdownPath(for route: String) -> String {
        route + "index.md"
    }

    var index: String {
        var lines = ["# \(Self.oneLine(title))", ""]
        if !summary.isEmpty { lines += ["> \(Self.oneLine(summary))", ""] }
        lines.append(
            "Every page below is Markdown, with token references written as `name (value; other context: value)` and blocks as tables"
                + " (\(baseURL.absolute("llms-full.txt")) has them all in one file)."
                + (hasTokens ? " Every token, resolved in every context, is in \(tokensRoot.absolute("tokens.json"))." : ""))
        for (section, members) in sections() {
            lines += ["", "## \(Self.oneLine(section))", ""]
            for page in members {
                let link = "- [\(Self.escaped(Self.oneLine(page.title)))](\(baseURL.absolute(Self.markdownPath(for: page.route))))"
                let notes = [page.status.map { "status \($0)." }, page.description.map(Self.oneLine)].compactMap { $0 }
                lines.append(link + (notes.isEmpty ? "" : ": " + notes.joined(separator: " ")))
            }
        }
        if hasTokens {
            lines += [
                "", "## Optional", "",
                "- [Tokens](\(tokensRoot.absolute("tokens.json"))): every token keyed by path, with its type, value, CSS and alias in each context",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Pages grouped by their top folder, in reading order: a folder with pages below it is a
    /// section (titled by its own page); other pages are listed under the handbook's title.
    private func sections() -> [(String, [Page])] {
        let folders = Set(pages.compactMap { $0.route.hasSeveralPathParts ? $0.route.firstPathPart.map(String.init) : nil })
        var order: [String] = []
        var groups: [String: [Page]] = [:]
        for page in pages {
            let top = page.route.firstPathPart.map(String.init) ?? ""
            let key = folders.contains(top) ? top : ""
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(page)
        }
        return order.map { key in
            let name = key.isEmpty ? title : (groups[key]?.first { $0.route == key + "/" }?.title ?? PageRenderer.humanize(key))
            return (name, groups[key] ?? [])
        }
    }

    /// Most titles hold no bracket and descriptions no line break: both are checked by byte
    /// first, since Foundation's replacing goes through UTF-16 (a thousand pages' index took
    /// longer than their copies).
    private static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }) else { return text }
        return text.replacingEvery("[", with: "\\[").replacingEvery("]", with: "\\]")
    }

    private static func oneLine(_ text: String) -> String {
        LineBreaks.oneLine(text)
    }
}

/// `/llms-full.txt`: every page's Markdown copy in reading order, each headed by its URL,
/// appended as the copies are made, so that a build need not hold them all (at 10,000 pages
/// the file is about 30 MB).
struct LLMsFullText {
    let baseURL: BaseURL
    /// What was appended since it was last handed to a writer (see `flush`).
    private(set) var data = Data()
    private var isEmpty = true

    init(baseURL: BaseURL) {
        self.baseURL = baseURL
    }

    mutating func append(route: String, markdown: Data) {
        if !isEmpty { data.append(contentsOf: "\n---\n\n".utf8) }
        isEmpty = false
        data.append(contentsOf: "<!-- \(baseURL.absolute(route)) -->\n\n".utf8)
        data.append(markdown)
    }

    /// Hands what was appended to `writer`, and keeps none of it: a build writes the file as
    /// its pages are made (at 100,000 pages it is about 400 MB).
    mutating func flush(to writer: SiteFilePartWriter) {
        writer.append(data)
        data = Data()
    }
}
