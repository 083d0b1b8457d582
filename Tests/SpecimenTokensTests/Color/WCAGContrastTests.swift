import Testing

@testable import SpecimenTokens

/// WCAG 2.x relative luminance, contrast ratios and pass/fail thresholds.
@Suite("WCAG contrast")
struct WCAGContrastTests {
    let white = ColorCheck.hex("#fff")
    let black = ColorCheck.hex("#000")

    @Test func extremes() {
        #expect(Contrast.wcagRatio(foreground: black, background: white) == 21)
        #expect(Contrast.wcagRatio(foreground: white, background: black) == 21)
        #expect(Contrast.wcagRatio(foreground: white, background: white) == 1)
        #expect(Contrast.relativeLuminance(white) == 1)
        #expect(Contrast.relativeLuminance(black) == 0)
    }

    // The classic pair: #777 on white (4.48:1) just fails AA, and #767676 (4.54:1) is the lightest
    // gray that passes it.
    @Test func grayOnWhiteAroundTheAABoundary() {
        let light = Contrast.wcagRatio(foreground: ColorCheck.hex("#777"), background: white)
        ColorCheck.expect(light, 4.478, tolerance: 0.001)
        #expect(!Contrast.passes(ratio: light, level: .aa, largeText: false))
        #expect(Contrast.passes(ratio: light, level: .aa, largeText: true))

        let dark = Contrast.wcagRatio(foreground: ColorCheck.hex("#767676"), background: white)
        ColorCheck.expect(dark, 4.542, tolerance: 0.001)
        #expect(Contrast.passes(ratio: dark, level: .aa, largeText: false))
        #expect(!Contrast.passes(ratio: dark, level: .aaa, largeText: false))
    }

    @Test func ratioIsSymmetricForOpaqueColors() {
        let a = ColorCheck.hex("#336699"), b = ColorCheck.hex("#ffcc00")
        #expect(Contrast.wcagRatio(foreground: a, background: b) == Contrast.wcagRatio(foreground: b, background: a))
    }

    @Test func translucentForegroundIsCompositedFirst() {
        // Black at 50% over white paints rgb(0.5 0.5 0.5), about 3.95:1 — not 21:1.
        let halfBlack = ColorCheck.srgb(0, 0, 0, alpha: 0.5)
        let ratio = Contrast.wcagRatio(foreground: halfBlack, background: white)
        let painted = Contrast.wcagRatio(foreground: ColorCheck.srgb(0.5, 0.5, 0.5), background: white)
        ColorCheck.expect(ratio, painted, tolerance: 1e-12)
        ColorCheck.expect(ratio, 1.05 / (0.2140411404 + 0.05), tolerance: 1e-6)
        #expect(Contrast.wcagRatio(foreground: ColorCheck.srgb(0, 0, 0, alpha: 0), background: white) == 1)
    }

    @Test func translucentBackgroundIsCompositedOverWhite() {
        let clear = ColorCheck.srgb(0, 0, 0, alpha: 0)
        #expect(Contrast.wcagRatio(foreground: black, background: clear) == 21)
        let halfBlack = ColorCheck.srgb(0, 0, 0, alpha: 0.5)
        ColorCheck.expect(
            Contrast.wcagRatio(foreground: white, background: halfBlack),
            Contrast.wcagRatio(foreground: white, background: ColorCheck.srgb(0.5, 0.5, 0.5)), tolerance: 1e-12)
    }

    @Test func wideGamutColorsAreMeasuredGamutMapped() {
        let p3Red = ColorCheck.color(.displayP3, 1, 0, 0)
        let mapped = p3Red.gamutMapped(to: .srgb)
        #expect(Contrast.relativeLuminance(p3Red) == Contrast.relativeLuminance(mapped))
        #expect(Contrast.wcagRatio(foreground: p3Red, background: white) == Contrast.wcagRatio(foreground: mapped, background: white))
    }

    // No rounding up: a ratio just below a threshold fails it.
    @Test(arguments: [
        (4.5, Contrast.Level.aa, false, true), (4.499, .aa, false, false),
        (3, .aa, true, true), (2.999, .aa, true, false),
        (7, .aaa, false, true), (6.999, .aaa, false, false),
        (4.5, .aaa, true, true), (4.4999, .aaa, true, false),
        (21, .aaa, false, true), (1, .aa, true, false),
    ])
    func passesThresholds(ratio: Double, level: Contrast.Level, largeText: Bool, passes: Bool) {
        #expect(Contrast.passes(ratio: ratio, level: level, largeText: largeText) == passes)
    }

    @Test func levelNames() {
        #expect(Contrast.Level.aa.rawValue == "AA")
        #expect(Contrast.Level.aaa.rawValue == "AAA")
    }
}
