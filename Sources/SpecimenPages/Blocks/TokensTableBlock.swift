import SpecimenTokens

/// `tokens GROUP`: a table of any tokens with a preview fitting each type; `typeNames` keeps
/// only tokens of those types (the block's `types:` option).
enum TokensTableBlock {
    static func render(group: String, context: TokenBlockContext, typeNames: Set<String>? = nil) -> String {
        var html =
            "<div class=\"token-block tokens-table\" data-block=\"tokens\">\n<table>\n<thead><tr><th scope=\"col\">\(context.strings["token"].html)</th><th scope=\"col\">\(context.strings["preview"].html)</th><th scope=\"col\">\(context.strings["value"].html)</th></tr></thead>\n<tbody>\n"
        for token in context.tokens(under: group) where typeNames?.contains(token.typeName) ?? true {
            let values = context.valuesByContext(token.path)
            let valueCell = values.map { entry in
                (values.count > 1 ? "<span class=\"token-context-label\">\(entry.label.html)</span> " : "")
                    + "<code>\(entry.token.value.css.html)</code>"
            }.joined(separator: "<br>")
            html +=
                "<tr data-token=\"\(token.path.html)\"><th scope=\"row\">\(context.nameLink(token))</th><td>\(preview(token))</td><td>\(valueCell)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }

    /// Previews read the token's custom property, so they follow the light/dark switch.
    static func preview(_ token: ResolvedToken) -> String {
        let variable = "var(\(CSSText.customPropertyName(for: token.path)))"
        let path = token.path.html
        switch token.value {
        case .color, .gradient:
            return "<span class=\"preview preview-fill\" style=\"background: \(variable)\" data-token=\"\(path)\"></span>"
        case .dimension where token.path.lowercased().contains("radius") || token.path.lowercased().contains("shape"):
            return "<span class=\"preview preview-box preview-radius\" style=\"border-radius: \(variable)\" data-token=\"\(path)\"></span>"
        case .dimension(let dimension):
            let width = dimension.unit == "px" || dimension.unit == "rem" ? variable : dimension.css
            return "<span class=\"preview preview-bar\" style=\"width: \(width); max-width: 100%\" data-token=\"\(path)\"></span>"
        case .shadow:
            return "<span class=\"preview preview-box\" style=\"box-shadow: \(variable)\" data-token=\"\(path)\"></span>"
        case .border:
            return "<span class=\"preview preview-box\" style=\"border: \(variable)\" data-token=\"\(path)\"></span>"
        case .strokeStyle(let style):
            return "<span class=\"preview preview-stroke\" style=\"border-top-style: \(style.css)\" data-token=\"\(path)\"></span>"
        case .fontWeight(let weight):
            return
                "<span class=\"preview preview-text\" style=\"font-weight: \(CSSText.number(weight.numericValue))\" data-token=\"\(path)\">Aa</span>"
        case .fontFamily:
            return "<span class=\"preview preview-text\" style=\"font-family: \(variable)\" data-token=\"\(path)\">Aa</span>"
        case .typography:
            return "<span class=\"preview preview-text\" style=\"font: \(variable)\" data-token=\"\(path)\">Aa</span>"
        case .duration(let duration):
            return
                "<span class=\"preview preview-motion\" data-token=\"\(path)\"><span class=\"preview-dot\" style=\"animation-duration: \(CSSText.number(max(duration.milliseconds, 1) * 4))ms\"></span></span>"
        case .cubicBezier(let curve):
            return
                "<span class=\"preview preview-motion\" data-token=\"\(path)\"><span class=\"preview-dot\" style=\"animation-timing-function: \(curve.css)\"></span></span>"
        case .transition(let transition):
            return
                "<span class=\"preview preview-motion\" data-token=\"\(path)\"><span class=\"preview-dot\" style=\"animation-duration: \(CSSText.number(max(transition.duration.milliseconds, 1) * 4))ms; animation-timing-function: \(transition.timingFunction.css)\"></span></span>"
        case .number(let value):
            return "<span class=\"preview preview-number\" data-token=\"\(path)\">\(CSSText.number(value))</span>"
        case .boolean(let flag):
            return "<span class=\"preview preview-boolean\" data-token=\"\(path)\">\(flag ? "✓ true" : "✗ false")</span>"
        case .string, .link, .opaque:
            // The value column says it all; a type badge tells what kind of text it is.
            return "<span class=\"preview preview-type\" data-token=\"\(path)\">\(token.typeName.html)</span>"
        }
    }
}
