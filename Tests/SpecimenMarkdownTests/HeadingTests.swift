import Testing

@testable import SpecimenMarkdown

@Suite("Headings: slugs and attributes")
struct HeadingTests {
    @Test func asciiSlugsAreTheSlugsOfTheUnicodeRules() {
        let texts =
            (0..<128).map { String(UnicodeScalar(UInt8($0))) } + [
                "Getting started", "Install `specimen`", "A-b_c 1.2 (draft)", "  two  spaces  ", "!!!", "", "UPPER lower 42",
                "tab\there", "dash--dash", "under_score",
            ]
        for text in texts {
            #expect(HeadingSlugger.asciiBaseSlug(for: text) == HeadingSlugger.unicodeBaseSlug(for: text), "\(text.debugDescription)")
        }
        #expect(HeadingSlugger.asciiBaseSlug(for: "Ünïcode") == nil)
        #expect(HeadingSlugger.baseSlug(for: "Ünïcode Straße") == "ünïcode-straße")
        #expect(HeadingSlugger.baseSlug(for: "Getting Started!") == "getting-started")
    }

    @Test func repeatedHeadingsGetNumberedSlugs() {
        var slugger = HeadingSlugger()
        #expect(["Intro", "Intro", "Intro-1", "Intro"].map { slugger.slug(for: $0) } == ["intro", "intro-1", "intro-1-1", "intro-2"])
    }

    /// Wrapping a heading's children must give exactly what rendering the heading alone and
    /// cutting its tags off gave: every example of the cmark-gfm spec files is tried.
    @Test("a wrapped heading renders its content as cmark-gfm does", arguments: CmarkConformanceTests.files)
    func wrappedHeadingsRenderTheirContentUnchanged(file: String) throws {
        let fixture = try CmarkFixture.load(file)
        var headingsSeen = 0
        for example in fixture.examples where example.html != "<IGNORE>\n" {
            let options = fixture.options(for: example, file: file)
            let separately = MarkdownDocument(example.markdown, options: options)
            let wrapped = MarkdownDocument(example.markdown, options: options)
            let pairs = zip(
                separately.root.descendants().filter { $0.kind == .heading },
                wrapped.root.descendants().filter { $0.kind == .heading })
            for (index, (alone, inPlace)) in pairs.enumerated() {
                let level = alone.headingLevel
                let html = separately.renderHTML(of: alone)
                let inner = html.dropFirst("<h\(level)>".count).dropLast("</h\(level)>\n".count)
                alone.replaceWithHTMLBlock("<h\(level) id=\"h\(index)\">\(inner) #</h\(level)>\n")
                wrapped.replace(inPlace, keepingContentBetween: "<h\(level) id=\"h\(index)\">", and: " #</h\(level)>")
                headingsSeen += 1
            }
            #expect(wrapped.renderHTML() == separately.renderHTML(), "\(file) example \(example.example)")
        }
        if file == "spec" { #expect(headingsSeen > 50) }
    }

    /// The filtered walk and the linked-list plain text agree with the plain walk on every node
    /// of every spec example.
    @Test("filtered walks and plain text agree with the full walk", arguments: CmarkConformanceTests.files)
    func filteredWalksAgreeWithTheFullWalk(file: String) throws {
        let fixture = try CmarkFixture.load(file)
        let kinds: [MarkdownNodeKind] = [.heading, .link, .image, .text, .codeBlock, .other("table")]
        for example in fixture.examples where example.html != "<IGNORE>\n" {
            let document = MarkdownDocument(example.markdown, options: fixture.options(for: example, file: file))
            let all = document.root.descendants()
            let expected = all.filter { kinds.contains($0.kind) && $0.kind != .other("table") }
            #expect(document.root.descendants(ofKinds: kinds).map(\.pointer) == expected.map(\.pointer), "\(file) example \(example.example)")
            for node in all {
                var text = ""
                for inner in node.descendants() {
                    switch inner.kind {
                    case .text, .code: text += inner.literal ?? ""
                    case .softBreak, .lineBreak: text += " "
                    default: break
                    }
                }
                #expect(node.plainText == text, "\(file) example \(example.example)")
            }
        }
    }

    /// Documents past the threshold are freed on another thread, replaced headings with them.
    @Test func largeDocumentsAreFreedAfterTheirHTMLIsTaken() async throws {
        let section = "## Part\n\nSome *text* with `code`.\n\n"
        let markdown = String(repeating: section, count: MarkdownDocument.backgroundFreeThreshold / section.utf8.count + 1)
        var pages: [String] = []
        for _ in 0..<3 {
            let document = MarkdownDocument(markdown, options: .githubFlavored(unsafe: false))
            for (index, heading) in document.root.descendants(ofKinds: [.heading]).enumerated() {
                document.replace(heading, keepingContentBetween: "<h2 id=\"p\(index)\">", and: "</h2>")
            }
            pages.append(document.renderHTML())
        }
        try await Task.sleep(for: .milliseconds(200))
        #expect(Set(pages).count == 1)
        #expect(pages[0].hasPrefix("<h2 id=\"p0\">Part</h2>\n<p>Some <em>text</em> with <code>code</code>.</p>\n"))
    }

    /// The pieces a large page is rendered in join into exactly the whole document's HTML.
    @Test("pieces of a render join into the whole", arguments: CmarkConformanceTests.files)
    func piecesJoinIntoTheWholeRender(file: String) throws {
        let fixture = try CmarkFixture.load(file)
        var split = 0
        for example in fixture.examples where example.html != "<IGNORE>\n" {
            let document = MarkdownDocument(example.markdown, options: fixture.options(for: example, file: file))
            let whole = document.renderHTML()
            for parts in 1...4 {
                let pieces = document.renderHTML(inPieces: parts)
                if pieces.count > 1 { split += 1 }
                #expect(pieces.joined() == whole, "\(file) example \(example.example), \(parts) pieces")
                #expect(document.renderHTML() == whole, "regrouped blocks render the same: \(file) example \(example.example)")
            }
        }
        if file == "spec" { #expect(split > 100) }
    }

    @Test func aDocumentWithFootnotesComesInOnePiece() {
        let document = MarkdownDocument("One[^1].\n\nTwo.\n\n[^1]: A note.\n", options: .githubFlavored(unsafe: false))
        let pieces = document.renderHTML(inPieces: 3)
        #expect(pieces.count == 1)
        #expect(pieces[0] == document.renderHTML())
        #expect(pieces[0].contains("footnotes"))
    }
}
