import Foundation

/// What changed in a page since it was translated, as the handbook's git history tells: the
/// translation is measured from the commit or date its front matter names
/// (`translatedFrom:`), or else from its own last commit; the page it translates is compared
/// with that point as it is now (committed or not). Without git nothing is said.
package struct TranslationFreshness: Sendable, Hashable {
    /// The day the page first changed after that point (`2026-05-01`); nil for changes not
    /// committed yet.
    package var since: String?
    /// The headings of the sections that changed, in the page's order; the page's title for
    /// text before its first heading.
    package var changedSections: [String]

    /// How `translation` stands against the page at `source` (a path from the handbook's root);
    /// nil when it is current, or when nothing tells.
    /// - Parameter title: what to call text before the first heading when the page's front
    ///   matter has no title.
    /// - Parameter lastCommits: the last commit of each file of the translation's folder, by
    ///   path from the root, when known already (see `lastCommits(below:git:)`).
    package static func of(
        _ translation: ContentPage, source: String, title: String, git: Git, lastCommits: [String: String]? = nil
    ) -> TranslationFreshness? {
        guard let base = base(of: translation, source: source, git: git, lastCommits: lastCommits),
            let diff = git.run(["diff", "-U0", "--no-color", base, "--", source]), !diff.isEmpty
        else { return nil }
        let since = git.run(["log", "--reverse", "--format=%cs", "\(base)..HEAD", "--", source])?.split(separator: "\n").first.map(String.init)
        let text = (try? String(contentsOf: git.root.appendingPathComponent(source), encoding: .utf8)) ?? ""
        return TranslationFreshness(since: since, changedSections: sections(changedBy: diff, in: text, title: title))
    }

    /// The commit the translation was made from.
    private static func base(of translation: ContentPage, source: String, git: Git, lastCommits: [String: String]?) -> String? {
        guard let from = translation.frontMatter.translatedFrom?.trimmingCharacters(in: .whitespaces), !from.isEmpty else {
            if let lastCommits { return lastCommits[translation.displayPath] }
            let last = git.run(["log", "-1", "--format=%H", "--", translation.displayPath])?.trimmingCharacters(in: .whitespacesAndNewlines)
            return last?.isEmpty == false ? last : nil
        }
        if isDate(from) {
            let before = git.run(["rev-list", "-1", "--before=\(from) 23:59:59", "HEAD", "--", source])?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            // A page that did not exist yet has changed entirely: compare with the empty tree.
            return before?.isEmpty == false ? before : emptyTree
        }
        return git.run(["rev-parse", "--verify", "--quiet", "\(from)^{commit}"])?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The last commit of each file below `folder` (a path from the handbook's root, which may
    /// be a folder of the repository), from one walk of the history rather than one per file.
    package static func lastCommits(below folder: String, git: Git) -> [String: String] {
        guard let log = git.run(["log", "--relative", "--format=@%H", "--name-only", "--", folder]) else { return [:] }
        var commits: [String: String] = [:]
        var current = ""
        for line in log.split(separator: "\n") {
            if line.hasPrefix("@") {
                current = String(line.dropFirst())
            } else if commits[String(line)] == nil {
                commits[String(line)] = current
            }
        }
        return commits
    }

    /// Git's empty tree, which every repository knows.
    private static let emptyTree = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

    /// `2026-05-01`.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// The headings over the lines a `git diff -U0` changed in `text` (the page now).
    static func sections(changedBy diff: String, in text: String, title: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let headings = headingsByLine(lines, title: title)
        var found: [String] = []
        for hunk in diff.split(separator: "\n") where hunk.hasPrefix("@@ ") {
            // @@ -a,b +c,d @@: lines c to c+d-1 of the page now (none when d is 0: a removal at c).
            guard let added = hunk.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
            let numbers = added.dropFirst().split(separator: ",").compactMap { Int($0) }
            guard let start = numbers.first else { continue }
            let count = numbers.count > 1 ? numbers[1] : 1
            for line in max(1, start)...max(1, start + max(count, 1) - 1) {
                let heading = headings[min(max(0, line - 1), max(0, headings.count - 1))]
                if !found.contains(heading) { found.append(heading) }
            }
        }
        return found
    }

    /// For each line, the heading of the section it is in (outside code fences and front matter).
    private static func headingsByLine(_ lines: [Substring], title: String) -> [String] {
        let frontMatterEnd = lines.first == "---" ? lines.dropFirst().firstIndex { $0 == "---" || $0 == "..." } : nil
        var current = frontMatterTitle(lines[..<(frontMatterEnd ?? 0)]) ?? title
        var inFence = false
        var result: [String] = []
        for (index, line) in lines.enumerated() {
            if let end = frontMatterEnd, index <= end {
                // A change to the front matter is a change to the page as a whole.
            } else if line.hasPrefix("```") || line.hasPrefix("~~~") {
                inFence.toggle()
            } else if !inFence, line.hasPrefix("#"), let text = headingText(line) {
                current = text
            }
            result.append(current)
        }
        return result.isEmpty ? [title] : result
    }

    /// The `title:` of front matter lines, unquoted.
    private static func frontMatterTitle(_ lines: ArraySlice<Substring>) -> String? {
        guard let line = lines.first(where: { $0.hasPrefix("title:") }) else { return nil }
        let written = line.dropFirst(6).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        return written.isEmpty ? nil : written
    }

    /// `Semantic colors` for `## Semantic colors {#semantic}`; nil for a line that is no ATX heading.
    private static func headingText(_ line: Substring) -> String? {
        let marks = line.prefix { $0 == "#" }
        guard (1...6).contains(marks.count), line.dropFirst(marks.count).first == " " else { return nil }
        var text = line.dropFirst(marks.count).trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("}"), let open = text.range(of: " {#", options: .backwards) { text = String(text[..<open.lowerBound]) }
        return text.isEmpty ? nil : text
    }
}
