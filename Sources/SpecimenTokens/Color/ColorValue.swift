/// A DTCG color value. `nil` in components stands for the keyword "none" (treated as 0 in math).
public struct ColorValue: Sendable, Hashable {
    /// The space the components are expressed in.
    public var colorSpace: ColorSpace
    /// The three components in the space's own ranges; `nil` is the keyword "none".
    public var components: [Double?]
    /// Opacity from 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The optional 6-digit fallback from the token file, kept verbatim.
    public var hex: String?

    /// Creates a color value; components are kept as given, including "none".
    public init(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}

extension ColorValue {
    /// The components as math sees them: "none" is 0, and a short array is padded with 0.
    ///
    /// `components` is a public `var`, so the math cannot rely on the "exactly 3" promise;
    /// padding keeps a malformed value from trapping in the middle of a site build.
    var numericComponents: SIMD3<Double> {
        func value(_ index: Int) -> Double {
            index < components.count ? (components[index] ?? 0) : 0
        }
        return SIMD3(value(0), value(1), value(2))
    }

    /// Alpha clamped to 0...1, as CSS clamps it when a color is used.
    var clampedAlpha: Double {
        alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }

    /// Builds a value from internal math results, where NaN marks a powerless hue.
    init(colorSpace: ColorSpace, vector: SIMD3<Double>, alpha: Double) {
        self.init(
            colorSpace: colorSpace,
            components: [vector.x, vector.y, vector.z].map { $0.isNaN ? nil : $0 },
            alpha: alpha
        )
    }
}
