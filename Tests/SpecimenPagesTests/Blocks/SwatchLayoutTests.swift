import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// The four layouts of a `swatches` block, and the one each group gets by default, on real systems.
@Suite("Swatch layouts")
struct SwatchLayoutTests {
    /// A handbook of one fixture system with `page` as its only page.
    static func system(_ name: String, config: String = "", page: String) throws -> (PageHandbook, Result<PageHandbook.Rendered, DiagnosticsFailure>)
    {
        let book = try PageHandbook([
            "specimen.yml": "title: \(name)\ntokens: Content/\(name).resolver.json\n\(config)", "Content/index.md": page,
        ])
        for file in [name, "\(name).resolver.json"] {
            try FileManager.default.copyItem(
                at: BlockContextsTests.systems.appendingPathComponent(file), to: book.root.appendingPathComponent("Content/\(file)"))
        }
        return (book, book.build())
    }

    static func layouts(in html: String) -> [String] {
        html.matches(of: /data-block="swatches" data-layout="([a-z]+)"/).map { String($0.output.1) }
    }

    /// The step names of a ramp's first strip, in order.
    static func steps(of ramp: String, in html: String) -> [String] {
        guard let start = html.range(of: "data-ramp=\"\(ramp)\""), let end = html.range(of: "</ol>", range: start.upperBound..<html.endIndex) else {
            return []
        }
        return html[start.upperBound..<end.lowerBound].matches(of: /class="palette-step-name"[^>]*>([^<]*)</).map { String($0.output.1) }
    }

    @Test func primerGetsPalettesForRampsAGridForSemanticColorsAndCardsForAFew() throws {
        let (book, result) = try Self.system(
            "github-primer", page: "```swatches base.color\n```\n\n```swatches fgColor\n```\n\n```swatches fgColor.accent\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        #expect(Self.layouts(in: html) == ["palette", "grid", "cards"])
        #expect(Self.steps(of: "base.color.blue", in: html) == (0...9).map(String.init))
        // A ramp has a strip per theme; the sizes change no color and get none.
        let blue = try #require(html.firstMatch(of: /data-ramp="base.color.blue"[\s\S]*?<\/section>/)).output
        #expect(blue.matches(of: /class="palette-context">([^<]*)</).map { String($0.output.1) } == ["light", "light-hc", "dark", "dark-hc"])
        #expect(blue.matches(of: /palette-strip is-dark/).count == 2)
        // base.color.black and .white form no ramp: they follow as tiles.
        #expect(html.contains("<figure class=\"swatch-tile\" data-token=\"base.color.black\">"))
    }

    @Test func aGridTileMergesNeighbouringContextsOfOneValue() throws {
        let (book, result) = try Self.system("github-primer", page: "```swatches fgColor\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        let muted = try #require(html.firstMatch(of: /<figure class="swatch-tile" data-token="fgColor.muted">[\s\S]*?<\/figure>/)).output
        #expect(
            muted.matches(of: /class="swatch-color" style="background: (#[0-9a-f]{6}); flex-grow: 2"/).map { String($0.output.1) } == [
                "#59636e", "#9198a1",
            ])
        #expect(muted.contains("<code style=\"flex-grow: 2\">#59636e</code><code style=\"flex-grow: 2\">#9198a1</code>"))
        #expect(html.contains("<p class=\"swatch-legend\"><span class=\"swatch-legend-item\">light</span>"))
    }

    @Test func aTableHasAColumnPerContextThatDiffers() throws {
        let (book, result) = try Self.system("github-primer", page: "```swatches fgColor\nlayout: table\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        let head = try #require(html.firstMatch(of: /<thead><tr>(.*?)<\/tr><\/thead>/)).output.1
        #expect(head.matches(of: /<th scope="col">([^<]*)</).map { String($0.output.1) } == ["Token", "light", "light-hc", "dark", "dark-hc"])
        let row = try #require(html.firstMatch(of: /<tr data-token="fgColor.muted">.*?<\/tr>/)).output
        #expect(row.matches(of: /<code>(#[0-9a-f]{6})<\/code>/).map { String($0.output.1) } == ["#59636e", "#59636e", "#9198a1", "#9198a1"])
        #expect(row.matches(of: /swatch-cell is-dark/).count == 2)
    }

    @Test func carbonRampsAreInNumericOrderInOneStripAsItsBreakpointsChangeNoColor() throws {
        let (book, result) = try Self.system("ibm-carbon", config: "contexts: {breakpoint: md}\n", page: "```swatches color\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        #expect(Self.layouts(in: html) == ["palette"])
        #expect(Self.steps(of: "color.blue", in: html) == ["10", "20", "30", "40", "50", "60", "70", "80", "90", "100"])
        #expect(!html.contains("class=\"palette-context\""), "one strip needs no context label")
    }

    @Test func spectrumsFlatNamesFormRampsToo() throws {
        let (book, result) = try Self.system("adobe-spectrum", config: "contexts: {theme: light, size: desktop}\n", page: "```swatches\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        #expect(Self.layouts(in: html) == ["palette"])
        #expect(Self.steps(of: "blue", in: html) == (1...16).map { String($0 * 100) })
        #expect(html.contains("data-ramp=\"blue\" aria-label=\"blue\" style=\"--steps: 8\""), "sixteen steps in two rows")
    }

    @Test func anUnknownLayoutIsALocatedErrorWithASuggestion() throws {
        let book = try PageHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": ##"{ "c": { "$type": "color", "$value": "#ff0000" } }"##,
            "Content/index.md": "Intro.\n\n```swatches c\nlayout: gird\n```\n",
        ])
        defer { book.remove() }
        guard case .failure(let failure) = book.build() else {
            Issue.record("the build should fail")
            return
        }
        let error = try #require(failure.diagnostics.first { $0.code == "block-options" })
        #expect(error.message == "unknown layout 'gird'; did you mean 'grid'?; a swatches block takes cards, grid, table, palette")
        // At the option's value, on the block's second line.
        #expect((error.location.line, error.location.column) == (4, 9))
    }

    @Test(arguments: ["cards", "grid", "table", "palette"])
    func hostileNamesAreEscapedInEveryLayout(layout: String) throws {
        let color = #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }"#
        let book = try PageHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": #"{ "r<b>\"&'": { "1": \#(color), "2": \#(color), "3": \#(color) } }"#,
            "Content/index.md": "```swatches\nlayout: \(layout)\n```\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let html = try #require(book.read("index.html"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("r&lt;b&gt;&quot;&amp;&#39;") || html.contains("r&lt;b&gt;&quot;&amp;&apos;"))
    }
}
