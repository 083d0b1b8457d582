import Foundation
import SpecimenTokens

/// `contrast FG-GROUP on BG-GROUP`: every foreground/background pair of colors, with the WCAG 2
/// ratio (pass/fail at AA for normal text) and APCA Lc, in each context.
enum ContrastBlock {
    static func render(foreground: String, background: String, context: TokenBlockContext) -> String {
        let foregrounds = context.tokens(under: foreground, types: [.color])
        let backgrounds = context.tokens(under: background, types: [.color])
        var html =
            "<div class=\"token-block contrast\" data-block=\"contrast\">\n<table>\n<thead><tr><th scope=\"col\">\(context.strings["text"].html)</th><th scope=\"col\">\(context.strings["background"].html)</th>"
        for ctx in context.links.contexts { html += "<th scope=\"col\">\(ctx.label.html)</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for fg in foregrounds {
            for bg in backgrounds where bg.path != fg.path {
                html += "<tr><th scope=\"row\">\(context.nameLink(fg))</th><td>\(context.nameLink(bg))</td>"
                for ctx in context.links.contexts {
                    guard case .color(let text)? = ctx.tokens[fg.path]?.value, case .color(let back)? = ctx.tokens[bg.path]?.value else {
                        html += "<td>—</td>"
                        continue
                    }
                    let ratio = Contrast.wcagRatio(foreground: text, background: back)
                    let lc = Contrast.apcaLc(text: text, background: back)
                    let passes = Contrast.passes(ratio: ratio, level: .aa, largeText: false)
                    html += """
                        <td class="contrast-pair \(passes ? "passes" : "fails")" data-context="\(ctx.label.html)" data-token="\(fg.path.html) \(bg.path.html)"><span class="contrast-sample" style="color: \(text.cssString.html); background: \(back.cssString.html)">Aa</span> \(FixedDecimal.text(ratio, places: 2)):1 <strong>\(passes ? "AA pass" : "AA fail")</strong> · Lc \(FixedDecimal.text(lc, places: 1))</td>
                        """
                }
                html += "</tr>\n"
            }
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }
}
