extension DimensionValue {
    /// The length in density-independent points, which CSS pixels, Android's dp and sp, Compose's
    /// `Dp` and Apple's points all are: 1rem = 16, 1em = `fontSize` (16 outside a text style).
    /// Nil for units relative to what a platform value cannot know (`%`, `vw`) or unknown ones.
    func platformPoints(fontSize: Double = 16) -> Double? {
        switch unit {
        case "px", "dp", "": value
        case "rem": value * 16
        case "em": value * fontSize
        default: nil
        }
    }
}

extension LineHeight {
    /// The multiple of `fontSize` this is, for platforms that only take one: a length in another
    /// unit than the font size's is compared in points (a rem is 16); nil for `normal` and for
    /// lengths in units that cannot be compared (`vh`, `ch`).
    public func multiple(of fontSize: DimensionValue) -> Double? {
        switch self {
        case .multiple(let value): return value
        case .percentage(let value): return value / 100
        case .normal: return nil
        case .length(let length):
            if length.unit == fontSize.unit { return fontSize.value == 0 ? nil : length.value / fontSize.value }
            guard let size = fontSize.platformPoints(), size != 0, let points = length.platformPoints(fontSize: size) else { return nil }
            return points / size
        }
    }
}

/// Numbers as the platform exports write them: up to four decimals, no trailing zeros, never `-0`.
enum PlatformNumber {
    static func text(_ value: Double) -> String { CSSText.number(value) }

    /// A whole number, when the value is one an `Int32` holds (Android's `<integer>`).
    static func integer(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(), abs(value) <= Double(Int32.max) else { return nil }
        return Int(value)
    }
}
