extension PageSearch {
    /// Where a result points: the section of the first word answering the query, and the text
    /// around that word.
    struct Place {
        let anchor: String?
        let heading: String?
        let snippet: String
    }

    /// How much text a snippet shows on either side of its first hit, in characters.
    static let snippetReach = 80

    /// The first section, in reading order, with a word answering a slot in its heading, prose
    /// or code; a page found by its title or description alone points at its beginning.
    static func firstHit(in page: HandbookPage, slots: [Slot]) -> Place {
        for section in page.sections {
            let found = { (text: String) in snippet(of: text, slots: slots, language: page.language) }
            // A hit in the heading shows the prose under it.
            let heading = found(section.heading).map { found(section.body) ?? lead(of: section.body.isEmpty ? $0 : section.body) }
            guard let shown = heading ?? found(section.body) ?? found(section.code) else { continue }
            return Place(anchor: section.anchor, heading: section.heading.isEmpty ? nil : section.heading, snippet: shown)
        }
        // Found by its title or description: the description, or the page's first words.
        let opening = page.sections.first { !$0.body.isEmpty }?.body ?? ""
        let shown = snippet(of: page.description, slots: slots, language: page.language) ?? lead(of: opening.isEmpty ? page.description : opening)
        return Place(anchor: nil, heading: nil, snippet: shown)
    }

    /// The text around the first word of `text` answering a slot, every answering word in it
    /// marked; nil when none does.
    static func snippet(of text: String, slots: [Slot], language: String) -> String? {
        let words = WordBreaks.words(in: text, language: language)
        let hits = words.filter { word in
            (SearchTerms.terms(of: word.text) + SearchTerms.parts(of: word.text)).contains { term in slots.contains { answers($0, term: term) } }
        }
        guard let first = hits.first else { return nil }
        let utf16 = Array(text.utf16)
        // Cut at word starts and ends, so that no word shows in part.
        let start = words.first { $0.offset >= first.offset - snippetReach }?.offset ?? 0
        let limit = first.offset + first.text.utf16.count + snippetReach
        // Through the end of the text when no word is left out, its last full stop with it.
        let allShown = words.last.map { $0.offset + $0.text.utf16.count <= limit } ?? true
        let end =
            allShown ? utf16.count : words.last { $0.offset + $0.text.utf16.count <= limit }.map { $0.offset + $0.text.utf16.count } ?? utf16.count
        var snippet = start > 0 ? "…" : ""
        var at = start
        for hit in hits where hit.offset >= start && hit.offset + hit.text.utf16.count <= end {
            snippet += String(decoding: utf16[at..<hit.offset], as: UTF16.self) + "**" + hit.text + "**"
            at = hit.offset + hit.text.utf16.count
        }
        snippet += String(decoding: utf16[at..<max(at, end)], as: UTF16.self)
        return snippet + (end < utf16.count ? "…" : "")
    }

    /// The beginning of `text`, cut after a word.
    static func lead(of text: String) -> String {
        guard text.count > 2 * snippetReach else { return text }
        let cut = text.prefix(2 * snippetReach)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}
