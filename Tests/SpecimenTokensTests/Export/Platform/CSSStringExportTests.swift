import Foundation
import Testing

@testable import SpecimenTokens

/// A string token whose value is CSS is one thing to every export: the exports that write CSS
/// (tokens.css, Tailwind) write it as CSS, where its kind goes; the native ones (Swift, Compose,
/// Android) keep the string as text; prose has no place in a Tailwind theme and is listed.
@Suite("String tokens that are CSS in every export")
struct CSSStringExportTests {
    static let tokens = resolveTokens(
        """
        { "shadow": { "$type": "string",
            "color": { "$value": "rgba(0, 0, 0, 0.12)" },
            "low": { "$value": "0 1px 2px rgba(0, 0, 0, 0.12)" } },
          "space": { "gap": { "$type": "string", "$value": "12px" } },
          "copy": { "$type": "string", "$value": "Handle with care." } }
        """
    ).tokens

    @Test func tailwindPutsEachWhereItsKindGoes() throws {
        let export = TailwindExporter.export(Self.tokens)
        let theme = try TailwindExportTests.check(export, Self.tokens)
        #expect(theme["--color-shadow"] == "var(--shadow-color)")
        #expect(theme["--shadow-low"] == "var(--shadow-low)")
        #expect(theme["--spacing-gap"] == "var(--space-gap)")
        #expect(export.uncarried.tokens.map(\.path) == ["copy"])
        #expect(export.uncarried.summary?.hasSuffix(": string 1") == true)
    }

    @Test func nativeExportsKeepTheText() {
        let swift = TokenSwiftExporter.export(light: Self.tokens, dark: nil)
        #expect(swift.contains(#""rgba(0, 0, 0, 0.12)""#))
        #expect(swift.contains(#""Handle with care.""#))
        let appearances = AppearanceTokens(light: Self.tokens)
        let android = AndroidResourceExporter.export(appearances).files.first { $0.path == "values/strings.xml" }?.text ?? ""
        #expect(android.contains(">rgba(0, 0, 0, 0.12)</string>"))
        #expect(android.contains(">12px</string>"))
        let compose = ComposeExporter.export(appearances).text
        #expect(compose.contains(#""0 1px 2px rgba(0, 0, 0, 0.12)""#))
    }
}
