import Foundation
import Testing

@testable import SpecimenPages

/// GitHub's alert syntax renders as callouts that say their kind in words, in the page's
/// language, and stays GitHub's syntax in the Markdown copy; what GitHub does not take as an
/// alert stays a quote.
@Suite("GitHub alerts")
struct GitHubAlertTests {
    static let page = """
        # Alerts

        > [!NOTE]
        > Useful to know, with a {space.m} token and a [link](other.md).

        > [!tip]
        > Lower case works too.

        > [!IMPORTANT]
        > First paragraph.
        >
        > Second paragraph.

        > [!WARNING]
        > Take care.

        > [!CAUTION]
        > Risky.

        > A plain quote.

        > [!NOTE] text on the marker's line is no alert

        > [!NOTE]

        > [!DANGER]
        > Not a kind GitHub has.

        - > [!NOTE]
          > In a list, as on GitHub, a quote.

        """

    static func rendered(language: String = "en") throws -> PageHandbook.Rendered {
        let book = try PageHandbook([
            "specimen.yml": "language: \(language)\ntokens: tokens.json\n",
            "tokens.json": #"{ "space": { "$type": "dimension", "m": { "$value": { "value": 8, "unit": "px" } } } }"#,
            "Content/index.md": page,
            "Content/other.md": "# Other\n",
        ])
        defer { book.remove() }
        return try book.render()
    }

    @Test func eachKindIsACalloutThatSaysItsKind() throws {
        let rendered = try Self.rendered()
        let html = try #require(rendered.html())
        for (kind, word) in [("note", "Note"), ("tip", "Tip"), ("important", "Important"), ("warning", "Warning"), ("caution", "Caution")] {
            #expect(html.contains(#"<div class="callout callout-\#(kind)" role="note">"#), "\(kind)")
            #expect(html.contains(#"aria-hidden="true" focusable="false">"#))
            #expect(html.contains("</svg>\(word)</p>"), "\(kind): the word, not the color, says the kind")
        }
        #expect(html.components(separatedBy: "class=\"callout ").count - 1 == 5)
        #expect(!html.contains("<p>[!NOTE]\nUseful"), "the marker is taken out")
        #expect(html.contains("class=\"token-chip"), "chips and links inside a callout render as anywhere")
        #expect(html.contains("<p>First paragraph.</p>\n<p>Second paragraph.</p>\n</div>"))
        for quote in ["<p>A plain quote.</p>", "<p>[!NOTE] text on the marker", "<p>[!NOTE]</p>", "<p>[!DANGER]", "<p>[!NOTE]\nIn a list"] {
            #expect(html.contains("<blockquote>\n" + quote), "\(quote) stays a quote")
        }
        #expect(rendered.errors.isEmpty)
    }

    /// A page is looked at for alerts only when its source may spell `[!`; the marker's
    /// characters may be escaped or written as character references, which cmark-gfm reads as
    /// the characters themselves.
    @Test func markersSpelledOtherwiseAreStillAlerts() throws {
        let markers = ["[\\!NOTE]", "&#91;!NOTE]", "[&excl;NOTE]", "&lbrack;!NOTE]", "&lsqb;!NOTE]", "&#x5B;!NOTE]", "\\[!NOTE]"]
        for marker in markers {
            #expect(GitHubAlert.mayHoldMarker("> \(marker)\n> Text.\n"), "\(marker)")
            let book = try PageHandbook(["specimen.yml": "title: T\n", "Content/index.md": "# Page\n\n> \(marker)\n> Text.\n"])
            defer { book.remove() }
            let html = try #require(try book.render().html())
            #expect(html.contains(#"<div class="callout callout-note" role="note">"#), "\(marker)")
        }
        for body in ["# Page\n\n> A quote [with brackets] and a bang!\n", "> [ !NOTE]\n> Text.\n", "Text & more.\n"] {
            #expect(!GitHubAlert.mayHoldMarker(body), "\(body)")
        }
    }

    @Test func theKindIsSaidInThePagesLanguage() throws {
        let html = try #require(try Self.rendered(language: "fr").html())
        #expect(html.contains("</svg>Remarque</p>") && html.contains("</svg>Avertissement</p>"))
        let korean = try #require(try Self.rendered(language: "ko").html())
        #expect(korean.contains("</svg>경고</p>"))
    }

    @Test func theMarkdownCopyKeepsGitHubsSyntax() throws {
        let copy = try #require(try Self.rendered().copy())
        #expect(copy.contains("> [!NOTE]\n> Useful to know, with a space.m (8px) token"), "\(copy)")
        #expect(copy.contains("> [!tip]\n> Lower case works too."))
        #expect(copy.contains("> [!CAUTION]\n> Risky."))
    }
}
