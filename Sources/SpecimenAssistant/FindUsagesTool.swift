import MCP
import SpecimenDiagnostics
import SpecimenSite
import SpecimenTokens

/// `find_usages`: where the code of `usage:` uses a token (or a group's tokens), or which tokens
/// a file of that code uses.
struct FindUsagesTool: AssistantTool {
    let name = "find_usages"
    let title = "Find where code uses a token"
    let description = """
        Where the code the handbook names in 'usage:' (its apps' folders) uses design tokens, found by every name the \
        token has on each platform: CSS custom properties, Tailwind utilities, the Swift, Compose and Android exports' \
        names, {references}. Give 'token' (a path such as color.primary, a group such as color, {color.primary} or \
        --color-primary) for every place using it, with file, line, column, platform and the name as written; removed \
        and deprecated tokens say what replaces them. Or give 'file' (a path as listed, or its end, e.g. Card.swift) for \
        the tokens that file uses. Use it before changing or removing a token, or to learn a file's tokens.
        """
    let properties: [ToolSchema.Property] = [
        .string("token", "A token or group path, e.g. 'color.primary' or 'color' (or '--color-primary')."),
        .string("file", "A file of the code, as listed in places or by the end of its path, e.g. 'Sources/Card.swift'."),
        .integer("limit", "How many places (or tokens) to list at most.", default: 50, range: 1...500),
    ]

    func call(_ arguments: ToolArguments, on handbook: HandbookSnapshot) throws(ToolFailure) -> ToolAnswer {
        let view = try handbook.readView()
        guard let code = view.code else {
            throw ToolFailure("The handbook names no code: 'usage:' in specimen.yml lists the folders whose token uses this tool answers from.")
        }
        let limit = try arguments.integer("limit", default: 50, range: 1...500)
        if let file = try arguments.string("file") { return try Self.tokens(in: file, code: code.index, limit: limit) }
        guard let asked = try arguments.string("token") else { throw ToolFailure("Give 'token' (e.g. color.primary) or 'file'.") }
        let tokens = try handbook.tokens()
        let report = CodeUsageReport(
            index: code.index, sources: code.sources, tokens: tokens.defaults, removed: tokens.history?.tombstones ?? [:])
        return try Self.places(of: asked, report: report, tokens: tokens, limit: limit)
    }

    /// Every place using the token or the group's tokens.
    static func places(of asked: String, report: CodeUsageReport, tokens: HandbookTokens, limit: Int) throws(ToolFailure) -> ToolAnswer {
        var path = asked.trimmingPrefix("{").filter { $0 != "}" }
        if path.hasPrefix("--"), let token = tokens.defaults.tokens.first(where: { CSSText.customPropertyName(for: $0.path) == path }) {
            path = token.path
        }
        let selected = path.isEmpty ? [] : report.paths(selectedBy: path)
        guard !selected.isEmpty else { throw ToolFailure(GetTokenTool.unknown(path, in: tokens)) }
        var lines: [String] = []
        var entries: [Value] = []
        for token in selected {
            let places = report.index.places(of: token)
            guard !places.isEmpty || selected.count == 1 else { continue }
            lines.append(report.heading(of: token))
            lines += places.prefix(limit).map { "  \($0.file):\($0.line):\($0.column) \($0.platform.rawValue) \($0.written)" }
            if places.count > limit { lines.append("  … \(places.count - limit) more (raise 'limit')") }
            entries.append(
                .object([
                    "token": .string(token), "standing": .string(report.standing(of: token).rawValue),
                    "replacement": .text(report.replacement(of: token)), "count": .int(places.count),
                    "files": .int(Set(places.map(\.file)).count), "places": .array(places.prefix(limit).map(Self.value)),
                ]))
        }
        if lines.isEmpty { lines = ["No code uses a token of '\(path)'."] }
        return ToolAnswer(text: lines.joined(separator: "\n"), structured: ["query": .string(asked), "tokens": .array(entries)])
    }

    /// The tokens a file uses, each with its lines.
    static func tokens(in asked: String, code: UsageIndex, limit: Int) throws(ToolFailure) -> ToolAnswer {
        let files = code.tokensByFile.keys.sorted()
        let suffix = asked.hasPrefix("/") ? asked : "/" + asked
        guard let file = files.first(where: { $0 == asked }) ?? files.first(where: { ("/" + $0).hasSuffix(suffix) }) else {
            throw ToolFailure(
                "No file '\(asked)' uses a token\(didYouMean(asked, in: files)) Files using tokens: \(files.prefix(10).joined(separator: ", ")).")
        }
        let tokens = code.tokensByFile[file] ?? []
        var lines = ["\(file) uses \(tokens.count) token\(tokens.count == 1 ? "" : "s"):"]
        var entries: [Value] = []
        for token in tokens.prefix(limit) {
            let places = code.places(of: token).filter { $0.file == file }
            lines.append("  \(token) — line\(places.count == 1 ? "" : "s") \(places.map { String($0.line) }.joined(separator: ", "))")
            entries.append(.object(["token": .string(token), "places": .array(places.map(Self.value))]))
        }
        return ToolAnswer(text: lines.joined(separator: "\n"), structured: ["file": .string(file), "tokens": .array(entries)])
    }

    private static func value(_ place: UsageIndex.Place) -> Value {
        .object([
            "file": .string(place.file), "line": .int(place.line), "column": .int(place.column), "platform": .string(place.platform.rawValue),
            "written": .string(place.written), "link": .text(place.link),
        ])
    }
}
