/// Alpha compositing, done as browsers paint: source-over on gamma-encoded sRGB.
extension ColorValue {
    /// Composites this (possibly translucent) color over an opaque background, in sRGB.
    public func composited(over background: ColorValue) -> ColorValue {
        // Both sides are gamut-mapped into sRGB first, since that is what gets painted. A
        // translucent background gets the general source-over formula instead of a wrong answer.
        let top = srgbVector
        let bottom = background.srgbVector
        let topAlpha = clampedAlpha
        let bottomAlpha = background.clampedAlpha
        // Pinned for an opaque background: a + (1 - a) can round to just under 1, and the result
        // would then print as translucent.
        let outAlpha = bottomAlpha >= 1 ? 1 : topAlpha + bottomAlpha * (1 - topAlpha)
        guard outAlpha > 0 else {
            return ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0)
        }
        let blended = (top * topAlpha + bottom * (bottomAlpha * (1 - topAlpha))) / outAlpha
        let v = Self.clampedToUnitCube(blended)
        return ColorValue(colorSpace: .srgb, components: [v.x, v.y, v.z], alpha: outAlpha)
    }

    /// Gamut-mapped sRGB components as a vector, each 0...1.
    var srgbVector: SIMD3<Double> {
        let c = srgbComponents
        return SIMD3(c.red, c.green, c.blue)
    }
}
