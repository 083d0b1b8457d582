import Foundation
import Testing

@testable import SpecimenPages

/// `do` and `dont` blocks: a Markdown body under a verdict said in words, in the page's
/// language; findings in the body at the block; a copy that keeps verdict and body together.
@Suite("Do and don't")
struct GuidanceBlockTests {
    static let tokens = #"{ "color": { "$type": "color", "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } } }"#

    static func rendered(_ page: String, language: String = "en") throws -> PageHandbook.Rendered {
        let book = try PageHandbook(["specimen.yml": "language: \(language)\ntokens: tokens.json\n", "tokens.json": tokens, "Content/index.md": page])
        defer { book.remove() }
        return try book.render()
    }

    static let pair = """
        # Buttons

        ```do One <b>primary</b> button
        Use {color.primary} for the **main** action.
        ```

        ```dont
        - Two fills side by side
        - Neither reads as the {color.primary} action
        ```

        """

    @Test func aPairSaysItsVerdictsInWords() throws {
        let rendered = try Self.rendered(Self.pair)
        #expect(rendered.errors.isEmpty, "\(rendered.errors)")
        let html = try #require(rendered.html())
        #expect(
            html.contains(#"<figure class="guidance guidance-do" aria-labelledby="do-"#)
                && html.contains(#"<figure class="guidance guidance-dont" aria-labelledby="dont-"#))
        #expect(
            html.contains(#"<span class="guidance-verdict">Do</span> <span class="guidance-caption">One &lt;b&gt;primary&lt;/b&gt; button</span>"#))
        #expect(html.contains(#"<span class="guidance-verdict">Don’t</span></figcaption>"#))
        #expect(html.contains("<strong>main</strong>") && html.contains("<li>Two fills side by side</li>"))
        // Each block's chips have ids of their own.
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.filter { $0.contains("tokenref-") }.count == 2 && ids.count == 4 && Set(ids).count == ids.count, "\(ids)")
        let french = try #require(try Self.rendered(Self.pair, language: "fr").html())
        #expect(french.contains(">À faire</span>") && french.contains(">À éviter</span>"))
    }

    @Test func mistakesAreFoundAtTheBlock() throws {
        let unknown = try Self.rendered("# B\n\nText.\n\n```do\nUse {color.nothing}.\n```\n")
        #expect(unknown.errors.map(\.code) == ["token-reference-unknown"])
        #expect(unknown.errors.first?.location.line == 5, "at the block's fence")
        let empty = try Self.rendered("# B\n\n```dont Caption only\n```\n")
        #expect(empty.errors.map(\.code) == ["block-options"])
        #expect(empty.errors.first?.message.contains("write the guidance") == true)
    }

    @Test func theCopyQuotesVerdictAndBodyTogether() throws {
        let copy = try #require(try Self.rendered(Self.pair).copy())
        #expect(copy.contains("> **Do** — One <b>primary</b> button\n>\n> Use {color.primary} for the **main** action."), "\(copy)")
        #expect(copy.contains("> **Don’t**\n>\n> - Two fills side by side"))
    }
}
