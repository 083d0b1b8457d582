import Foundation

/// The cylindrical forms of CSS Color 4: HSL and HWB over sRGB, LCH over Lab and OKLCH over OKLab.
///
/// A hue that comes out NaN is powerless (the color is achromatic); `ColorValue` turns it into
/// "none", as CSS serializes it.
enum PolarConversions {
    // Chroma at or below these counts as achromatic. They are the values of the spec's sample code,
    // chosen so that grays which picked up rounding noise on the way still get a "none" hue.
    static let labAchromaticChroma = 0.0015
    static let okLabAchromaticChroma = 0.000004
    // sRGB channels this close together are gray for HSL and HWB; the spec compares with exactly
    // zero, which gives noise-driven hues to grays that came from Lab or OKLab.
    static let rgbAchromaticSpread = 1e-9

    /// Rectangular (L, a, b) to polar (L, C, h), hue in [0, 360).
    static func polar(fromRectangular v: SIMD3<Double>, achromaticBelow epsilon: Double) -> SIMD3<Double> {
        let chroma = (v.y * v.y + v.z * v.z).squareRoot()
        guard chroma > epsilon else { return SIMD3(v.x, chroma, .nan) }
        return SIMD3(v.x, chroma, normalizedHue(atan2(v.z, v.y) * 180 / .pi))
    }

    /// Polar (L, C, h) to rectangular (L, a, b); a powerless hue is 0.
    static func rectangular(fromPolar v: SIMD3<Double>) -> SIMD3<Double> {
        let radians = (v.z.isNaN ? 0 : v.z) * .pi / 180
        return SIMD3(v.x, v.y * cos(radians), v.y * sin(radians))
    }

    /// HSL (h in degrees, s and l in 0...100) to sRGB in 0...1.
    static func srgb(fromHSL v: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(v.x.isNaN ? 0 : v.x)
        let saturation = v.y / 100
        let lightness = v.z / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// sRGB to HSL, following the spec's improved rgbToHsl that copes with out-of-gamut input.
    static func hsl(fromSRGB v: SIMD3<Double>) -> SIMD3<Double> {
        let maximum = max(v.x, v.y, v.z)
        let minimum = min(v.x, v.y, v.z)
        let lightness = (minimum + maximum) / 2
        var hue = hueOfRGB(v)
        var saturation = 0.0
        if !hue.isNaN, lightness != 0, lightness != 1 {
            saturation = (maximum - lightness) / min(lightness, 1 - lightness)
        }
        // Far out-of-gamut colors give negative saturation; the spec flips the hue instead
        // (csswg-drafts issue 9222) so the result stays a valid HSL triple.
        if saturation < 0 {
            hue = normalizedHue(hue + 180)
            saturation = -saturation
        }
        return SIMD3(hue, saturation * 100, lightness * 100)
    }

    /// HWB (h in degrees, w and b in 0...100) to sRGB in 0...1.
    static func srgb(fromHWB v: SIMD3<Double>) -> SIMD3<Double> {
        let white = v.y / 100
        let black = v.z / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return SIMD3(repeating: gray)
        }
        let pure = srgb(fromHSL: SIMD3(v.x, 100, 50))
        return pure * (1 - white - black) + SIMD3(repeating: white)
    }

    /// sRGB to HWB.
    static func hwb(fromSRGB v: SIMD3<Double>) -> SIMD3<Double> {
        let white = min(v.x, v.y, v.z)
        let black = 1 - max(v.x, v.y, v.z)
        return SIMD3(hueOfRGB(v), white * 100, black * 100)
    }

    /// The HSL/HWB hue of an sRGB triple, NaN for grays.
    private static func hueOfRGB(_ v: SIMD3<Double>) -> Double {
        let maximum = max(v.x, v.y, v.z)
        let minimum = min(v.x, v.y, v.z)
        let spread = maximum - minimum
        guard spread > rgbAchromaticSpread else { return .nan }
        let sector: Double
        switch maximum {
        case v.x: sector = (v.y - v.z) / spread + (v.y < v.z ? 6 : 0)
        case v.y: sector = (v.z - v.x) / spread + 2
        default: sector = (v.x - v.y) / spread + 4
        }
        return normalizedHue(sector * 60)
    }

    /// Wraps an angle into [0, 360).
    static func normalizedHue(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return degrees }
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        let positive = wrapped < 0 ? wrapped + 360 : wrapped
        // -1e-15 + 360 rounds to 360, which is outside the range.
        return positive >= 360 ? 0 : positive
    }
}
