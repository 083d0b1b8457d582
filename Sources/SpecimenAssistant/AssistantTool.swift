import MCP

/// One tool the server offers: its name, what it does and the arguments it takes (for
/// `tools/list`), and the answer to a call.
protocol AssistantTool: Sendable {
    var name: String { get }
    var title: String { get }
    /// What it answers and when to use it, for the model choosing a tool.
    var description: String { get }
    var properties: [ToolSchema.Property] { get }

    func call(_ arguments: ToolArguments, on handbook: HandbookSnapshot) throws(ToolFailure) -> ToolAnswer
}

extension AssistantTool {
    /// The tool as `tools/list` gives it: read-only, and about this handbook alone.
    var definition: Tool {
        Tool(
            name: name, title: title, description: description, inputSchema: ToolSchema.object(properties),
            annotations: .init(title: title, readOnlyHint: true, idempotentHint: true, openWorldHint: false))
    }

    /// Answers a call of this tool with `arguments` as sent.
    func answer(_ arguments: [String: Value]?, on handbook: HandbookSnapshot) -> CallTool.Result {
        do throws(ToolFailure) {
            return try call(ToolArguments(arguments, taking: properties), on: handbook).result(handbook: handbook)
        } catch {
            return error.result
        }
    }
}

/// Every tool, in the order `tools/list` gives them.
enum ToolCatalog {
    static let tools: [any AssistantTool] = [
        FindTokensTool(), GetTokenTool(), NearestColorsTool(), CheckContrastTool(), GetComponentTool(), SearchPagesTool(), FindUsagesTool(),
    ]

    static func tool(named name: String) -> (any AssistantTool)? {
        tools.first { $0.name == name }
    }
}
