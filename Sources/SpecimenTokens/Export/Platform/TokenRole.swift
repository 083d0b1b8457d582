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
        func has(_ candidates: Set<String>) -> Bool { candidates.contains { pairs.contains($0) || words.contains($0) } }
        if has(["letter spacing", "letterspacing", "tracking"]) {
            self = .letterSpacing
        } else if has(["line height", "lineheight", "leading"]) {
            self = .lineHeight
        } else if has(["font size", "text size", "type size", "fontsize", "textsize"]) {
            self = .fontSize
        } else if has(["font weight", "fontweight"]) {
            self = .fontWeight
        } else if has(["radius", "radii", "rounded", "rounding", "corner", "corners", "shape"]) {
            self = .radius
        } else if has(["breakpoint", "breakpoints", "screen", "screens", "viewport"]) {
            self = .breakpoint
        } else if has(["container", "containers"]) {
            self = .container
        } else if has(["blur"]) {
            self = .blur
        } else if has(["spacing", "space", "spacer", "spacers", "gap", "gutter", "padding", "margin", "inset", "size", "sizes", "sizing"]) {
            self = .spacing
        } else {
            self = .other
        }
    }

    /// Whether the length belongs to text, which platforms scale with the user's font size.
    var isTextLength: Bool { self == .fontSize || self == .letterSpacing || self == .lineHeight }

    /// Whether the value belongs to text: a text length or a weight.
    var isText: Bool { isTextLength || self == .fontWeight }
}
