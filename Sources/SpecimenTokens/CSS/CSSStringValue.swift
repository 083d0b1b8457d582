/// What a string token's text is in CSS. A string that is a value some property takes (`rgba(0,
/// 0, 0, 0.12)`, `inset 0 0 0 1px`, `uppercase`, `"Inter", sans-serif`) goes to `tokens.css` as
/// it is, so that `var()` of it works where the value does; anything else is prose, written as a
/// quoted CSS string. The text is read by the CSS tokenizer, as a browser would read it: a value
/// holds no bad strings or URLs, no unbalanced brackets, nothing that ends a declaration (`;`,
/// `!`, `{`, `}`) and no punctuation values do not use; words alone (and commas between them)
/// are a value when one is a CSS keyword or there is one word (`Hello world` and `Hello, world`
/// are prose; `bold italic` and `Inter, sans-serif` values).
public enum CSSStringValue {
    /// Whether `text` goes to CSS as it is.
    public static func isCSSValue(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isNewline), text.utf8.count <= 4096 else { return false }
        let tokens = CSSTokenizer.tokens(of: text)
        var open: [CSSToken] = []
        var words: [String] = []
        var onlyWords = true
        for token in tokens {
            switch token {
            case .badString, .badURL, .unterminated, .cdo, .cdc, .semicolon, .colon, .openCurly, .closeCurly, .atKeyword:
                return false
            case .delim(let character):
                // Values use `/` (font, aspect-ratio), and arithmetic inside functions (`calc()`).
                guard character == "/" || (!open.isEmpty && "+-*".contains(character)) else { return false }
                onlyWords = false
            case .function, .openParenthesis, .openSquare:
                open.append(token)
                onlyWords = false
            case .closeParenthesis:
                guard let last = open.popLast(), last != .openSquare else { return false }
            case .closeSquare:
                guard open.popLast() == .openSquare else { return false }
            case .ident(let word):
                if open.isEmpty { words.append(word) }
            case .string:
                // A quoted name is a word of a list (`"Inter", sans-serif`), never a keyword.
                if open.isEmpty { words.append("\"") }
            case .whitespace, .comma:
                // Words and commas alone are a list of names (`Inter, sans-serif`) or prose.
                break
            default:
                onlyWords = false
            }
        }
        guard open.isEmpty, !tokens.allSatisfy({ $0 == .whitespace }) else { return false }
        return !onlyWords || words.count == 1 || words.contains { isKeyword($0) }
    }

    /// Whether `text` stays inside the declaration it is written in: no `;`, `{`, `}` or `!`, no
    /// bad string or URL, no comment or `<!--`, no newline, every bracket closed. What `tokens.css`
    /// writes unquoted must be so, whatever a token file holds.
    public static func staysInDeclaration(_ text: String) -> Bool {
        guard !text.contains(where: \.isNewline), !Bytes.contains(text, "/*") else { return false }
        var open: [CSSToken] = []
        for token in CSSTokenizer.tokens(of: text) {
            switch token {
            case .badString, .badURL, .unterminated, .cdo, .cdc, .semicolon, .openCurly, .closeCurly, .atKeyword: return false
            case .delim(let character) where character == "!" || character == "\\": return false
            case .function, .openParenthesis, .openSquare: open.append(token)
            case .closeParenthesis:
                guard let last = open.popLast(), last != .openSquare else { return false }
            case .closeSquare:
                guard open.popLast() == .openSquare else { return false }
            default: break
            }
        }
        return open.isEmpty
    }

    /// What `text` reads as, when it is one of the values a handbook previews: a color, a
    /// length, a duration or a shadow. Nil for any other text.
    public static func reading(_ text: String) -> TokenValue? {
        guard isCSSValue(text) else { return nil }
        if let color = ColorValue.parseCSS(text) { return .color(color) }
        let tokens = CSSTokenizer.tokens(of: text).filter { $0 != .whitespace }
        if tokens.count == 1, case .dimension(let value, let unit) = tokens[0] {
            let lowered = unit.lowercased()
            if lowered == "ms" || lowered == "s" { return .duration(DurationValue(value: value, unit: lowered)) }
            if lengthUnits.contains(lowered) { return .dimension(DimensionValue(value: value, unit: lowered)) }
        }
        return shadow(text).map { .shadow($0) }
    }

    /// `box-shadow` layers, comma-separated: `inset`, two to four lengths, a color, in any order.
    static func shadow(_ text: String) -> [ShadowLayer]? {
        var layers: [ShadowLayer] = []
        for part in splitTopLevel(text) {
            var lengths: [DimensionValue] = []
            var color: ColorValue?
            var inset = false
            for piece in splitWords(part) {
                if piece.lowercased() == "inset", !inset {
                    inset = true
                } else if let length = length(piece) {
                    lengths.append(length)
                } else if color == nil, let parsed = ColorValue.parseCSS(piece) {
                    color = parsed
                } else {
                    return nil
                }
            }
            guard (2...4).contains(lengths.count) else { return nil }
            let zero = DimensionValue(value: 0, unit: "px")
            layers.append(
                ShadowLayer(
                    color: color ?? ColorValue(colorSpace: .srgb, components: [0, 0, 0]), offsetX: lengths[0], offsetY: lengths[1],
                    blur: lengths.count > 2 ? lengths[2] : zero, spread: lengths.count > 3 ? lengths[3] : zero, inset: inset))
        }
        return layers.isEmpty ? nil : layers
    }

    /// A length: a number with a length unit, or a bare 0.
    private static func length(_ piece: String) -> DimensionValue? {
        let tokens = CSSTokenizer.tokens(of: piece)
        guard tokens.count == 1 else { return nil }
        switch tokens[0] {
        case .dimension(let value, let unit) where lengthUnits.contains(unit.lowercased()):
            return DimensionValue(value: value, unit: unit.lowercased())
        case .number(0): return DimensionValue(value: 0, unit: "px")
        default: return nil
        }
    }

    /// The text split at commas outside parentheses.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// The text split at whitespace outside parentheses (`0 1px rgba(0, 0, 0, 0.1)`).
    static func splitWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character.isWhitespace, depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static let lengthUnits: Set<String> = [
        "px", "rem", "em", "ex", "ch", "cap", "ic", "lh", "rlh", "vw", "vh", "vi", "vb", "vmin", "vmax", "svw", "svh", "lvw", "lvh",
        "dvw", "dvh", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", "cm", "mm", "q", "in", "pt", "pc",
    ]

    /// Whether a word is a CSS keyword: a CSS-wide one, a value keyword of a common property, a
    /// named color or a generic font family.
    static func isKeyword(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return keywords.contains(lowered) || CSSNamedColors.color(named: lowered) != nil || CSSText.genericFamilies.contains(word)
    }

    private static let keywords: Set<String> = [
        "inherit", "initial", "unset", "revert", "revert-layer", "none", "auto", "normal", "currentcolor", "transparent",
        // Fonts and text
        "bold", "bolder", "lighter", "italic", "oblique", "small-caps", "all-small-caps", "uppercase", "lowercase", "capitalize",
        "underline", "overline", "line-through", "wavy", "nowrap", "pre", "pre-wrap", "pre-line", "break-spaces", "ellipsis", "clip",
        "justify", "left", "right", "center", "start", "end", "top", "bottom", "middle", "baseline", "sub", "super",
        // Borders, outlines, strokes
        "solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset", "hidden", "thin", "medium", "thick",
        // Timing
        "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end", "infinite", "alternate", "forwards",
        "backwards", "both", "reverse",
        // Layout and boxes
        "block", "inline", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "contents", "visible", "scroll", "wrap",
        "row", "column", "stretch", "contain", "cover", "fill", "repeat", "no-repeat", "space-between", "space-around",
        "space-evenly", "border-box", "content-box", "padding-box", "absolute", "relative", "fixed", "sticky", "static",
        "pointer", "default", "text", "not-allowed", "grab", "max-content", "min-content", "fit-content",
    ]
}
