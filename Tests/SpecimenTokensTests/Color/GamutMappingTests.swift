import Foundation
import Testing

@testable import SpecimenTokens

/// The CSS Color 4 gamut mapping algorithm and the gamut checks.
@Suite("Gamut mapping")
struct GamutMappingTests {
    // color.js test/gamut.js "P3 primaries to sRGB, CSS algorithm" (its tolerance is 0.001).
    @Test(
        arguments: [
            ([1, 0, 0], [1, 0.04457, 0.045932]),
            ([0, 1, 0], [0, 0.98576, 0.15974]),
            ([0, 0, 1], [0, 0, 1]),
            ([1, 1, 0], [0.99623, 0.99901, 0]),
            ([0, 1, 1], [0, 0.99645, 0.98471]),
            ([1, 0, 1], [1, 0.16736, 0.98264]),
        ] as [([Double], [Double])])
    func displayP3PrimariesIntoSRGB(p3: [Double], srgb: [Double]) {
        let source = ColorCheck.color(.displayP3, p3[0], p3[1], p3[2])
        let mapped = source.gamutMapped(to: .srgb)
        #expect(mapped.colorSpace == .srgb)
        #expect(mapped.isInSRGBGamut)
        ColorCheck.expect(mapped.components, srgb, tolerance: 0.001, "p3 \(p3)")
    }

    // color.js test/gamut.js "P3 to sRGB whites/blacks CSS algorithm".
    @Test(
        arguments: [
            ([1, 1, 1], [1, 1, 1]),
            ([2, 0, 1], [1, 1, 1]),
            ([0, 0, 0], [0, 0, 0]),
            ([-1, 0, 0], [0, 0, 0]),
        ] as [([Double], [Double])])
    func displayP3ExtremesIntoSRGB(p3: [Double], srgb: [Double]) {
        let mapped = ColorCheck.color(.displayP3, p3[0], p3[1], p3[2]).gamutMapped(to: .srgb)
        ColorCheck.expect(mapped.components, srgb, tolerance: 1e-9, "p3 \(p3)")
    }

    @Test func displayP3RedKeepsItsHueAndLightness() {
        let red = ColorCheck.color(.displayP3, 1, 0, 0)
        let mapped = red.gamutMapped(to: .srgb)
        #expect(ColorCheck.hueDistance(mapped.oklch.h, red.oklch.h) < 2)
        #expect(abs(mapped.oklch.l - red.oklch.l) < 0.02)
        #expect(mapped.oklch.c < red.oklch.c)
    }

    @Test(arguments: [ColorSpace.srgb, .displayP3])
    func hugeChromaMapsIntoGamut(space: ColorSpace) {
        for hue in stride(from: 0.0, to: 360, by: 30) {
            let vivid = ColorCheck.color(.oklch, 0.7, 0.5, hue, alpha: 0.8)
            #expect(!vivid.isInDisplayP3Gamut)
            let mapped = vivid.gamutMapped(to: space)
            #expect(mapped.colorSpace == space)
            #expect(mapped.alpha == 0.8)
            #expect(space == .srgb ? mapped.isInSRGBGamut : mapped.isInDisplayP3Gamut, "hue \(hue)")
            for component in mapped.components {
                #expect((0...1).contains(component ?? -1), "hue \(hue): \(mapped.components)")
            }
            // The search holds L and h; only the final clip moves them, by less than the JND
            // (deltaEOK 0.02). So the lightness shift, and the hue shift measured across the
            // a-b plane at the mapped chroma, both stay under it.
            let result = mapped.oklch
            let hueShift = ColorCheck.hueDistance(result.h, hue) * .pi / 180
            #expect(abs(result.l - 0.7) <= 0.0201, "hue \(hue): L \(result.l)")
            #expect(result.c * sin(hueShift) <= 0.0201, "hue \(hue) → \(result.h) at chroma \(result.c)")
        }
    }

    @Test func lightnessOutsideTheEndsMapsToWhiteOrBlack() {
        ColorCheck.expect(ColorCheck.color(.oklch, 1.2, 0.3, 40).gamutMapped(to: .srgb).components, [1, 1, 1], tolerance: 0)
        ColorCheck.expect(ColorCheck.color(.oklch, -0.1, 0.3, 40).gamutMapped(to: .displayP3).components, [0, 0, 0], tolerance: 0)
    }

    @Test func inGamutColorsAreUntouched() {
        let color = ColorCheck.srgb(0.2, 0.4, 0.6, alpha: 0.5)
        #expect(color.gamutMapped(to: .srgb).components == color.components)
        #expect(color.gamutMapped(to: .srgb).alpha == 0.5)
        let p3 = color.gamutMapped(to: .displayP3)
        ColorCheck.expect(p3.components, color.converted(to: .displayP3).components, tolerance: 1e-12)
    }

    @Test func unboundedSpacesAreOnlyConverted() {
        let red = ColorCheck.color(.displayP3, 1, 0, 0)
        for space in [ColorSpace.lab, .lch, .oklab, .oklch, .xyzD50, .xyzD65] {
            ColorCheck.expect(red.gamutMapped(to: space).components, red.converted(to: space).components, tolerance: 0, space.rawValue)
        }
    }

    @Test func hslAndHWBAreMappedThroughSRGB() {
        let red = ColorCheck.color(.displayP3, 1, 0, 0)
        for space in [ColorSpace.hsl, .hwb] {
            let mapped = red.gamutMapped(to: space)
            #expect(mapped.colorSpace == space)
            #expect(mapped.isInSRGBGamut)
            ColorCheck.expect(mapped.converted(to: .srgb).components, red.gamutMapped(to: .srgb).components, tolerance: 1e-9)
        }
    }

    @Test func gamutChecksAllowRoundingSlack() {
        // sRGB white through Lab comes back a hair off; it must still count as inside.
        let white = ColorCheck.srgb(1, 1, 1).converted(to: .lab)
        #expect(white.isInSRGBGamut)
        #expect(ColorCheck.srgb(1.00007, 0.5, 0.5).isInSRGBGamut)
        #expect(!ColorCheck.srgb(1.0001, 0.5, 0.5).isInSRGBGamut)
        #expect(!ColorCheck.srgb(-0.0001, 0.5, 0.5).isInSRGBGamut)
        #expect(ColorCheck.color(.rec2020, 0, 1, 0).isInDisplayP3Gamut == false)
    }

    @Test func srgbComponentsAreGamutMappedAndClamped() {
        let c = ColorCheck.color(.displayP3, 1, 0, 0).srgbComponents
        ColorCheck.expect(c.red, 1, tolerance: 1e-9)
        ColorCheck.expect(c.green, 0.04457, tolerance: 0.001)
        ColorCheck.expect(c.blue, 0.045932, tolerance: 0.001)
        let slightlyOver = ColorCheck.srgb(1.00005, -0.00005, 0.5).srgbComponents
        #expect(slightlyOver.red == 1 && slightlyOver.green == 0 && slightlyOver.blue == 0.5)
    }
}
