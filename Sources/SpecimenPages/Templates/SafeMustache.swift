import Mustache

/// swift-mustache escapes text Character by Character, so a `"` followed by a combining mark
/// (U+0022 U+0301, one Character) passes unescaped into an attribute. Every template Specimen
/// hands to it starts with a standalone pragma line choosing a content type that escapes with
/// the byte-wise `HTMLEscaping`, which the compiled renderer uses too.
package enum SafeMustache {
    private struct ByteWiseHTML: MustacheContentType {
        func escapeText(_ text: String) -> String { HTMLEscaping.escape(text) }
    }

    private static let contentTypeName = "SPECIMEN_HTML"
    /// Produces no output: a standalone tag's line is removed whole.
    private static let pragmaLine = "{{% CONTENT_TYPE: \(contentTypeName) }}\n"
    private static let registration: Void = MustacheContentTypes.register(ByteWiseHTML(), named: contentTypeName)

    /// Parses a template that escapes safely.
    /// - Throws: swift-mustache's `ParserError`; its line number counts the pragma line (see `lineNumber(of:)`).
    package static func template(_ text: String) throws -> MustacheTemplate {
        _ = registration
        return try MustacheTemplate(string: pragmaLine + text)
    }

    /// Where a parser error is in the text given to `template(_:)`.
    package static func lineNumber(of error: MustacheTemplate.ParserError) -> Int {
        max(1, error.context.lineNumber - 1)
    }

    /// A swift-mustache parser error in words.
    package static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a closing tag does not match the open section"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is opened but never closed"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: return "a transform cannot apply to an inherited section"
        case .illegalTokenInsideInheritSection: return "only block overrides may appear inside a parent partial"
        case .textInsideInheritSection: return "text is not allowed inside a parent partial"
        case .invalidConfigVariableSyntax: return "a configuration tag is malformed"
        case .unrecognisedConfigVariable: return "unknown configuration tag"
        @unknown default: return "\(error)"
        }
    }
}
