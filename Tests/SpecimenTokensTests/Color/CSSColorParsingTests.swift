import Testing

@testable import SpecimenTokens

/// `ColorValue.parseCSS`: every form a person may paste, kept in the space it names. Expected
/// values are worked out from the CSS Color 4 definitions, noted beside each.
@Suite("CSS color parsing")
struct CSSColorParsingTests {
    @Test(arguments: [
        // What LegacyColorString already reads.
        ("#0a84ff", "#0a84ff", "hex as written"),
        ("rgb(10 132 255)", "#0a84ff", "10, 132, 255 is 0a 84 ff"),
        ("rgb(10, 132, 255)", "#0a84ff", "the comma form"),
        // Named colors, any case.
        ("rebeccapurple", "#663399", "CSS Color 4 names it #663399"),
        ("RebeccaPurple", "#663399", "names are ASCII case-insensitive"),
        ("navy", "#000080", "0, 0, 128"),
        // hsl: at 50% lightness and full saturation the hue alone decides; 210° is halfway from
        // 180° (cyan: 0, 255, 255) to 240° (blue: 0, 0, 255), green 127.5 → 0x80.
        ("hsl(210 100% 50%)", "#0080ff", "hue 210, green halfway"),
        ("hsl(210deg, 100%, 50%)", "#0080ff", "legacy commas, deg"),
        ("hsl(0.5turn 100% 50%)", "#00ffff", "half a turn is 180°, cyan"),
        ("hsl(200grad 100% 50%)", "#00ffff", "200 grad is 180°"),
        ("hsl(3.14159265358979rad 100% 50%)", "#00ffff", "π rad is 180°"),
        ("hsl(120 100 25)", "#008000", "modern numbers without %: lightness 25% of 255 is 63.75… times 2 for full saturation = 127.5"),
        // hwb: hue 0 with no white and no black is red.
        ("hwb(0 0% 0%)", "#ff0000", "pure hue"),
        ("hwb(0 100% 0%)", "#ffffff", "all white"),
        // Lab, LCH, OKLab, OKLCH: lightness 100 (or 1) without chroma is white, 0 is black.
        ("lab(100 0 0)", "#ffffff", "L 100"),
        ("lab(100% 0% 0%)", "#ffffff", "L 100%, a and b 0% of 125"),
        ("lch(0% 0 none)", "#000000", "L 0, hue none"),
        ("oklab(1 0 0)", "#ffffff", "L 1"),
        ("oklab(100% 0 0)", "#ffffff", "100% of 1"),
        ("oklch(0 0 0)", "#000000", "L 0"),
        // sRGB red in OKLCH is (0.62796, 0.25768, 29.2339°) (CSS Color 4, sample conversions).
        ("oklch(62.796% 0.25768 29.2339)", "#ff0000", "red"),
        // color(): predefined spaces, 100% being 1.
        ("color(srgb 1 0.5 0)", "#ff8000", "0.5 of 255 = 127.5 → 0x80"),
        ("color(srgb 100% 50% 0%)", "#ff8000", "percentages of 1"),
        ("color(srgb-linear 1 1 1)", "#ffffff", "linear white is white"),
        ("color(xyz-d65 0.95047 1 1.08883)", "#ffffff", "D65 white point"),
    ])
    func parses(text: String, hex: String, why: String) throws {
        let color = try #require(ColorValue.parseCSS(text), "\(text): \(why)")
        #expect(color.hexString == hex, "\(text): \(why)")
    }

    @Test func keepsTheSpaceItIsWrittenIn() throws {
        let p3 = try #require(ColorValue.parseCSS("color(display-p3 1 0 0)"))
        #expect(p3.colorSpace == .displayP3)
        ColorCheck.expect(p3.components, [1, 0, 0], tolerance: 0)
        let oklch = try #require(ColorValue.parseCSS("oklch(0.5 0.1 none)"))
        #expect(oklch.colorSpace == .oklch)
        ColorCheck.expect(oklch.components, [0.5, 0.1, nil], tolerance: 0)
        let hsl = try #require(ColorValue.parseCSS("hsl(30 40% 50%)"))
        #expect(hsl.colorSpace == .hsl)
        ColorCheck.expect(hsl.components, [30, 40, 50], tolerance: 0)
        // 50% of OKLCH chroma is half of 0.4.
        ColorCheck.expect(try #require(ColorValue.parseCSS("oklch(50% 50% 10)")).components, [0.5, 0.2, 10], tolerance: 1e-12)
    }

    @Test(arguments: [
        ("hsl(120 100% 25% / 0.5)", 0.5),
        ("hsla(120, 100%, 25%, 0.25)", 0.25),
        ("color(display-p3 0 1 0 / 40%)", 0.4),
        ("oklch(0.7 0.1 200 / 2)", 1.0),
        ("transparent", 0.0),
    ])
    func readsAlpha(text: String, alpha: Double) throws {
        ColorCheck.expect(try #require(ColorValue.parseCSS(text)).alpha, alpha, tolerance: 1e-12, text)
    }

    @Test(arguments: [
        "", "blurple", "hsl(1 2)", "hsl(1 2% 3% 4% 5%)", "hsl(nan 1% 1%)", "hsl(inf 1% 1%)", "hsl(10 20% 30% / 1 / 2)",
        "oklch(50% 0.1 20%)", "colour(red)", "color(unknown 1 2 3)", "color(display-p3 1 0)", "hsl(10 20% 30%", "hsl()",
        "oklch(0.5 0.1 10 / x)", "16px",
    ])
    func rejects(text: String) {
        #expect(ColorValue.parseCSS(text) == nil, "\(text)")
    }
}
