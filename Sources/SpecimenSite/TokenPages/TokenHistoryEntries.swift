import SpecimenPages
import SpecimenTokens

/// A token's history as its page tells it: each event, newest first, as a sentence in the
/// page's language, its release linking to that release's section of the changelog.
struct TokenHistoryEntries {
    let history: TokenHistory
    let view: SiteTokenView
    let strings: InterfaceStrings
    /// The changelog page's URL, when a page holds the `changelog` block.
    let changelogURL: String?

    func entries(for path: String) -> [TokenHistoryEntryContext] {
        (history.entries[path] ?? []).reversed().map { entry in
            let release = history.releases[entry.release]
            let name = release.isUnreleased ? strings["unreleased"] : release.name
            return TokenHistoryEntryContext(
                release: name, url: changelogURL.map { $0 + "#" + ChangelogMarkdown.anchor(of: release) }, date: release.date,
                dateText: release.date.map(strings.date), html: sentence(entry.event))
        }
    }

    /// What happened, as HTML.
    func sentence(_ event: TokenHistory.Event) -> String {
        switch event {
        case .introduced(let replacing):
            return replacing.map { with("historyIntroducedReplacing", token: $0) } ?? escaped("historyIntroduced")
        case .changed(let changes):
            let list = changes.map { change in
                HTMLEscaping.escape(change.context) + " " + code(change.before) + " → " + code(change.after)
            }
            return escaped("historyChanged") + ": " + list.joined(separator: "; ")
        case .renamed(let from):
            return with("historyRenamedFrom", token: from)
        case .renamedTo(let to):
            return with("historyRenamedTo", token: to)
        case .deprecated(let explanation, let replacements):
            // An explanation names its replacements itself, as `{path}`: they become links.
            guard let explanation, !explanation.isEmpty else {
                return escaped("historyDeprecated") + (replacements.first.map { " " + with("historyUseInstead", token: $0) } ?? "")
            }
            return escaped("historyDeprecated") + ": " + view.linkingReferences(in: explanation)
        case .removed:
            return escaped("historyRemoved")
        }
    }

    /// A link to a token's page (or tombstone).
    func tokenLink(_ path: String) -> String { view.link(path) }

    private func escaped(_ key: String) -> String { HTMLEscaping.escape(strings[key]) }

    /// The string `key` with its `{token}` made a link to that token.
    private func with(_ key: String, token path: String) -> String {
        escaped(key).replacingEvery("{token}", with: tokenLink(path))
    }

    private func code(_ text: String) -> String {
        text.isEmpty ? "—" : "<code>" + HTMLEscaping.escape(text) + "</code>"
    }
}
