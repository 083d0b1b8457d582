import MCP
import SpecimenDiagnostics
import SpecimenSite

/// `search_pages`: the site's search over the handbook's pages.
struct SearchPagesTool: AssistantTool {
    let name = "search_pages"
    let title = "Search the handbook's pages"
    let description = """
        Search the handbook's pages, in every language it is written in, as the site's own search does: words are split \
        and folded the same way (so Thai, Korean, accents and token paths such as fgColor.muted work), and the last word \
        also matches as a prefix. Pages holding more of the words come first, then pages whose title holds them, then \
        pages where they weigh more (title, headings, prose, code). Each result has the page's title, the URL of the \
        section holding most of the query, the language, and a snippet where most of it is, with the hits in **bold**. Read a whole page through \
        the server's resources (specimen://page/…).
        """
    let properties: [ToolSchema.Property] = [
        .string("query", "The words to look for, e.g. 'focus ring' or 'contrast dark mode'.", required: true),
        .string("language", "Only pages in this language, by its code in specimen.yml (e.g. 'fr'); every language when absent."),
        .integer("limit", "How many pages to return at most.", default: 10, range: 1...50),
    ]

    func call(_ arguments: ToolArguments, on handbook: HandbookSnapshot) throws(ToolFailure) -> ToolAnswer {
        let query = try arguments.requiredString("query")
        let language = try arguments.string("language")
        if let language {
            let languages = Set(handbook.search.pages.map(\.language)).sorted()
            guard languages.contains(language) else {
                throw ToolFailure(
                    "No pages in '\(language)'\(didYouMean(language, in: languages)) Languages: \(languages.joined(separator: ", ")).")
            }
        }
        let results = handbook.search.search(query, language: language, limit: try arguments.integer("limit", default: 10, range: 1...50))
        var lines = [results.isEmpty ? "No page holds '\(query)'." : "\(results.count) page\(results.count == 1 ? "" : "s") for '\(query)':"]
        for (index, result) in results.enumerated() {
            let heading = result.heading.map { " › \($0)" } ?? ""
            lines.append("\(index + 1). \(result.page.title)\(heading) — \(result.url) (\(result.page.language), \(result.page.file))")
            if !result.snippet.isEmpty { lines.append("   " + result.snippet) }
        }
        return ToolAnswer(
            text: lines.joined(separator: "\n"),
            structured: [
                "query": .string(query),
                "results": .array(
                    results.map { result in
                        .object([
                            "title": .string(result.page.title), "url": .string(result.url), "heading": .text(result.heading),
                            "language": .string(result.page.language), "file": .string(result.page.file), "snippet": .string(result.snippet),
                            "matchedWords": .int(result.matchedWords),
                        ])
                    }),
            ])
    }
}
