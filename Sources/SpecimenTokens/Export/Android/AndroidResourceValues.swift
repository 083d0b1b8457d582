/// One token's resource element, as its `values/*.xml` file holds it.
enum AndroidResourceValues {
    /// The element (a `<style>` spans several lines), or nil for an interpolator, which is a file of its own.
    static func element(_ token: ResolvedToken, kind: AndroidResourceKind, name: String, role: TokenRole) -> String? {
        switch (kind, token.value) {
        case (.color, .color(let color)): return "<color name=\"\(name)\">#\(PlatformColor.argbHex(color))</color>"
        case (.dimen, .dimension(let dimension)):
            let unit = role.isTextLength ? "sp" : "dp"
            return "<dimen name=\"\(name)\">\(PlatformNumber.text(dimension.platformPoints() ?? 0))\(unit)</dimen>"
        case (.fraction, .dimension(let dimension)): return "<fraction name=\"\(name)\">\(PlatformNumber.text(dimension.value))%</fraction>"
        case (.dimen, .number(let number)): return "<item name=\"\(name)\" type=\"dimen\" format=\"float\">\(PlatformNumber.text(number))</item>"
        case (.integer, .fontWeight(let weight)): return integer(name, weight.numericValue)
        case (.integer, .duration(let duration)): return integer(name, duration.milliseconds.rounded())
        case (.bool, .boolean(let flag)): return "<bool name=\"\(name)\">\(flag)</bool>"
        case (.string, .string(let text)), (.string, .link(let text)): return string(name, text)
        case (.array, .fontFamily(let families)):
            let items = families.map { "    <item>\(AndroidXMLText.string($0))</item>" }
            return (["<string-array name=\"\(name)\" translatable=\"false\">"] + items + ["</string-array>"]).joined(separator: "\n")
        case (.style, .typography(let style)): return AndroidTextAppearance.style(style, name: name)
        default: return nil
        }
    }

    /// `res/interpolator/<name>.xml` for a cubic Bézier: Android's own path interpolator.
    static func interpolator(_ curve: CubicBezier, path: String) -> String {
        let points = [("X1", curve.x1), ("Y1", curve.y1), ("X2", curve.x2), ("Y2", curve.y2)]
        let attributes = points.map { "android:control\($0.0)=\"\(PlatformNumber.text($0.1))\"" }.joined(separator: " ")
        return AndroidXMLText.header + AndroidXMLText.generated + "<!-- \(AndroidXMLText.comment(path)) -->\n"
            + "<pathInterpolator xmlns:android=\"http://schemas.android.com/apk/res/android\" \(attributes) />\n"
    }

    private static func integer(_ name: String, _ value: Double) -> String {
        "<integer name=\"\(name)\">\(PlatformNumber.integer(value) ?? 0)</integer>"
    }

    private static func string(_ name: String, _ text: String) -> String {
        // aapt checks `%` as a format specifier unless told the string is not one.
        let formatted = text.contains("%") ? " formatted=\"false\"" : ""
        return "<string name=\"\(name)\" translatable=\"false\"\(formatted)>\(AndroidXMLText.string(text))</string>"
    }
}
