import Testing

@testable import SpecimenTokens

/// HSL, HWB and the "none" keyword.
@Suite("HSL, HWB and none")
struct PolarAndNoneTests {
    // color.js test/conversions.js "HWB to sRGB" (hue wraps; whiteness + blackness ≥ 100% is gray).
    @Test(
        arguments: [
            ([0, 20, 40], [0.6, 0.2, 0.2]),
            ([90, 30, 5], [0.625, 0.95, 0.3]),
            ([30, 0, 80], [0.2, 0.1, 0]),
            ([720, 20, 40], [0.6, 0.2, 0.2]),
            ([-270, 30, 5], [0.625, 0.95, 0.3]),
            ([0, 40, 80], [1.0 / 3, 1.0 / 3, 1.0 / 3]),
            ([0, 50, 50], [0.5, 0.5, 0.5]),
        ] as [([Double], [Double])])
    func hwbToSRGB(hwb: [Double], srgb: [Double]) {
        let converted = ColorCheck.color(.hwb, hwb[0], hwb[1], hwb[2]).converted(to: .srgb)
        ColorCheck.expect(converted.components, srgb, tolerance: 1e-9, "hwb\(hwb)")
    }

    // color.js "sRGB to HWB" and "sRGB to HSL"; null is a powerless ("none") hue.
    @Test func srgbToHWBAndHSL() {
        ColorCheck.expect(ColorCheck.srgb(0.6, 0.2, 0.2).converted(to: .hwb).components, [0, 20, 40], tolerance: 1e-9)
        ColorCheck.expect(ColorCheck.srgb(0, 0, 0).converted(to: .hwb).components, [nil, 0, 100], tolerance: 1e-9)
        ColorCheck.expect(ColorCheck.srgb(1, 1, 1).converted(to: .hwb).components, [nil, 100, 0], tolerance: 1e-9)
        ColorCheck.expect(ColorCheck.srgb(0, 0, 0).converted(to: .hsl).components, [nil, 0, 0], tolerance: 1e-9)
        ColorCheck.expect(ColorCheck.srgb(1, 1, 1).converted(to: .hsl).components, [nil, 0, 100], tolerance: 1e-9)
    }

    // CSS named colors and their HSL forms (lime is hsl(120 100% 50%); teal's 128/255 is not 50%).
    @Test(
        arguments: [
            ("#ff0000", [0, 100, 50]),
            ("#00ff00", [120, 100, 50]),
            ("#008080", [180, 100, 25.098039215686274]),
            ("#ffa500", [38.82352941176471, 100, 50]),
            ("#4682b4", [207.27272727272728, 44.0000000000000, 49.01960784313725]),
        ] as [(String, [Double])])
    func hslOfNamedColors(hex: String, hsl: [Double]) {
        let color = ColorCheck.hex(hex)
        ColorCheck.expect(color.converted(to: .hsl).components, hsl, tolerance: 1e-9, hex)
        ColorCheck.expect(
            ColorCheck.color(.hsl, hsl[0], hsl[1], hsl[2]).converted(to: .srgb).components,
            color.components, tolerance: 1e-9, hex)
    }

    // color.js "Out of sRGB gamut conversions": rec2020 blue in HSL needs the negative-saturation
    // hue flip of csswg-drafts issue 9222, and gives negative whiteness and blackness in HWB.
    @Test func outOfGamutHSLAndHWB() {
        let blue = ColorCheck.color(.rec2020, 0, 0, 1)
        ColorCheck.expect(
            blue.converted(to: .hsl).components,
            [230.63914728691736, 179.65454686851365, 37.563825540144116], tolerance: 1e-3)
        ColorCheck.expect(
            blue.converted(to: .hwb).components,
            [230.63914728691736, -29.9212950204808, -5.0489461007690295], tolerance: 1e-3)
    }

    @Test func noneComponentsCountAsZero() {
        let withNone = ColorValue(colorSpace: .srgb, components: [1, nil, nil])
        ColorCheck.expect(
            withNone.converted(to: .lab).components,
            ColorCheck.srgb(1, 0, 0).converted(to: .lab).components, tolerance: 1e-12)
        let noneHue = ColorValue(colorSpace: .oklch, components: [0.5, 0.1, nil])
        ColorCheck.expect(
            noneHue.converted(to: .srgb).components,
            ColorCheck.color(.oklch, 0.5, 0.1, 0).converted(to: .srgb).components, tolerance: 1e-12)
        let grayHSL = ColorValue(colorSpace: .hsl, components: [nil, 0, 50])
        ColorCheck.expect(grayHSL.converted(to: .srgb).components, [0.5, 0.5, 0.5], tolerance: 1e-12)
        #expect(withNone.hexString == "#ff0000")
    }

    @Test func conversionToTheSameSpaceKeepsNone() {
        let color = ColorValue(colorSpace: .oklch, components: [0.7, nil, nil], alpha: 0.5)
        #expect(color.converted(to: .oklch) == color)
    }

    // An achromatic color has a powerless hue in every cylindrical space, even after the
    // rounding noise of a trip through XYZ and Bradford adaptation.
    @Test(arguments: [ColorSpace.hsl, .hwb, .lch, .oklch])
    func grayHasNoneHue(space: ColorSpace) {
        let grays = [ColorCheck.hex("#777777"), ColorCheck.color(.lab, 50, 0, 0), ColorCheck.color(.oklch, 0.5, 0, 120)]
        // Converting to the color's own space is the identity, which keeps a hue as written.
        for gray in grays where gray.colorSpace != space {
            let converted = gray.converted(to: space)
            #expect(converted.components[space.hueIndex!] == nil, "\(gray.colorSpace) → \(space)")
        }
    }
}
