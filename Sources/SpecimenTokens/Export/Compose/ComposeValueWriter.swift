/// Token values as Kotlin expressions for Compose. Qualified references are written in full
/// (`androidx.compose.ui.text.font.FontFamily.SansSerif`): inside `DesignTokens` an object named
/// after a group (`FontFamily`) would hide the imported name, and a call like `Color(…)` is the
/// only form that finds the import past it.
enum ComposeValueWriter {
    /// Whether the export declares the token: Compose has no type for strokes, borders,
    /// transitions, shadows, gradients and values of unknown types, nor for lengths in units it
    /// cannot convert (`%`, `vw`). `expression` is nil exactly where this is false.
    /// `role` is read only for a length.
    static func carries(_ token: ResolvedToken, role: @autoclosure () -> TokenRole) -> Bool {
        switch token.value {
        case .dimension(let dimension): length(dimension, role: role()) != nil
        case .duration(let duration): PlatformNumber.integer(duration.milliseconds.rounded()) != nil
        case .typography(let style): style.fontSize.platformPoints() != nil
        case .strokeStyle, .border, .transition, .shadow, .gradient, .opaque: false
        default: true
        }
    }

    /// The expression, and whether it is a compile-time constant (`const val`); nil for values Compose has no type for.
    static func expression(_ value: TokenValue, role: TokenRole) -> (text: String, isConstant: Bool)? {
        switch value {
        case .color(let value): return (color(value), false)
        case .dimension(let dimension): return length(dimension, role: role).map { ($0, false) }
        case .fontFamily(let families): return (fontFamily(families), false)
        case .fontWeight(let weight): return (fontWeight(weight), false)
        case .duration(let duration):
            return PlatformNumber.integer(duration.milliseconds.rounded()).map { (String($0), true) }
        case .cubicBezier(let curve):
            return ("CubicBezierEasing(\([curve.x1, curve.y1, curve.x2, curve.y2].map(KotlinLiteral.float).joined(separator: ", ")))", false)
        case .number(let number): return (KotlinLiteral.float(number), true)
        case .typography(let style): return textStyle(style)
        case .string(let text), .link(let text): return (KotlinLiteral.string(text), true)
        case .boolean(let flag): return (flag ? "true" : "false", true)
        case .strokeStyle, .border, .transition, .shadow, .gradient, .opaque: return nil
        }
    }

    /// `Color(0xFF0A84FF)` in sRGB; out of it, Display P3 components (gamut-mapped into P3).
    static func color(_ value: ColorValue) -> String {
        let color = PlatformColor(value)
        guard color.space == .displayP3 else { return "Color(0x\(PlatformColor.argbHex(value)))" }
        let components = [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)]
        return "Color(" + components.map { "\($0.0) = \(KotlinLiteral.float($0.1))" }.joined(separator: ", ")
            + ", colorSpace = androidx.compose.ui.graphics.colorspace.ColorSpaces.DisplayP3)"
    }

    /// `16.dp`; text lengths in `sp`, or `em` where the token is written in ems (letter spacing).
    static func length(_ dimension: DimensionValue, role: TokenRole) -> String? {
        if role.isTextLength, dimension.unit == "em" { return KotlinLiteral.unit(dimension.value, "em") }
        guard let points = dimension.platformPoints() else { return nil }
        return KotlinLiteral.unit(points, role.isTextLength ? "sp" : "dp")
    }

    static func fontWeight(_ weight: FontWeight) -> String {
        "FontWeight(\(PlatformNumber.integer(min(max(weight.numericValue.rounded(), 1), 1000)) ?? 400))"
    }

    /// The stack's first family: Compose's generic families, or a device font by name.
    static func fontFamily(_ families: [String]) -> String {
        let prefix = "androidx.compose.ui.text.font.FontFamily."
        switch PlatformFontFamily(families) {
        case .generic("serif"): return prefix + "Serif"
        case .generic("monospace"): return prefix + "Monospace"
        case .generic("cursive"): return prefix + "Cursive"
        case .generic: return prefix + "SansSerif"
        case .systemDefault: return prefix + "Default"
        case .named(let name): return "FontFamily(Font(DeviceFontFamilyName(\(KotlinLiteral.string(name)))))"
        }
    }

    /// A `TextStyle`: family, size in sp, weight, line height as a multiple of the size (`em`),
    /// letter spacing, italic and underline or line-through.
    static func textStyle(_ style: Typography) -> (text: String, isConstant: Bool)? {
        guard let size = style.fontSize.platformPoints() else { return nil }
        var arguments = [
            "fontFamily = \(fontFamily(style.fontFamily))", "fontSize = \(KotlinLiteral.unit(size, "sp"))",
            "fontWeight = \(fontWeight(style.fontWeight))",
        ]
        if let lineHeight = style.lineHeight?.multiple(of: style.fontSize) {
            arguments.append("lineHeight = \(KotlinLiteral.unit(lineHeight, "em"))")
        }
        if let spacing = style.letterSpacing, let text = length(spacing, role: .letterSpacing) { arguments.append("letterSpacing = \(text)") }
        if style.fontStyle == "italic" || style.fontStyle == "oblique" {
            arguments.append("fontStyle = androidx.compose.ui.text.font.FontStyle.Italic")
        }
        let decorations = (style.textDecoration?.split(separator: " ") ?? []).compactMap { word in
            ["underline": "Underline", "line-through": "LineThrough"][String(word)].map { "androidx.compose.ui.text.style.TextDecoration.\($0)" }
        }
        if !decorations.isEmpty { arguments.append("textDecoration = " + decorations.joined(separator: " + ")) }
        return ("TextStyle(\(arguments.joined(separator: ", ")))", false)
    }
}
