/// A color space a DTCG 2025.10 color value may name, spelled as in the token file.
public enum ColorSpace: String, CaseIterable, Sendable, Hashable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"
}

extension ColorSpace {
    /// Position of the hue angle among the components, or nil for rectangular spaces.
    var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// The RGB space whose unit cube bounds this space, or nil when the space has no gamut limits.
    ///
    /// HSL and HWB are only other coordinates for sRGB, so they share its gamut; CSS Color 4
    /// gamut-maps them by mapping into sRGB and converting back.
    var gamutSpace: ColorSpace? {
        switch self {
        case .srgb, .hsl, .hwb: .srgb
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: self
        case .lab, .lch, .oklab, .oklch, .xyzD65, .xyzD50: nil
        }
    }
}
