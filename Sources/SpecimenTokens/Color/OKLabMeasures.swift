/// OKLab coordinates and distances, the perceptual measures the handbook sorts and matches by.
extension ColorValue {
    /// The color in OKLab: L in 0...1, a and b roughly -0.4...0.4.
    public var oklab: (l: Double, a: Double, b: Double) {
        let v = colorSpace.convert(numericComponents, to: .oklab)
        return (v.x, v.y, v.z)
    }

    /// The color in OKLCH: L in 0...1, chroma, hue in degrees [0, 360) with 0 for achromatic colors.
    public var oklch: (l: Double, c: Double, h: Double) {
        let v = colorSpace.convert(numericComponents, to: .oklch)
        return (v.x, v.y, v.z.isNaN ? 0 : v.z)
    }

    /// Euclidean distance in OKLab (for "nearest color" search)
    public func oklabDistance(to other: ColorValue) -> Double {
        // deltaEOK of CSS Color 4. Alpha is ignored, and wide-gamut colors are measured as they
        // are rather than gamut-mapped, so two different P3 colors never come out equal.
        Self.okLabDistance(
            colorSpace.convert(numericComponents, to: .oklab),
            other.colorSpace.convert(other.numericComponents, to: .oklab)
        )
    }
}
