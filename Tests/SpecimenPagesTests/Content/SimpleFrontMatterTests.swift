import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// The fast reader either declines or agrees with Yams, for ordinary and tricky front matter.
@Suite("Front matter without a YAML parser")
struct SimpleFrontMatterTests {
    static let cases: [String] = [
        "title: Colors\norder: 2",
        "title: Page 00001 — Review button\ndescription: Shadow radius system density.\norder: 1",
        "title: Colors\ndraft: true",
        "title: Colors\ndraft: false\nauthor: Ann",
        "title: 'Quoted'",
        "title: \"Quoted \\u0041\"",
        "title: yes",
        "title: 12",
        "title: Colors # a comment",
        "title: a: b",
        "title: [a, b]",
        "title: Colors\ntitle: Again",
        "order: 2\ntitle: Colors\nowner: Ann\norder: 3",
        "Title: Upper\ntitle: lower",
        "title: a\tb",
        "description: a #b",
        "description: a# b",
        "order: 0x1F",
        "order: 1_000",
        "order: -3",
        "draft: yes",
        "title: >\n  folded\n  text",
        "title: Colors\n  continued",
        "tags:\n  - a\n  - b",
        "title: ~",
        "title: Ünïcode — “quotes”",
        "",
        "\n\n",
        "description: Ends with colon:",
        "title:Colors",
        "status: beta\nfigma: https://www.figma.com/design/abc/Kit?node-id=1-2",
        "status: Beta",
        "source: github.com/acme/ui",
        "storybook: https://storybook.acme.example/?path=/docs/button",
    ]

    @Test("agrees with Yams whenever it answers", arguments: cases)
    func agreesWithYAML(_ yaml: String) throws {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let simple = SimpleFrontMatter.parse(lines[...])
        let full = Result { () throws(DiagnosticsFailure) in try FrontMatterParser.split("---\n\(yaml)\n---\nBody\n", file: "p.md").frontMatter }
        if let simple {
            #expect(try full.get() == simple, "\(yaml)")
        }
    }

    @Test func answersForTheCommonCase() {
        let lines = "title: Colors — the palette\ndescription: Every color.\norder: 3\ndraft: false\nowner: design-team".split(separator: "\n")
        #expect(
            SimpleFrontMatter.parse(lines[...]) == FrontMatter(title: "Colors — the palette", description: "Every color.", order: 3, draft: false))
    }

    /// Pages saved on Windows end lines with CR LF; their front matter reads as any other's, by
    /// the fast reader and by Yams, and the body keeps its own line count.
    @Test(arguments: ["title: Windows page\r\norder: 2", "title: 'Quoted, so read by Yams'\r\norder: 2"])
    func readsFrontMatterWithWindowsLineEnds(_ yaml: String) throws {
        let split = try FrontMatterParser.split("---\r\n\(yaml)\r\n---\r\n\r\n# Hello\r\n", file: "p.md")
        #expect(split.frontMatter.order == 2)
        #expect(split.frontMatter.title?.hasSuffix("\r") == false)
        #expect(split.frontMatter.title?.isEmpty == false)
        #expect(split.body == "\r\n# Hello\r\n")
        #expect(split.bodyLineOffset == 4)
    }
}
