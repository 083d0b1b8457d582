import Testing

@testable import SpecimenMarkdown

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

    /// Pages with GitHub's extensions, plain CommonMark and a lone extension, all at once: each
    /// renders as it does alone (the plain parse must not see `~` or `w` as special).
    @Test func mixedExtensionSetsRenderAsTheyDoAlone() async {
        let markdown = "~~struck~~ *a*~b~ www.example.com https://example.org x~*y*~ **z**\n"
        let sets: [MarkdownOptions] = [
            .githubFlavored(unsafe: true), MarkdownOptions(), MarkdownOptions(extensions: [.strikethrough]),
            MarkdownOptions(extensions: [.autolink, .table]),
        ]
        let alone = sets.map { Markdown.renderHTML(markdown, options: $0) }
        #expect(alone[0].contains("<del>struck</del>") && alone[0].contains("href=\"http://www.example.com\""))
        #expect(!alone[1].contains("<del>") && !alone[1].contains("href"))
        let results = await withTaskGroup(of: [(Int, String)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<200).map { round in
                        let which = (task + round) % sets.count
                        return (which, Markdown.renderHTML(markdown, options: sets[which]))
                    }
                }
            }
            var all: [(Int, String)] = []
            for await batch in group { all += batch }
            return all
        }
        #expect(results.allSatisfy { alone[$0.0] == $0.1 })
    }

    @Test func pagesParseInParallelInThisProcess() {
        #if os(Linux)
            // The test program exports the counting replacement as the specimen executable does.
            #expect(InlineParsingGate.parsesInParallel)
        #else
            // No replacement outside Linux: every parse finishes alone, which is always correct.
            #expect(!InlineParsingGate.parsesInParallel)
        #endif
    }
}
