import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// `swatches GROUP`: every color under GROUP in each context, laid out as cards, a grid, a table
/// or palette strips (`layout:`; by default as the group calls for, see `SwatchLayout`).
package struct SwatchesBlock: PageBlock {
    package static let name = "swatches"
    package static let showsTokens = true
    package static let rendersAlikeOnEveryPage = true
    package static let catalogue = BlockCatalogueEntry(
        syntax: "swatches [GROUP]",
        summary:
            "every color under GROUP (every color without one) in every context that differs, laid out as cards, a grid, a table or palette strips",
        options: [
            BlockCatalogueEntry.contextsOption,
            .init(name: "layout", takes: "cards, grid, table or palette", example: "layout: grid"),
        ])
    package static let strings: BlockStrings = [
        "valueLabel": [
            "en": "value",
            "fr": "valeur",
            "ko": "값",
            "th": "ค่า",
            "pt": "valor",
            "ka": "მნიშვნელობა",
        ]
    ]

    package struct Options: BlockOptions {
        package enum Keys: String, CodingKey, CaseIterable { case contexts, layout }
        package let contexts: OneOrMany<String>?
        package let layout: String?

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            contexts = try container.decodeIfPresent(OneOrMany<String>.self, forKey: .contexts)
            layout = try container.decodeIfPresent(String.self, forKey: .layout)
        }
    }

    package static let lightPage = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
    package static let darkPage = ColorValue.parseHex("#111318")!

    let group: String
    let layout: SwatchLayout?
    let context: TokenBlockContext

    package init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure) {
        let layouts = SwatchLayout.allCases.map(\.rawValue)
        if let written = options.layout, !layouts.contains(written) {
            throw BlockFailure(
                "block-options",
                "unknown layout '\(written)'\(Suggestion.phrase(for: written, in: layouts)); a swatches block takes \(layouts.joined(separator: ", "))",
                place: page.place(ofOption: "layout"))
        }
        context = try page.tokenContext(for: Self.name)
        layout = options.layout.flatMap(SwatchLayout.init(rawValue:))
        group = try context.group(arguments, at: 0, types: [.color], block: Self.name)
    }

    package func html(page: BlockPage) -> BlockHTML {
        let tokens = context.tokens(under: group, types: [.color])
        let layout = self.layout ?? SwatchLayout.automatic(for: tokens)
        let body: String
        switch layout {
        case .cards: body = Self.cards(tokens, context)
        case .grid: body = SwatchGrid.render(tokens, group: group, context: context)
        case .table: body = SwatchTable.render(tokens, group: group, context: context)
        case .palette: body = SwatchPalette.render(tokens, group: group, context: context)
        }
        return BlockHTML(
            "<div class=\"token-block swatches layout-\(layout.rawValue)\" data-block=\"swatches\" data-layout=\"\(layout.rawValue)\">\n"
                + body + "</div>\n")
    }

    /// A table of the colors it shows, with their value in each context.
    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? {
        page.tokens.flatMap { TokenMarkdown(links: $0).table(ofBlockHTML: html().html, strings: page.strings) }
    }

    /// A card per color: each value with hex, rgb, oklch, contrast against its page and alias chain.
    private static func cards(_ tokens: [ResolvedToken], _ context: TokenBlockContext) -> String {
        var html = ""
        for token in tokens {
            html += "<figure class=\"swatch\" data-token=\"\(token.path.html)\">\n<div class=\"swatch-contexts\">\n"
            for (ctx, value, label) in context.valuesByContext(token.path) {
                guard case .color(let color) = value.shownValue else { continue }
                let ratio = Contrast.wcagRatio(foreground: color, background: ctx.isDark ? darkPage : lightPage)
                let chain = ctx.tokens.aliasChain(from: token.path).dropFirst().map { "<code>\($0.html)</code>" }.joined(separator: " → ")
                html += """
                    <div class="swatch-context\(ctx.isDark ? " is-dark" : "")" data-context="\(ctx.label.html)">
                    <div class="swatch-color" style="background: \(color.cssString.html)" data-token="\(token.path.html)" data-context="\(ctx.label.html)"></div>
                    <p class="swatch-label">\(label.html)</p>
                    <dl class="swatch-values">
                    <dt>value</dt><dd><code>\(color.cssString.html)</code></dd>
                    <dt>rgb</dt><dd><code>\(rgbText(color))</code></dd>
                    <dt>oklch</dt><dd><code>\(oklchText(color))</code></dd>
                    <dt>on page</dt><dd>\(FixedDecimal.text(ratio, places: 2)):1</dd>
                    \(chain.isEmpty ? "" : "<dt>via</dt><dd>\(chain)</dd>")
                    </dl>
                    </div>

                    """
            }
            html +=
                "</div>\n<figcaption>\(context.nameLink(token))\(token.description(in: context.strings.language).map { " — \($0.html)" } ?? "")</figcaption>\n</figure>\n"
        }
        return html
    }

    package static func rgbText(_ color: ColorValue) -> String {
        let (r, g, b) = color.srgbComponents
        return
            "rgb(\(Int((r * 255).rounded())) \(Int((g * 255).rounded())) \(Int((b * 255).rounded()))\(color.alpha < 1 ? " / \(CSSText.number(color.alpha))" : ""))"
    }

    /// Lightness as a percentage, chroma to three places, hue to one: what a designer reads.
    package static func oklchText(_ color: ColorValue) -> String {
        let oklch = color.oklch
        let hue = oklch.h.isFinite ? oklch.h : 0
        return "oklch(" + FixedDecimal.text(oklch.l * 100, places: 1) + "% " + FixedDecimal.text(oklch.c, places: 3) + " "
            + FixedDecimal.text(hue, places: 1) + ")"
    }

    /// A color chip painted in one context, for the dense layouts.
    /// - Parameter share: the chip's share of a strip, when it stands for several contexts.
    static func chip(_ color: ColorValue, path: String, column: ContextColumns.Column, label: String? = nil, share: Int? = nil) -> String {
        let title = "\(label ?? path) · \(column.label): \(color.cssString)"
        return
            "<span class=\"swatch-color\" style=\"background: \(color.cssString.html)\(share.map { "; flex-grow: \($0)" } ?? "")\" data-token=\"\(path.html)\" "
            + "data-context=\"\(column.context.label.html)\" title=\"\(title.html)\"></span>"
    }

    /// The token's path without the block's group, for names inside a block about that group.
    static func shortName(_ path: String, in group: String) -> String {
        guard !group.isEmpty, path.hasPrefix(group + ".") else { return path }
        return String(path.dropFirst(group.count + 1))
    }
}
