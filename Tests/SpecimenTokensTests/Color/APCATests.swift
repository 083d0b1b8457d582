import Testing

@testable import SpecimenTokens

/// APCA Lc against the reference pairs of Myndex/apca-w3 (test/index.js, APCA 0.0.98G-4g).
@Suite("APCA contrast")
struct APCATests {
    @Test(arguments: [
        ("#888", "#fff", 63.056469930209424),
        ("#fff", "#888", -68.54146436644962),
        ("#000", "#aaa", 58.146262578561334),
        ("#aaa", "#000", -56.24113336839742),
        ("#123", "#def", 91.66830811481631),
        ("#def", "#123", -93.06770049484275),
        ("#123", "#444", 8.32326136957393),
        ("#444", "#123", -7.526878460278154),
        // Translucent text: #0006 is black at alpha 0.4, composited over white to #999.
        ("#0006", "#fff", 54.62184067441377),
    ])
    func referencePairs(text: String, background: String, lc: Double) {
        let result = Contrast.apcaLc(text: ColorCheck.hex(text), background: ColorCheck.hex(background))
        ColorCheck.expect(result, lc, tolerance: 1e-9, "\(text) on \(background)")
    }

    @Test func polarityAndNoContrast() {
        let gray = ColorCheck.hex("#777")
        #expect(Contrast.apcaLc(text: gray, background: gray) == 0)
        #expect(Contrast.apcaLc(text: ColorCheck.hex("#000"), background: ColorCheck.hex("#fff")) > 100)
        #expect(Contrast.apcaLc(text: ColorCheck.hex("#fff"), background: ColorCheck.hex("#000")) < -100)
        // Nearly equal colors fall under the low clip and read as no contrast.
        #expect(Contrast.apcaLc(text: ColorCheck.hex("#777"), background: ColorCheck.hex("#7a7a7a")) == 0)
    }

    @Test func translucentBackgroundIsCompositedOverWhite() {
        let clear = ColorCheck.srgb(0.1, 0.2, 0.3, alpha: 0)
        let text = ColorCheck.hex("#888")
        #expect(Contrast.apcaLc(text: text, background: clear) == Contrast.apcaLc(text: text, background: ColorCheck.hex("#fff")))
    }
}
