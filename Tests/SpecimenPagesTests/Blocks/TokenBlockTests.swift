import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

@Suite("Token blocks")
struct TokenBlockTests {
    static let files: [String: String] = [
        "specimen.yml": "title: T\ntokens: tokens/t.resolver.json\n",
        "tokens/t.resolver.json": """
        { "version": "2025.10",
          "sets": { "core": { "sources": [{ "$ref": "core.json" }] } },
          "modifiers": { "theme": { "default": "light", "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }] }
        """,
        "tokens/core.json": """
        { "space": { "$type": "dimension", "s": { "$value": { "value": 8, "unit": "px" } } },
          "type": { "$type": "typography", "body": { "$value": { "fontFamily": "Roboto", "fontSize": { "value": 13, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } } },
          "motion": { "$type": "duration", "fast": { "$value": { "value": 100, "unit": "ms" } } } }
        """,
        "tokens/light.json":
            #"{ "color": { "$type": "color", "text": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "page": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }"#,
        "tokens/dark.json":
            #"{ "color": { "$type": "color", "text": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }, "page": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#,
    ]

    func build(_ page: String) throws -> (PageHandbook, Result<PageHandbook.Rendered, DiagnosticsFailure>) {
        var files = Self.files
        files["Content/index.md"] = page
        let handbook = try PageHandbook(files)
        return (handbook, handbook.build())
    }

    @Test func swatchesShowEveryContextSideBySide() throws {
        let (book, result) = try build("```swatches color\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        #expect(html.contains("data-block=\"swatches\""))
        #expect(html.contains("<div class=\"swatch-color\" style=\"background: #000000\" data-token=\"color.text\" data-context=\"light\">"))
        #expect(html.contains("<div class=\"swatch-color\" style=\"background: #ffffff\" data-token=\"color.text\" data-context=\"dark\">"))
        #expect(!html.contains("```"))
    }

    @Test func typeScaleTokensTableAndContrastRender() throws {
        let (book, result) = try build(
            "```type-scale type\nsample: Hello there\n```\n\n```tokens space\n```\n\n```tokens motion\n```\n\n```contrast color.text on color.page\n```\n"
        )
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        #expect(
            html.contains("style=\"font: var(--type-body); letter-spacing: var(--type-body-letter-spacing)\">Hello there</p>"),
            "the sample follows the context switch")
        #expect(html.contains("class=\"preview preview-bar\" style=\"width: var(--space-s); max-width: 100%\" data-token=\"space.s\""))
        #expect(html.contains("preview-motion"))
        #expect(html.contains("21.00:1 <strong>AA pass</strong>"))
        #expect(html.contains("data-token=\"color.text color.page\""))
        #expect(html.contains("data-context=\"dark\""))
    }

    @Test(
        "unknown groups and bad blocks are located errors",
        arguments: [
            ("```swatches colour\n```\n", "Content/index.md:1:13: error: no token group 'colour'; did you mean 'color'? [block-group-unknown]"),
            (
                "Intro\n\n```type-scale color\n```\n",
                "Content/index.md:3:15: error: 'color' holds no typography tokens for a 'type-scale' block [block-group-empty]"
            ),
            ("```contrast color.text\n```\n", "Content/index.md:1:4: error: write 'contrast FOREGROUND-GROUP on BACKGROUND-GROUP' [block-syntax]"),
            (
                "```swatches color\ncontexts: [dusk]\n```\n",
                "Content/index.md:2:11: error: unknown context 'dusk' (contexts: light, dark); did you mean 'dark'? [block-options]"
            ),
        ])
    func errors(page: String, expected: String) throws {
        let (book, _) = try build(page)
        defer { book.remove() }
        #expect(book.failure().map(\.formatted) == [expected])
    }

    @Test func ordinaryCodeBlocksStayCode() throws {
        let (book, result) = try build("```swift\nlet x = 1\n```\n")
        defer { book.remove() }
        _ = try result.get()
        #expect(try #require(book.read("index.html")).contains("<pre tabindex=\"0\"><code class=\"language-swift\">let x = 1\n</code></pre>"))
    }
}
