/// What a dimension or number is for, as far as its path says: platforms put font sizes in
/// scalable units (`sp`) and Tailwind files lengths under a namespace per use. DTCG types a
/// font size and a margin alike, so the words of the path are all there is to go on.
enum TokenRole: Sendable, Equatable {
    case fontSize, letterSpacing, lineHeight, fontWeight, radius, breakpoint, container, blur, spacing, other

    /// The role the path's words name; the more specific pairs (`letter spacing`, `font size`)
    /// before the single words they contain (`spacing`, `size`).
    init(path: String) {
        let words = PathWords.segments(of: path).flatMap { $0 }
        let pairs = Set(zip(words, words.dropFirst()).map { "\($0) \($1)" })
        self = Self.namings.first { _, names in names.contains { pairs.contains($0) || words.contains($0) } }?.role ?? .other
    }

    /// The words and pairs of words naming each role, in the order they are looked for: made
    /// once, where each path's look made its nine sets again.
    private static let namings: [(role: TokenRole, names: Set<String>)] = [
        (.letterSpacing, ["letter spacing", "letterspacing", "tracking"]),
        (.lineHeight, ["line height", "lineheight", "leading"]),
        (.fontSize, ["font size", "text size", "type size", "fontsize", "textsize"]),
        (.fontWeight, ["font weight", "fontweight"]),
        (.radius, ["radius", "radii", "rounded", "rounding", "corner", "corners", "shape"]),
        (.breakpoint, ["breakpoint", "breakpoints", "screen", "screens", "viewport"]),
        (.container, ["container", "containers"]),
        (.blur, ["blur"]),
        (.spacing, ["spacing", "space", "spacer", "spacers", "gap", "gutter", "padding", "margin", "inset", "size", "sizes", "sizing"]),
    ]

    /// Whether the length belongs to text, which platforms scale with the user's font size.
    var isTextLength: Bool { self == .fontSize || self == .letterSpacing || self == .lineHeight }

    /// Whether the value belongs to text: a text length or a weight.
    var isText: Bool { isTextLength || self == .fontWeight }
}
