import SpecimenMarkdown
import SpecimenTokens

/// A page for every token at `/tokens/<path>/`: its value in each context, alias chain,
/// the tokens that alias it, description, deprecation, CSS and SwiftUI snippets, and source.
struct TokenPages: Sendable {
    let tokens: SiteTokens
    let links: TokenLinks
    /// Where pages mention each token: page title and the URL of the exact chip.
    var mentions: [String: [TokenMention]] = [:]
    /// The tokens aliasing each token.
    let aliasedBy: [String: [String]]

    init(tokens: SiteTokens, links: TokenLinks) {
        self.tokens = tokens
        self.links = links
        self.aliasedBy = tokens.defaults.aliasIndex()
    }

    /// Collects the mentions of every page, in page order.
    static func mentions(in pages: [RenderedPage], href: (String) -> String) -> [String: [TokenMention]] {
        var result: [String: [TokenMention]] = [:]
        for page in pages where !page.tokenReferences.isEmpty {
            let url = href(page.page.route)
            for reference in page.tokenReferences {
                result[reference.path, default: []].append(TokenMention(title: page.title, url: url + "#" + reference.anchor))
            }
        }
        return result
    }

    /// Each token's page and its SVG badge, by output path.
    func render(templates: ThemeTemplates, context: TemplateContext, only paths: RebuildScope<String> = .all) -> [(String, String)] {
        let contexts = links.contexts.isEmpty ? [TokenLinks.Context(label: "value", tokens: tokens.defaults, isDark: false)] : links.contexts
        let selected = paths.filter(tokens.defaults.tokens, by: \.path)
        return selected.parallelMap { token in
            let body = templates.render("token", ["site": context.site, "token": details(token)])
            let html = templates.render("layout", context.layout(
                route: "tokens/\(token.path)/", title: token.path, description: token.description ?? "", contentHTML: body))
            return [(TokenLinks.outputPath(token.path), html), ("tokens/\(token.path).svg", TokenBadge.svg(for: token, contexts: contexts))]
        }.flatMap { $0 }
    }

    /// `/tokens/`: every token, grouped by its parent path, with a filter by name, type and group.
    func renderIndex(templates: ThemeTemplates, context: TemplateContext, rows: TokenIndexRows = TokenIndexRows()) -> String {
        var groups: [(name: String, rows: [TokenIndexRows.Row])] = []
        var positions: [String: Int] = [:]
        for token in tokens.defaults.tokens {
            let row = rows.row(for: token, url: links.href(token.path)) {
                let group = token.path.split(separator: ".").dropLast().joined(separator: ".")
                var entry: [String: Any] = [
                    "path": token.path, "url": links.href(token.path), "type": token.typeName,
                    "css": token.value.css, "group": group.isEmpty ? "(top level)" : group, "deprecated": token.deprecation != nil,
                ]
                if case .color(let color) = token.value {
                    entry["isColor"] = true
                    entry["swatch"] = color.cssString
                }
                return TokenIndexRows.Row(token: token, url: links.href(token.path), entry: entry, html: templates.render("tokens-index-row", entry))
            }
            let name = row.entry["group"] as? String ?? ""
            if let position = positions[name] {
                groups[position].rows.append(row)
            } else {
                positions[name] = groups.count
                groups.append((name, [row]))
            }
        }
        let body = templates.render("tokens-index", [
            "site": context.site,
            "count": tokens.defaults.tokens.count,
            "types": Array(Set(tokens.defaults.tokens.map(\.typeName))).sorted(),
            "groups": groups.map { group -> [String: Any] in
                ["name": group.name, "id": HeadingSlugger.baseSlug(for: group.name), "tokens": group.rows.map(\.entry),
                 "rowsHTML": group.rows.map(\.html).joined()]
            },
        ])
        return templates.render("layout", context.layout(
            route: "tokens/", title: "Tokens", description: "Every design token of this handbook, with its value.", contentHTML: body))
    }

    private func details(_ token: ResolvedToken) -> [String: Any] {
        var contexts: [[String: Any]] = [contextEntry(label: defaultLabel, token: token, in: tokens.defaults)]
        for alternate in tokens.alternates {
            if let other = alternate.tokens[token.path] {
                contexts.append(contextEntry(label: "\(alternate.modifier): \(alternate.context)", token: other, in: alternate.tokens))
            }
        }
        var result: [String: Any] = [
            "path": token.path,
            "type": token.typeName,
            "contexts": contexts,
            "hasContexts": contexts.count > 1,
            "cssVariable": CSSText.customPropertyName(for: token.path),
            "cssDeclaration": TokenCSSExporter.declaration(token),
            "inCSS": token.type.isExportedToCSS,
            "source": "\(token.source.file):\(token.source.line)",
            "mentions": (mentions[token.path] ?? []).map { ["title": $0.title, "url": $0.url] },
            "hasMentions": mentions[token.path] != nil,
            "badgeURL": links.baseURL.href("tokens/" + PageRoute.encoded(token.path) + ".svg"),
            "aliasedBy": (aliasedBy[token.path] ?? []).map { ["path": $0, "url": links.href($0)] },
            "hasAliasedBy": aliasedBy[token.path] != nil,
        ]
        if let description = token.description { result["description"] = description }
        if let usage = tokens.swiftNames.usage(for: token) {
            result["swift"] = ["usage": usage, "name": tokens.swiftNames.swiftUIName(for: token.path) ?? tokens.swiftNames.valueName(for: token.path) ?? ""]
        }
        if let deprecation = token.deprecation {
            result["deprecated"] = [
                "explanation": deprecation.explanation ?? "This token is deprecated.",
                "replacements": deprecation.replacements.filter { tokens.defaults[$0] != nil }.map { ["path": $0, "url": links.href($0)] },
            ] as [String: Any]
        }
        return result
    }

    private var defaultLabel: String {
        let inputs = tokens.baseInputs
        guard !inputs.isEmpty else { return "value" }
        return inputs.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }

    private func contextEntry(label: String, token: ResolvedToken, in set: ResolvedTokenSet) -> [String: Any] {
        let chain = set.aliasChain(from: token.path).dropFirst().map { ["path": $0, "url": links.href($0)] }
        var entry: [String: Any] = ["label": label, "css": token.value.css, "chain": chain, "hasChain": !chain.isEmpty]
        if case .color(let color) = token.value {
            entry["isColor"] = true
            entry["swatch"] = color.cssString
        }
        return entry
    }
}
