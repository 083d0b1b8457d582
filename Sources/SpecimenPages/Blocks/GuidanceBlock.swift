import Foundation
import SpecimenDiagnostics

/// `do CAPTION` and `dont CAPTION`: guidance as design systems write it, a Markdown body (text,
/// a list, an image) under a verdict said by an icon and the word "Do" or "Don't" in the page's
/// language, never by color alone. A do and a don't written one after the other stand side by
/// side on wide screens and one above the other on phones. On GitHub the blocks read as code
/// blocks labelled `do` and `dont`.
package struct Guidance: Sendable {
    package enum Verdict: String, Sendable {
        case `do`, dont

        var stringKey: String { self == .do ? "guidanceDo" : "guidanceDont" }
    }

    let verdict: Verdict
    let caption: String
    let body: String

    static let strings: BlockStrings = [
        "guidanceDo": ["en": "Do", "fr": "À faire", "ko": "권장", "th": "ควรทำ", "pt": "Faça", "ka": "გააკეთეთ"],
        "guidanceDont": ["en": "Don’t", "fr": "À éviter", "ko": "지양", "th": "ไม่ควรทำ", "pt": "Não faça", "ka": "არ გააკეთოთ"],
    ]

    static func catalogue(_ verdict: Verdict) -> BlockCatalogueEntry {
        BlockCatalogueEntry(
            syntax: "\(verdict.rawValue) [CAPTION]",
            summary: verdict == .do
                ? "guidance to follow: its Markdown body under an icon and the word Do; beside a dont written after it on wide screens"
                : "guidance to avoid: its Markdown body under an icon and the word Don’t; beside a do written before it on wide screens",
            options: [])
    }

    init(_ verdict: Verdict, arguments: [String], page: BlockPage) throws(BlockFailure) {
        guard !page.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw BlockFailure(
                "block-options", "a \(verdict.rawValue) block shows its body: write the guidance (text, a list, an image) inside it",
                word: verdict.rawValue)
        }
        (self.verdict, self.caption, self.body) = (verdict, arguments.joined(separator: " "), page.body)
    }

    func html(page: BlockPage) -> BlockHTML {
        // Ids of their own: the page may hold several of these blocks.
        let id = "\(verdict.rawValue)-\(BlockDigest.of(caption + "\n" + body))"
        let prefix = id + "-tokenref-"
        let rendered = page.renderMarkdown(body, NestedMarkdown(chipPrefix: prefix))
        let word = HTMLEscaping.escape(page.strings[verdict.stringKey])
        let caption = self.caption.isEmpty ? "" : " <span class=\"guidance-caption\">\(HTMLEscaping.escape(self.caption))</span>"
        var html = BlockHTML(
            "<figure class=\"guidance guidance-\(verdict.rawValue)\" aria-labelledby=\"\(id)\">\n<figcaption class=\"guidance-label\" id=\"\(id)\">\(icon)"
                + "<span class=\"guidance-verdict\">\(word)</span>\(caption)</figcaption>\n<div class=\"guidance-body\">\n"
                + rendered.contentHTML + "</div>\n</figure>\n")
        html.anchors = rendered.anchors.union([id])
        html.tokenReferences = rendered.tokenReferences
        html.diagnostics = rendered.diagnostics
        return html
    }

    /// The verdict and caption in bold, the body as written, all quoted, so a copy keeps them together.
    func markdown(page: BlockPage) -> String {
        let head = "**\(page.strings[verdict.stringKey])**" + (caption.isEmpty ? "" : " — \(caption)")
        let lines = [head, ""] + body.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n") + "\n"
    }

    private var icon: String {
        let shape =
            verdict == .do
            ? #"<circle cx="8" cy="8" r="6.25"/><path d="m5.25 8.25 1.9 1.9 3.6-4"/>"#
            : #"<circle cx="8" cy="8" r="6.25"/><path d="m5.75 5.75 4.5 4.5m0-4.5-4.5 4.5"/>"#
        return #"<svg class="guidance-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">"# + shape + "</svg>"
    }
}

/// A verdict's block: everything but the verdict is `Guidance`'s, so `do` and `dont` each say only which they are.
package protocol GuidanceVerdictBlock: PageBlock where Options == NoOptions {
    static var verdict: Guidance.Verdict { get }
    var guidance: Guidance { get }
    init(guidance: Guidance)
}

extension GuidanceVerdictBlock {
    package static var name: String { verdict.rawValue }
    package static var showsTokens: Bool { false }
    package static var rendersAlikeOnEveryPage: Bool { false }
    package static var bodyIsContent: Bool { true }
    package static var catalogue: BlockCatalogueEntry { Guidance.catalogue(verdict) }
    package static var strings: BlockStrings { Guidance.strings.filter { $0.key == verdict.stringKey } }

    package init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure) {
        self.init(guidance: try Guidance(Self.verdict, arguments: arguments, page: page))
    }

    package func html(page: BlockPage) -> BlockHTML { guidance.html(page: page) }

    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? { guidance.markdown(page: page) }
}

/// `do CAPTION`: see `Guidance`.
package struct DoBlock: GuidanceVerdictBlock {
    package static let verdict = Guidance.Verdict.do
    package let guidance: Guidance
    package init(guidance: Guidance) { self.guidance = guidance }
}

/// `dont CAPTION`: see `Guidance`.
package struct DontBlock: GuidanceVerdictBlock {
    package static let verdict = Guidance.Verdict.dont
    package let guidance: Guidance
    package init(guidance: Guidance) { self.guidance = guidance }
}
