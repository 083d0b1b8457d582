/// A Tokens Studio color modifier (`$extensions` → `studio.tokens` → `modify`): lighten or
/// darken by an amount, mix with another color, or set the alpha, in the color space it names
/// (`lch`, `srgb`, `p3`, `hsl`), the result in that space — computed as Tokens Studio's own
/// transforms do (`@tokens-studio/sd-transforms`, on colorjs.io).
struct StudioColorModifier: Sendable, Equatable {
    enum Kind: String, Sendable {
        case lighten, darken, mix, alpha
    }

    let kind: Kind
    /// 0…1.
    let amount: Double
    let space: ColorSpace
    /// The color `mix` mixes in.
    let mixColor: ColorValue?

    /// The spaces Tokens Studio offers, by its names.
    static let spaces: [String: ColorSpace] = ["lch": .lch, "srgb": .srgb, "p3": .displayP3, "hsl": .hsl]

    func apply(to color: ColorValue) -> ColorValue {
        let original = color.converted(to: space)
        var components = original.numericComponents
        var alpha = original.alpha
        switch kind {
        case .alpha:
            alpha = min(1, max(0, amount))
        case .mix:
            guard let mixColor else { return original }
            let other = mixColor.converted(to: space)
            let weight = min(1, max(0, amount))
            components = Self.interpolate(components, other.numericComponents, weight, hueIndex: space.hueIndex)
            alpha += (other.alpha - alpha) * weight
        case .lighten, .darken:
            components = shifted(components)
        }
        return ColorValue(colorSpace: space, vector: components, alpha: alpha)
    }

    /// Lightness (and in LCH chroma) moved toward white or black by `amount` of the way, or
    /// every channel of an RGB space.
    private func shifted(_ v: SIMD3<Double>) -> SIMD3<Double> {
        var v = v
        let lighten = kind == .lighten
        switch space {
        case .lch:
            v.x = lighten ? min(100, v.x + (100 - v.x) * amount) : max(0, v.x - v.x * amount)
            v.y = max(0, v.y - amount * v.y)
        case .hsl:
            v.z = lighten ? min(100, v.z + (100 - v.z) * amount) : max(0, v.z - v.z * amount)
        default:
            for index in 0..<3 { v[index] = lighten ? min(1, v[index] + amount * (1 - v[index])) : max(0, v[index] - amount * v[index]) }
        }
        return v
    }

    /// Linear interpolation, the hue (where there is one) the shorter way round.
    static func interpolate(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ weight: Double, hueIndex: Int?) -> SIMD3<Double> {
        var result = a + (b - a) * weight
        if let hue = hueIndex {
            var delta = (b[hue] - a[hue]).truncatingRemainder(dividingBy: 360)
            if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
            result[hue] = (a[hue] + delta * weight + 360).truncatingRemainder(dividingBy: 360)
        }
        return result
    }
}
