import Foundation

extension TokenDiff {
    /// Lines for a terminal: `+` added, `-` removed, `~` renamed, `*` changed, `!` deprecated.
    public var text: String {
        guard !isEmpty else { return "No token changes.\n" }
        var lines: [String] = []
        func section(_ title: String, _ count: Int, _ body: () -> [String]) {
            guard count > 0 else { return }
            lines.append("\(title) (\(count))")
            lines += body()
        }
        section("Added", added.count) { added.map { "  + \($0.path)  \($0.typeName) \($0.value.css)" } }
        section("Removed", removed.count) { removed.map { "  - \($0.path)" } }
        section("Renamed", renamed.count) { renamed.map { "  ~ \($0.from) → \($0.to)  (\($0.reason))" } }
        section("Changed", changed.count) {
            changed.flatMap { change in change.changes.map { "  * \(change.path)  \($0.context): \($0.before) → \($0.after)" } }
        }
        section("Deprecated", deprecated.count) { deprecated.map { "  ! \($0.path)\($0.deprecation?.explanation.map { ": \($0)" } ?? "")" } }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A changelog section in Markdown, with token names as `{path}` references so that a
    /// handbook page shows them as chips (removed tokens, which no longer exist, as code).
    public var markdown: String {
        guard !isEmpty else { return "No token changes.\n" }
        var blocks: [String] = []
        func section(_ title: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            blocks.append("### \(title)\n\n" + items.map { "- \($0)" }.joined(separator: "\n"))
        }
        section("Added", added.map { "{\($0.path)}" + ($0.description.map { ": \($0)" } ?? "") })
        section("Renamed", renamed.map { "`\($0.from)` is now {\($0.to)}" })
        section(
            "Changed",
            changed.map { change in
                "{\(change.path)}: " + change.changes.map { "\($0.context) `\($0.before)` → `\($0.after)`" }.joined(separator: "; ")
            })
        section("Deprecated", deprecated.map { "{\($0.path)}" + ($0.deprecation?.explanation.map { ": \($0)" } ?? "") })
        section("Removed", removed.map { "`\($0.path)`" })
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `{"added": […], "removed": […], "renamed": […], "changed": […], "deprecated": […]}`.
    public var json: String {
        JSONWriter.write(
            .object([
                "added": .array(added.map { .object(["css": .string($0.value.css), "path": .string($0.path), "type": .string($0.typeName)]) }),
                "changed": .array(
                    changed.map { change in
                        .object([
                            "changes": .array(
                                change.changes.map {
                                    .object(["after": .string($0.after), "before": .string($0.before), "context": .string($0.context)])
                                }),
                            "path": .string(change.path),
                        ])
                    }),
                "deprecated": .array(
                    deprecated.map { .object(["explanation": .string($0.deprecation?.explanation ?? ""), "path": .string($0.path)]) }),
                "removed": .array(removed.map { .object(["path": .string($0.path), "type": .string($0.typeName)]) }),
                "renamed": .array(renamed.map { .object(["from": .string($0.from), "reason": .string($0.reason), "to": .string($0.to)]) }),
            ]))
    }
}
