import SpecimenPages
import SpecimenTokens

/// The pages and badges of removed tokens, at the URLs they had: a wiki's link to a token
/// that went still answers, with when it went, its last value and what to use instead.
extension TokenPages {
    /// The tombstones in scope, each page with its badge (left to the default language's build
    /// in a translation), by output path.
    func renderTombstones(templates: ThemeTemplates, context: LayoutContextBuilder, only paths: RebuildScope<String> = .all) -> [(String, String)] {
        guard let history = view.history, !history.tombstones.isEmpty else { return [] }
        let badges = view.sharedRoot == nil
        let selected = paths.filter(history.tombstones.keys.sorted(), by: \.self)
        nonisolated(unsafe) let site = context.site.templateValue
        let entries = TokenHistoryEntries(history: history, view: view, strings: strings, changelogURL: changelogURL)
        return selected.parallelMap { path -> [(String, String)] in
            guard let tombstone = history.tombstones[path] else { return [] }
            let details = removedDetails(tombstone, history: history, entries: entries)
            let body = templates.render("token-removed", RemovedTokenPageContext(site: site, token: details))
            // The notice says when it went; a lead saying so too would repeat it.
            let html = templates.render(layout: context.layout(route: "tokens/\(path)/", title: path, description: "", contentHTML: body))
            let page = (SiteTokenView.outputPath(path), html)
            let release = history.releases[tombstone.removedIn]
            return badges
                ? [page, ("tokens/\(path).svg", TokenBadge.svg(for: tombstone, release: release.isUnreleased ? nil : release.name))] : [page]
        }.flatMap { $0 }
    }

    private func removedDetails(_ tombstone: TokenHistory.Tombstone, history: TokenHistory, entries: TokenHistoryEntries) -> RemovedTokenContext {
        let release = history.releases[tombstone.removedIn]
        var releaseHTML = HTMLEscaping.escape(release.name)
        if let url = changelogURL {
            releaseHTML = "<a href=\"\(HTMLEscaping.escape(url + "#" + ChangelogMarkdown.anchor(of: release)))\">\(releaseHTML)</a>"
        }
        let removedHTML = HTMLEscaping.escape(removalSentence(tombstone, release: release))
            .replacingEvery("{token}", with: tombstone.renamedTo.map(entries.tokenLink) ?? "")
            .replacingEvery("{release}", with: releaseHTML)
        return RemovedTokenContext(
            path: tombstone.path, type: tombstone.type,
            removedHTML: removedHTML,
            replacement: tombstone.replacement.map { TokenLinkContext(path: $0, url: view.href($0)) },
            lastValues: tombstone.lastValues.map { value in
                TokenValueContext(label: value.label, css: value.token.value.css, chain: [], swatch: Self.swatch(of: value.token))
            },
            history: entries.entries(for: tombstone.path), mentions: mentions[tombstone.path] ?? [],
            badgeURL: view.badgeURL(tombstone.path),
            code: codeUsage.flatMap { $0.index.places(of: tombstone.path).isEmpty ? nil : codeUses(of: tombstone.path) })
    }

    /// "This token was removed in {release}", or renamed to {token}; after the last release
    /// when no release has the change yet.
    private func removalSentence(_ tombstone: TokenHistory.Tombstone, release: TokenHistory.Release) -> String {
        let renamed = tombstone.renamedTo != nil
        if release.isUnreleased { return strings[renamed ? "tokenRenamedUnreleased" : "tokenRemovedUnreleased"] }
        return strings[renamed ? "tokenRenamed" : "tokenRemoved"]
    }
}
