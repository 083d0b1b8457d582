import Testing

@testable import SpecimenTokens

/// Hex parsing, hex printing and CSS serialization.
@Suite("Hex and CSS text")
struct HexAndCSSTests {
    @Test(
        arguments: [
            ("#f80", [1, 0x88 / 255.0, 0], 1.0),
            ("#F80", [1, 0x88 / 255.0, 0], 1.0),
            ("#f808", [1, 0x88 / 255.0, 0], 0x88 / 255.0),
            ("#ff8800", [1, 0x88 / 255.0, 0], 1.0),
            ("#FF8800", [1, 0x88 / 255.0, 0], 1.0),
            ("#Ff880080", [1, 0x88 / 255.0, 0], 0x80 / 255.0),
            ("#000000ff", [0, 0, 0], 1.0),
            ("#c0ffee", [0xc0 / 255.0, 1, 0xee / 255.0], 1.0),
        ] as [(String, [Double], Double)])
    func parsesValidHex(text: String, components: [Double], alpha: Double) throws {
        let color = try #require(ColorValue.parseHex(text))
        #expect(color.colorSpace == .srgb)
        ColorCheck.expect(color.components, components, tolerance: 1e-15, text)
        ColorCheck.expect(color.alpha, alpha, tolerance: 1e-15, text)
        #expect(color.hex == nil)
    }

    @Test(arguments: [
        "", "#", "f80", "ff8800", "#f", "#ff", "#fffff", "#fffffff", "#fffffffff",
        "#ggg", "#12345g", " #fff", "#fff ", "#ff 880", "＃fff", "#ｆｆｆ", "#-12", "#+ff",
    ])
    func rejectsInvalidHex(text: String) {
        #expect(ColorValue.parseHex(text) == nil)
    }

    @Test(arguments: ["#c0ffee", "#000000", "#ffffff", "#336699", "#01020380", "#12345678"])
    func hexRoundTrips(text: String) throws {
        #expect(try #require(ColorValue.parseHex(text)).hexString == text)
    }

    @Test func hexStringExpandsShortFormsAndLowercases() {
        #expect(ColorCheck.hex("#ABC").hexString == "#aabbcc")
        #expect(ColorCheck.hex("#abcd").hexString == "#aabbccdd")
        #expect(ColorCheck.srgb(0.2, 0.4, 0.6, alpha: 0.5).hexString == "#33669980")
    }

    @Test func hexStringGamutMapsWideColors() {
        // P3 red maps to rgb(100% 4.457% 4.5932%) (color.js), i.e. 255, 11.4, 11.7.
        #expect(ColorCheck.color(.displayP3, 1, 0, 0).hexString == "#ff0b0c")
        #expect(ColorCheck.color(.lab, 50, 0, 0).hexString == "#777777")
    }

    // MARK: cssString, one test per branch

    @Test func opaqueSRGBIsHex() {
        #expect(ColorCheck.hex("#336699").cssString == "#336699")
        #expect(ColorCheck.hex("#FFF").cssString == "#ffffff")
        // In gamut, though not written in sRGB.
        #expect(ColorCheck.srgb(0.2, 0.4, 0.6).converted(to: .oklch).cssString == "#336699")
    }

    @Test func translucentSRGBIsColorFunction() {
        #expect(ColorCheck.srgb(0.2, 0.4, 0.6, alpha: 0.5).cssString == "rgba(51, 102, 153, 0.5)")
        #expect(ColorCheck.srgb(1, 0, 0, alpha: 0).cssString == "rgba(255, 0, 0, 0)")
        #expect(ColorCheck.hex("#0006").cssString == "rgba(0, 0, 0, 0.4)")
        #expect(ColorCheck.srgb(0.0863, 0.098, 0.1176, alpha: 0.08).cssString == "rgba(22, 25, 30, 0.08)")
        #expect(ColorCheck.srgb(0.5, 0.25, 0.123, alpha: 0.5).cssString == "rgba(127.5, 63.75, 31.37, 0.5)")
    }

    @Test func outsideSRGBIsDisplayP3() {
        #expect(ColorCheck.color(.displayP3, 1, 0, 0).cssString == "color(display-p3 1 0 0)")
        #expect(ColorCheck.color(.displayP3, 1, 0, 0, alpha: 0.25).cssString == "color(display-p3 1 0 0 / 0.25)")
        #expect(ColorCheck.color(.displayP3, 0.123456, 0.9, 0.3).cssString == "color(display-p3 0.1235 0.9 0.3)")
    }

    @Test func outsideDisplayP3IsMappedIntoIt() {
        let vivid = ColorCheck.color(.rec2020, 0, 1, 0)
        let css = vivid.cssString
        #expect(css.hasPrefix("color(display-p3 "))
        #expect(!css.contains("/"))
        let numbers = css.dropFirst("color(display-p3 ".count).dropLast().split(separator: " ").compactMap { Double($0) }
        #expect(numbers.count == 3)
        #expect(numbers.allSatisfy { (0...1).contains($0) })
        let expected = vivid.gamutMapped(to: .displayP3).components.map { $0 ?? 0 }
        ColorCheck.expect(numbers, expected, tolerance: 0.00005)
    }

    @Test(arguments: [
        (0.0, "0"), (1.0, "1"), (0.5, "0.5"), (0.25, "0.25"), (0.123456, "0.1235"), (0.00004, "0"),
        (-0.00004, "0"), (-0.5, "-0.5"), (12.3, "12.3"), (0.99999, "1"), (0.1000, "0.1"), (0.0001, "0.0001"),
    ])
    func cssNumbers(value: Double, text: String) {
        #expect(ColorValue.cssNumber(value) == text)
    }
}
