import Foundation

/// Colors as a person writes them in CSS, for questions asked of the handbook ("which token is
/// nearest to `hsl(210 100% 52%)`?"): everything `LegacyColorString` reads (hex, `rgb()`,
/// `rgba()`, `transparent`), the named colors, and the functions of CSS Color 4 — `hsl()`,
/// `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and `color(<space> …)`, with `none`,
/// percentages, hue units and `/ alpha`. A color stays in the space it was written in, as a
/// token's does, so measures convert it the same way.
extension ColorValue {
    /// The color `text` writes, or nil when it is no CSS color this reads.
    public static func parseCSS(_ text: String) -> ColorValue? {
        let trimmed = text.trimmingWhitespace()
        if let simple = LegacyColorString.parseSimple(trimmed) { return simple }
        let lowered = trimmed.lowercased()
        if let named = CSSNamedColors.color(named: lowered) { return named }
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else { return nil }
        let name = String(lowered[..<open]).trimmingWhitespace()
        guard let arguments = CSSColorArguments(String(lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)])) else {
            return nil
        }
        if name == "color" { return arguments.predefined() }
        guard let function = CSSColorFunction(rawValue: name) else { return nil }
        return arguments.color(function)
    }
}

/// The functions of CSS Color 4 written with their own coordinates, and how each reads its three.
private enum CSSColorFunction: String {
    case hsl, hsla, hwb, lab, lch, oklab, oklch

    var space: ColorSpace {
        switch self {
        case .hsl, .hsla: .hsl
        case .hwb: .hwb
        case .lab: .lab
        case .lch: .lch
        case .oklab: .oklab
        case .oklch: .oklch
        }
    }

    /// What 100% is for each component (nil: a hue, read with its unit).
    var percentScales: [Double?] {
        switch self {
        case .hsl, .hsla, .hwb: [nil, 100, 100]
        case .lab: [100, 125, 125]
        case .lch: [100, 150, nil]
        case .oklab: [1, 0.4, 0.4]
        case .oklch: [1, 0.4, nil]
        }
    }
}

/// The inside of a color function: its components (commas or spaces between them) and alpha
/// (after `/`, or a fourth component in the comma form).
private struct CSSColorArguments {
    var components: [String]
    var alpha: String?

    init?(_ inner: String) {
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        var parts = halves[0].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        alpha = halves.count == 2 ? String(halves[1]).trimmingWhitespace() : nil
        if alpha == nil, parts.count == 4, halves[0].contains(",") { alpha = parts.removeLast() }
        guard !parts.isEmpty else { return nil }
        components = parts
    }

    /// `hsl(…)`, `oklch(…)` and the others with three components of their own.
    func color(_ function: CSSColorFunction) -> ColorValue? {
        guard components.count == 3, let alpha = alphaValue() else { return nil }
        var values: [Double?] = []
        for (text, scale) in zip(components, function.percentScales) {
            guard let value = Self.component(text, percentOf: scale) else { return nil }
            values.append(value)
        }
        return ColorValue(colorSpace: function.space, components: values, alpha: alpha)
    }

    /// `color(display-p3 0.1 0.5 1 / 0.8)`: a predefined space, 100% being 1.
    func predefined() -> ColorValue? {
        guard components.count == 4, let space = Self.predefinedSpaces[components[0]], let alpha = alphaValue() else { return nil }
        var values: [Double?] = []
        for text in components.dropFirst() {
            guard let value = Self.component(text, percentOf: 1) else { return nil }
            values.append(value)
        }
        return ColorValue(colorSpace: space, components: values, alpha: alpha)
    }

    private static let predefinedSpaces: [String: ColorSpace] = [
        "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB, "prophoto-rgb": .prophotoRGB,
        "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
    ]

    /// Alpha clamped to 0…1, 1 when not written; nil when malformed.
    private func alphaValue() -> Double? {
        guard let alpha else { return 1 }
        guard let value = Self.component(alpha, percentOf: 1) else { return nil }
        return min(1, max(0, value ?? 0))
    }

    /// A component: nil when malformed, `.some(nil)` for `none`, else its number.
    private static func component(_ text: String, percentOf scale: Double?) -> Double?? {
        if text == "none" { return .some(nil) }
        guard let value = number(text, percentOf: scale) else { return nil }
        return .some(value)
    }

    /// A percentage of `scale`, a number, or — where `scale` is nil — a hue in degrees, `rad`,
    /// `grad` or `turn`; finite (Swift reads `nan` and `inf` as numbers, CSS has no such component).
    private static func number(_ text: String, percentOf scale: Double?) -> Double? {
        var number = text[...]
        var factor = 1.0
        if let scale, number.hasSuffix("%") {
            number = number.dropLast()
            factor = scale / 100
        } else if scale == nil,
            let (unit, degrees) = [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)].first(where: { number.hasSuffix($0.0) })
        {
            number = number.dropLast(unit.count)
            factor = degrees
        }
        guard let value = Double(number), value.isFinite else { return nil }
        return value * factor
    }
}
