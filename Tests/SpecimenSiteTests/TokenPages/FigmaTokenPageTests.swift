import Foundation
import Testing

@testable import SpecimenSite

/// A handbook whose `tokens:` names a folder of Figma's variables export builds as it is, and
/// each token's page shows what Figma says of it.
@Suite("Figma token pages")
struct FigmaTokenPageTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/figma/variables")

    static func handbook() throws -> TemporaryHandbook {
        let handbook = try TemporaryHandbook([
            "specimen.yml": "title: From Figma\ntokens: figma\n",
            "Content/index.md": "# Colors\n\nThe page is {surface.default}.\n\n```swatches\n```\n",
        ])
        for file in FileManager.default.enumerator(atPath: fixture.path)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".json") {
            try handbook.write("figma/" + file, data: try Data(contentsOf: fixture.appendingPathComponent(file)))
        }
        return handbook
    }

    @Test func theExportBuildsWithTheThemeSwitchAndFigmasDetailsOnTokenPages() throws {
        let handbook = try Self.handbook()
        defer { handbook.remove() }
        guard case .success = handbook.build() else {
            Issue.record("the build failed: \(handbook.failure())")
            return
        }
        let page = try #require(handbook.read("tokens/surface.default/index.html"))
        #expect(page.contains("<code>VariableID:2:1</code>"))
        #expect(page.contains("<code>FRAME_FILL</code> <code>SHAPE_FILL</code>"))
        #expect(page.contains(#"iOS: <code>Color.surfaceDefault</code> <button type="button" class="copy-button" data-copy="Color.surfaceDefault">"#))
        #expect(page.contains("color.gray.900"), "Dark follows the primitive the alias names")
        #expect(!page.contains("Hidden from publishing"))

        let link = try #require(handbook.read("tokens/link/index.html"))
        #expect(link.contains("an alias of <code>Blue/600</code> in the collection <code>Brand library</code>"))
        let overlay = try #require(handbook.read("tokens/button.overlay/index.html"))
        #expect(overlay.contains("Hidden from publishing in Figma."))
        let css = try #require(handbook.read("tokens.css"))
        #expect(css.contains(#"[data-theme="Dark"]"#))
        #expect(css.contains("prefers-color-scheme: dark"))
    }

    @Test func aTokenFromElsewhereHasNoFigmaSection() throws {
        let handbook = try TemporaryHandbook([
            "specimen.yml": "title: T\ntokens: tokens.json\n",
            "tokens.json": #"{ "x": { "$type": "number", "$value": 1, "$extensions": { "org.example": true } } }"#,
            "Content/index.md": "# Home\n",
        ])
        defer { handbook.remove() }
        handbook.build()
        let page = try #require(handbook.read("tokens/x/index.html"))
        #expect(!page.contains(#"id="figma""#))
    }
}
