/// What `specimen explain` prints: one code in full, or the list of every code, as plain text
/// wrapped for a terminal.
public enum DiagnosticExplanation {
    /// Everything about `entry`: its severity and what may change it, its summary, what it
    /// means, an example that produces it, and how to fix it.
    public static func text(for entry: DiagnosticCatalogue.Entry, width: Int = 80) -> String {
        var lines = TextLayout.wrap("\(entry.code) (\(severityWord(entry))): \(entry.summary)", width: width, first: "", rest: "    ")
        lines += section("Severity", severity(entry), width: width)
        lines += section("What it means", entry.explanation, width: width)
        lines += ["", "Example"] + example(entry.example, width: width)
        lines += section("How to fix it", entry.fix, width: width)
        return lines.joined(separator: "\n")
    }

    /// Every code with its severity and summary, area by area.
    public static func list(width: Int = 80) -> String {
        var lines = [
            "Every diagnostic code Specimen prints; `specimen explain CODE` tells more about one.",
            "warning* marks a warning that --strict makes an error.",
        ]
        for area in DiagnosticCatalogue.Area.allCases {
            lines += ["", area.title]
            let codeWidth = area.entries.map(\.code.count).max() ?? 0
            for entry in area.entries {
                let severity = severityWord(entry) + (entry.isDeviation ? "*" : "")
                let prefix = "  " + padded(entry.code, codeWidth) + "  " + padded(severity, 8) + "  "
                lines += TextLayout.wrap(entry.summary, width: width, first: prefix, rest: String(repeating: " ", count: prefix.count))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func severityWord(_ entry: DiagnosticCatalogue.Entry) -> String { entry.severity.rawValue }

    /// What the severity means for a build, and what `--strict` and `diagnostics:` do to it.
    static func severity(_ entry: DiagnosticCatalogue.Entry) -> String {
        let settings = "`diagnostics:` in specimen.yml can turn it off (`\(entry.code): off`) or make it an error (`\(entry.code): error`)."
        switch entry.severity {
        case .error:
            return
                "An error: the command fails on it. `diagnostics:` in specimen.yml cannot turn it off or make it a warning, since a build cannot go past an error."
        case .warning where entry.isDeviation:
            return "A warning, and an error under --strict: it marks a deviation from the format that Specimen reads all the same. " + settings
        case .warning:
            return "A warning: the build goes on, unless --strict makes every warning fail it. " + settings
        case .note:
            return
                "A note, printed by `specimen check` only; it fails nothing. `diagnostics:` in specimen.yml can turn it off (`\(entry.code): off`) or make it an error (`\(entry.code): error`), so that `specimen check` fails on it."
        }
    }

    private static func section(_ title: String, _ text: String, width: Int) -> [String] {
        ["", title] + TextLayout.blocks(text, width: width, indent: "  ")
    }

    private static func example(_ example: DiagnosticCatalogue.Example, width: Int) -> [String] {
        switch example {
        case .situation(let text):
            return TextLayout.wrap(
                "No handbook's files alone produce this code; it comes from a situation like this one.", width: width, first: "  ", rest: "  ")
                + [""] + TextLayout.blocks(text, width: width, indent: "  ")
        case .handbook(let handbook):
            return handbookExample(handbook, width: width)
        }
    }

    private static func handbookExample(_ handbook: DiagnosticCatalogue.Handbook, width: Int) -> [String] {
        var lines = ["  In a folder holding these files:"]
        for file in handbook.files {
            lines += ["", "    \(file.path)"]
            let text = file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append(TextLayout.shortened("    | " + line, width: width))
            }
        }
        lines += ["", "  this command", "", "    $ \(handbook.commandLine)", "", "  prints"]
        lines += ["", "    " + handbook.message]
        if handbook.message.contains(DiagnosticCatalogue.Handbook.folderPlaceholder) {
            lines +=
                [""]
                + TextLayout.wrap("(\(DiagnosticCatalogue.Handbook.folderPlaceholder) stands for the folder.)", width: width, first: "  ", rest: "  ")
        }
        return lines
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
