import SpecimenTokens

/// The changelog the history writes, as Markdown for the page that holds a `changelog` block:
/// release by release, newest first, each with its date, its tag's notes, and what was added,
/// changed, renamed, deprecated and removed, tokens as `{path}` chips.
package enum ChangelogMarkdown {
    static func make(_ history: TokenHistory, strings: InterfaceStrings) -> String {
        history.releases.enumerated().reversed().map { index, release in
            section(release, first: index == 0, strings: strings)
        }.joined(separator: "\n")
    }

    /// The id of a release's section in the changelog.
    package static func anchor(of release: TokenHistory.Release) -> String {
        release.isUnreleased ? "unreleased" : "release-" + release.name.map { $0.isLetter || $0.isNumber || $0 == "." ? String($0) : "-" }.joined()
    }

    private static func section(_ release: TokenHistory.Release, first: Bool, strings: InterfaceStrings) -> String {
        let anchor = anchor(of: release)
        var lines = ["## \(release.isUnreleased ? strings["unreleased"] : release.name) {#\(anchor)}", ""]
        if let date = release.date, !date.isEmpty {
            lines += ["*" + strings.format("releasedOn", ["date": strings.date(date)]) + "*", ""]
        }
        if let notes = release.notes { lines += [notes, ""] }
        guard let diff = release.diff else {
            lines += [strings.format("firstRelease", ["count": strings.number(release.tokenCount)]), ""]
            return lines.joined(separator: "\n")
        }
        guard !diff.isEmpty else { return (lines + [strings["noTokenChanges"], ""]).joined(separator: "\n") }
        func list(_ key: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            lines += ["### \(strings[key]) {#\(anchor)-\(key)}", ""] + items.map { "- " + $0 } + [""]
        }
        list("added", diff.added.map { chip($0.path) + (oneLine($0.description).map { ": " + $0 } ?? "") })
        list(
            "changed",
            diff.changed.map { change in
                chip(change.path) + ": " + change.changes.map { "\($0.context) \(code($0.before)) → \(code($0.after))" }.joined(separator: "; ")
            })
        list("renamed", diff.renamed.map { "\(chip($0.from)) → \(chip($0.to))" })
        list("deprecations", diff.deprecated.map { chip($0.path) + (oneLine($0.deprecation?.explanation).map { ": " + $0 } ?? "") })
        list("removed", diff.removed.map { chip($0.path) })
        return lines.joined(separator: "\n")
    }

    private static func chip(_ path: String) -> String { "{\(path)}" }

    /// Whether a page's Markdown holds a `changelog` block (a fence whose info string starts
    /// with the word).
    package static func isHeld(by markdown: String) -> Bool {
        guard markdown.contains("changelog") else { return false }
        return markdown.split(whereSeparator: \.isNewline).contains { line in
            let trimmed = line.drop { $0 == " " }
            let fence = trimmed.prefix { $0 == "`" || $0 == "~" }
            guard fence.count >= 3 else { return false }
            let info = trimmed.dropFirst(fence.count).drop { $0 == " " }
            return info == "changelog" || info.hasPrefix("changelog ")
        }
    }

    /// A code span that holds `text` whatever backticks it has.
    static func code(_ text: String) -> String {
        guard !text.isEmpty else { return "—" }
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    private static func oneLine(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
