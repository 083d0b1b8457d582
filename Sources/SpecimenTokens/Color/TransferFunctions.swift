import Foundation

/// The transfer curves ("gammas") of the RGB spaces, extended to negative values.
///
/// CSS Color 4 mirrors each curve through the origin so that out-of-gamut colors, whose linear
/// components go negative, survive a round trip instead of turning into NaN.
enum ColorTransfer {
    /// sRGB's piecewise curve; display-p3 uses it too.
    case srgb
    /// Adobe RGB (1998): a pure power of 563/256.
    case a98
    /// ProPhoto RGB: gamma 1.8 with a linear segment below 16/512.
    case prophoto
    /// ITU-R BT.2020 with the exact alpha and beta constants.
    case rec2020

    // BT.2020-2 p.4, to the precision CSS uses.
    private static let rec2020Alpha = 1.09929682680944
    private static let rec2020Beta = 0.018053968510807

    /// Encoded (gamma) value to linear light.
    func linearize(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        switch self {
        case .srgb:
            if magnitude <= 0.04045 { return value / 12.92 }
            return sign * pow((magnitude + 0.055) / 1.055, 2.4)
        case .a98:
            return sign * pow(magnitude, 563 / 256)
        case .prophoto:
            if magnitude <= 16 / 512 { return value / 16 }
            return sign * pow(magnitude, 1.8)
        case .rec2020:
            let alpha = Self.rec2020Alpha
            if magnitude < Self.rec2020Beta * 4.5 { return value / 4.5 }
            return sign * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        }
    }

    /// Linear light to encoded (gamma) value.
    func encode(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = abs(value)
        switch self {
        case .srgb:
            if magnitude <= 0.0031308 { return value * 12.92 }
            return sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
        case .a98:
            return sign * pow(magnitude, 256 / 563)
        case .prophoto:
            if magnitude < 1 / 512 { return value * 16 }
            return sign * pow(magnitude, 1 / 1.8)
        case .rec2020:
            let alpha = Self.rec2020Alpha
            if magnitude <= Self.rec2020Beta { return value * 4.5 }
            return sign * (alpha * pow(magnitude, 0.45) - (alpha - 1))
        }
    }

    func linearize(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(linearize(v.x), linearize(v.y), linearize(v.z))
    }

    func encode(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encode(v.x), encode(v.y), encode(v.z))
    }
}
