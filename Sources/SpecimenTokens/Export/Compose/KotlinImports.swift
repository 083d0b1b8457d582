import Foundation

/// The imports a Compose export's expressions need, found in their text: each name is imported
/// only where used, so that a file of colors alone does not import text styles.
enum KotlinImports {
    /// Each import with the pattern its use matches: a call, or a unit extension (`16.dp`).
    private static let uses: [(pattern: String, name: String)] = [
        (#"\bColor\("#, "androidx.compose.ui.graphics.Color"),
        (#"\.dp\b"#, "androidx.compose.ui.unit.dp"),
        (#"\.sp\b"#, "androidx.compose.ui.unit.sp"),
        (#"\.em\b"#, "androidx.compose.ui.unit.em"),
        (#"\bTextStyle\("#, "androidx.compose.ui.text.TextStyle"),
        (#"\bFontWeight\("#, "androidx.compose.ui.text.font.FontWeight"),
        (#"\bFontFamily\("#, "androidx.compose.ui.text.font.FontFamily"),
        (#"\bFont\("#, "androidx.compose.ui.text.font.Font"),
        (#"\bDeviceFontFamilyName\("#, "androidx.compose.ui.text.font.DeviceFontFamilyName"),
        (#"\bCubicBezierEasing\("#, "androidx.compose.animation.core.CubicBezierEasing"),
    ]

    /// The imports `code` uses, sorted, plus `extra`.
    static func needed(by code: String, extra: Set<String> = []) -> [String] {
        let used = uses.filter { code.range(of: $0.pattern, options: .regularExpression) != nil }.map(\.name)
        return Set(used).union(extra).sorted()
    }
}
