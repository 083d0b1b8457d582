import Foundation
import SpecimenMarkdown
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// What coding assistants read: a Markdown copy beside every page, `llms.txt` and
/// `llms-full.txt`, under a sub-path and in every language.
@Suite("Markdown copies and llms.txt")
struct MarkdownCopiesTests {
    static let tokens = """
        { "version": "2025.10",
          "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
          "modifiers": { "theme": { "default": "light", "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }] }
        """

    static func handbook() throws -> TemporaryHandbook {
        try TemporaryHandbook([
            "specimen.yml":
                "title: Acme\ndescription: Acme's design system.\nbaseURL: https://acme.example/handbook/\ntokens: tokens/acme.resolver.json\nlanguages: [en, {code: fr, label: Français}]\n",
            "tokens/acme.resolver.json": tokens,
            "tokens/core.tokens.json": #"""
            { "color": { "$type": "color",
                "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
                "text": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
              "space": { "m": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } } }
            """#,
            "tokens/dark.tokens.json":
                #"{ "color": { "$type": "color", "primary": { "$value": { "colorSpace": "srgb", "components": [0.4, 0.6, 1] } } } }"#,
            "Content/index.md": "---\ntitle: Home\ndescription: Start here.\n---\n\nRead [colors](foundations/colors.md#the-primary).\n",
            "Content/foundations/index.md": "---\ntitle: Foundations\n---\n\nThe basics.\n",
            "Content/foundations/colors.md": """
            ---
            title: Colors
            description: Two colors.
            ---

            ## The primary

            Use {color.primary} for actions, with [the text color](token:color.text), spaced by {space.m}.
            See [above](#the-primary).

            ```swatches color
            ```

            ```contrast color.text on color.primary
            ```

            ```swift
            let x = "{color.primary}"
            ```

            | Role | Token |
            |---|---|
            | Actions | primary |
            """,
            "Content/fr/index.md": "---\ntitle: Accueil\n---\n\nVoir les [couleurs](foundations/colors.md).\n",
            "Content/components/chip.component.yml": """
            title: Chip
            axes:
              tone: [primary, text]
              size: [m]
            matrix: {rows: tone, columns: size}
            template: '<span style="{{style}}">Chip</span>'
            style:
              background-color: "{color.{tone}}"
              padding: "{space.{size}} {space.{size}}"
            """,
            "Content/components/chips.md": "---\ntitle: Chips\n---\n\n```component chip\n```\n",
        ])
    }

    @Test func eachPageHasAMarkdownCopyWithValuesTablesAndAbsoluteLinks() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        try book.build().get()
        let colors = try #require(book.read("foundations/colors/index.md"))
        #expect(colors.hasPrefix("# Colors\n\n> Two colors.\n\n## The primary\n"))
        // #0066cc is (0, 0.4, 0.8); dark (0.4, 0.6, 1) is #6699ff; the text is black in both.
        #expect(colors.contains("Use color.primary (#0066cc; dark: #6699ff) for actions"))
        #expect(colors.contains("[the text color](https://acme.example/handbook/tokens/color.text/)"))
        #expect(colors.contains("spaced by space.m (16px)."))
        #expect(colors.contains("See [above](https://acme.example/handbook/foundations/colors/#the-primary)."))
        #expect(
            colors.contains(
                "| Token | light | dark |\n| --- | --- | --- |\n| `color.primary` | `#0066cc` | `#6699ff` |\n| `color.text` | `#000000` | `#000000` |"
            ))
        #expect(colors.contains("let x = \"{color.primary}\""), "code stays code")
        // Blocks no edit reached are the page's own lines, as written.
        #expect(colors.contains("```swift\nlet x"))
        #expect(colors.contains("| Role | Token |\n|---|---|\n| Actions | primary |"))
        // Black on #0066cc: L = 0.7152 × 0.1329 + 0.0722 × 0.6038 = 0.1387, (0.1387 + 0.05) / 0.05 = 3.77;
        // on #6699ff: L = 0.3283, 7.57. The block's own table, without its "Aa" samples.
        #expect(
            colors.contains("| Text | Background | light | dark |\n| --- | --- | --- | --- |\n| color.text | color.primary | 3.77:1 AA fail · Lc "))
        #expect(colors.contains("| 7.57:1 AA pass · Lc "))
        #expect(!colors.contains("Aa "))
        let home = try #require(book.read("index.md"))
        #expect(home.contains("[colors](https://acme.example/handbook/foundations/colors/#the-primary)"))
        // A component's matrix unfolded: a row per combination, a column per axis and per style property.
        let chips = try #require(book.read("components/chips/index.md"))
        #expect(
            chips.contains(
                """
                | tone | size | background-color | padding |
                | --- | --- | --- | --- |
                | primary | m | color.primary (#0066cc; dark: #6699ff) | space.m (16px 16px) |
                | text | m | color.text (#000000) | space.m (16px 16px) |
                """), "\(chips)")
        let html = try #require(book.read("foundations/colors/index.html"))
        #expect(
            html.contains(
                #"<a class="copy-markdown" href="/handbook/foundations/colors/index.md" data-copy-from="/handbook/foundations/colors/index.md">Copy as Markdown</a>"#
            ))
        #expect(!(try #require(book.read("tokens/color.primary/index.html"))).contains("copy-markdown"), "token pages have no copy")
    }

    @Test func llmsTxtListsThePagesBySectionWithTheirDescriptions() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        try book.build().get()
        let index = try #require(book.read("llms.txt"))
        let lines = index.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(3)) == ["# Acme", "", "> Acme's design system."])
        #expect(lines.contains("## Acme"))
        #expect(lines.contains("- [Home](https://acme.example/handbook/index.md): Start here."))
        #expect(lines.contains("## Foundations"))
        #expect(lines.contains("- [Colors](https://acme.example/handbook/foundations/colors/index.md): Two colors."))
        #expect(
            lines.contains(
                "- [Tokens](https://acme.example/handbook/tokens.json): every token keyed by path, with its type, value, CSS and alias in each context"
            ))
        let full = try #require(book.read("llms-full.txt"))
        #expect(full.contains("<!-- https://acme.example/handbook/foundations/colors/ -->\n\n# Colors\n"))
        #expect(full.contains("# Home\n") && full.contains("# Foundations\n"))
    }

    /// Front matter with line breaks stays where it was written: a blank line in a description
    /// keeps quoting, and a title's line break does not end its heading, in the copy, in
    /// `llms.txt` and in `llms-full.txt`.
    @Test func lineBreaksInFrontMatterInjectNothing() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: \"Acme\\n\\n# Injected site\"\ndescription: \"One.\\n\\n## Injected summary\"\n",
            "Content/index.md": "---\ntitle: \"Home\\n# Injected title\"\ndescription: |\n  First line.\n\n  # Injected heading\n---\nBody.\n",
        ])
        defer { book.remove() }
        try book.build(baseURL: "https://acme.example/").get()
        let copy = try #require(book.read("index.md"))
        #expect(copy.hasPrefix("# Home # Injected title\n\n> First line.\n>\n> # Injected heading\n"), "\(copy)")
        for file in ["index.md", "llms.txt", "llms-full.txt"] {
            let text = try #require(book.read(file))
            let injected = text.split(separator: "\n").filter { $0.hasPrefix("# Injected") || $0.hasPrefix("## Injected") }
            #expect(injected.isEmpty, "\(file): \(injected)")
        }
    }

    @Test func everyLanguageHasItsOwnCopies() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        try book.build().get()
        let french = try #require(book.read("fr/index.md"))
        #expect(french.contains("[couleurs](https://acme.example/handbook/fr/foundations/colors/)"))
        let index = try #require(book.read("fr/llms.txt"))
        #expect(index.contains("- [Accueil](https://acme.example/handbook/fr/index.md)"))
        #expect(index.contains("https://acme.example/handbook/tokens.json"), "the tokens are the site's, which every language shares")
        #expect(book.exists("fr/foundations/colors/index.md"), "an untranslated page has its copy too")
    }

    /// A copy keeps the blocks no edit reached as the page's own lines; it must mean what
    /// cmark-gfm's writing every block back means: the same HTML, on every page of the sample
    /// in every language and of a real system's handbook.
    @Test(arguments: ["sample", "primer"])
    func copiedBlocksMeanWhatWrittenBlocksMean(handbook: String) throws {
        let book: TemporaryHandbook
        if handbook == "sample" {
            book = try IncrementalBuildTests.sampleCopy()
        } else {
            book = try TemporaryHandbook.primer("See [the muted color](token:fgColor.muted) and {fgColor.muted}.\n\n```swatches fgColor\n```\n").0
        }
        defer { book.remove() }
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll()
        var compared = 0
        var outlinedPages = 0
        for language in ([session] + session.translations.values).compactMap(\.stages) {
            for page in language.rendered {
                let arguments = (of: page.page, title: page.title, baseURL: language.config.baseURL)
                let spliced = language.renderer.markdown(of: arguments.of, title: arguments.title, baseURL: arguments.baseURL)
                let written = language.renderer.markdown(
                    of: arguments.of, title: arguments.title, baseURL: arguments.baseURL, everyBlockWritten: true)
                let options = language.renderer.options
                #expect(
                    Markdown.renderHTML(spliced, options: options) == Markdown.renderHTML(written, options: options),
                    "\(page.page.sourcePath)")
                let outlined = language.renderer.markdown(
                    of: arguments.of, title: arguments.title, baseURL: arguments.baseURL, outline: page.copyOutline)
                #expect(outlined == spliced, "the copy made without parsing again is the same: \(page.page.sourcePath)")
                compared += 1
                if page.copyOutline != nil { outlinedPages += 1 }
            }
        }
        #expect(compared >= (handbook == "sample" ? 60 : 1))
        if handbook == "sample" { #expect(outlinedPages >= 20, "pages of prose are copied from their outline") }
    }
    /// The copy made from the render's outline, without parsing the page again, is the copy a
    /// parse of its own makes, whatever the page holds: alerts, links in lists and quotes, link
    /// reference definitions, carriage returns, braces that are and are not references, a
    /// first heading that is not the title, a page long enough to be parsed in pieces (whose
    /// outline comes from the pieces' joined tree), a footnote definition with a link (which
    /// cmark-gfm moves after the blocks that follow it).
    @Test(arguments: [
        "# Colors\n\n> [!NOTE]\n> See [colors](colors.md) and [up](#more).\n\n- [a](../index.md)\n  - [b](colors.md)\n\n## More\n",
        "# Not the title\n\nText with a [reference link][ref].\n\n[ref]: colors.md\n",
        "# Colors\r\n\r\nWindows [lines](colors.md).\r\n",
        "# Colors\n\nBraces {like these} and {x} stay; {color.primary} is written out.\n",
        "# Colors\n\nBraces {like these} and {x} are not references.\n",
        "Text first, then\n\n# Colors\n\n[link](colors.md)\n",
        "# Colors\n\n```swatches color\n```\n\n```html\n<b>bold</b>\n```\n",
        "# Colors\n\n" + String(repeating: "A paragraph with [a link](colors.md) and words.\n\n", count: 6_000),
        "# Colors\n\nA note[^1] and [a link](colors.md).\n\n[^1]: The [note](colors.md) itself.\n\nAfter [more](colors.md).\n",
    ])
    func theOutlinedCopyIsTheParsedCopy(page: String) throws {
        let book = try Self.handbook()
        defer { book.remove() }
        try book.write("Content/foundations/shapes.md", page)
        try book.build().get()
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll()
        let stages = try #require(session.stages)
        let rendered = try #require(stages.rendered.first { $0.page.sourcePath.hasSuffix("shapes.md") })
        let (of, title, baseURL) = (rendered.page, rendered.title, stages.config.baseURL)
        let parsed = stages.renderer.markdown(of: of, title: title, baseURL: baseURL)
        let outlined = stages.renderer.markdown(of: of, title: title, baseURL: baseURL, outline: rendered.copyOutline)
        #expect(outlined == parsed)
        #expect((rendered.copyOutline == nil) == page.contains("```swatches"), "an outline unless a block needs the tree")
        #expect(try #require(book.read("foundations/shapes/index.md")) == parsed, "the site's copy is that copy")
    }

    /// Links made absolute in the page's own lines: where a code span, an escape or angle
    /// brackets make that unsafe, the block is written back instead; either way it means what
    /// the written copy means.
    @Test func linksAreMadeAbsoluteInThePagesOwnLines() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: Acme\nbaseURL: https://acme.example/handbook/\n",
            "Public/logo.png": "png",
            "Content/foundations/colors.md": "# Colors\n\n## Usage\n",
            "Content/index.md": """
            # Home

            ## Usage

            See  [colors](foundations/colors.md "The colors") and ![logo](logo.png), kept *as written*.

            Code `[not a link](foundations/colors.md)` then [colors](foundations/colors.md).

            Angled [colors](<foundations/colors.md>) and [up](#usage).

            Escaped [colors](foundations\\/colors.md).

            - [one](foundations/colors.md)
            - [two](foundations/colors.md#usage)

            """,
        ])
        defer { book.remove() }
        let session = SiteSession(options: BuildOptions(root: book.root))
        _ = try session.buildAll()
        let stages = try #require(session.stages)
        let page = try #require(stages.rendered.first { $0.page.route.isEmpty })
        let copy = stages.renderer.markdown(of: page.page, title: page.title, baseURL: stages.config.baseURL)
        let written = stages.renderer.markdown(of: page.page, title: page.title, baseURL: stages.config.baseURL, everyBlockWritten: true)
        #expect(Markdown.renderHTML(copy, options: stages.renderer.options) == Markdown.renderHTML(written, options: stages.renderer.options))
        #expect(page.copyOutline != nil)
        let outlined = stages.renderer.markdown(of: page.page, title: page.title, baseURL: stages.config.baseURL, outline: page.copyOutline)
        #expect(outlined == copy, "the copy from the render's outline is the copy from a parse of its own")
        let colors = "https://acme.example/handbook/foundations/colors/"
        #expect(copy.contains("See  [colors](\(colors) \"The colors\") and ![logo](https://acme.example/handbook/logo.png), kept *as written*."))
        #expect(copy.contains("Angled [colors](<\(colors)>) and [up](https://acme.example/handbook/#usage)."))
        #expect(copy.contains("- [one](\(colors))\n- [two](\(colors)#usage)"))
        #expect(copy.contains("`[not a link](foundations/colors.md)` then [colors](\(colors))"), "the code span is left as it is")
        #expect(copy.contains("Escaped [colors](\(colors))."), "an escaped destination is written back, made absolute")
        #expect(copy.hasPrefix("# Home\n\n## Usage\n"), "the page's own title heading gives way to the copy's")
    }
}
