import MCP
import SpecimenDiagnostics
import SpecimenSite
import SpecimenTokens

/// `get_token`: everything the token's page tells, as text and JSON.
struct GetTokenTool: AssistantTool {
    let name = "get_token"
    let title = "Get a design token"
    let description = """
        Everything about one design token, as its page in the handbook tells it: its value in every context (light, dark, \
        each modifier's contexts, labelled as the handbook labels them) with the alias chain to the raw value; its CSS \
        custom property and declaration; its name in Swift (SwiftUI), asset catalogs, Jetpack Compose, Android resources \
        and Tailwind; its description; deprecation and what replaces it; the tokens aliasing it; its history across \
        releases when the handbook keeps one; Figma's variable data; and the file and line defining it. Takes the exact \
        path (e.g. color.primary; {color.primary} and --color-primary work too). An unknown path gets 'did you mean' \
        suggestions; find_tokens searches by name.
        """
    let properties: [ToolSchema.Property] = [
        .string("path", "The token's path, e.g. 'color.primary' (or its CSS custom property, '--color-primary').", required: true)
    ]

    func call(_ arguments: ToolArguments, on handbook: HandbookSnapshot) throws(ToolFailure) -> ToolAnswer {
        let tokens = try handbook.tokens()
        let asked = try arguments.requiredString("path")
        let token = try Self.token(asked, in: tokens)
        let details = TokenDetails(token: token, tokens: tokens)
        return ToolAnswer(text: details.text, structured: details.structured)
    }

    /// The token `asked` names, or a failure saying what is near.
    static func token(_ asked: String, in tokens: HandbookTokens) throws(ToolFailure) -> ResolvedToken {
        let path = asked.trimmingPrefix("{").filter { $0 != "}" }
        if let token = tokens.defaults[path] { return token }
        if path.hasPrefix("--"), let token = tokens.defaults.tokens.first(where: { CSSText.customPropertyName(for: $0.path) == path }) {
            return token
        }
        if let removal = tokens.removal(of: path) {
            throw ToolFailure("The token '\(path)' is no longer in the handbook: it \(removal.filter { $0 != "{" && $0 != "}" }).")
        }
        throw ToolFailure(unknown(path, in: tokens))
    }

    /// "No token …; did you mean …" with the names nearest it.
    static func unknown(_ path: String, in tokens: HandbookTokens) -> String {
        let paths = tokens.defaults.tokens.map(\.path)
        let near = paths.compactMap { candidate in TokenNameMatch.score(path: candidate, query: path).map { (candidate, $0) } }
            .sorted { ($1.1, $0.0.count) < ($0.1, $1.0.count) }.prefix(5).map(\.0)
        var message = "No token '\(path)'\(didYouMean(path, in: paths))"
        if !near.isEmpty { message += " Near it: \(near.joined(separator: ", "))." }
        return message + " find_tokens searches by name, type, group and value."
    }
}
