import SpecimenPages
import SpecimenTokens

/// `search/colors.json`: every color token with its OKLab coordinates in each context, fetched
/// only when a query is a color (`#0969da`, `rgb(…)`, `oklch(…)`), to list the nearest tokens.
///
/// Each entry is `[path, url, [[context, L, a, b, css], …]]`.
enum SearchColors {
    /// One token's entry, or nil when it is not a color.
    static func entry(_ token: ResolvedToken, view: SiteTokenView) -> String? {
        guard token.shownType == .color else { return nil }
        // Contexts mostly agree: each distinct color is converted once.
        var converted: [(color: ColorValue, text: String)] = []
        var contexts: [String] = []
        for (label, found) in view.contexts.tokens(at: token.path) {
            guard case .color(let color) = found.shownValue else { continue }
            let text: String
            if let known = converted.first(where: { $0.color == color }) {
                text = known.text
            } else {
                let lab = color.oklab
                text = [lab.l, lab.a, lab.b].map { JSONWriter.number(round4($0)) }.joined(separator: ",") + "," + JSONWriter.quoted(color.cssString)
                converted.append((color, text))
            }
            contexts.append("[" + JSONWriter.quoted(label) + "," + text + "]")
        }
        return "[" + JSONWriter.quoted(token.path) + "," + JSONWriter.quoted(view.href(token.path)) + ",[" + contexts.joined(separator: ",") + "]]"
    }

    private static func round4(_ value: Double) -> Double {
        (value * 10000).rounded() / 10000
    }
}
