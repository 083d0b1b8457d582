/// The CSS text a handbook page can paste into a stylesheet.
extension ColorValue {
    /// CSS text: 6-digit hex if opaque in sRGB, `color(srgb r g b / a)` if translucent in sRGB, else `color(display-p3 …)` gamut-mapped into P3.
    public var cssString: String {
        // Translucent sRGB colors get color() rather than 8-digit hex because people reading a
        // handbook can judge "/ 0.5" at a glance. Outside sRGB, Display P3 is the widest space
        // browsers commonly render, so colors beyond it are mapped into it. At most 4 decimals.
        let alpha = clampedAlpha
        if isInSRGBGamut {
            if alpha >= 1 { return hexString }
            return Self.cssColorFunction("srgb", srgbVector, alpha: alpha)
        }
        let p3 = gamutMapped(to: .displayP3).numericComponents
        return Self.cssColorFunction("display-p3", p3, alpha: alpha)
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
