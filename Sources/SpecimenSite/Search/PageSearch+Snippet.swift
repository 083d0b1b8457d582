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

    /// The section answering the most of the query's words in its heading, prose or code, the
    /// first in reading order among equals; a page found by its title or description alone
    /// points at its beginning.
    static func firstHit(in page: HandbookPage, slots: [Slot]) -> Place {
        let answered = page.sections.map { section in
            [section.heading, section.body, section.code].reduce(into: Set<Int>()) {
                $0.formUnion(hits(in: $1, slots: slots, language: page.language).hits.flatMap(\.slots))
            }.count
        }
        if let best = answered.max(), best > 0, let index = answered.firstIndex(of: best) {
            let section = page.sections[index]
            let found = { (text: String) in snippet(of: text, slots: slots, language: page.language) }
            // A hit in the heading shows the prose under it.
            let heading = found(section.heading).map { found(section.body) ?? lead(of: section.body.isEmpty ? $0 : section.body) }
            if let shown = heading ?? found(section.body) ?? found(section.code) {
                return Place(anchor: section.anchor, heading: section.heading.isEmpty ? nil : section.heading, snippet: shown)
            }
        }
        // Found by its title or description: the description, or the page's first words.
        let opening = page.sections.first { !$0.body.isEmpty }?.body ?? ""
        let shown = snippet(of: page.description, slots: slots, language: page.language) ?? lead(of: opening.isEmpty ? page.description : opening)
        return Place(anchor: nil, heading: nil, snippet: shown)
    }

    /// A word of a text answering the query, and the slots it answers.
    struct Hit {
        let word: WordBreaks.Word
        let slots: Set<Int>
    }

    /// The words of `text`, and those answering a slot.
    static func hits(in text: String, slots: [Slot], language: String) -> (words: [WordBreaks.Word], hits: [Hit]) {
        let words = WordBreaks.words(in: text, language: language)
        let hits = words.compactMap { word -> Hit? in
            let terms = SearchTerms.terms(of: word.text) + SearchTerms.parts(of: word.text)
            let answered = Set(slots.indices.filter { index in terms.contains { answers(slots[index], term: $0) } })
            return answered.isEmpty ? nil : Hit(word: word, slots: answered)
        }
        return (words, hits)
    }

    /// The text around the hit with the most of the query's words near it (the first among
    /// equals: "focus ring" shows where both are, not the first "focus"), every answering word
    /// in it marked; nil when no word answers.
    static func snippet(of text: String, slots: [Slot], language: String) -> String? {
        let (words, hits) = hits(in: text, slots: slots, language: language)
        guard let first = densest(hits)?.word else { return nil }
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
        for hit in hits.map(\.word) where hit.offset >= start && hit.offset + hit.text.utf16.count <= end {
            snippet += String(decoding: utf16[at..<hit.offset], as: UTF16.self) + "**" + hit.text + "**"
            at = hit.offset + hit.text.utf16.count
        }
        snippet += String(decoding: utf16[at..<max(at, end)], as: UTF16.self)
        return snippet + (end < utf16.count ? "…" : "")
    }

    /// The hit whose surroundings (a snippet's reach after it) answer the most slots.
    private static func densest(_ hits: [Hit]) -> Hit? {
        var best: (hit: Hit, count: Int)?
        for (index, hit) in hits.enumerated() {
            let reach = hit.word.offset + snippetReach
            let count = hits[index...].prefix { $0.word.offset <= reach }.reduce(into: Set<Int>()) { $0.formUnion($1.slots) }.count
            if count > best?.count ?? 0 { best = (hit, count) }
        }
        return best?.hit
    }

    /// The beginning of `text`, cut after a word.
    static func lead(of text: String) -> String {
        guard text.count > 2 * snippetReach else { return text }
        let cut = text.prefix(2 * snippetReach)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}
