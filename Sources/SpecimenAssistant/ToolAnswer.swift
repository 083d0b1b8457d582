import MCP

/// What a tool answers: text for the person or model reading it, and the same facts as JSON
/// (`structuredContent`) for a program.
struct ToolAnswer: Sendable {
    var text: String
    var structured: [String: Value]

    /// The result of `tools/call`, noting the handbook's errors first when it has any: the
    /// answer then comes from what resolved.
    func result(handbook: HandbookSnapshot) -> CallTool.Result {
        var text = self.text
        var structured = self.structured
        let errors = handbook.errorLines
        if !errors.isEmpty {
            let count = handbook.errors.count
            text =
                "Note: the handbook has \(count) error\(count == 1 ? "" : "s"), so this answers from what resolves; `specimen check` lists them all.\n"
                + errors.prefix(5).map { "  " + $0 }.joined(separator: "\n") + "\n\n" + text
            structured["handbookErrors"] = .array(errors.map { .string($0) })
        }
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: .object(structured), isError: false)
    }
}

/// A call the tool cannot answer — an unknown token, a malformed color, a missing or
/// mistyped argument — told so that the caller can correct it (`isError`, not a protocol error).
struct ToolFailure: Error, Sendable {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var result: CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }
}
