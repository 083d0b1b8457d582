import SpecimenTokens

/// `type-scale GROUP`: each typography token set as sample text, with its family, size,
/// weight, line height, letter spacing and the CSS members it carries (italic, uppercase, …).
enum TypeScaleBlock {
    static func render(group: String, context: TokenBlockContext, sample: String) -> String {
        var html = "<div class=\"token-block type-scale\" data-block=\"type-scale\">\n"
        // A scale reads from the largest size down, whatever the names.
        let ordered = context.tokens(under: group, types: [.typography]).sorted { size($0) > size($1) }
        for token in ordered {
            guard case .typography(let style) = token.value else { continue }
            let variable = CSSText.customPropertyName(for: token.path)
            let longhands = style.cssLonghands.map { "; \($0.property): var(\(variable)-\($0.property))" }.joined()
            html += """
                <figure class="type-sample" data-token="\(token.path.html)">
                <p class="type-sample-text" style="font: var(\(variable))\(longhands)">\(sample.html)</p>
                <figcaption>\(context.nameLink(token)) <span class="type-sample-spec">\(specification(style, strings: context.strings).html)</span></figcaption>
                </figure>

                """
        }
        return html + "</div>\n"
    }

    /// "Inter · 16px · weight 400 · line height 1.5 · letter spacing normal · italic · uppercase".
    static func specification(_ style: Typography, strings: InterfaceStrings = InterfaceStrings.inEnglish) -> String {
        let normal = strings["normal"]
        var parts = [
            style.fontFamily.first ?? "",
            style.fontSize.css,
            strings.format("weightSpec", ["value": CSSText.number(style.fontWeight.numericValue)]),
            strings.format("lineHeightSpec", ["value": style.lineHeight.map(CSSText.number) ?? normal]),
            strings.format("letterSpacingSpec", ["value": style.letterSpacing?.css ?? normal]),
        ]
        parts += style.cssMembers.map(\.value)
        return parts.joined(separator: " · ")
    }

    private static func size(_ token: ResolvedToken) -> Double {
        guard case .typography(let style) = token.value else { return 0 }
        return style.fontSize.unit == "rem" ? style.fontSize.value * 16 : style.fontSize.value
    }
}
