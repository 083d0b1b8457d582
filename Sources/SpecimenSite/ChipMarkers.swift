/// Placeholders for generated inline HTML: private-use characters around an index, which pass
/// through cmark-gfm's escaping untouched and are replaced once the page is rendered.
struct ChipMarkers {
    private var html: [String] = []
    /// Token paths mentioned, with the chip id of each mention, in order.
    var references: [(path: String, anchor: String)] = []

    var count: Int { html.count }
    private var texts: [String] = []
    private static let open: Character = "\u{E000}"
    private static let close: Character = "\u{E001}"

    /// Registers `html` and returns the marker text that stands for it; `text` is what
    /// headings and the table of contents show in its place.
    mutating func add(_ fragment: String, text: String) -> String {
        html.append(fragment)
        texts.append(text)
        return "\(Self.open)\(html.count - 1)\(Self.close)"
    }

    /// The rendered HTML with every marker replaced by its fragment.
    func substitute(in rendered: String) -> String {
        replace(in: rendered, with: html)
    }

    /// Plain text with markers replaced by their text (for heading ids and titles).
    func plainText(_ text: String) -> String {
        replace(in: text, with: texts)
    }

    private func replace(in text: String, with values: [String]) -> String {
        guard !values.isEmpty, text.contains(Self.open) else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == Self.open, let end = text[index...].firstIndex(of: Self.close),
               let number = Int(text[text.index(after: index)..<end]), values.indices.contains(number) {
                result += values[number]
                index = text.index(after: end)
            } else {
                result.append(character)
                index = text.index(after: index)
            }
        }
        return result
    }
}
