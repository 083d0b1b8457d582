/// A token of CSS, as the CSS Syntax Module Level 3 (§4) tokenizes a stylesheet.
public enum CSSToken: Sendable, Equatable {
    case ident(String)
    case function(String)
    case atKeyword(String)
    /// `#name`; `isIdentifier` when the name would start an identifier (`#fff` would not).
    case hash(String, isIdentifier: Bool)
    case string(String)
    /// A string cut by a line break: what a stylesheet cannot hold.
    case badString
    case url(String)
    case badURL
    /// A character that starts no other token (`.`, `!`, `?`, `+` not before a digit, …).
    case delim(Character)
    case number(Double)
    case percentage(Double)
    case dimension(Double, unit: String)
    case whitespace
    /// `<!--` and `-->`.
    case cdo, cdc
    case colon, semicolon, comma
    case openSquare, closeSquare, openParenthesis, closeParenthesis, openCurly, closeCurly
    /// A string or URL the text ended inside, which the tokenizer closes with a parse error.
    case unterminated
}
