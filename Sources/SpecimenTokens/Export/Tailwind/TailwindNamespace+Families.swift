extension TailwindNamespace {
    /// Every utility Tailwind CSS v4 builds on a variable of this namespace named `name`: a color
    /// makes `bg-`, `text-`, `border-`, `fill-`… utilities, a spacing step every padding, margin,
    /// gap, size and inset one. Code written against the export uses any of them, so finding
    /// uses of a token means knowing them all, not only the one a token page shows.
    func utilityFamilies(_ name: String) -> [String] {
        switch self {
        case .breakpoint: return []
        default: return Self.prefixes[self, default: []].map { "\($0)-\(name)" }
        }
    }

    private static let sides = ["x", "y", "t", "r", "b", "l", "s", "e"]

    private static let prefixes: [TailwindNamespace: [String]] = [
        .color: [
            "bg", "text", "border", "outline", "ring", "ring-offset", "fill", "stroke", "decoration", "accent", "caret", "divide", "from",
            "via", "to", "shadow", "inset-shadow", "inset-ring", "drop-shadow", "text-shadow", "placeholder",
        ]
            + sides.map { "border-\($0)" },
        .font: ["font"],
        .fontWeight: ["font"],
        .text: ["text"],
        .tracking: ["tracking"],
        .leading: ["leading"],
        .container: ["max-w", "min-w", "w", "basis"],
        .spacing: [
            "p", "m", "gap", "gap-x", "gap-y", "space-x", "space-y", "w", "h", "min-w", "min-h", "max-w", "max-h", "size", "inset",
            "inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end", "translate-x", "translate-y", "scroll-m", "scroll-p",
            "indent", "basis", "border-spacing", "border-spacing-x", "border-spacing-y",
        ]
            + sides.flatMap { ["p\($0)", "m\($0)", "scroll-m\($0)", "scroll-p\($0)"] },
        .radius: ["rounded"] + ["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"].map { "rounded-\($0)" },
        .shadow: ["shadow"],
        .blur: ["blur", "backdrop-blur"],
        .ease: ["ease"],
    ]
}
