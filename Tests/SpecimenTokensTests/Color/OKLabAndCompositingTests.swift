import Testing

@testable import SpecimenTokens

/// OKLab accessors, distance, and alpha compositing.
@Suite("OKLab measures and compositing")
struct OKLabAndCompositingTests {
    @Test func okLabAccessorsMatchConversion() {
        let color = ColorCheck.hex("#336699")
        let lab = color.converted(to: .oklab).components
        #expect(color.oklab.l == lab[0] && color.oklab.a == lab[1] && color.oklab.b == lab[2])
        let lch = color.converted(to: .oklch).components
        #expect(color.oklch.l == lch[0] && color.oklch.c == lch[1] && color.oklch.h == lch[2])
    }

    @Test func achromaticHueReadsAsZero() {
        #expect(ColorCheck.hex("#777").oklch.h == 0)
        #expect(ColorCheck.hex("#777").oklch.c < 0.000004)
    }

    @Test func distance() {
        let red = ColorCheck.hex("#f00")
        #expect(red.oklabDistance(to: red) == 0)
        #expect(red.oklabDistance(to: red.converted(to: .lch)) < 1e-9)
        ColorCheck.expect(ColorCheck.hex("#fff").oklabDistance(to: ColorCheck.hex("#000")), 1, tolerance: 1e-6)
        let blue = ColorCheck.hex("#00f")
        #expect(red.oklabDistance(to: blue) == blue.oklabDistance(to: red))
        // Nearest-color search: a slightly darker red is nearer to red than orange is.
        #expect(red.oklabDistance(to: ColorCheck.hex("#e00")) < red.oklabDistance(to: ColorCheck.hex("#f80")))
        // Alpha plays no part.
        #expect(red.oklabDistance(to: ColorCheck.srgb(1, 0, 0, alpha: 0.2)) == 0)
    }

    @Test func compositingOverOpaqueBackground() {
        let over = ColorCheck.srgb(0, 0, 0, alpha: 0.5).composited(over: ColorCheck.hex("#fff"))
        #expect(over.colorSpace == .srgb)
        #expect(over.alpha == 1)
        ColorCheck.expect(over.components, [0.5, 0.5, 0.5], tolerance: 1e-12)

        let tinted = ColorCheck.srgb(1, 0, 0, alpha: 0.25).composited(over: ColorCheck.hex("#00f"))
        ColorCheck.expect(tinted.components, [0.25, 0, 0.75], tolerance: 1e-12)

        let opaque = ColorCheck.hex("#336699").composited(over: ColorCheck.hex("#fff"))
        ColorCheck.expect(opaque.components, ColorCheck.hex("#336699").components, tolerance: 1e-12)
    }

    @Test(arguments: [0.1, 0.3, 0.7, 0.9, 0.123456789])
    func compositingOverOpaqueBackgroundIsExactlyOpaque(alpha: Double) {
        let result = ColorCheck.srgb(0.2, 0.4, 0.6, alpha: alpha).composited(over: ColorCheck.hex("#fff"))
        #expect(result.alpha == 1)
        #expect(result.hexString.count == 7)
    }

    @Test func compositingOverTranslucentBackgroundIsSourceOver() {
        let result = ColorCheck.srgb(1, 1, 1, alpha: 0.5).composited(over: ColorCheck.srgb(0, 0, 0, alpha: 0.5))
        ColorCheck.expect(result.alpha, 0.75, tolerance: 1e-12)
        ColorCheck.expect(result.components, [2.0 / 3, 2.0 / 3, 2.0 / 3], tolerance: 1e-12)
        let nothing = ColorCheck.srgb(1, 1, 1, alpha: 0).composited(over: ColorCheck.srgb(0, 0, 0, alpha: 0))
        #expect(nothing.alpha == 0)
    }

    @Test func compositingGamutMapsFirst() {
        let p3Red = ColorCheck.color(.displayP3, 1, 0, 0)
        let result = p3Red.composited(over: ColorCheck.hex("#fff"))
        ColorCheck.expect(result.components, p3Red.gamutMapped(to: .srgb).components, tolerance: 1e-12)
    }
}
