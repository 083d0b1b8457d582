import Foundation
import SpecimenTokens

/// `contrast FG-GROUP on BG-GROUP`: every foreground/background pair of colors, with the WCAG 2
/// ratio (pass/fail at AA for normal text) and APCA Lc, in each context.
package struct ContrastBlock: PageBlock {
    package static let name = "contrast"
    package static let showsTokens = true
    package static let rendersAlikeOnEveryPage = true
    package static let catalogue = BlockCatalogueEntry(
        syntax: "contrast FOREGROUND-GROUP on BACKGROUND-GROUP",
        summary: "every pair of a foreground and a background color: the WCAG 2 ratio with AA pass or fail, and APCA Lc, per context",
        options: [BlockCatalogueEntry.contextsOption])
    package static let strings: BlockStrings = [
        "text": [
            "en": "Text",
            "fr": "Texte",
            "ko": "텍스트",
            "th": "ข้อความ",
            "pt": "Texto",
            "ka": "ტექსტი",
        ],
        "background": [
            "en": "Background",
            "fr": "Fond",
            "ko": "배경",
            "th": "พื้นหลัง",
            "pt": "Fundo",
            "ka": "ფონი",
        ],
    ]

    package typealias Options = ContextOptions

    let foreground: String
    let background: String
    let context: TokenBlockContext

    package init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure) {
        context = try page.tokenContext(for: Self.name)
        guard arguments.count == 3, arguments[1] == "on" else {
            throw BlockFailure("block-syntax", "write 'contrast FOREGROUND-GROUP on BACKGROUND-GROUP'", word: Self.name)
        }
        foreground = try context.group(arguments, at: 0, types: [.color], block: Self.name, required: true)
        background = try context.group(arguments, at: 2, types: [.color], block: Self.name, required: true)
    }

    package func html(page: BlockPage) -> BlockHTML {
        let foregrounds = context.tokens(under: foreground, types: [.color])
        let backgrounds = context.tokens(under: background, types: [.color])
        var html =
            "<div class=\"token-block contrast\" data-block=\"contrast\">\n<table>\n<thead><tr><th scope=\"col\">\(context.strings["text"].html)</th><th scope=\"col\">\(context.strings["background"].html)</th>"
        for ctx in context.view.contexts { html += "<th scope=\"col\">\(ctx.label.html)</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for fg in foregrounds {
            for bg in backgrounds where bg.path != fg.path {
                html += "<tr><th scope=\"row\">\(context.nameLink(fg))</th><td>\(context.nameLink(bg))</td>"
                for ctx in context.view.contexts {
                    guard case .color(let text)? = ctx.tokens[fg.path]?.shownValue, case .color(let back)? = ctx.tokens[bg.path]?.shownValue else {
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
        return BlockHTML(html + "</tbody>\n</table>\n</div>\n")
    }

    /// Its own table: the ratios, pass or fail and Lc per context, without the "Aa" samples.
    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? {
        HTMLTableMarkdown.convert(html().html, dropping: ["contrast-sample"])
            ?? page.tokens.flatMap { TokenMarkdown(links: $0).table(ofBlockHTML: html().html, strings: page.strings) }
    }
}
