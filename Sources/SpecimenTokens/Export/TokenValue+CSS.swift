import Foundation

/// CSS serializations of resolved values, as `tokens.css` and token pages print them.
extension TokenValue {
    public var css: String {
        switch self {
        case .color(let color): color.cssString
        case .dimension(let dimension): dimension.css
        case .fontFamily(let names): names.map(CSSText.fontFamilyName).joined(separator: ", ")
        case .fontWeight(let weight): CSSText.number(weight.numericValue)
        case .duration(let duration): duration.css
        case .cubicBezier(let curve): curve.css
        case .number(let value): CSSText.number(value)
        case .strokeStyle(let style): style.css
        case .border(let border): "\(border.width.css) \(border.style.css) \(border.color.cssString)"
        case .transition(let transition):
            "\(transition.duration.css) \(transition.timingFunction.css) \(transition.delay.css)"
        case .shadow(let layers): layers.map(\.css).joined(separator: ", ")
        case .gradient(let stops, let geometry): GradientStop.css(stops, geometry: geometry)
        case .typography(let style): style.css
        // A string that is a CSS value goes as it is, so that `var()` of it works; prose is quoted.
        case .string(let text): CSSStringValue.isCSSValue(text) ? text : CSSText.string(text)
        case .link(let text): CSSText.string(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .opaque(let opaque): JSONWriter.compact(opaque.json)
        }
    }
}

extension Typography {
    /// The `font` shorthand: style, small caps, weight, size / line height, families. Members the
    /// shorthand cannot carry are in `cssLonghands`.
    public var css: String {
        var parts: [String] = []
        if let fontStyle, fontStyle != "normal" { parts.append(fontStyle) }
        if fontVariant == "small-caps" { parts.append("small-caps") }
        parts.append(CSSText.number(fontWeight.numericValue))
        parts.append("\(fontSize.css)/\(lineHeight?.css ?? "normal")")
        parts.append(fontFamily.map(CSSText.fontFamilyName).joined(separator: ", "))
        return parts.joined(separator: " ")
    }

    /// What `font` cannot say, as CSS properties: letter spacing (`normal` when not given), then
    /// the variant, decoration and transform when written.
    public var cssLonghands: [(property: String, value: String)] {
        var result = [(property: "letter-spacing", value: letterSpacing?.css ?? "normal")]
        if let fontVariant, fontVariant != "small-caps" { result.append(("font-variant", fontVariant)) }
        if let textDecoration { result.append(("text-decoration", textDecoration)) }
        if let textTransform { result.append(("text-transform", textTransform)) }
        return result
    }
}

extension GradientStop {
    /// The stops as a CSS gradient: `linear-gradient(…)` unless the geometry names another, with
    /// the geometry's first argument (`90deg`) before the stops.
    static func css(_ stops: [GradientStop], geometry: GradientGeometry?) -> String {
        let arguments = [geometry?.prelude].compactMap { $0 } + stops.map { "\($0.color.cssString) \(CSSText.number($0.position * 100))%" }
        return (geometry?.function ?? "linear-gradient") + "(" + arguments.joined(separator: ", ") + ")"
    }
}

extension LineHeight {
    /// As CSS writes it in `line-height` or the `font` shorthand.
    public var css: String {
        switch self {
        case .multiple(let value): CSSText.number(value)
        case .length(let length): length.css
        case .percentage(let value): CSSText.number(value) + "%"
        case .normal: "normal"
        }
    }
}

extension DimensionValue {
    /// `16px`, `1.5rem`; unitless legacy values print as plain numbers.
    public var css: String { CSSText.number(value) + unit }
}

extension DurationValue {
    public var css: String { CSSText.number(value) + unit }
}

extension CubicBezier {
    public var css: String { "cubic-bezier(\([x1, y1, x2, y2].map(CSSText.number).joined(separator: ", ")))" }
}

extension StrokeStyle {
    /// CSS has no dash arrays for borders; dashes print as `dashed`.
    public var css: String {
        switch self {
        case .keyword(let name): name
        case .dashes: "dashed"
        }
    }
}

extension ShadowLayer {
    public var css: String {
        (inset ? "inset " : "") + "\(offsetX.css) \(offsetY.css) \(blur.css) \(spread.css) \(color.cssString)"
    }
}

/// Small CSS text helpers.
public enum CSSText {
    /// Up to four decimals, trailing zeros trimmed: 1.5, 0.3333, 16.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        // Beyond what four decimals can say in an Int: Swift's shortest form ("1e+19") is valid CSS.
        if abs(value) >= 1e14 { return String(value) }
        var text = String(format4(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func format4(_ value: Double) -> String {
        let scaled = (value * 10000).rounded() / 10000
        let integer = Int(scaled)
        let fraction = Int((abs(scaled - Double(integer)) * 10000).rounded())
        let sign = scaled < 0 && integer == 0 ? "-" : ""
        let digits = String(fraction)
        return "\(sign)\(integer).\(String(repeating: "0", count: 4 - digits.count))\(digits)"
    }

    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "-apple-system", "BlinkMacSystemFont",
    ]

    /// A CSS string: double quotes, with quotes, backslashes and line breaks escaped.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\a "
            case "\r": result += "\\d "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\\(String(scalar.value, radix: 16)) "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Generic families stay bare; other names are quoted, with quotes and backslashes escaped.
    public static func fontFamilyName(_ name: String) -> String {
        if genericFamilies.contains(name) { return name }
        return "\"" + name.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") + "\""
    }

    /// `color.brand.primary` → `--color-brand-primary`; characters CSS names cannot hold become `-`.
    public static func customPropertyName(for path: String) -> String {
        var name = "--"
        for scalar in path.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": name.unicodeScalars.append(scalar)
            case "$": continue
            default:
                if scalar.value > 0x7F, scalar.properties.isAlphabetic { name.unicodeScalars.append(scalar) } else { name += "-" }
            }
        }
        return name
    }
}
