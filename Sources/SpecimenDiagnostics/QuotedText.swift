/// A piece of a file quoted in a message: `'text'` as written, or, when it is longer than a
/// message should hold, its start and end around how much was left out. A generated value of
/// 200,000 characters is named in a line, not pasted whole into a terminal or a JSON report.
public enum QuotedText {
    /// The longest text quoted whole, in characters.
    public static let limit = 80

    /// `text` between single quotes, shortened past `limit`.
    public static func quoted(_ text: some StringProtocol) -> String {
        guard text.count > limit else { return "'\(text)'" }
        let head = text.prefix(limit / 2), tail = text.suffix(limit / 4)
        return "'\(head)…\(tail)' (\(text.count) characters)"
    }
}
