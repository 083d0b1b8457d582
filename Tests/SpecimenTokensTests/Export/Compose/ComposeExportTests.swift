import Foundation
import Testing

@testable import SpecimenTokens

/// Compiles the Compose export with the real kotlinc (Debian's `kotlin`, 1.3.31, which runs on
/// Java 17 as it is), together with stand-ins of the androidx types it uses and a program that
/// prints every token, and compares what the program prints with the resolved tokens.
@Suite("Compose export")
struct ComposeExportTests {
    @Test func theSampleCompilesAndKeepsEveryValue() throws {
        let appearances = PlatformExportSupport.appearances(PlatformExportSupport.sample(), highContrast: false)
        try Self.compileAndCompare(appearances)
        let names = ComposeNames(appearances.light)
        #expect(names.valueName(for: "color.primary") == "DesignTokens.Color.primary")
        #expect(names.colorProperty(for: "color.primary") == "primary")
        #expect(names.usage(for: "color.primary") == "LocalTokenColors.current.primary")
        #expect(names.valueName(for: "material.color.blue.500") == "DesignTokens.Material.Color.Blue._500")
        #expect(names.colorProperty(for: "material.color.blue.500") == "materialColorBlue500")
        #expect(names.usage(for: "typography.title2") == "DesignTokens.Typography.title2")
        let export = ComposeExporter.export(appearances)
        #expect(export.text.contains("package design.tokens\n"))
        #expect(export.text.contains("val m get() = DesignTokens.Material.Size._16"))
        #expect(export.text.contains("val _16 get() = 16.dp"))
        #expect(export.text.contains("val body get() = TextStyle(fontFamily = FontFamily(Font(DeviceFontFamilyName(\"Roboto\"))), fontSize = 13.sp"))
        #expect(export.uncarried.tokens.count == 34)
    }

    @Test func theSixRealSystemsCompileAndKeepEveryValue() throws {
        let exports = AssetCatalogExportTests.realSystems.map { name, choosing in
            let appearances = PlatformExportSupport.appearances(PlatformExportSupport.designSystem(name), choosing: choosing, highContrast: false)
            return (appearances, "com.example." + name.replacingOccurrences(of: "-", with: "."))
        }
        try Self.compileAndCompare(exports)
    }

    @Test func awkwardNamesBecomeValidDistinctKotlin() throws {
        let resolution = PlatformExportSupport.awkward
        let dark = resolveTokens(##"{"color": {"$type": "color", "default": {"$value": \##(srgbBlue)}, "wide": {"$value": "#000000"}}}"##)
        try Self.compileAndCompare(AppearanceTokens(light: resolution.tokens, dark: dark.tokens))
        let names = ComposeNames(resolution.tokens)
        #expect(names.valueName(for: "color.in") == "DesignTokens.Color.`in`")
        #expect(names.colorProperty(for: "color.in") == "`in`")
        #expect(names.valueName(for: "color.500") == "DesignTokens.Color._500")
        #expect(names.valueName(for: "DesignTokens.in") == "DesignTokens.DesignTokens_.`in`")
        #expect(names.valueName(for: "color.accent.$root") == "DesignTokens.Color.accent")
        #expect(names.valueName(for: "color.🎨") == "DesignTokens.Color.unnamed")
        #expect(names.valueName(for: "shadow") == nil && names.valueName(for: "spacing.half") == nil, "what the file does not declare has no name")
        let colorProperties = resolution.tokens.tokens.compactMap { names.colorProperty(for: $0.path) }
        #expect(Set(colorProperties).count == colorProperties.count)
        #expect(names.colorProperty(for: "color.default") == "default" && names.colorProperty(for: "colors.default") == "default2")
        let text = ComposeExporter.export(AppearanceTokens(light: resolution.tokens)).text
        #expect(text.contains("colorSpace = androidx.compose.ui.graphics.colorspace.ColorSpaces.DisplayP3"))
        #expect(text.contains("@kotlin.Deprecated(\"Use DesignTokens.Color.default.\")"))
        #expect(text.contains(#"const val quote = "It's \"quoted\" & <b> @home 50% \\ back\nline  two \$x""#))
        #expect(!text.contains("/* and"), "a description cannot open a nested comment")
        #expect(text.contains("val size get() = DesignTokens.Font.Size.body"), "a size aliasing a font size is one too")
        #expect(text.contains("val alias get() = DesignTokens.Text.quote"), "an alias of a constant is a getter")
    }

    @Test func packagesAreChecked() {
        #expect(ComposeExporter.packageProblem("design.tokens") == nil)
        #expect(ComposeExporter.packageProblem("com.example.ui_2") == nil)
        #expect(ComposeExporter.packageProblem("com.2x") != nil)
        #expect(ComposeExporter.packageProblem("com..x") != nil)
        #expect(ComposeExporter.packageProblem("com.example.in") != nil)
        #expect(ComposeExporter.packageProblem("") != nil)
    }

    // MARK: Compiling

    /// Exports, compiles with the stand-ins and a program printing every token and each color of
    /// `LightTokenColors` and `DarkTokenColors`, runs it, and compares line by line. Several
    /// exports compile together, each in its own package (one JVM start rather than several).
    static func compileAndCompare(_ appearances: AppearanceTokens, package: String = ComposeExporter.defaultPackage) throws {
        try compileAndCompare([(appearances, package)])
    }

    static func compileAndCompare(_ exports: [(appearances: AppearanceTokens, package: String)]) throws {
        try #require(PlatformExportSupport.has("kotlinc"), "kotlinc is missing: Scripts/install-dependencies installs Debian's kotlin")
        var files = ComposeStandIns.files
        var statements: [String] = []
        var expected: [(label: String, text: String)] = []
        for (index, (appearances, package)) in exports.enumerated() {
            let export = ComposeExporter.export(appearances, package: package)
            files["Tokens\(index).kt"] = export.text
            let (printing, lines) = try Self.statements(appearances, package: package, uncarried: Set(export.uncarried.tokens.map(\.path)))
            statements += printing
            expected += lines
        }
        files["Main.kt"] = program(statements)
        let folder = try TemporaryFolder(files)
        defer { folder.remove() }
        // Debian's kotlinc asks for 256 MB; a system's thousand tokens want more.
        let compile = try PlatformExportSupport.run(
            ["env", "JAVA_OPTS=-Xmx1500m", "kotlinc"] + files.keys.sorted() + ["-include-runtime", "-d", "program.jar"], in: folder.url)
        try #require(compile.status == 0, "kotlinc:\n\(compile.errors.prefix(3000))")
        let ownWarnings = compile.errors.split(separator: "\n").filter { $0.hasPrefix("Tokens") && $0.contains("warning:") }
        #expect(ownWarnings.isEmpty, "\(ownWarnings.prefix(5))")
        let run = try PlatformExportSupport.run(["java", "-jar", "program.jar"], in: folder.url)
        #expect(run.status == 0, "\(run.errors.prefix(2000))")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)
        for (line, wanted) in zip(lines, expected) where !Self.matches(line, wanted.text) {
            Issue.record("\(wanted.label): printed \(line), expected \(wanted.text)")
        }
    }

    /// Statements printing, one a line, every exported token, then each color in the light and
    /// the dark scheme, named in full (`design.tokens.DesignTokens.Color.primary`); and what each
    /// line should read.
    static func statements(
        _ appearances: AppearanceTokens, package: String, uncarried: Set<String>
    ) throws
        -> ([String], [(label: String, text: String)])
    {
        let light = appearances.light
        let names = ComposeNames(light)
        let roles = TokenRoles(light)
        var statements: [String] = []
        var expected: [(label: String, text: String)] = []
        for token in light.tokens where !uncarried.contains(token.path) {
            let name = try #require(names.valueName(for: token.path), "\(token.path)")
            statements.append("println(show(\(package).\(name)))")
            expected.append((token.path, try #require(Self.expected(token.value, role: roles[token.path]), "\(token.path)")))
        }
        for (scheme, tokens) in [("LightTokenColors", light), ("DarkTokenColors", appearances.dark ?? light)] {
            for token in light.tokens {
                guard let property = names.colorProperty(for: token.path) else { continue }
                let value = tokens[token.path]?.value.type == .color ? tokens[token.path]!.value : token.value
                statements.append("println(show(\(package).\(scheme).\(property)))")
                expected.append(("\(scheme) \(token.path)", Self.expected(value, role: roles[token.path])!))
            }
        }
        if let first = light.tokens.first(where: { names.colorProperty(for: $0.path) != nil }) {
            statements.append("println(show(\(package).LocalTokenColors.current.\(names.colorProperty(for: first.path)!)))")
            expected.append(("LocalTokenColors", Self.expected(first.value, role: roles[first.path])!))
        }
        return (statements, expected)
    }

    /// The program running `statements`, split into functions, as the JVM caps a method at 64 KB.
    static func program(_ statements: [String]) -> String {
        let chunks = stride(from: 0, to: statements.count, by: 300).map { Array(statements[$0..<min($0 + 300, statements.count)]) }
        var program = """
            @file:Suppress("DEPRECATION")

            fun show(value: Any?): String = when (value) {
                is Float -> String.format("%.4f", value)
                is String -> value.map { it.toInt() }.joinToString(",")
                else -> value.toString()
            }

            fun main() {
            \(chunks.indices.map { "    part\($0)()" }.joined(separator: "\n"))
            }

            """
        for (index, chunk) in chunks.enumerated() {
            program += "\nfun part\(index)() {\n" + chunk.map { "    \($0)\n" }.joined() + "}\n"
        }
        return program
    }

    /// What the stand-ins print for a resolved value: sRGB colors from their own hex, lengths in
    /// points, text from its UTF-16 code units.
    static func expected(_ value: TokenValue, role: TokenRole) -> String? {
        func points(_ dimension: DimensionValue) -> Double {
            ["rem", "em"].contains(dimension.unit) ? dimension.value * 16 : dimension.value
        }
        func number(_ value: Double) -> String { String(format: "%.4f", value) }
        switch value {
        case .color(let color):
            guard !color.isInSRGBGamut else { return AndroidResourceExportTests.argb(color) }
            let p3 = color.gamutMapped(to: .displayP3)
            let components = p3.components.map { min(max($0 ?? 0, 0), 1) } + [color.alpha.isNaN ? 1 : min(max(color.alpha, 0), 1)]
            return "display-p3 " + components.map(number).joined(separator: " ")
        case .dimension(let dimension):
            if role.isTextLength, dimension.unit == "em" { return number(dimension.value) + "em" }
            return number(points(dimension)) + (role.isTextLength ? "sp" : "dp")
        case .number(let value): return number(value)
        case .fontWeight(let weight): return "w\(Int(weight.numericValue))"
        case .duration(let duration): return String(Int(duration.milliseconds.rounded()))
        case .cubicBezier(let c): return "cubic-bezier(\([c.x1, c.y1, c.x2, c.y2].map(number).joined(separator: ", ")))"
        case .fontFamily(let families): return family(families)
        case .string(let text), .link(let text): return text.utf16.map(String.init).joined(separator: ",")
        case .boolean(let flag): return String(flag)
        case .typography(let style):
            let size = points(style.fontSize)
            var spacing = "null"
            if let letterSpacing = style.letterSpacing {
                spacing = letterSpacing.unit == "em" ? number(letterSpacing.value) + "em" : number(points(letterSpacing)) + "sp"
            }
            let italic = style.fontStyle == "italic" || style.fontStyle == "oblique" ? "italic" : "null"
            let decorations = (style.textDecoration?.split(separator: " ") ?? []).filter { $0 == "underline" || $0 == "line-through" }
            return [
                family(style.fontFamily), number(size) + "sp", "w\(Int(style.fontWeight.numericValue))",
                style.lineHeight?.multiple(of: style.fontSize).map { number($0) + "em" } ?? "null", spacing, italic,
                decorations.isEmpty ? "null" : decorations.joined(separator: "+"),
            ].joined(separator: " ")
        default: return nil
        }
    }

    private static func family(_ families: [String]) -> String {
        guard let first = families.first else { return "default" }
        switch first.lowercased() {
        case "sans-serif", "system-ui", "ui-sans-serif", "ui-rounded", "-apple-system", "blinkmacsystemfont": return "sans-serif"
        case "serif", "ui-serif": return "serif"
        case "monospace", "ui-monospace": return "monospace"
        case "cursive": return "cursive"
        case "fantasy", "emoji", "math", "fangsong": return "default"
        default: return "device " + first
        }
    }

    /// Whether a printed line reads as expected, numbers within 0.0002 (they pass through
    /// four-decimal literals and `Float`).
    static func matches(_ printed: String, _ expected: String) -> Bool {
        let a = printed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
        let b = expected.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            if x == y { return true }
            let unit = { (text: Substring) in String(text.drop { "-0123456789.".contains($0) }) }
            guard unit(x) == unit(y), let u = Double(x.dropLast(unit(x).count)), let v = Double(y.dropLast(unit(y).count)) else { return false }
            return abs(u - v) <= 0.0002
        }
    }
}
