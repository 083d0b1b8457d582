import SpecimenDiagnostics

extension BlockRegistry {
    /// Every block as `specimen explain` lists it under the codes about blocks: its syntax,
    /// what it shows and the options it takes, wrapped to `width`.
    package static func catalogueText(width: Int = 80) -> String {
        var lines = ["", "The blocks"]
        for kind in kinds {
            let entry = kind.catalogue
            lines += [""] + TextLayout.wrap("```" + entry.syntax, width: width, first: "  ", rest: "  ")
            lines += TextLayout.wrap(
                entry.summary.prefix(1).uppercased() + entry.summary.dropFirst() + ".", width: width, first: "    ", rest: "    ")
            for option in entry.options {
                lines += TextLayout.wrap("\(option.name): \(option.takes), e.g. `\(option.example)`", width: width, first: "    - ", rest: "      ")
            }
            if entry.options.isEmpty { lines.append("    (no options)") }
        }
        // Alerts are GitHub's own syntax, a quote rather than a fenced block, but an author looks for them here.
        lines += ["", "  > [!NOTE]  (also TIP, IMPORTANT, WARNING, CAUTION)"]
        lines += TextLayout.wrap(
            "A block quote at the top of a page whose first line names a kind is a callout: its kind said by an icon and a word "
                + "in the page's language, as GitHub shows it. The Markdown copy keeps the syntax.",
            width: width, first: "    ", rest: "    ")
        return lines.joined(separator: "\n")
    }
}
