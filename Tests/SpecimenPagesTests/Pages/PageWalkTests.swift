import Foundation
import Testing

@testable import SpecimenPages

/// A page's tree is walked once for its copy's outline, its examples' tabs and its render, and
/// its text nodes only when one can hold a token reference: what the walk leaves out or what
/// alerts and examples take out of the tree in between must change nothing a reader sees.
@Suite("Page walk")
struct PageWalkTests {
    @Test func aBraceOrAReferenceThatDecodesToOneMayHoldAToken() {
        for body in ["{color.red}", "a { b", "&#123;color.red&#125;", "&#x7B;x.y&#x7D;", "&#0123;", "&lbrace;x.y&rbrace;", "&lcub;x.y&rcub;"] {
            #expect(TokenReferenceScanner.mayHoldBraces(body), "\(body)")
        }
        for body in ["", "Plain words.", "AT&T & R&D; &amp; &lt;b&gt;", "&lbrack;x&rbrack;", "trailing &"] {
            #expect(!TokenReferenceScanner.mayHoldBraces(body), "\(body)")
        }
    }

    static let tokens = #"{ "space": { "$type": "dimension", "m": { "$value": { "value": 8, "unit": "px" } } } }"#

    static func rendered(_ page: String) throws -> PageHandbook.Rendered {
        let book = try PageHandbook([
            "specimen.yml": "tokens: tokens.json\n", "tokens.json": tokens, "Content/index.md": page, "Content/other.md": "# Other\n",
        ])
        defer { book.remove() }
        return try book.render()
    }

    /// A page with no brace in its source whose references are written as character references,
    /// in an alert and after an example whose tabs are taken out of the tree.
    static let encodedPage = """
        # Encoded

        > [!NOTE]
        > Spacing &#123;space.m&#125; in a note, and a [link](other.md).

        ```html example Go
        <button>Go</button>
        ```
        ```swift
        Button("Go")
        ```

        After the example, &lbrace;space.m&rbrace; again, and &#123;space.none&#125;.

        ## Heading &#x7B;space.m&#x7D;
        """

    @Test func referencesWrittenAsCharacterReferencesAreChipsThroughAlertsAndTabs() throws {
        #expect(!Self.encodedPage.contains("{"))
        let rendered = try Self.rendered(Self.encodedPage)
        let html = try #require(rendered.html())
        #expect(html.components(separatedBy: #"class="token-chip"#).count - 1 == 3, "\(html)")
        #expect(html.contains(#"<div class="callout callout-note" role="note">"#) && !html.contains("[!NOTE]"))
        #expect(html.components(separatedBy: #"role="tab" "#).count - 1 == 2, "the Swift fence is the example's second tab")
        #expect(html.components(separatedBy: "Button(&quot;Go&quot;)").count == 2, "and shows once")
        #expect(html.contains(#"href="/other/""#))
        let unknown = try #require(rendered.errors.first { $0.code == "token-reference-unknown" })
        #expect(unknown.location.line == 13 && unknown.message.contains("space.none"), "\(unknown)")
    }

    /// A page long enough to be rendered in pieces (with a leading heading `heading`).
    static func longPage(heading: String, frontMatterTitle: String?) -> String {
        let front = frontMatterTitle.map { "---\ntitle: \($0)\n---\n\n" } ?? ""
        let sections = (0..<900).map {
            "## Part \($0)\n\nSee [the other page](other.md) and [part \($0)](#part-\($0)).\n\n> [!TIP]\n> Tip \($0).\n\n"
                + String(repeating: "Words of prose. ", count: 20)
        }
        return front + "# \(heading)\n\n" + sections.joined(separator: "\n\n") + "\n"
    }

    @Test func aLongPagesCopyIsMadeWhileItRendersAsItWouldBeAfter() throws {
        let page = Self.longPage(heading: "Long", frontMatterTitle: nil)
        #expect(page.utf8.count > PageRenderer.piecewiseLength)
        let rendered = try Self.rendered(page)
        let long = try #require(rendered.pages.first { $0.page.sourcePath == "index.md" })
        let made = try #require(long.takeMarkdownCopy(), "made beside the render")
        #expect(long.takeMarkdownCopy() == nil, "taken once")
        #expect(made.title == "Long" && long.title == "Long")
        let afterwards = rendered.renderer.markdown(of: long.page, title: long.title, baseURL: rendered.config.baseURL, outline: long.copyOutline)
        #expect(made.text.wait() == afterwards)
        #expect(afterwards.hasPrefix("# Long\n") && afterwards.contains("[the other page](/other/)") && afterwards.contains("> [!TIP]"))
    }

    @Test func aLongPageWhoseTitleAReferenceMayEditIsCopiedAfterItRenders() throws {
        let rendered = try Self.rendered(Self.longPage(heading: "Spacing {space.m}", frontMatterTitle: nil))
        let long = try #require(rendered.pages.first { $0.page.sourcePath == "index.md" })
        #expect(long.takeMarkdownCopy() == nil)
        let titled = try Self.rendered(Self.longPage(heading: "Spacing {space.m}", frontMatterTitle: "Spacing"))
        let page = try #require(titled.pages.first { $0.page.sourcePath == "index.md" })
        #expect(page.title == "Spacing" && page.takeMarkdownCopy()?.title == "Spacing", "a title in front matter is known before")
    }

    /// A page of `headings`, each followed by `prose` words.
    static func headedPage(_ headings: [String], prose: Int) -> String {
        "# Headings\n\n" + headings.map { "\($0)\n\n" + String(repeating: "Words of prose. ", count: prose) + "\n" }.joined(separator: "\n")
    }

    /// A long page's headings are named on every core and told apart afterwards: repeated
    /// titles, ids given with `{#id}` (one a later title's slug), references and Unicode get
    /// the ids and contents entries a short page with the same headings gets.
    @Test func aLongPagesHeadingsGetTheIdsAShortPagesGet() throws {
        let kinds = [
            "## Overview", "## Overview", "### Spacing {space.m}", "## Tokens {#overview-2}", "## Ünïcode Überschrift", "### Part",
            "## Part {#part}", "## Ends with space {space.m}", "#### Deep",
        ]
        let headings = (0..<300).map { kinds[$0 % kinds.count] }
        let long = Self.headedPage(headings, prose: 60)
        let short = Self.headedPage(headings, prose: 1)
        #expect(long.utf8.count > PageRenderer.piecewiseLength && short.utf8.count < PageRenderer.piecewiseLength)
        func ids(_ page: String) throws -> (ids: [String], toc: [String]) {
            let rendered = try Self.rendered(page)
            let html = try #require(rendered.html())
            let page = try #require(rendered.pages.first { $0.page.sourcePath == "index.md" })
            let ids = html.matches(of: /<h[1-6] id="([^"]*)">/).map { String($0.output.1) }
            return (ids, page.tableOfContents.map { "\($0.level) \($0.id) \($0.title)" })
        }
        let (longIDs, shortIDs) = (try ids(long), try ids(short))
        // A given id is the author's, repeats and all; every other is told apart.
        #expect(longIDs.ids.count == headings.count && Set(longIDs.ids).count == headings.count - 2 * (headings.count / kinds.count - 1))
        #expect(longIDs.ids == shortIDs.ids)
        #expect(longIDs.toc == shortIDs.toc)
        #expect(longIDs.ids.prefix(4) == ["overview", "overview-1", "spacing-spacem", "overview-2"], "\(longIDs.ids.prefix(9))")
    }

    @Test func aPageWithoutBracesRendersItsAlertsTabsAndHeadings() throws {
        let page = Self.encodedPage.replacingOccurrences(of: #"&#123;space.none&#125;"#, with: "AT&T")
            .replacingOccurrences(of: "&#123;space.m&#125;", with: "8px").replacingOccurrences(of: "&lbrace;space.m&rbrace;", with: "8px")
            .replacingOccurrences(of: "&#x7B;space.m&#x7D;", with: "two")
        #expect(!TokenReferenceScanner.mayHoldBraces(page))
        let rendered = try Self.rendered(page)
        #expect(rendered.errors.isEmpty)
        let html = try #require(rendered.html())
        #expect(!html.contains("token-chip"))
        #expect(html.contains(#"<div class="callout callout-note" role="note">"#) && html.contains("Spacing 8px in a note"))
        #expect(html.components(separatedBy: #"role="tab" "#).count - 1 == 2)
        #expect(html.contains(#"<h2 id="heading-two">Heading two"#), "\(html)")
        #expect(html.contains("AT&amp;T"))
    }
}
