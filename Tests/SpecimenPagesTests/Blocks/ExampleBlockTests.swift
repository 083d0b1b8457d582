import Foundation
import Testing

@testable import SpecimenPages

/// ```` ```html example ````: the markup in a sandboxed frame whose only script is Specimen's,
/// the fences after it as tabs, the tokens its CSS uses as chips, a copy that reads as written.
@Suite("Live examples")
struct ExampleBlockTests {
    static let tokens = """
        { "color": { "$type": "color",
          "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
          "primary-strong": { "$value": { "colorSpace": "srgb", "components": [0, 0.2, 0.6] } },
          "secondary": { "$value": { "colorSpace": "srgb", "components": [0.8, 0.2, 0] } } } }
        """

    static let css = """
        @media (min-width: 40rem) { .button { padding: 1rem; background: var(--color-primary); } }
        .button:hover:not(:disabled), .button.is-hover { outline: 2px solid var( --color-primary-strong ); }
        .card .title, aside { color: var(--color-secondary); }
        .button { --local: var(--not-a-token); }
        """

    static func rendered(_ page: String, scripts: Bool = false) throws -> PageHandbook.Rendered {
        let book = try PageHandbook(["specimen.yml": "tokens: tokens.json\n", "tokens.json": tokens, "Content/index.md": page])
        defer { book.remove() }
        let frame = ExampleFrame(
            stylesheets: ["/tokens.css", "/assets/components.css"], scripts: scripts, styles: ExampleStyles(stylesheets: [css]))
        return try book.render(examples: frame)
    }

    static let page = """
        # Buttons

        ```html example Primary <b>action</b>
        <button class="button" onclick="parent.document.title='x'">Go &amp; see</button>
        <script>parent.document.body.remove()</script>
        ```

        ```swift
        Button("Go") { }
        ```

        ```kotlin Compose (Material 3)
        Button(onClick = {}) { Text("Go") }
        ```

        Some text.

        ```css
        .stays { }
        ```

        """

    /// The srcdoc attribute's document, unescaped.
    static func frameDocument(in html: String) throws -> String {
        let start = try #require(html.range(of: "srcdoc=\""))
        let end = try #require(html[start.upperBound...].firstIndex(of: "\""))
        return HTMLEscaping.unescape(String(html[start.upperBound..<end]))
    }

    @Test func theMarkupRendersInAFrameThatCannotReachThePage() throws {
        let rendered = try Self.rendered(Self.page)
        #expect(rendered.errors.isEmpty, "\(rendered.errors)")
        let html = try #require(rendered.html())
        #expect(html.contains(#"sandbox="allow-scripts""#) && !html.contains("allow-same-origin"))
        #expect(html.contains(#"title="Example: Primary &lt;b&gt;action&lt;/b&gt;""#))
        let document = try Self.frameDocument(in: html)
        // Only Specimen's own script may run, named by its hash; the author's stays inert.
        let policy = "script-src 'sha256-\(SHA256.base64Digest(of: ExampleFrame.script))'"
        #expect(document.contains(#"<meta http-equiv="Content-Security-Policy" content="\#(policy)">"#))
        #expect(document.range(of: "Content-Security-Policy")!.lowerBound < document.range(of: "<script>")!.lowerBound)
        #expect(document.contains(#"<link rel="stylesheet" href="/tokens.css"><link rel="stylesheet" href="/assets/components.css">"#))
        #expect(document.contains("<body>\n<button class=\"button\" onclick=\"parent.document.title='x'\">Go &amp; see</button>"))
        #expect(!html.contains("<script>parent"), "the author's script reaches the page only escaped")
    }

    @Test func scriptsRunOnlyWhenTheHandbookSaysSo() throws {
        let document = try Self.frameDocument(in: try #require(try Self.rendered(Self.page, scripts: true).html()))
        #expect(!document.contains("Content-Security-Policy") && document.contains("<script>parent.document.body.remove()</script>"))
    }

    @Test func theFencesRightAfterItAreItsTabs() throws {
        let html = try #require(try Self.rendered(Self.page).html())
        let tabs = html.components(separatedBy: #"role="tab" "#).dropFirst().map { $0.split(separator: ">")[1].prefix { $0 != "<" } }
        #expect(tabs == ["HTML", "SwiftUI", "Compose (Material 3)"])
        #expect(html.components(separatedBy: "Button(&quot;Go&quot;) { }").count == 2, "the Swift fence shows once, in its tab")
        #expect(html.contains(#"<code class="language-kotlin">"#))
        // A fence after a paragraph is the page's own.
        #expect(html.contains("<p>Some text.</p>\n<pre tabindex=\"0\"><code class=\"language-css\">.stays { }"))
        #expect(html.contains(#"aria-controls="example-"#) && html.contains(#"role="tabpanel""#))
    }

    @Test func theTokensItsCSSUsesAreChips() throws {
        let rendered = try Self.rendered(Self.page)
        let html = try #require(rendered.html())
        let tokens = try #require(html.range(of: #"<details class="example-tokens">"#)).upperBound
        let chips = html[tokens...].components(separatedBy: #"data-token=""#).dropFirst().map { $0.prefix { $0 != "\"" } }
        // .button's rule inside @media and its :hover rule count; .card .title (no card) and aside (none) do not.
        #expect(chips == ["color.primary", "color.primary-strong"])
        #expect(rendered.pages.first?.componentTokens == ["color.primary", "color.primary-strong"])
        let styled = try #require(
            try Self.rendered("```html example\n<aside style=\"color: var(--color-secondary)\">Hi</aside>\n```\n").pages.first)
        #expect(styled.componentTokens == ["color.secondary"])
    }

    @Test func anEmptyExampleIsAFindingAtTheBlock() throws {
        let rendered = try Self.rendered("# B\n\n```html example Nothing\n```\n")
        #expect(rendered.errors.map(\.code) == ["block-options"])
        #expect(rendered.errors.first?.location.line == 3)
    }

    @Test func htmlAloneStaysCode() throws {
        let html = try #require(try Self.rendered("```html\n<b>x</b>\n```\n\n```swift\nlet a = 1\n```\n").html())
        #expect(!html.contains("<iframe") && html.contains(#"<code class="language-swift">"#) && html.contains(#"<code class="language-html">"#))
    }

    @Test func theCopyReadsAsThePageDoesOnGitHub() throws {
        let copy = try #require(try Self.rendered(Self.page).copy())
        #expect(copy.contains("**Example** — Primary <b>action</b>\n\n```html\n<button class=\"button\""))
        // The fences after it stay in the copy as the page's own, once.
        #expect(copy.components(separatedBy: "Button(\"Go\") { }").count == 2, "the Swift fence once: \(copy)")
        #expect(copy.contains("kotlin Compose (Material 3)\nButton(onClick"))
    }

    @Test func sha256MatchesTheStandardsVectors() {
        let hex = { (bytes: [UInt8]) in bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest([UInt8]())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(hex(SHA256.digest(long)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.base64Digest(of: "abc") == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }

    @Test func stylesAreReadLooselyButWhole() {
        let styles = ExampleStyles(stylesheets: [
            ".a:not(.b) { color: var(--one); } .a .b, .c { color: var(--two, var(--three)); } button.d { x: var(--four); } [data-x] { y: var(--five); }"
        ])
        #expect(styles.properties(usedBy: #"<div class="a">"#) == ["--one", "--five"])
        #expect(styles.properties(usedBy: "<div class='a b'>") == ["--one", "--two", "--three", "--five"])
        #expect(styles.properties(usedBy: #"<span class="d">"#) == ["--five"])
        #expect(styles.properties(usedBy: #"<BUTTON class=d>"#) == ["--four", "--five"])
    }
}
