import SpecimenDiagnostics
import SpecimenPages
import SpecimenSite
import SpecimenTokens

/// A color a caller names: a color token, whose value may differ by context, or a CSS color
/// in any form, the same in all.
enum ColorOperand {
    case token(ResolvedToken)
    case literal(ColorValue, written: String)

    /// The operand `text` names; `argument` is the argument it came in, for the failure.
    static func parse(_ text: String, argument: String, tokens: HandbookTokens?) throws(ToolFailure) -> ColorOperand {
        let path = text.trimmingPrefix("{").filter { $0 != "}" }
        if let token = tokens?.defaults[path] {
            guard token.type == .color else {
                throw ToolFailure(
                    "'\(path)' (\(argument)) is a \(token.typeName) token, not a color; find_tokens with type 'color' lists the colors.")
            }
            return .token(token)
        }
        if let color = try ColorValue.parseArgument(text, argument: argument) { return .literal(color, written: text) }
        let colors = tokens?.defaults.tokens.filter { $0.type == .color }.map(\.path) ?? []
        let near = Suggestion.closest(to: path, in: colors).map { " (did you mean the token '\($0)'?)" } ?? ""
        throw ToolFailure(
            "'\(text)' (\(argument)) is neither a color token\(near) nor a CSS color. Colors are written as #rrggbb, rgb(), hsl(), "
                + "hwb(), lab(), lch(), oklab(), oklch(), color(display-p3 …) or a CSS color name.")
    }

    /// Its color in `context`; nil where a token has no color value there.
    func color(in context: HandbookTokens.Context?) -> ColorValue? {
        switch self {
        case .literal(let color, _): return color
        case .token(let token):
            let value: TokenValue? = context.map { $0.tokens[token.path]?.value } ?? token.value
            if case .color(let color)? = value { return color }
            return nil
        }
    }

    /// The token's path, or the color as written.
    var name: String {
        switch self {
        case .token(let token): token.path
        case .literal(_, let written): written
        }
    }

    var isToken: Bool {
        if case .token = self { return true }
        return false
    }
}

extension HandbookTokens {
    /// The context labelled `label`; all of them when nil.
    func contexts(labelled label: String?) throws(ToolFailure) -> [Context] {
        guard let label else { return contexts }
        if let context = contexts.first(where: { $0.label == label }) { return [context] }
        let labels = contexts.map(\.label)
        throw ToolFailure("No context '\(label)'\(didYouMean(label, in: labels)) Contexts: \(labels.joined(separator: ", ")).")
    }
}

extension ColorValue {
    /// The largest component a color a caller writes may have, as in token files: no color
    /// space reaches a million, and beyond it conversions overflow to infinities.
    static let componentLimit = 1e6

    /// The CSS color `text` (the argument `argument`) writes; nil when it is none, a failure
    /// when a component lies beyond `componentLimit` (`oklch(50% 1e308 0)`).
    static func parseArgument(_ text: String, argument: String) throws(ToolFailure) -> ColorValue? {
        guard let color = parseCSS(text) else { return nil }
        guard color.components.allSatisfy({ abs($0 ?? 0) <= componentLimit }) else {
            throw ToolFailure(
                "'\(text)' (\(argument)) has a component beyond any color space's range: components are within ±1,000,000.")
        }
        return color
    }
}
