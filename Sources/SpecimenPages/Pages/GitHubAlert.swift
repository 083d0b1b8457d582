import Foundation
import SpecimenMarkdown

/// GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case) and that says something after it is a callout, its
/// kind shown by an icon and a translated word, never by color alone, so that a page reads the
/// same on GitHub and in the handbook. As on GitHub, only quotes at the top of a page count;
/// the Markdown copy keeps the syntax as written.
enum GitHubAlert: String, CaseIterable {
    case note, tip, important, warning, caution

    /// The key of its word among the interface strings.
    var stringKey: String { "alert" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Makes every alert among the top-level block quotes of `document` a callout; returns the
    /// text nodes it took out (and freed), which nodes collected before must no longer be.
    @discardableResult
    static func renderAll(in document: MarkdownDocument, strings: InterfaceStrings) -> Set<MarkdownNode> {
        var removed: Set<MarkdownNode> = []
        for quote in document.root.children where quote.kind == .blockQuote {
            guard let kind = takeMarker(from: quote, removed: &removed) else { continue }
            let title = "<p class=\"callout-title\">\(kind.icon)\(HTMLEscaping.escape(strings[kind.stringKey]))</p>\n"
            document.wrap(quote, between: "<div class=\"callout callout-\(kind.rawValue)\" role=\"note\">\n" + title, and: "</div>\n")
        }
        return removed
    }

    /// Whether `body` may hold an alert's marker, as text that reads `[!` once parsed: a
    /// large page's top-level blocks are many, and most pages have no alert. The marker's
    /// characters may be written escaped (`[\!`) or as character references (`&#91;`,
    /// `&lbrack;`, `&lsqb;`, `&excl;`); any of these counts.
    static func mayHoldMarker(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            Self.markerStarts.contains { bytes.nextIndex(of: $0, from: 0) != nil } || bytes.hasReference(toAnyOf: Self.markerReferences)
        }
    }

    private static let markerStarts = [Array("[!".utf8), Array("[\\!".utf8)]
    private static let markerReferences = [Array("#".utf8), Array("lbrack;".utf8), Array("lsqb;".utf8), Array("excl;".utf8)]

    /// The kind the quote's first line names, taking that line out of it (its text nodes added
    /// to `removed`); nil (the quote untouched) when it names none or says nothing else.
    private static func takeMarker(from quote: MarkdownNode, removed: inout Set<MarkdownNode>) -> GitHubAlert? {
        guard let paragraph = quote.firstChild, paragraph.kind == .paragraph else { return nil }
        var line: [MarkdownNode] = []
        var breakNode: MarkdownNode?
        for inline in paragraph.children {
            if inline.kind == .softBreak || inline.kind == .lineBreak {
                breakNode = inline
                break
            }
            // Brackets may stand in text nodes of their own; anything else is no marker.
            guard inline.kind == .text else { return nil }
            line.append(inline)
        }
        let joined = line.compactMap(\.literal).joined()
        // Most quotes are no alert: the marker is looked for before Foundation trims the line
        // (bridged to NSString, a hundredth of a build whose pages quote).
        guard joined.containsUTF8("[!") else { return nil }
        let text = joined.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("[!"), text.hasSuffix("]"), let kind = GitHubAlert(rawValue: text.dropFirst(2).dropLast().lowercased()) else {
            return nil
        }
        // Nothing after the marker: GitHub shows the quote as written.
        guard breakNode != nil || paragraph.next != nil else { return nil }
        for node in line { node.remove() }
        removed.formUnion(line)
        breakNode?.remove()
        if paragraph.firstChild == nil { paragraph.remove() }
        return kind
    }

    /// `markdown` with the alert markers cmark-gfm escapes when it writes a quote back
    /// (`> \[\!NOTE\]`) as GitHub reads them (`> [!NOTE]`): a Markdown copy stays an alert.
    static func markersUnescaped(_ markdown: String) -> String {
        guard markdown.containsUTF8("> \\[\\!") else { return markdown }
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("> \\[\\!"), line.hasSuffix("\\]") else { return String(line) }
            let word = line.dropFirst(6).dropLast(2)
            return GitHubAlert(rawValue: word.lowercased()) == nil ? String(line) : "> [!\(word)]"
        }.joined(separator: "\n")
    }

    /// Its icon, drawn in the text's color; hidden from screen readers, which read the word.
    var icon: String {
        let shape: String
        switch self {
        case .note: shape = #"<circle cx="8" cy="8" r="6.25"/><path d="M8 7.25v3.75"/><circle class="dot" cx="8" cy="5" r=".8"/>"#
        case .tip: shape = #"<path d="M5.75 11.25a4.25 4.25 0 1 1 4.5 0v1.25h-4.5z"/><path d="M6.25 14.5h3.5"/>"#
        case .important: shape = #"<path d="M2.25 3h11.5v7.5H8l-3.25 3v-3h-2.5z"/><path d="M8 5v2.75"/><circle class="dot" cx="8" cy="9" r=".8"/>"#
        case .warning: shape = #"<path d="M8 1.75 14.75 13.75H1.25z"/><path d="M8 6v3.5"/><circle class="dot" cx="8" cy="11.5" r=".8"/>"#
        case .caution:
            shape =
                #"<path d="M5.4 1.5h5.2l3.9 3.9v5.2l-3.9 3.9H5.4l-3.9-3.9V5.4z"/>"#
                + #"<path d="M8 4.75v3.75"/><circle class="dot" cx="8" cy="10.75" r=".8"/>"#
        }
        return #"<svg class="callout-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">"# + shape + "</svg>"
    }
}
