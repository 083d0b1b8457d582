/// A typography token as a text appearance style, the attributes `TextView` reads from
/// `android:textAppearance`: family, size in sp, weight, letter spacing (Android's is in ems),
/// line height in sp (a multiple of the size in DTCG), italic and all caps.
enum AndroidTextAppearance {
    static func style(_ style: Typography, name: String) -> String {
        let size = style.fontSize.platformPoints() ?? 16
        var items: [(String, String)] = []
        switch PlatformFontFamily(style.fontFamily) {
        case .generic(let family), .named(let family): items.append(("fontFamily", AndroidXMLText.string(family)))
        case .systemDefault: break
        }
        items.append(("textSize", PlatformNumber.text(size) + "sp"))
        items.append(("textFontWeight", String(PlatformNumber.integer(style.fontWeight.numericValue.rounded()) ?? 400)))
        if let spacing = style.letterSpacing?.platformPoints(fontSize: size), size > 0 {
            items.append(("letterSpacing", PlatformNumber.text(spacing / size)))
        }
        if let lineHeight = style.lineHeight?.multiple(of: style.fontSize) {
            items.append(("lineHeight", PlatformNumber.text(lineHeight * size) + "sp"))
        }
        if style.fontStyle == "italic" || style.fontStyle == "oblique" { items.append(("textStyle", "italic")) }
        if style.textTransform == "uppercase" { items.append(("textAllCaps", "true")) }
        let lines = items.map { "    <item name=\"android:\($0.0)\">\($0.1)</item>" }
        return (["<style name=\"\(name)\">"] + lines + ["</style>"]).joined(separator: "\n")
    }
}
