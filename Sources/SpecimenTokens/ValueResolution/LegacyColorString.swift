/// CSS color strings that older token files and design tools write instead of color objects:
/// every color CSS writes (`ColorValue.parseCSS`): hex, `rgb()`/`rgba()`, `transparent`, the
/// named colors, and the functions of CSS Color 4, `hsl()`/`hsla()` (Element's Compound writes
/// its alpha colors so in Tokens Studio), `oklch()` and the others, each in its own space.
enum LegacyColorString {
    static func parse(_ text: String) -> ColorValue? {
        ColorValue.parseCSS(text)
    }

    /// Hex, `rgb()`/`rgba()` (commas or spaces, numbers or percentages, optional alpha), and
    /// `transparent`: the colors that need no table or conversion.
    static func parseSimple(_ text: String) -> ColorValue? {
        let trimmed = text.trimmingWhitespace()
        if let hex = ColorValue.parseHex(trimmed) { return hex }
        let lowered = trimmed.lowercased()
        if lowered == "transparent" { return ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0) }
        for prefix in ["rgba(", "rgb("] where lowered.hasPrefix(prefix) && lowered.hasSuffix(")") {
            let inner = lowered.dropFirst(prefix.count).dropLast()
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var channels: [Double] = []
            for part in parts.prefix(3) {
                guard let value = number(part, percentOf: 255) else { return nil }
                channels.append(min(255, max(0, value)) / 255)
            }
            var alpha = 1.0
            if parts.count == 4 {
                guard let value = number(parts[3], percentOf: 1) else { return nil }
                alpha = min(1, max(0, value))
            }
            return ColorValue(colorSpace: .srgb, components: channels, alpha: alpha)
        }
        return nil
    }

    /// "50%" → half of `whole`; "128" → 128.
    private static func number(_ text: String, percentOf whole: Double) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * whole } }
        return Double(text)
    }
}
