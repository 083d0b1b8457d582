import SpecimenPages
import SpecimenTokens

/// The handbook's tokens as its site shows them, for tools that answer questions about them
/// (`specimen mcp`): each context a block shows, labelled as the site labels it; a token's
/// values grouped and labelled as its page groups them; its names on every platform; its
/// history; its URL. Made by `SiteSession.view` from the last run's tokens and token view.
public struct HandbookTokens: Sendable {
    /// One context a block shows beside the others.
    public struct Context: Sendable {
        /// `light`, `dark`, `contrast: increased`: what blocks and token pages call it.
        public let label: String
        /// Every modifier's context in this permutation.
        public let inputs: [String: String]
        public let tokens: ResolvedTokenSet
        /// Whether the site shows it on a dark page.
        public let isDark: Bool
    }

    /// A token's value in the permutations where it has that value, as its page lists it.
    public struct PermutationValue: Sendable {
        /// `every context`, `light`, `theme: dark, dark-hc`…
        public let label: String
        public let token: ResolvedToken
        /// The aliases followed from the token to its value, the token itself first.
        public let aliasChain: [String]
    }

    /// One event of a token's history, as its page tells it.
    public struct HistoryEntry: Sendable {
        /// The release's name, or the interface's word for changes not released yet.
        public let release: String
        /// `YYYY-MM-DD`, when the release has a date.
        public let date: String?
        /// What happened, as plain text: `Changed: dark #0a84ff → #409cff`.
        public let text: String
    }

    let site: SiteTokens
    let view: SiteTokenView
    let strings: InterfaceStrings

    /// The default permutation's tokens: every token of the handbook, in declaration order.
    public var defaults: ResolvedTokenSet { site.defaults }
    /// The resolver's modifiers with their contexts.
    public var modifiers: [ResolverDocument.Modifier] { site.project.modifiers }
    /// The default permutation first, then each other context of every modifier.
    public var contexts: [Context] {
        view.contexts.map { Context(label: $0.label, inputs: $0.inputs, tokens: $0.tokens, isDark: $0.isDark) }
    }
    /// The releases of `history:` and what they tell of each token; nil without `history:`.
    public var history: TokenHistory? { view.history }

    /// The token at `path` in every permutation, those agreeing in one entry.
    public func values(of path: String) -> [PermutationValue] {
        site.permutations.groups(of: path).map { group in
            PermutationValue(label: group.label, token: group.token, aliasChain: group.tokens.aliasChain(from: path))
        }
    }

    /// The token's name on each platform Specimen exports to.
    public func platformNames(for path: String) -> [PlatformName] {
        site.platformNames.names(for: path)
    }

    /// The token's page: a full URL when `baseURL` has an origin, else its absolute path.
    public func url(of path: String) -> String {
        (view.baseURL.origin ?? "") + view.href(path)
    }

    /// The token's history, newest first; empty without `history:`.
    public func historyEntries(of path: String) -> [HistoryEntry] {
        guard let history else { return [] }
        let entries = TokenHistoryEntries(history: history, view: view, strings: strings, changelogURL: nil)
        return entries.entries(for: path).map { entry in
            HistoryEntry(release: entry.release, date: entry.date, text: Self.plainText(entry.html))
        }
    }

    /// For a token a release had and the current tokens lack: when it went, and what to use
    /// instead (`was renamed to {color.accent} in 1.3.0`); nil for any other path.
    public func removal(of path: String) -> String? {
        view.tombstone(path).map(view.removalAdvice)
    }

    /// A sentence of a token page's HTML as text, read as search reads it.
    private static func plainText(_ html: String) -> String {
        SearchText(html: html).sections.map(\.body).joined(separator: " ")
    }
}
