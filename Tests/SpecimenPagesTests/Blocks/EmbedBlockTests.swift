import Foundation
import Testing

@testable import SpecimenPages

/// `embed`: Figma and Storybook links made into frames loaded on request, a link out, findings at the block.
@Suite("Embeds")
struct EmbedBlockTests {
    static func rendered(_ page: String) throws -> PageHandbook.Rendered {
        let book = try PageHandbook(["Content/index.md": page])
        defer { book.remove() }
        return try book.render()
    }

    @Test(arguments: [
        (
            "https://www.figma.com/design/AbC/Kit?node-id=1-2", "Figma",
            "https://www.figma.com/embed?embed_host=specimen&url=https%3A%2F%2Fwww%2Efigma%2Ecom%2Fdesign%2FAbC%2FKit%3Fnode%2Did%3D1%2D2"
        ),
        (
            "https://sb.acme.example/?path=/story/button--primary", "Storybook",
            "https://sb.acme.example/iframe.html?id=button--primary&viewMode=story"
        ),
        (
            "https://acme.example/storybook/?path=/docs/button--docs&args=x", "Storybook",
            "https://acme.example/storybook/iframe.html?id=button--docs&viewMode=docs"
        ),
        (
            "https://sb.acme.example/iframe.html?id=button--primary&viewMode=story", "Storybook",
            "https://sb.acme.example/iframe.html?id=button--primary&viewMode=story"
        ),
    ])
    func aLinkBecomesTheAddressItsFrameLoads(link: String, service: String, frame: String) {
        #expect(EmbedBlock.target(of: link) == EmbedBlock.Target(service: service, link: link, frame: frame, host: URL(string: frame)!.host!))
    }

    @Test(arguments: ["https://example.com/page", "http://localhost", "javascript:alert(1)", "https://sb.example/?path=/story", "figma.com/file/x"])
    func otherLinksAreNotEmbedded(link: String) {
        #expect(EmbedBlock.target(of: link) == nil)
    }

    @Test func nothingLoadsUntilAskedAndTheLinkOutWorksWithoutScript() throws {
        let rendered = try Self.rendered(
            "---\ntitle: Button\nfigma: https://www.figma.com/design/AbC/Kit\n---\n\n```embed figma The <b>kit</b>\nheight: 600\n```\n")
        #expect(rendered.errors.isEmpty, "\(rendered.errors)")
        let html = try #require(rendered.html())
        #expect(!html.contains("<iframe"), "no frame before the reader asks")
        #expect(
            html.contains(
                #"data-embed="https://www.figma.com/embed?embed_host=specimen&amp;url=https%3A%2F%2Fwww%2Efigma%2Ecom%2Fdesign%2FAbC%2FKit""#))
        #expect(html.contains(#"<p class="embed-title">Figma: The &lt;b&gt;kit&lt;/b&gt;</p>"#) && html.contains("--embed-height: 600px"))
        #expect(html.contains(#"<a class="embed-open" href="https://www.figma.com/design/AbC/Kit" rel="noopener">Open in Figma</a>"#))
        #expect(html.contains("Nothing is loaded from <strong>www.figma.com</strong> until you ask"))
        #expect(try #require(rendered.copy()).contains("[The <b>kit</b>](<https://www.figma.com/design/AbC/Kit>)"))
    }

    @Test func mistakesAreFoundAtTheirWord() throws {
        let missing = try Self.rendered("# B\n\n```embed storybook\n```\n")
        #expect(missing.errors.map(\.code) == ["block-syntax"] && missing.errors.first?.location.column == 10)
        #expect(missing.errors.first?.message.contains("front matter does not give") == true)
        let other = try Self.rendered("# B\n\n```embed https://example.com/x\n```\n")
        #expect(other.errors.map(\.code) == ["block-syntax"] && other.errors.first?.message.contains("neither a Figma nor a Storybook link") == true)
        let tall = try Self.rendered("# B\n\n```embed https://www.figma.com/file/x\nheight: 9000\n```\n")
        #expect(tall.errors.map(\.code) == ["block-options"] && tall.errors.first?.location.line == 4)
        let bare = try Self.rendered("# B\n\n```embed\n```\n")
        #expect(bare.errors.map(\.code) == ["block-syntax"])
    }
}
