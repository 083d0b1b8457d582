import Foundation
import MCP
import SpecimenSite
import SpecimenTokens

/// `nearest_colors`: the color tokens closest to a color, in every context.
struct NearestColorsTool: AssistantTool {
    let name = "nearest_colors"
    let title = "Nearest color tokens"
    let description = """
        The handbook's color tokens closest to a color, in each context (light, dark, …), by ΔEOK — the distance in \
        OKLab of CSS Color 4, where 0 is the same color and about 0.02 the least difference most people see; alpha is not \
        compared. The color may be written in any CSS form: #0a84ff, rgb(10 132 255), hsl(211 100% 52%), \
        oklch(62% 0.19 255), color(display-p3 0.1 0.5 1), a named color such as rebeccapurple. Tokens sharing the value \
        (an alias and what it aliases) are listed together. Use it to replace a hard-coded color with a token.
        """
    let properties: [ToolSchema.Property] = [
        .string("color", "A CSS color, e.g. '#0a84ff', 'rgb(10 132 255)', 'oklch(62% 0.19 255)'.", required: true),
        .string("context", "Only this context, by the label the handbook gives it (e.g. 'dark'); every context when absent."),
        .integer("limit", "How many distinct colors to list per context.", default: 5, range: 1...50),
    ]

    func call(_ arguments: ToolArguments, on handbook: HandbookSnapshot) throws(ToolFailure) -> ToolAnswer {
        let tokens = try handbook.tokens()
        let written = try arguments.requiredString("color")
        guard let target = try ColorValue.parseArgument(written, argument: "color") else {
            throw ToolFailure(
                "'\(written)' is not a CSS color this reads. Write it as #rrggbb, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), "
                    + "color(display-p3 …) or a CSS color name.")
        }
        let limit = try arguments.integer("limit", default: 5, range: 1...50)
        let results = try tokens.contexts(labelled: try arguments.string("context")).map { NearestColors(to: target, in: $0, limit: limit) }
        var lines = ["Color tokens nearest \(written) (\(target.cssString), \(Self.oklch(target))), by ΔEOK:"]
        for result in results {
            lines.append("\(result.label):")
            lines += result.matches.map { "  \($0.color.cssString)  ΔEOK \(Self.distance($0.distance))  \(Self.names($0.paths))" }
        }
        if results.allSatisfy(\.matches.isEmpty) { lines = ["The handbook has no color tokens."] }
        return ToolAnswer(
            text: lines.joined(separator: "\n"),
            structured: [
                "color": .object(["written": .string(written), "css": .string(target.cssString), "oklch": .string(Self.oklch(target))]),
                "contexts": .array(results.map(Self.entry)),
            ])
    }

    private static func entry(_ result: NearestColors) -> Value {
        .object([
            "label": .string(result.label),
            "matches": .array(
                result.matches.map { match in
                    .object([
                        "css": .string(match.color.cssString), "deltaEOK": .double((match.distance * 10000).rounded() / 10000),
                        "tokens": .array(match.paths.map(Value.string)),
                    ])
                }),
        ])
    }

    /// At most eight names, then how many more.
    static func names(_ paths: [String]) -> String {
        paths.count <= 8 ? paths.joined(separator: ", ") : paths.prefix(8).joined(separator: ", ") + " and \(paths.count - 8) more"
    }

    static func distance(_ value: Double) -> String {
        String(format: "%.4f", value)
    }

    static func oklch(_ color: ColorValue) -> String {
        let oklch = color.oklch
        return String(format: "oklch(%.1f%% %.3f %.1f)", oklch.l * 100, oklch.c, oklch.h)
    }
}
