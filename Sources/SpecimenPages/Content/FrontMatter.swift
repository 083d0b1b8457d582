import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// The YAML block at the top of a page, between `---` lines.
public struct FrontMatter: Sendable, Hashable {
    public var title: String?
    public var description: String?
    public var order: Int?
    public var draft: Bool = false
    /// In a translation: what it was translated from, a commit of the handbook's repository or
    /// a date (`2026-05-01`); see `TranslationFreshness`.
    public var translatedFrom: String?
    /// `status`, `figma`, `storybook` and `source`: what a component page says of its component.
    public var component = ComponentMetadata()

    public init(title: String? = nil, description: String? = nil, order: Int? = nil, draft: Bool = false) {
        self.title = title
        self.description = description
        self.order = order
        self.draft = draft
    }
}

/// A page's text split into front matter and Markdown body.
struct FrontMatterSplit {
    var frontMatter: FrontMatter
    var body: String
    /// Lines before the body starts, to map body positions back to the file.
    var bodyLineOffset: Int
}

enum FrontMatterParser {
    /// Splits and parses front matter; a page without a leading `---` line has none.
    static func split(_ text: String, file: String) throws(DiagnosticsFailure) -> FrontMatterSplit {
        // Only the front matter is cut into lines; the body, most of the page, is one slice.
        // Lines end at the byte "\n": as Characters, "\r\n" is one that "\n" does not match,
        // and pages saved with Windows line ends lost their front matter.
        var lines: [Substring] = []
        var lineStart = text.startIndex
        var closing: String.Index?
        var bodyStart = text.endIndex
        while lineStart < text.endIndex {
            let lineEnd = text.utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            let next = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : text.endIndex
            if lines.isEmpty, line.trimmingTrailingSpace() != "---" {
                return FrontMatterSplit(frontMatter: FrontMatter(), body: text, bodyLineOffset: 0)
            }
            if !lines.isEmpty, ["---", "..."].contains(line.trimmingTrailingSpace()) {
                closing = lineStart
                bodyStart = next
                lines.append(line)
                break
            }
            lines.append(line)
            lineStart = next
            if lineEnd == text.endIndex { break }
        }
        guard let first = lines.first else {
            return FrontMatterSplit(frontMatter: FrontMatter(), body: text, bodyLineOffset: 0)
        }
        guard closing != nil else {
            throw DiagnosticsFailure(
                .error(
                    "front-matter-unterminated",
                    "front matter starts with '---' but has no closing '---' line",
                    at: SourceLocation(file: file, line: 1, column: 1), sourceLine: String(first)))
        }
        let yamlLines = lines[1..<(lines.count - 1)]
        let body = String(text[bodyStart...])
        let frontMatter: FrontMatter
        if let simple = SimpleFrontMatter.parse(yamlLines) {
            frontMatter = simple
        } else {
            frontMatter = try parse(yamlLines.joined(separator: "\n"), file: file, fileText: text)
        }
        return FrontMatterSplit(frontMatter: frontMatter, body: body, bodyLineOffset: lines.count)
    }

    /// Where the front matter of `text`, a page's whole text, writes `field` (its key); the
    /// front matter's first line when it cannot be found.
    static func location(of field: String, in text: String, file: String) -> SourceLocation {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let fallback = SourceLocation(file: file, line: 2)
        guard let first = lines.first, first.trimmingTrailingSpace() == "---",
            let closing = lines.dropFirst().firstIndex(where: { ["---", "..."].contains($0.trimmingTrailingSpace()) }),
            let node = try? YAMLText.compose(lines[1..<closing].joined(separator: "\n")),
            let key = node.mapping?.keys.first(where: { $0.string == field })
        else { return fallback }
        return YAMLDiagnostics.location(of: key, file: file, lineOffset: 1)
    }

    private static func parse(_ yaml: String, file: String, fileText: String) throws(DiagnosticsFailure) -> FrontMatter {
        let node: Node?
        do {
            node = try YAMLText.compose(yaml)
        } catch {
            var diagnostic = YAMLDiagnostics.diagnostic(for: error, code: "front-matter-syntax", file: file, text: yaml, lineOffset: 1)
            diagnostic.message = diagnostic.message.replacingEvery("invalid YAML", with: "invalid front matter")
            throw DiagnosticsFailure(diagnostic)
        }
        var result = FrontMatter()
        guard let node else { return result }
        guard let mapping = node.mapping else {
            throw DiagnosticsFailure(error(node, file, fileText, "front matter must be a mapping such as 'title: Colors'"))
        }
        var errors: [Diagnostic] = []
        for (keyNode, value) in mapping {
            switch keyNode.string ?? "" {
            case "title":
                if let text = value.scalar?.string {
                    result.title = text
                } else {
                    errors.append(error(value, file, fileText, "'title' must be text"))
                }
            case "description":
                if let text = value.scalar?.string {
                    result.description = text
                } else {
                    errors.append(error(value, file, fileText, "'description' must be text"))
                }
            case "order":
                if let number = value.int {
                    result.order = number
                } else {
                    errors.append(error(value, file, fileText, "'order' must be a whole number"))
                }
            case "draft":
                if let flag = value.bool { result.draft = flag } else { errors.append(error(value, file, fileText, "'draft' must be true or false")) }
            case "translatedFrom":
                if let text = value.scalar?.string {
                    result.translatedFrom = text
                } else {
                    errors.append(error(value, file, fileText, "'translatedFrom' is a commit or a date such as 2026-05-01"))
                }
            case let field where field == "status" || ComponentMetadata.Link(rawValue: field) != nil:
                guard let text = value.scalar?.string else {
                    errors.append(error(value, file, fileText, "'\(field)' must be text"))
                    continue
                }
                if let problem = ComponentMetadata.problem(field: field, value: text) {
                    errors.append(error(value, file, fileText, problem, code: "front-matter-value"))
                }
                result.component.take(field: field, value: text)
            default:
                // Other keys are the writer's own metadata; they are allowed.
                break
            }
        }
        if !errors.isEmpty { throw DiagnosticsFailure(errors) }
        return result
    }

    private static func error(_ node: Node, _ file: String, _ fileText: String, _ message: String, code: String = "front-matter-type") -> Diagnostic {
        let location = YAMLDiagnostics.location(of: node, file: file, lineOffset: 1)
        return .error(code, message, at: location, sourceLine: SourceText.line(location.line, in: fileText))
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpace() -> Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }
}
