import Foundation

/// The conversion graph of CSS Color 4: every space hangs off a parent, and XYZ-D65 is the root.
///
/// Going through the nearest common ancestor rather than always through XYZ keeps conversions
/// between close relatives (HSL and HWB, Lab and LCH) free of matrix rounding.
extension ColorSpace {
    /// The space this one is defined in terms of; nil only for the root, XYZ-D65.
    var parent: ColorSpace? {
        switch self {
        case .hsl, .hwb: .srgb
        case .srgb: .srgbLinear
        case .srgbLinear, .displayP3, .a98RGB, .rec2020, .oklab, .xyzD50: .xyzD65
        case .lch: .lab
        case .lab, .prophotoRGB: .xyzD50
        case .oklch: .oklab
        case .xyzD65: nil
        }
    }

    /// This space and its ancestors up to the root, nearest first.
    var lineage: [ColorSpace] {
        var chain = [self]
        while let next = chain.last?.parent { chain.append(next) }
        return chain
    }

    /// Components in this space to components in `parent`.
    func toParent(_ v: SIMD3<Double>) -> SIMD3<Double> {
        typealias M = ColorMatrices
        switch self {
        case .hsl: return PolarConversions.srgb(fromHSL: v)
        case .hwb: return PolarConversions.srgb(fromHWB: v)
        case .srgb: return ColorTransfer.srgb.linearize(v)
        case .srgbLinear: return M.linearSRGBToXYZ * v
        case .displayP3: return M.linearP3ToXYZ * ColorTransfer.srgb.linearize(v)
        case .a98RGB: return M.linearA98ToXYZ * ColorTransfer.a98.linearize(v)
        case .rec2020: return M.linearRec2020ToXYZ * ColorTransfer.rec2020.linearize(v)
        case .prophotoRGB: return M.linearProPhotoToXYZD50 * ColorTransfer.prophoto.linearize(v)
        case .lch, .oklch: return PolarConversions.rectangular(fromPolar: v)
        case .lab: return Self.xyzD50(fromLab: v)
        case .oklab: return Self.xyzD65(fromOKLab: v)
        case .xyzD50: return M.d50ToD65 * v
        case .xyzD65: return v
        }
    }

    /// Components in `parent` to components in this space.
    func fromParent(_ v: SIMD3<Double>) -> SIMD3<Double> {
        typealias M = ColorMatrices
        switch self {
        case .hsl: return PolarConversions.hsl(fromSRGB: v)
        case .hwb: return PolarConversions.hwb(fromSRGB: v)
        case .srgb: return ColorTransfer.srgb.encode(v)
        case .srgbLinear: return M.xyzToLinearSRGB * v
        case .displayP3: return ColorTransfer.srgb.encode(M.xyzToLinearP3 * v)
        case .a98RGB: return ColorTransfer.a98.encode(M.xyzToLinearA98 * v)
        case .rec2020: return ColorTransfer.rec2020.encode(M.xyzToLinearRec2020 * v)
        case .prophotoRGB: return ColorTransfer.prophoto.encode(M.xyzD50ToLinearProPhoto * v)
        case .lch:
            return PolarConversions.polar(fromRectangular: v, achromaticBelow: PolarConversions.labAchromaticChroma)
        case .oklch:
            return PolarConversions.polar(fromRectangular: v, achromaticBelow: PolarConversions.okLabAchromaticChroma)
        case .lab: return Self.lab(fromXYZD50: v)
        case .oklab: return Self.okLab(fromXYZD65: v)
        case .xyzD50: return M.d65ToD50 * v
        case .xyzD65: return v
        }
    }

    /// Converts raw components (NaN hue allowed) from this space to `target`.
    func convert(_ v: SIMD3<Double>, to target: ColorSpace) -> SIMD3<Double> {
        if target == self { return v }
        let up = lineage
        let down = target.lineage
        // XYZ-D65 is in every lineage, so a common ancestor always exists.
        let common = up.first(where: down.contains) ?? .xyzD65
        var value = v
        for space in up.prefix(while: { $0 != common }) {
            value = space.toParent(value)
        }
        for space in down.prefix(while: { $0 != common }).reversed() {
            value = space.fromParent(value)
        }
        return value
    }

    // MARK: CIE Lab (D50)

    // CIE's exact rational forms of the Lab constants, as CSS uses them.
    private static let labEpsilon = 216.0 / 24389
    private static let labKappa = 24389.0 / 27

    private static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / ColorMatrices.d50White
        func f(_ t: Double) -> Double { t > labEpsilon ? cbrt(t) : (labKappa * t + 16) / 116 }
        let fx = f(scaled.x), fy = f(scaled.y), fz = f(scaled.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > labEpsilon ? fx * fx * fx : (116 * fx - 16) / labKappa
        let y = lab.x > labKappa * labEpsilon ? fy * fy * fy : lab.x / labKappa
        let z = fz * fz * fz > labEpsilon ? fz * fz * fz : (116 * fz - 16) / labKappa
        return SIMD3(x, y, z) * ColorMatrices.d50White
    }

    // MARK: OKLab (D65)

    private static func okLab(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrices.xyzToOKLMS * xyz
        // cbrt, not pow(_, 1/3): pow returns NaN for the negative LMS of out-of-gamut colors.
        return ColorMatrices.okLMSToOKLab * SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
    }

    private static func xyzD65(fromOKLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = ColorMatrices.okLabToOKLMS * lab
        return ColorMatrices.okLMSToXYZ * (lms * lms * lms)
    }
}

extension ColorValue {
    /// Exact conversion to another space (through XYZ, Bradford-adapted between D65 and D50), without gamut mapping.
    public func converted(to space: ColorSpace) -> ColorValue {
        // "none" counts as 0 on the way in; an achromatic result in a cylindrical space gets a
        // "none" hue on the way out, as CSS serializes it. The `hex` fallback is dropped because
        // it describes the token as written, which only the unconverted value still is.
        if space == colorSpace { return self }
        let result = colorSpace.convert(numericComponents, to: space)
        return ColorValue(colorSpace: space, vector: result, alpha: alpha)
    }
}
