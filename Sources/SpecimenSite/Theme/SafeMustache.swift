import Mustache

/// swift-mustache escapes text Character by Character, so a `"` followed by a combining mark
/// (U+0022 U+0301, one Character) passes unescaped into an attribute. Every template Specimen
/// hands to it starts with a standalone pragma line choosing a content type that escapes with
/// the byte-wise `HTMLEscaping`, which the compiled renderer uses too.
enum SafeMustache {
    private struct ByteWiseHTML: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLEscaping.escape(text) }
    }

    private static let contentTypeName = "SPECIMEN_HTML"
    /// Produces no output: a standalone tag's line is removed whole.
    private static let pragmaLine = "{{% CONTENT_TYPE: \(contentTypeName) }}\n"
    private static let registration: Void = MustacheContentTypes.register(ByteWiseHTML(), named: contentTypeName)

    /// Parses a template that escapes safely.
    /// - Throws: swift-mustache's `ParserError`; its line number counts the pragma line (see `lineNumber(of:)`).
    static func template(_ text: String) throws -> MustacheTemplate {
        _ = registration
        return try MustacheTemplate(string: pragmaLine + text)
    }

    /// Where a parser error is in the text given to `template(_:)`.
    static func lineNumber(of error: MustacheTemplate.ParserError) -> Int {
        max(1, error.context.lineNumber - 1)
    }
}
