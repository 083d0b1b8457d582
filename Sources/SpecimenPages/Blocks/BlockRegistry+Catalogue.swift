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
        return lines.joined(separator: "\n")
    }
}
