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

/// Numbers as the platform exports write them: up to four decimals, no trailing zeros, never `-0`.
enum PlatformNumber {
    static func text(_ value: Double) -> String { CSSText.number(value) }

    /// A whole number, when the value is one an `Int32` holds (Android's `<integer>`).
    static func integer(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(), abs(value) <= Double(Int32.max) else { return nil }
        return Int(value)
    }
}
