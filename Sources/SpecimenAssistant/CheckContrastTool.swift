import MCP
import SpecimenPages
import SpecimenSite
import SpecimenTokens

/// `check_contrast`: WCAG 2 and APCA contrast of two colors or color tokens, per context.
struct CheckContrastTool: AssistantTool {
    let name = "check_contrast"
    let title = "Check contrast"
    let description = """
        The contrast of a text (or icon) color on a background, in every context of the handbook: the WCAG 2 contrast \
        ratio with pass or fail for AA text (4.5:1), AA large text (3:1), AA non-text/UI components (3:1), AAA text (7:1) \
        and AAA large text (4.5:1), and the APCA lightness contrast Lc (WCAG 3 draft; positive for dark on light). Each \
        side is a color token path (its value in each context) or a CSS color in any form. A translucent color is \
        composited over the background first, and a translucent background over white, as the handbook's contrast blocks do.
        """
    let properties: [ToolSchema.Property] = [
        .string("foreground", "The text or icon color: a color token path (e.g. 'color.contrast') or a CSS color.", required: true),
        .string("background", "The background: a color token path (e.g. 'color.theme') or a CSS color.", required: true),
        .string("context", "Only this context, by the label the handbook gives it (e.g. 'dark'); every context when absent."),
    ]

    func call(_ arguments: ToolArguments, on handbook: HandbookSnapshot) throws(ToolFailure) -> ToolAnswer {
        let tokens = handbook.view?.tokens
        let foreground = try ColorOperand.parse(try arguments.requiredString("foreground"), argument: "foreground", tokens: tokens)
        let background = try ColorOperand.parse(try arguments.requiredString("background"), argument: "background", tokens: tokens)
        let chosen = try arguments.string("context")
        // Two literal colors are the same in every context: measured once.
        let contexts: [HandbookTokens.Context?] =
            foreground.isToken || background.isToken ? try (tokens?.contexts(labelled: chosen) ?? []).map { $0 } : [nil]
        var lines = ["\(foreground.name) on \(background.name):"]
        var entries: [Value] = []
        for context in contexts {
            let label = context?.label ?? "value"
            guard let text = foreground.color(in: context), let ground = background.color(in: context) else {
                lines.append("  \(label): not both colors here")
                continue
            }
            let pair = ContrastPair(foreground: text, background: ground)
            let verdicts = pair.criteria.map { "\($0.name) \($0.passes ? "pass" : "fail")" }.joined(separator: ", ")
            lines.append("  \(label): \(text.cssString) on \(ground.cssString) — \(pair.ratioText) (\(verdicts)) · APCA Lc \(pair.lcText)")
            entries.append(Self.entry(pair, label: label))
        }
        return ToolAnswer(
            text: lines.joined(separator: "\n"),
            structured: ["foreground": .string(foreground.name), "background": .string(background.name), "contexts": .array(entries)])
    }

    private static func entry(_ pair: ContrastPair, label: String) -> Value {
        var passes: [String: Value] = [:]
        for criterion in pair.criteria { passes[criterion.name] = .bool(criterion.passes) }
        return .object([
            "label": .string(label), "foreground": .string(pair.foreground.cssString), "background": .string(pair.background.cssString),
            "ratio": .double((pair.ratio * 100).rounded(.down) / 100), "apcaLc": .double((pair.lc * 10).rounded() / 10),
            "passes": .object(passes),
        ])
    }
}
