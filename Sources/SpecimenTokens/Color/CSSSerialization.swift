/// The CSS text a handbook page can paste into a stylesheet.
extension ColorValue {
    /// CSS text: 6-digit hex if opaque in sRGB, `rgba(r, g, b, a)` if translucent in sRGB, else `color(display-p3 …)` gamut-mapped into P3.
    public var cssString: String {
        // Translucent sRGB colors get rgba() rather than 8-digit hex because people reading a
        // handbook can judge "0.5" at a glance, and every CSS checker (the Nu HTML Checker
        // included) accepts it. Outside sRGB, Display P3 is the widest space browsers commonly
        // render, so colors beyond it are mapped into it. At most 4 decimals.
        let alpha = clampedAlpha
        if isInSRGBGamut {
            if alpha >= 1 { return hexString }
            let v = srgbVector * 255
            return "rgba(\(Self.channel(v.x)), \(Self.channel(v.y)), \(Self.channel(v.z)), \(Self.cssNumber(alpha)))"
        }
        let p3 = gamutMapped(to: .displayP3).numericComponents
        return Self.cssColorFunction("display-p3", p3, alpha: alpha)
    }

    /// A 0…255 channel: whole when within 0.05 of a whole number (values written as 4-decimal
    /// fractions of 255 land there), else with up to 2 decimals.
    static func channel(_ value: Double) -> String {
        let clamped = min(max(value, 0), 255)
        if abs(clamped - clamped.rounded()) < 0.05 { return String(Int(clamped.rounded())) }
        return cssNumber((clamped * 100).rounded() / 100)
    }

    static func cssColorFunction(_ name: String, _ v: SIMD3<Double>, alpha: Double) -> String {
        var text = "color(\(name) \(cssNumber(v.x)) \(cssNumber(v.y)) \(cssNumber(v.z))"
        if alpha < 1 { text += " / \(cssNumber(alpha))" }
        return text + ")"
    }

    /// A number with up to 4 decimals and no trailing zeros ("0.5", "1", "0.1235").
    ///
    /// Built from an integer count of ten-thousandths rather than with `String(format:)`, so the
    /// output never depends on a locale and never shows "-0".
    static func cssNumber(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard abs(value) < 1e14 else { return String(value) }
        let scaled = Int((value * 10_000).rounded())
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 10_000)
        var fraction = String(magnitude % 10_000)
        if fraction != "0" {
            fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text
    }
}
