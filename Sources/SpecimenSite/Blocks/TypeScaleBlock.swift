import SpecimenTokens

/// `type-scale GROUP`: each typography token set as sample text, with its family, size,
/// weight, line height and letter spacing.
enum TypeScaleBlock {
    static func render(group: String, context: TokenBlockContext, sample: String) -> String {
        var html = "<div class=\"token-block type-scale\" data-block=\"type-scale\">\n"
        // A scale reads from the largest size down, whatever the names.
        let ordered = context.tokens(under: group, types: [.typography]).sorted { size($0) > size($1) }
        for token in ordered {
            guard case .typography(let style) = token.value else { continue }
            let variable = CSSText.customPropertyName(for: token.path)
            html += """
            <figure class="type-sample" data-token="\(token.path.html)">
            <p class="type-sample-text" style="font: var(\(variable)); letter-spacing: \(style.letterSpacing.css.html)">\(sample.html)</p>
            <figcaption>\(context.nameLink(token)) <span class="type-sample-spec">\(style.fontFamily.first?.html ?? "") · \(style.fontSize.css.html) · weight \(CSSText.number(style.fontWeight.numericValue)) · line height \(CSSText.number(style.lineHeight)) · letter spacing \(style.letterSpacing.css.html)</span></figcaption>
            </figure>

            """
        }
        return html + "</div>\n"
    }

    private static func size(_ token: ResolvedToken) -> Double {
        guard case .typography(let style) = token.value else { return 0 }
        return style.fontSize.unit == "rem" ? style.fontSize.value * 16 : style.fontSize.value
    }
}
