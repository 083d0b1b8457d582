import Foundation
import SpecimenTokens

/// `swatches GROUP`: every color under GROUP with its value in each context side by side,
/// hex / rgb / oklch, contrast against the page background, and the alias chain.
enum SwatchesBlock {
    static let lightPage = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
    static let darkPage = ColorValue.parseHex("#111318")!

    static func render(group: String, context: TokenBlockContext) -> String {
        var html = "<div class=\"token-block swatches\" data-block=\"swatches\">\n"
        for token in context.tokens(under: group, types: [.color]) {
            html += "<figure class=\"swatch\" data-token=\"\(token.path.html)\">\n<div class=\"swatch-contexts\">\n"
            for (ctx, value, label) in context.valuesByContext(token.path) {
                guard case .color(let color) = value.value else { continue }
                let page = ctx.isDark ? darkPage : lightPage
                let ratio = Contrast.wcagRatio(foreground: color, background: page)
                let chain = ctx.tokens.aliasChain(from: token.path).dropFirst().map { "<code>\($0.html)</code>" }.joined(separator: " → ")
                let (r, g, b) = color.srgbComponents
                let oklch = color.oklch
                html += """
                    <div class="swatch-context\(ctx.isDark ? " is-dark" : "")" data-context="\(ctx.label.html)">
                    <div class="swatch-color" style="background: \(color.cssString.html)" data-token="\(token.path.html)" data-context="\(ctx.label.html)"></div>
                    <dl class="swatch-values">
                    <dt>\(label.html)</dt><dd><code>\(color.cssString.html)</code></dd>
                    <dt>rgb</dt><dd><code>rgb(\(Int((r * 255).rounded())) \(Int((g * 255).rounded())) \(Int((b * 255).rounded()))\(color.alpha < 1 ? " / \(CSSText.number(color.alpha))" : ""))</code></dd>
                    <dt>oklch</dt><dd><code>oklch(\(CSSText.number(oklch.l)) \(CSSText.number(oklch.c)) \(CSSText.number(oklch.h)))</code></dd>
                    <dt>on page</dt><dd>\(String(format: "%.2f", ratio)):1</dd>
                    \(chain.isEmpty ? "" : "<dt>via</dt><dd>\(chain)</dd>")
                    </dl>
                    </div>

                    """
            }
            html += "</div>\n<figcaption>\(context.nameLink(token))\(token.description.map { " — \($0.html)" } ?? "")</figcaption>\n</figure>\n"
        }
        return html + "</div>\n"
    }
}
