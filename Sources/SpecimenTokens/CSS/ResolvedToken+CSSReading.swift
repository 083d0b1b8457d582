extension ResolvedToken {
    /// The value a handbook previews: a string's CSS reading when it is a color, a length, a
    /// duration or a shadow (a swatch for `"rgba(0, 0, 0, 0.12)"`), else the value itself. The
    /// token keeps its type and value everywhere else (tokens.json, exports but Tailwind).
    public var shownValue: TokenValue {
        guard case .string(let text) = value, let reading = CSSStringValue.reading(text) else { return value }
        return reading
    }

    /// The type of `shownValue`.
    public var shownType: TokenType {
        guard case .string = value else { return type }
        return shownValue.type
    }
}
