import SpecimenTokens

/// The changelog the history writes, as Markdown for the page that holds a `changelog` block:
/// release by release, newest first, each with its date, its tag's notes, and what was added,
/// changed, renamed, deprecated and removed, tokens as `{path}` chips.
package enum ChangelogMarkdown {
    /// - Parameter detailed: how many of the newest releases are written in full (nil: all);
    ///   older ones are their heading, date and counts.
    static func make(_ history: TokenHistory, strings: InterfaceStrings, detailed: Int? = nil) -> String {
        history.releases.reversed().enumerated().map { age, release in
            detailed.map { age < $0 } ?? true ? section(release, strings: strings) : summary(release, strings: strings)
        }.joined(separator: "\n")
    }

    /// An older release in a line: its heading (the id token pages link to), date and counts.
    private static func summary(_ release: TokenHistory.Release, strings: InterfaceStrings) -> String {
        var lines = ["## \(release.isUnreleased ? strings["unreleased"] : Self.literal(release.name)) {#\(anchor(of: release))}", ""]
        var facts: [String] = []
        if let date = release.date, !date.isEmpty { facts.append("*" + strings.format("releasedOn", ["date": strings.date(date)]) + "*") }
        if let diff = release.diff {
            let counts = [
                ("added", diff.added.count), ("changed", diff.changed.count), ("renamed", diff.renamed.count),
                ("deprecations", diff.deprecated.count), ("removed", diff.removed.count),
            ].filter { $0.1 > 0 }.map { "\(strings[$0.0]) \(strings.number($0.1))" }
            facts.append(counts.isEmpty ? strings["noTokenChanges"] : counts.joined(separator: " · "))
        } else {
            facts.append(strings.format("firstRelease", ["count": strings.number(release.tokenCount)]))
        }
        lines += [facts.joined(separator: " — "), ""]
        return lines.joined(separator: "\n")
    }

    /// The id of a release's section in the changelog, one per name: letters, digits, `.` and
    /// `-` stand for themselves, every other character is `_` and its UTF-8 bytes in uppercase
    /// hex (`v'x` → `release-v_27x`, never `v-x`'s `release-v-x`). Token pages link to it
    /// knowing only their release, so it depends on nothing else.
    package static func anchor(of release: TokenHistory.Release) -> String {
        guard !release.isUnreleased else { return "unreleased" }
        var anchor = "release-"
        for character in release.name {
            if character.isLetter || character.isNumber || character == "." || character == "-" {
                anchor.append(character)
            } else {
                for byte in String(character).utf8 { anchor += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
            }
        }
        return anchor
    }

    /// A tag's name as Markdown text: ASCII punctuation escaped, so `v1_2_`, `<b>` or `{x}` read
    /// as written rather than as emphasis, HTML or the heading's id.
    static func literal(_ name: String) -> String {
        // CommonMark lets a backslash escape exactly these.
        let asciiPunctuation = Set(##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.unicodeScalars)
        var text = ""
        for scalar in name.unicodeScalars {
            if asciiPunctuation.contains(scalar) { text += "\\" }
            text.unicodeScalars.append(scalar)
        }
        return text
    }

    /// The id of a list of a release's section: `_` then the list's key in lowercase, which no
    /// release's own id can end with (its `_` is always followed by uppercase hex).
    static func anchor(of release: TokenHistory.Release, list key: String) -> String {
        anchor(of: release) + "_" + key
    }

    private static func section(_ release: TokenHistory.Release, strings: InterfaceStrings) -> String {
        let anchor = anchor(of: release)
        var lines = ["## \(release.isUnreleased ? strings["unreleased"] : Self.literal(release.name)) {#\(anchor)}", ""]
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
            lines += ["### \(strings[key]) {#\(Self.anchor(of: release, list: key))}", ""] + items.map { "- " + $0 } + [""]
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
        guard markdown.containsUTF8("changelog") else { return false }
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
        return LineBreaks.oneLine(text)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
