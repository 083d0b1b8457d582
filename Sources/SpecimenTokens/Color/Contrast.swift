import Foundation

// Both measures judge what a browser would paint: colors are gamut-mapped into sRGB, and
// translucent colors are composited first (the foreground over the background, a translucent
// background over white, since a page canvas is white unless styled).

/// Text and background contrast measures: WCAG 2.x ratios and APCA lightness contrast.
public enum Contrast {
    /// The WCAG conformance levels that contrast criteria name.
    public enum Level: String, Sendable {
        case aa = "AA"
        case aaa = "AAA"
    }

    /// WCAG 2.x relative luminance of the gamut-mapped sRGB color (alpha ignored).
    public static func relativeLuminance(_ color: ColorValue) -> Double {
        let c = color.srgbComponents
        // WCAG's own rounded coefficients, not the sRGB matrix row, so ratios match published checkers.
        return 0.2126 * wcagLinear(c.red) + 0.7152 * wcagLinear(c.green) + 0.0722 * wcagLinear(c.blue)
    }

    /// WCAG 2 contrast ratio 1...21. A translucent foreground is composited over the background first; a translucent background is composited over white first.
    public static func wcagRatio(foreground: ColorValue, background: ColorValue) -> Double {
        let (text, ground) = opaquePair(foreground, background)
        let a = relativeLuminance(text)
        let b = relativeLuminance(ground)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Whether a ratio passes a level for normal text (AA 4.5, AAA 7) or large text / non-text (AA 3, AAA 4.5). No rounding up: 4.499 fails 4.5.
    public static func passes(ratio: Double, level: Level, largeText: Bool) -> Bool {
        ratio >= minimumRatio(level: level, largeText: largeText)
    }

    /// The WCAG 2 threshold for a level: 1.4.3 / 1.4.6 for text, 1.4.11 for non-text at AA.
    static func minimumRatio(level: Level, largeText: Bool) -> Double {
        switch (level, largeText) {
        case (.aa, false): 4.5
        case (.aa, true): 3
        case (.aaa, false): 7
        case (.aaa, true): 4.5
        }
    }

    /// The piecewise sRGB decoding as WCAG 2.2 states it (threshold 0.04045).
    private static func wcagLinear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// Foreground and background as the opaque sRGB colors a browser would end up painting.
    static func opaquePair(_ foreground: ColorValue, _ background: ColorValue) -> (ColorValue, ColorValue) {
        let white = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
        let ground = background.clampedAlpha < 1 ? background.composited(over: white) : background
        let text = foreground.clampedAlpha < 1 ? foreground.composited(over: ground) : foreground
        return (text, ground)
    }
}
