import SpecimenMarkdown
import SpecimenPages
import SpecimenTokens

/// A page for every token at `/tokens/<path>/`: its value in each context, alias chain,
/// the tokens that alias it, description, deprecation, CSS and SwiftUI snippets, and source.
/// Made by `SiteAssembler` from the resolved tokens, the site's token view and where pages
/// mention each token.
struct TokenPages: Sendable {
    let tokens: SiteTokens
    let view: SiteTokenView
    /// Where pages mention each token: page title and the URL of the exact chip.
    var mentions: [String: [TokenMention]] = [:]
    /// Each token's component pages (see `components(in:strings:href:)`).
    var componentUses: [String: [TokenComponentUse]] = [:]
    /// Where the code of `usage:` uses each token; nil without `usage:`.
    var codeUsage: CodeUsage?
    /// The interface's words in the pages' language.
    var strings = InterfaceStrings.inEnglish
    /// The tokens aliasing each token.
    let aliasedBy: [String: [String]]
    /// The URL of the page holding the `changelog` block, which token histories link to.
    var changelogURL: String?

    init(tokens: SiteTokens, view: SiteTokenView) {
        self.tokens = tokens
        self.view = view
        self.aliasedBy = tokens.defaults.aliasIndex()
    }

    /// Collects the mentions of every page, in page order: each page once per token, linked to
    /// its first chip, with how often it mentions the token.
    static func mentions(in pages: [RenderedPage], href: (String) -> String) -> [String: [TokenMention]] {
        var result: [String: [TokenMention]] = [:]
        for page in pages where !page.tokenReferences.isEmpty {
            let url = href(page.page.route)
            // Where this page's mention of each token is in the token's list.
            var listed: [String: Int] = [:]
            for reference in page.tokenReferences {
                if let index = listed[reference.path] {
                    result[reference.path]?[index].count += 1
                } else {
                    listed[reference.path] = result[reference.path, default: []].count
                    result[reference.path, default: []].append(TokenMention(title: page.title, url: url + "#" + reference.anchor))
                }
            }
        }
        return result
    }

    /// Each token's component pages: the pages whose components use it, in page order.
    static func components(in pages: [RenderedPage], strings: InterfaceStrings, href: (String) -> String) -> [String: [TokenComponentUse]] {
        var result: [String: [TokenComponentUse]] = [:]
        for page in pages where !page.componentTokens.isEmpty {
            let (status, label) = page.page.frontMatter.component.status.badge(in: strings)
            let use = TokenComponentUse(title: page.title, url: href(page.page.route), status: status, statusLabel: label)
            for path in page.componentTokens { result[path, default: []].append(use) }
        }
        return result
    }

    /// Whether two renderings of a page give the same mentions and component uses (the route is the page's own).
    static func sameMentions(_ old: RenderedPage, _ new: RenderedPage) -> Bool {
        old.title == new.title && old.tokenReferences.elementsEqual(new.tokenReferences) { $0.path == $1.path && $0.anchor == $1.anchor }
            && old.componentTokens == new.componentTokens && old.page.frontMatter.component.status == new.page.frontMatter.component.status
    }

    /// Each token's page and its SVG badge (which a translation leaves to the default
    /// language's build, whose badges it shows), by output path.
    func render(templates: ThemeTemplates, context: LayoutContextBuilder, only paths: RebuildScope<String> = .all) -> [(String, String)] {
        let badges = view.sharedRoot == nil
        let contexts = view.contexts.isEmpty ? [SiteTokenView.Context(label: "value", tokens: tokens.defaults, isDark: false)] : view.contexts
        let selected = paths.filter(tokens.defaults.tokens, by: \.path)
        // Made once, read by every page: a value of immutable Sendable contexts (the lists
        // only read them), safe to share between the threads.
        nonisolated(unsafe) let site = context.site.templateValue
        let layout = PageLayout(templates: templates, context: context, pages: selected.count)
        return selected.parallelMap { token in
            let body = templates.render("token", TokenPageContext(site: site, token: details(token)))
            let html = layout.render(
                route: "tokens/\(token.path)/", title: token.path, description: token.description(in: strings.language) ?? "", content: body)
            let page = (SiteTokenView.outputPath(token.path), html)
            return badges ? [page, ("tokens/\(token.path).svg", TokenBadge.svg(for: token, contexts: contexts))] : [page]
        }.flatMap { $0 }
    }

    /// The layout of token pages: from shells when there are enough pages to pay for making
    /// them and the theme allows them, rendered page by page otherwise.
    private struct PageLayout: Sendable {
        let templates: ThemeTemplates
        let context: LayoutContextBuilder
        /// Shells for pages with a description and without one.
        let shells: (described: LayoutShell, undescribed: LayoutShell)?

        init(templates: ThemeTemplates, context: LayoutContextBuilder, pages: Int) {
            (self.templates, self.context) = (templates, context)
            // In a handbook of several languages each page links its own route in the others.
            guard pages >= 8, context.sharesLayout(below: "tokens/"), context.config.languages.count < 2, !context.hasVersions else {
                shells = nil
                return
            }
            func shell(described: Bool) -> LayoutShell? {
                LayoutShell(templates: templates, described: described) { title, description, url, content in
                    context.layout(outsideNavigationAt: "tokens/\u{0}/", url: url, title: title, description: description, contentHTML: content)
                }
            }
            if let described = shell(described: true), let undescribed = shell(described: false) {
                shells = (described, undescribed)
            } else {
                shells = nil
            }
        }

        func render(route: String, title: String, description: String, content: String) -> String {
            guard let shells else {
                return templates.render(layout: context.layout(route: route, title: title, description: description, contentHTML: content))
            }
            return (description.isEmpty ? shells.undescribed : shells.described)
                .render(title: title, description: description, url: context.href(route), content: content)
        }
    }

    /// `/tokens/`: every token, grouped by its parent path, with a filter by name, type and group.
    func renderIndex(templates: ThemeTemplates, context: LayoutContextBuilder, rows: TokenIndexRows = TokenIndexRows()) -> String {
        var groups: [(name: String, rows: [TokenIndexRows.Row])] = []
        var positions: [String: Int] = [:]
        // Rows are made on all cores: a system's thousand rows would otherwise keep one core busy alone.
        let made = tokens.defaults.tokens.parallelMap { token in
            let uses = codeUsage.map { $0.index.places(of: token.path).count }
            return rows.row(for: token, url: view.href(token.path), uses: uses) {
                let group = token.path.split(separator: ".").dropLast().joined(separator: ".")
                let entry = TokenIndexRowContext(
                    path: token.path, url: view.href(token.path), type: token.typeName, css: token.value.css,
                    group: group.isEmpty ? "(top level)" : group, deprecated: token.deprecation != nil, swatch: Self.swatch(of: token),
                    deprecatedLabel: strings["deprecatedBadge"], uses: uses, usesText: uses.map { strings.number($0) } ?? "")
                return TokenIndexRows.Row(token: token, url: view.href(token.path), entry: entry, html: templates.render("tokens-index-row", entry))
            }
        }
        for row in made {
            let name = row.entry.group
            if let position = positions[name] {
                groups[position].rows.append(row)
            } else {
                positions[name] = groups.count
                groups.append((name, [row]))
            }
        }
        let body = templates.render(
            "tokens-index",
            TokenIndexContext(
                site: context.site,
                count: tokens.defaults.tokens.count,
                countText: strings.format("tokenCount", ["count": strings.number(tokens.defaults.tokens.count)]),
                types: Array(Set(tokens.defaults.tokens.map(\.typeName))).sorted(),
                groups: groups.map { group in
                    TokenIndexGroupContext(
                        name: group.name, id: HeadingSlugger.baseSlug(for: group.name), tokens: group.rows.map(\.entry),
                        rowsHTML: group.rows.map(\.html).joined())
                }, hasUses: codeUsage != nil))
        return templates.render(
            layout: context.layout(
                route: "tokens/", title: "Tokens", description: "Every design token of this handbook, with its value.", contentHTML: body))
    }

    private func details(_ token: ResolvedToken) -> TokenDetailsContext {
        let contexts = tokens.permutations.groups(of: token.path).map { contextEntry(label: $0.label, token: $0.token, in: $0.tokens) }
        let names = tokens.swiftNames
        let swift = names.usage(for: token).map { usage in
            TokenDetailsContext.SwiftUsage(usage: usage, name: names.swiftUIName(for: token.path) ?? names.valueName(for: token.path) ?? "")
        }
        let deprecated = token.deprecation.map { deprecation in
            TokenDetailsContext.Deprecation(
                explanation: deprecation.explanation ?? strings["deprecatedExplanation"],
                explanationHTML: deprecation.explanation.map(view.linkingReferences) ?? HTMLEscaping.escape(strings["deprecatedExplanation"]),
                replacements: deprecation.replacements.filter { tokens.defaults[$0] != nil }.map { link($0) })
        }
        var details = TokenDetailsContext(
            path: token.path, type: token.typeName, description: token.description(in: strings.language), contexts: contexts,
            cssVariable: CSSText.customPropertyName(for: token.path), cssDeclaration: TokenCSSExporter.declaration(token),
            inCSS: token.type.isExportedToCSS, source: "\(token.source.file):\(token.source.line)", mentions: mentions[token.path] ?? [],
            components: componentUses[token.path] ?? [], badgeURL: view.badgeURL(token.path),
            aliasedBy: (aliasedBy[token.path] ?? []).map { link($0) }, swift: swift, deprecated: deprecated)
        let code = { (text: String) in "<code>" + HTMLEscaping.escape(text) + "</code>" }
        details.noCSSHTML = HTMLEscaping.escape(strings["noCSSForm"])
            .replacingEvery("{type}", with: HTMLEscaping.escape(token.typeName))
            .replacingEvery("{file}", with: code("tokens.json"))
            .replacingEvery("{path}", with: code("\"\(token.path)\""))
        details.swiftFileHTML = HTMLEscaping.escape(strings["swiftFile"])
            .replacingEvery("{command}", with: code("specimen tokens export --format swift"))
        details.figma = FigmaVariableDetails(token, strings: strings)
        details.code = codeUses(of: token.path)
        details.platforms = tokens.platformNames.names(for: token.path).map {
            TokenDetailsContext.PlatformUsage(platform: $0.platform, name: $0.name, command: "tokens export --format \($0.format)")
        }
        if let history = view.history {
            details.history = TokenHistoryEntries(history: history, view: view, strings: strings, changelogURL: changelogURL).entries(
                for: token.path)
        }
        return details
    }

    private func link(_ path: String) -> TokenLinkContext {
        TokenLinkContext(path: path, url: view.href(path))
    }

    /// The CSS color of a color token, for a swatch.
    static func swatch(of token: ResolvedToken) -> String? {
        if case .color(let color) = token.shownValue { return color.cssString }
        return nil
    }

    private func contextEntry(label: String, token: ResolvedToken, in set: ResolvedTokenSet) -> TokenValueContext {
        let chain = set.aliasChain(from: token.path).dropFirst().map { link($0) }
        return TokenValueContext(label: label, css: token.value.css, chain: chain, swatch: Self.swatch(of: token))
    }
}
