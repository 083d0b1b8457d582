import SpecimenPages
import SpecimenTokens

/// `/tokens/<path>.svg`: a small, self-contained badge for wikis — the name and the value, with
/// a light and a dark half when a color differs by context; text colored for contrast.
enum TokenBadge {
    static let width = 320
    static let height = 64

    static func svg(for token: ResolvedToken, contexts: [SiteTokenView.Context]) -> String {
        var distinct: [(label: String, value: TokenValue, css: String)] = []
        for (label, found) in contexts.tokens(at: token.path) where !distinct.contains(where: { $0.value == found.value }) {
            distinct.append((label, found.shownValue, found.value.css))
        }
        if distinct.isEmpty { distinct = [("value", token.shownValue, token.value.css)] }

        let title = "\(token.path): " + distinct.map { "\($0.label) \($0.css)" }.joined(separator: ", ")
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(XMLEscaping.escape(title))">
            <title>\(XMLEscaping.escape(title))</title>

            """
        let slice = width / distinct.count
        for (index, (label, value, css)) in distinct.enumerated() {
            let x = index * slice
            let w = index == distinct.count - 1 ? width - x : slice
            let (fill, ink) = colors(for: value)
            svg += "<rect x=\"\(x)\" y=\"0\" width=\"\(w)\" height=\"\(height)\" fill=\"\(fill)\"/>\n"
            svg += text(token.path, x: x + 10, y: 26, size: 14, weight: "600", ink: ink, maxWidth: w - 20)
            let caption = distinct.count > 1 ? "\(label) \(css)" : css
            svg += text(caption, x: x + 10, y: 48, size: 12, weight: "400", ink: ink, maxWidth: w - 20)
        }
        return svg + "</svg>\n"
    }

    /// The badge of a removed token, at the URL its badge had: a neutral card with its name
    /// struck through, when it went (`release`, nil when not yet in a release) and what replaces it.
    static func svg(for tombstone: TokenHistory.Tombstone, release: String?) -> String {
        let went = tombstone.renamedTo != nil ? "renamed" : "removed"
        var caption = release.map { "\(went) in \($0)" } ?? "\(went), unreleased"
        if let replacement = tombstone.replacement { caption += " · use \(replacement)" }
        let title = "\(tombstone.path): \(caption)"
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(XMLEscaping.escape(title))">
            <title>\(XMLEscaping.escape(title))</title>
            <rect x="0" y="0" width="\(width)" height="\(height)" fill="#f5f6f8" stroke="#9aa1ab" stroke-dasharray="4 3"/>

            """ + text(tombstone.path, x: 10, y: 26, size: 14, weight: "600", ink: "#5b616b", maxWidth: width - 20, struck: true)
                + text(caption, x: 10, y: 48, size: 12, weight: "400", ink: "#16191e", maxWidth: width - 20) + "</svg>\n"
    }

    /// The fill is the color itself for colors (opaque, gamut-mapped sRGB), a neutral card otherwise;
    /// the ink is whichever of near-black or white contrasts more.
    private static func colors(for value: TokenValue) -> (String, String) {
        guard case .color(let color) = value else { return ("#f5f6f8", "#16191e") }
        let opaque = color.composited(over: white)
        // WCAG's ratio of two luminances, each plus 0.05: the lighter over the darker.
        let luminance = Contrast.relativeLuminance(opaque) + 0.05
        let ink = max(luminance, nearBlackLuminance) / min(luminance, nearBlackLuminance) >= whiteLuminance / luminance ? "#16191e" : "#ffffff"
        return (String(opaque.hexString.prefix(7)), ink)
    }

    private static let white = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
    private static let nearBlackLuminance = Contrast.relativeLuminance(ColorValue.parseHex("#16191e")!) + 0.05
    private static let whiteLuminance = Contrast.relativeLuminance(white) + 0.05

    private static func text(_ content: String, x: Int, y: Int, size: Int, weight: String, ink: String, maxWidth: Int, struck: Bool = false) -> String
    {
        // Long names are shortened with an ellipsis rather than overflowing: about 0.6 em per character.
        let limit = max(4, Int(Double(maxWidth) / (Double(size) * 0.6)))
        let shown = content.count > limit ? String(content.prefix(limit - 1)) + "…" : content
        return
            "<text x=\"\(x)\" y=\"\(y)\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"\(size)\" font-weight=\"\(weight)\" fill=\"\(ink)\"\(struck ? " text-decoration=\"line-through\"" : "")>\(XMLEscaping.escape(shown))</text>\n"
    }
}
