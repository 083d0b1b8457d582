import SpecimenPages

/// The layout rendered once for many pages whose layout contexts differ only in the page's
/// title, description, URL and content (the token pages: a thousand of them in a real system,
/// where rendering the layout for each was a tenth of the build).
///
/// The layout is rendered with a marker in each of the four places; the output is cut at the
/// markers, and a page is the pieces with its own values put back, escaped where the marker
/// came out escaped. A theme that does anything else with them (changes their case, say) has
/// no shell, and its pages are rendered one by one.
struct LayoutShell: Sendable {
    enum Slot: Int, CaseIterable, Sendable {
        case title, description, url, content
    }

    private enum Piece: Sendable {
        case text(String)
        case slot(Slot, escaped: Bool)
    }

    private let pieces: [Piece]

    /// A marker no page holds: private-use brackets around the slot's name and the characters
    /// escaping changes, so that an escaped marker is told from a raw one.
    private static func marker(_ slot: Slot) -> String { "\u{E000}\(slot)<&>\"'\u{E001}" }
    private static let start: Character = "\u{E000}"

    /// - Parameters:
    ///   - described: whether the pages have a description; those without one get their own
    ///     shell, since a theme may leave out what shows an empty one.
    ///   - layout: the layout's context for a page with these title, description, URL and content.
    /// - Returns: nil when the layout uses one of the four other than by writing it.
    init?(
        templates: ThemeTemplates, described: Bool,
        layout: (_ title: String, _ description: String, _ url: String, _ content: String) -> LayoutContext
    ) {
        let description = described ? Self.marker(.description) : ""
        let html = templates.render(layout: layout(Self.marker(.title), description, Self.marker(.url), Self.marker(.content)))
        let forms = Slot.allCases.flatMap { slot in
            [(Self.marker(slot), Piece.slot(slot, escaped: false)), (HTMLEscaping.escape(Self.marker(slot)), Piece.slot(slot, escaped: true))]
        }
        var pieces: [Piece] = []
        var rest = html[...]
        while let index = rest.firstIndex(of: Self.start) {
            pieces.append(.text(String(rest[..<index])))
            rest = rest[index...]
            guard let (form, piece) = forms.first(where: { rest.hasPrefix($0.0) }) else { return nil }
            pieces.append(piece)
            rest = rest.dropFirst(form.count)
        }
        guard !rest.contains("\u{E001}") else { return nil }
        pieces.append(.text(String(rest)))
        self.pieces = pieces
    }

    /// The layout of one page.
    func render(title: String, description: String, url: String, content: String) -> String {
        let values = [title, description, url, content]
        var escaped: [String?] = [nil, nil, nil, nil]
        var html = ""
        html.reserveCapacity(content.utf8.count + 16_384)
        for piece in pieces {
            switch piece {
            case .text(let text): html += text
            case .slot(let slot, escaped: false): html += values[slot.rawValue]
            case .slot(let slot, escaped: true):
                if escaped[slot.rawValue] == nil { escaped[slot.rawValue] = HTMLEscaping.escape(values[slot.rawValue]) }
                html += escaped[slot.rawValue]!
            }
        }
        return html
    }
}
