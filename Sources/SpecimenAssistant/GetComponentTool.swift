import MCP
import SpecimenDiagnostics
import SpecimenPages
import SpecimenSite
import SpecimenTokens

/// `get_component`: a component spec's axes, and the token each style property takes in each
/// combination of axis values, with its CSS in every context.
struct GetComponentTool: AssistantTool {
    let name = "get_component"
    let title = "Get a component"
    let description = """
        A component of the handbook (a spec in Content/**/NAME.component.yml, such as 'button'): the page documenting it and \
        its status (draft, alpha, beta, stable or deprecated), its axes and their values \
        (e.g. variant, state, size), how its matrix is laid out, the token reference of each style property, and for each \
        combination of axis values the token every style property takes and its CSS value in each context. Narrow it with \
        'where' (e.g. {"variant": "capsule", "state": "hover"}) and 'context'. An unknown name lists the components.
        """
    let properties: [ToolSchema.Property] = [
        .string("name", "The component's name, e.g. 'button'.", required: true),
        .stringMap("where", "Only the combinations with these axis values, e.g. {\"variant\": \"capsule\", \"size\": \"large\"}."),
        .string("context", "Only this context, by the label the handbook gives it (e.g. 'dark'); every context when absent."),
        .integer("limit", "How many combinations to return at most.", default: 100, range: 1...1000),
    ]

    func call(_ arguments: ToolArguments, on handbook: HandbookSnapshot) throws(ToolFailure) -> ToolAnswer {
        let view = try handbook.readView()
        let component = try Self.component(try arguments.requiredString("name"), in: view)
        let filter = try Self.checked(try arguments.stringMap("where") ?? [:], against: component)
        let contexts = try view.tokens?.contexts(labelled: try arguments.string("context")) ?? []
        let matching = component.combinations.filter { combination in filter.allSatisfy { combination[$0.key] == $0.value } }
        let shown = Array(matching.prefix(try arguments.integer("limit", default: 100, range: 1...1000)))
        let combinations = shown.map { ComponentCombination(component: component, axes: $0, contexts: contexts) }
        var lines = Self.header(component, contexts: contexts)
        lines.append(
            "\(component.combinations.count) combinations" + (filter.isEmpty ? "" : ", \(matching.count) where \(Self.describe(filter))")
                + (shown.count < matching.count ? "; the first \(shown.count):" : ":"))
        for combination in combinations { lines += combination.lines }
        return ToolAnswer(
            text: lines.joined(separator: "\n"),
            structured: [
                "name": .string(component.name), "title": .string(component.title), "file": .string(component.file),
                "status": component.page?.status.map(Value.string) ?? .null, "page": component.page.map { .string($0.url) } ?? .null,
                "axes": .array(component.axes.map { .object(["name": .string($0.name), "values": .array($0.values.map(Value.string))]) }),
                "rows": .string(component.rows), "columns": .string(component.columns),
                "styles": .array(component.styles.map { .object(["property": .string($0.property), "template": .string($0.template)]) }),
                "contexts": .array(contexts.map { .string($0.label) }), "count": .int(matching.count),
                "combinations": .array(combinations.map(\.structured)),
            ])
    }

    private static func component(_ name: String, in view: HandbookView) throws(ToolFailure) -> HandbookComponent {
        if let component = view.components.first(where: { $0.name == name }) { return component }
        let names = view.components.map(\.name)
        guard !names.isEmpty else {
            throw ToolFailure("The handbook has no components: a component is a spec in Content/, NAME.component.yml.")
        }
        throw ToolFailure("No component '\(name)'\(didYouMean(name, in: names)) Components: \(names.joined(separator: ", ")).")
    }

    /// `filter` when every axis and value it names is the component's.
    private static func checked(_ filter: [String: String], against component: HandbookComponent) throws(ToolFailure) -> [String: String] {
        for (axis, value) in filter.sorted(by: { $0.key < $1.key }) {
            guard let values = component.axes.first(where: { $0.name == axis })?.values else {
                let names = component.axes.map(\.name)
                throw ToolFailure(
                    "'\(component.name)' has no axis '\(axis)'\(didYouMean(axis, in: names)) Axes: \(names.joined(separator: ", ")).")
            }
            guard values.contains(value) else {
                throw ToolFailure(
                    "The axis '\(axis)' has no value '\(value)'\(didYouMean(value, in: values)) Values: \(values.joined(separator: ", ")).")
            }
        }
        return filter
    }

    private static func header(_ component: HandbookComponent, contexts: [HandbookTokens.Context]) -> [String] {
        var lines = ["\(component.title) (\(component.name), \(component.file))"]
        if let page = component.page {
            lines.append("Documented on \(page.title), \(page.url)" + (page.status.map { "; status: \($0)" } ?? "; no status given"))
        }
        lines.append("Axes: " + component.axes.map { "\($0.name) [\($0.values.joined(separator: ", "))]" }.joined(separator: "; "))
        lines.append("Matrix: \(component.rows) as rows, \(component.columns) as columns, a table for each value of the other axes.")
        lines.append("Style: " + component.styles.map { "\($0.property): \($0.template)" }.joined(separator: "; "))
        if !contexts.isEmpty { lines.append("Contexts: " + contexts.map(\.label).joined(separator: ", ")) }
        return lines
    }

    static func describe(_ axes: [String: String]) -> String {
        axes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
