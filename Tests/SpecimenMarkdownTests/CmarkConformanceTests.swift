import Testing
import SpecimenMarkdown

@Suite("cmark-gfm 0.29.0.gfm.6 conformance")
struct CmarkConformanceTests {
    static let files = [
        "spec", "extensions", "extensions-full-info-string",
        "extensions-table-prefer-style-attributes", "regression", "smart_punct",
    ]

    @Test("every fixture example renders byte for byte", arguments: files)
    func everyExampleMatches(file: String) throws {
        let fixture = try CmarkFixture.load(file)
        #expect(!fixture.examples.isEmpty)
        var compared = 0
        for example in fixture.examples {
            // Upstream marks examples whose output is undefined (a crash regression) with <IGNORE>.
            if example.html == "<IGNORE>\n" { continue }
            let html = Markdown.renderHTML(example.markdown, options: fixture.options(for: example, file: file))
            #expect(html == example.html, "\(file) example \(example.example) (\(example.section))")
            compared += 1
        }
        #expect(compared >= fixture.examples.count - 1)
    }

    @Test func tagfilterNeedsTheParsersExtensionsAtRenderTime() {
        let html = Markdown.renderHTML("<script>alert(1)</script>\n", options: .githubFlavored(unsafe: true))
        #expect(html == "&lt;script>alert(1)&lt;/script>\n")
    }

    @Test func rawHTMLIsOmittedUnlessUnsafe() {
        let html = Markdown.renderHTML("<b>x</b>\n", options: .githubFlavored(unsafe: false))
        #expect(html.contains("raw HTML omitted"))
        #expect(!html.contains("<b>"))
    }
}

@Suite("Rendering on many threads")
struct ConcurrentRenderingTests {
    @Test func inlineExtensionsSurviveParallelParsing() async {
        let markdown = "~~gone~~ and www.example.com and **bold**\n"
        let expected = Markdown.renderHTML(markdown, options: .githubFlavored(unsafe: true))
        #expect(expected.contains("<del>gone</del>"))
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<300).map { _ in Markdown.renderHTML(markdown, options: .githubFlavored(unsafe: true)) }
                }
            }
            var all: [String] = []
            for await batch in group { all += batch }
            return all
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
