import Foundation

/// Gamut checks and the CSS Color 4 gamut mapping algorithm.
extension ColorValue {
    /// Per-channel slack of gamut checks; color.js uses the same so that colors which only miss
    /// the cube by conversion rounding (sRGB white through Lab, say) still count as inside.
    static let gamutEpsilon = 0.000075
    // Just-noticeable difference in deltaEOK, and the search precision, from CSS Color 4.
    static let gamutMappingJND = 0.02
    static let gamutMappingEpsilon = 0.0001

    /// Whether the color lies inside the sRGB gamut, within 0.000075 per channel.
    public var isInSRGBGamut: Bool {
        Self.isInsideUnitCube(colorSpace.convert(numericComponents, to: .srgb))
    }

    /// Whether the color lies inside the Display P3 gamut, within 0.000075 per channel.
    public var isInDisplayP3Gamut: Bool {
        Self.isInsideUnitCube(colorSpace.convert(numericComponents, to: .displayP3))
    }

    /// The closest color inside `space`'s gamut by the CSS Color 4 algorithm (OKLCH chroma reduction, deltaEOK JND 0.02).
    public func gamutMapped(to space: ColorSpace) -> ColorValue {
        // Spaces without gamut limits (Lab, LCH, OKLab, OKLCH, XYZ) have nothing to map into.
        guard let bounds = space.gamutSpace else { return converted(to: space) }
        // HSL and HWB are sRGB in other coordinates, so CSS maps them through sRGB.
        if bounds != space {
            let mapped = gamutMapped(to: bounds)
            return ColorValue(colorSpace: space, vector: bounds.convert(mapped.numericComponents, to: space), alpha: alpha)
        }
        let mapped = Self.mapIntoGamut(numericComponents, from: colorSpace, to: space)
        return ColorValue(colorSpace: space, vector: mapped, alpha: alpha)
    }

    /// The gamut-mapped sRGB components, each 0...1.
    public var srgbComponents: (red: Double, green: Double, blue: Double) {
        let v = Self.clampedToUnitCube(gamutMapped(to: .srgb).numericComponents)
        return (v.x, v.y, v.z)
    }

    // MARK: The algorithm

    /// CSS Color 4's binary search gamut mapping with local MINDE, on raw components.
    ///
    /// In-gamut colors (within the slack) come back clamped into 0...1, so a result is never a
    /// hair outside the cube.
    static func mapIntoGamut(_ components: SIMD3<Double>, from source: ColorSpace, to destination: ColorSpace) -> SIMD3<Double> {
        // The spec checks lightness first; checking the gamut first differs only for colors whose
        // OKLab lightness rounds to exactly 1 or 0, and keeps in-gamut colors bit-for-bit unchanged.
        let direct = source.convert(components, to: destination)
        if isInsideUnitCube(direct) { return clampedToUnitCube(direct) }
        let origin = source.convert(components, to: .oklch)
        // Lightness beyond the ends maps to the destination's white or black, whatever the chroma:
        // chroma reduction alone would never bring such a color inside.
        if origin.x >= 1 { return SIMD3(repeating: 1) }
        if origin.x <= 0 { return SIMD3(repeating: 0) }

        func toDestination(_ lch: SIMD3<Double>) -> SIMD3<Double> { ColorSpace.oklch.convert(lch, to: destination) }
        func clip(_ lch: SIMD3<Double>) -> SIMD3<Double> { clampedToUnitCube(toDestination(lch)) }
        func delta(_ clipped: SIMD3<Double>, _ lch: SIMD3<Double>) -> Double {
            let a = destination.convert(clipped, to: .oklab)
            let b = ColorSpace.oklch.convert(lch, to: .oklab)
            return okLabDistance(a, b)
        }

        var current = origin
        var clipped = clip(current)
        var difference = delta(clipped, current)
        // Clipping alone is invisible for colors barely outside (including grays that rounding
        // pushed a hair past white), so there is nothing to search for.
        if difference < gamutMappingJND { return clipped }

        var low = 0.0
        var high = origin.y
        var lowIsInGamut = true
        while high - low > gamutMappingEpsilon {
            let chroma = (low + high) / 2
            current.y = chroma
            if lowIsInGamut, isInsideUnitCube(toDestination(current)) {
                low = chroma
                continue
            }
            clipped = clip(current)
            difference = delta(clipped, current)
            if difference < gamutMappingJND {
                // Close enough to the JND boundary: the clipped color is the answer.
                if gamutMappingJND - difference < gamutMappingEpsilon { return clipped }
                // The clipped color is still indistinguishable, so more chroma may be kept:
                // search upwards from here, no longer assuming `low` is in gamut.
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    static func isInsideUnitCube(_ v: SIMD3<Double>) -> Bool {
        let low = -gamutEpsilon, high = 1 + gamutEpsilon
        return (low...high).contains(v.x) && (low...high).contains(v.y) && (low...high).contains(v.z)
    }

    static func clampedToUnitCube(_ v: SIMD3<Double>) -> SIMD3<Double> {
        v.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
    }

    static func okLabDistance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}
