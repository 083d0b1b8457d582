/// The few androidx.compose declarations the Compose export uses, with Compose's signatures and
/// packages, so that kotlinc type-checks the export without Android. Each prints itself in a
/// form the test compares with the resolved tokens (`#AARRGGBB`, `16.0000dp`, `w700`).
enum ComposeStandIns {
    static let files: [String: String] = [
        "graphics.kt": """
        @file:Suppress("UNUSED_PARAMETER")
        package androidx.compose.ui.graphics

        import androidx.compose.ui.graphics.colorspace.ColorSpace
        import androidx.compose.ui.graphics.colorspace.ColorSpaces

        class Color internal constructor(private val text: String) {
            override fun toString() = text
        }

        fun Color(color: Long): Color = Color("#" + java.lang.Long.toHexString(color and 0xFFFFFFFFL).toUpperCase().padStart(8, '0'))

        fun Color(color: Int): Color = Color(color.toLong())

        fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f, colorSpace: ColorSpace = ColorSpaces.Srgb): Color =
            Color(String.format("%s %.4f %.4f %.4f %.4f", colorSpace.name, red, green, blue, alpha))
        """,
        "colorspace.kt": """
        package androidx.compose.ui.graphics.colorspace

        class ColorSpace internal constructor(val name: String)

        object ColorSpaces {
            val Srgb = ColorSpace("srgb")
            val DisplayP3 = ColorSpace("display-p3")
        }
        """,
        "unit.kt": """
        package androidx.compose.ui.unit

        class Dp(val value: Float) { override fun toString() = String.format("%.4fdp", value) }
        class TextUnit(val value: Float, val unit: String) { override fun toString() = String.format("%.4f%s", value, unit) }

        val Int.dp: Dp get() = Dp(toFloat())
        val Double.dp: Dp get() = Dp(toFloat())
        val Float.dp: Dp get() = Dp(this)
        val Int.sp: TextUnit get() = TextUnit(toFloat(), "sp")
        val Double.sp: TextUnit get() = TextUnit(toFloat(), "sp")
        val Float.sp: TextUnit get() = TextUnit(this, "sp")
        val Int.em: TextUnit get() = TextUnit(toFloat(), "em")
        val Double.em: TextUnit get() = TextUnit(toFloat(), "em")
        val Float.em: TextUnit get() = TextUnit(this, "em")
        """,
        "font.kt": """
        @file:Suppress("UNUSED_PARAMETER")
        package androidx.compose.ui.text.font

        class FontWeight(val weight: Int) {
            init { require(weight in 1..1000) }
            override fun toString() = "w$weight"
        }

        class FontStyle private constructor(private val name: String) {
            override fun toString() = name
            companion object {
                val Normal = FontStyle("normal")
                val Italic = FontStyle("italic")
            }
        }

        class DeviceFontFamilyName(val name: String)

        class Font internal constructor(val name: String)

        fun Font(familyName: DeviceFontFamilyName, weight: FontWeight = FontWeight(400), style: FontStyle = FontStyle.Normal): Font =
            Font(familyName.name)

        open class FontFamily internal constructor(private val name: String) {
            override fun toString() = name
            companion object {
                val Default = FontFamily("default")
                val SansSerif = FontFamily("sans-serif")
                val Serif = FontFamily("serif")
                val Monospace = FontFamily("monospace")
                val Cursive = FontFamily("cursive")
            }
        }

        fun FontFamily(vararg fonts: Font): FontFamily = FontFamily("device " + fonts.joinToString(",") { it.name })
        """,
        "style.kt": """
        package androidx.compose.ui.text.style

        class TextDecoration private constructor(private val names: List<String>) {
            operator fun plus(decoration: TextDecoration) = TextDecoration(names + decoration.names)
            override fun toString() = names.joinToString("+")
            companion object {
                val None = TextDecoration(emptyList())
                val Underline = TextDecoration(listOf("underline"))
                val LineThrough = TextDecoration(listOf("line-through"))
            }
        }
        """,
        "text.kt": """
        package androidx.compose.ui.text

        import androidx.compose.ui.text.font.FontFamily
        import androidx.compose.ui.text.font.FontStyle
        import androidx.compose.ui.text.font.FontWeight
        import androidx.compose.ui.text.style.TextDecoration
        import androidx.compose.ui.unit.TextUnit

        class TextStyle(
            val fontSize: TextUnit? = null,
            val fontWeight: FontWeight? = null,
            val fontStyle: FontStyle? = null,
            val fontFamily: FontFamily? = null,
            val letterSpacing: TextUnit? = null,
            val textDecoration: TextDecoration? = null,
            val lineHeight: TextUnit? = null
        ) {
            override fun toString() =
                listOf(fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, fontStyle, textDecoration).joinToString(" ")
        }
        """,
        "animation.kt": """
        package androidx.compose.animation.core

        class CubicBezierEasing(val a: Float, val b: Float, val c: Float, val d: Float) {
            override fun toString() = String.format("cubic-bezier(%.4f, %.4f, %.4f, %.4f)", a, b, c, d)
        }
        """,
        "runtime.kt": """
        package androidx.compose.runtime

        @Target(AnnotationTarget.CLASS)
        annotation class Immutable

        class ProvidableCompositionLocal<T> internal constructor(private val defaultFactory: () -> T) {
            val current: T get() = defaultFactory()
        }

        fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> = ProvidableCompositionLocal(defaultFactory)
        """,
    ]
}
