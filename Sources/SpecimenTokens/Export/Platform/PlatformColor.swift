/// A color as the platform exports write it: sRGB where it fits, otherwise Display P3, mapped
/// into P3's gamut when even that is too small (CSS Color 4's mapping, as the Swift export does).
struct PlatformColor: Sendable, Equatable {
    enum Space: Sendable, Equatable { case sRGB, displayP3 }

    let space: Space
    /// Components and alpha, each 0…1.
    let red: Double, green: Double, blue: Double, alpha: Double

    init(_ color: ColorValue) {
        space = color.isInSRGBGamut ? .sRGB : .displayP3
        let mapped = color.gamutMapped(to: space == .sRGB ? .srgb : .displayP3)
        let c = mapped.components.map { min(max($0 ?? 0, 0), 1) } + [0, 0, 0]
        (red, green, blue) = (c[0], c[1], c[2])
        alpha = color.clampedAlpha
    }

    /// `AARRGGBB` in capitals, of the color mapped into sRGB: Android's order, for platforms
    /// without wide color or where a hex literal is what users expect.
    static func argbHex(_ color: ColorValue) -> String {
        let c = color.srgbComponents
        return [color.clampedAlpha, c.red, c.green, c.blue].map(hexByte).joined()
    }

    private static func hexByte(_ unit: Double) -> String {
        let byte = Int((min(max(unit, 0), 1) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
