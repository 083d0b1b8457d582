import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// The handbook's token history as the site shows it: on token pages, as tombstones for the
/// tokens that went, in `tokens.json` and in the changelog block. Made by `load`, the "read
/// history" step, from the release tags `history:` names and the tokens just resolved.
struct SiteHistory: Sendable {
    let history: TokenHistory

    /// The releases of `history:` and the current tokens; nil when the handbook has no
    /// `history:` or no tokens. A release published beside the current handbook (see
    /// `SiteConfig.publishedVersion`) tells the releases up to itself.
    /// - Parameter root: the handbook's folder in the git repository the releases are read from.
    static func load(config: SiteConfig, root: URL, tokens: SiteTokens?) -> (SiteHistory?, [Diagnostic]) {
        guard let settings = config.history, let tokens else { return (nil, []) }
        var (snapshots, diagnostics) = ReleaseReader(settings: settings, config: config, root: root).read()
        if let version = config.publishedVersion, let last = snapshots.lastIndex(where: { $0.name == version.name }) {
            snapshots.removeSubrange((last + 1)...)
        }
        let labels = ContextLabels(modifiers: tokens.project.modifiers, base: tokens.baseInputs, appearance: config.themeModifier)
        let current =
            [TokenDiff.Context(label: labels.defaultLabel, tokens: tokens.defaults)]
            + tokens.alternates.map { TokenDiff.Context(label: labels.label($0.modifier, $0.context), tokens: $0.tokens) }
        return (SiteHistory(history: TokenHistory(snapshots: snapshots, current: current)), diagnostics)
    }
}

extension SiteHistory {
    /// `removed` in `tokens.json`: each tombstone's type, the release it went in, what
    /// replaces it, and its last value, by path.
    func removedJSON() -> JSONValue? {
        guard !history.tombstones.isEmpty else { return nil }
        return .object(
            members: history.tombstones.keys.sorted().compactMap { path in
                guard let tombstone = history.tombstones[path], let last = tombstone.lastValues.first?.token else { return nil }
                let release = history.releases[tombstone.removedIn]
                var members: [(String, JSONValue)] = [("type", .string(tombstone.type))]
                members.append(("removedIn", release.isUnreleased ? .null : .string(release.name)))
                if let date = release.date { members.append(("date", .string(date))) }
                if let renamed = tombstone.renamedTo { members.append(("renamedTo", .string(renamed))) }
                members.append(("replacement", tombstone.replacement.map { .string($0) } ?? .null))
                members.append(("lastValue", last.value.jsonValue))
                if last.type.isExportedToCSS { members.append(("css", .string(last.value.css))) }
                return (path, .object(members: members))
            })
    }
}
