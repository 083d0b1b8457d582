import Foundation
import Testing

@testable import SpecimenMarkdown

/// A long page is parsed in chunks on several threads; the tree must be the one a whole parse
/// gives, node for node and line for line, whatever the source holds.
@Suite("Piecewise parsing")
struct PiecewiseParseTests {
    /// Every node's kind, line and column, and the HTML: what a parse gives that users see.
    static func shape(of document: MarkdownDocument) -> [String] {
        document.root.descendants().map { "\($0.typeString) \($0.startLine):\($0.startColumn)" } + [document.renderHTML()]
    }

    /// Expects the parse in pieces to equal the whole parse, and names the first difference.
    static func expectSameAsWhole(_ markdown: String, options: MarkdownOptions = .githubFlavored(unsafe: true), _ comment: Comment? = nil) {
        let whole = shape(of: MarkdownDocument(markdown, options: options))
        for pieces in [2, 3, 8] {
            let document = MarkdownDocument(markdown, options: options, pieces: pieces, walking: walkedKinds, listingBlocks: true)
            let parsed = shape(of: document)
            let difference = zip(parsed, whole).first { $0 != $1 }.map { "\($0.prefix(300)) instead of \($1.prefix(300))" }
            #expect(difference == nil && parsed.count == whole.count, "\(pieces) pieces: \(comment?.rawValue ?? "")")
            // What the chunks' threads listed as they parsed is what a walk of the joined tree lists.
            let walked = document.walked.map { "\($0.kind) \($0.node.startLine):\($0.node.startColumn)" }
            let walkedAfter = document.root.kindedDescendants(ofKinds: walkedKinds).map { "\($0.kind) \($0.node.startLine):\($0.node.startColumn)" }
            #expect(
                walked == walkedAfter && document.walked.map(\.node) == document.root.descendants(ofKinds: walkedKinds),
                "\(pieces) pieces walked: \(comment?.rawValue ?? "")")
            let blocks = document.root.children.map { MarkdownDocument.BlockLines(start: $0.startLine, end: $0.endLine) }
            #expect(document.blockLines == blocks, "\(pieces) pieces' top-level blocks: \(comment?.rawValue ?? "")")
        }
    }

    /// The kinds a page's render walks, and the document and paragraphs besides.
    static let walkedKinds: [MarkdownNodeKind] = [.document, .paragraph, .heading, .link, .image, .codeBlock, .text]

    /// Each spec example between paragraphs where a cut may go, so that whatever the example
    /// leaves open meets a cut.
    @Test("every cmark-gfm spec example parses the same before and after a cut", arguments: CmarkConformanceTests.files)
    func specExamplesMeetingACut(file: String) throws {
        let fixture = try CmarkFixture.load(file)
        var cutsMade = 0
        for example in fixture.examples where example.html != "<IGNORE>\n" {
            let markdown = "First paragraph.\n\n\(example.markdown)\n\nCut here.\n\n\(example.markdown)\n\nAnd here.\n"
            let options = fixture.options(for: example, file: file)
            Self.expectSameAsWhole(markdown, options: options, "\(file) example \(example.example)")
            var source = markdown
            cutsMade += source.withUTF8 { ChunkBoundaries.starts(in: $0, pieces: 3) }.count
        }
        if file == "spec" { #expect(cutsMade > 500) }
    }

    @Test func everySpecExampleInOneLongDocument() throws {
        let fixture = try CmarkFixture.load("spec")
        let markdown = fixture.examples.map(\.markdown).filter { !$0.contains("]:") }.joined(separator: "\n\nNext example.\n\n")
        var source = markdown
        #expect(source.withUTF8 { ChunkBoundaries.starts(in: $0, pieces: 8) }.count == 7)
        Self.expectSameAsWhole(markdown)
    }

    @Test func linesCountAsCmarkCountsThem() {
        let lines = [
            "# Title", "", "Text one", "", "Para two\rwith a lone return", "", "- item", "", "Third", "", "```", "code", "", "Inside", "```", "",
            "Last",
        ]
        for ending in ["\n", "\r\n"] {
            let markdown = String(repeating: lines.joined(separator: ending) + ending + ending, count: 20)
            Self.expectSameAsWhole(markdown)
            var source = markdown
            let starts = source.withUTF8 { ChunkBoundaries.starts(in: $0, pieces: 4) }
            #expect(starts.count == 3)
            let document = MarkdownDocument(markdown, options: .githubFlavored(unsafe: false), pieces: 4)
            #if os(Linux)
                #expect(document.parsedChunks == 4)
            #endif
            let lastHeading = document.root.descendants(ofKinds: [.heading]).last
            // Each copy is 19 lines by cmark's count: 17, one of them split by a lone return, and a blank one.
            #expect(lastHeading?.startLine == 19 * 19 + 1)
        }
    }

    @Test func aFenceTheScanCannotSeeEndingMakesTheSourceParseWhole() {
        // The fence opens inside a list item, which the unindented line closes; the scan takes
        // the later fence line for its closing and would cut inside the code block after it.
        let block = "- item\n\n  ```\n  code\nOutside\n\n```\ncode block\n\nLooks like a paragraph\n\nMore code\n```\n\n"
        let markdown = String(repeating: block, count: 30)
        var source = markdown
        #expect(!source.withUTF8 { ChunkBoundaries.starts(in: $0, pieces: 2) }.isEmpty)
        Self.expectSameAsWhole(markdown)
        let document = MarkdownDocument(markdown, options: .githubFlavored(unsafe: false), pieces: 2)
        #expect(document.parsedChunks == 1)
        #expect(document.renderHTML().contains("Looks like a paragraph\n\nMore code"))
    }

    @Test func openBlocksAreNotCut() {
        let markdown =
            "Start\n\n<!--\n\nA comment\n\n-->\n\nBetween\n\n<pre>\n\nPreformatted\n\n</pre>\n\nEnd\n\n~~~\n\nTilde code\n\n~~~~\n\nAfter\n"
        var source = String(repeating: markdown, count: 10)
        let text = source
        let cuts = source.withUTF8 { buffer in
            ChunkBoundaries.starts(in: buffer, pieces: 8).map { String(decoding: buffer[$0.offset...].prefix(6), as: UTF8.self) }
        }
        #expect(!cuts.isEmpty)
        #expect(cuts.allSatisfy { ["Start\n", "Betwee", "End\n\n~", "After\n"].contains($0) }, "\(cuts)")
        Self.expectSameAsWhole(text)
    }

    @Test func nulBytesTabsAndAnUnclosedFenceAtTheEndParseTheSame() {
        let block = "Para\u{0}with a nul\n\n\tindented\tcode\n\nÉtoile \t tabs\n\n# Heading\n\n"
        Self.expectSameAsWhole(String(repeating: block, count: 40) + "```\nnever closed\n\nWords\n")
        Self.expectSameAsWhole("")
        Self.expectSameAsWhole("\n\n\n")
    }

    @Test func aSourceThatMayDefineReferencesIsNotCut() {
        for definition in ["[ref]: /url", "Note[^1].\n\n[^1]: The note."] {
            var source = String(repeating: "A [link][ref] here.\n\nParagraph\n\n", count: 50) + definition + "\n"
            let text = source
            #expect(source.withUTF8 { ChunkBoundaries.starts(in: $0, pieces: 4) }.isEmpty)
            Self.expectSameAsWhole(text)
        }
    }

    @Test func realDocumentsParseTheSame() throws {
        let shared = CmarkFixture.directory.deletingLastPathComponent().deletingLastPathComponent()
        let documents = try [shared.appendingPathComponent("SPEC.md"), shared.appendingPathComponent("ARCHITECTURE.md")]
            .map { try String(contentsOf: $0, encoding: .utf8) }
        // Their link definitions would stop every cut; the text around them is what matters here.
        let markdown = documents.joined(separator: "\n\n").replacingOccurrences(of: "]:", with: "] :")
        var source = markdown
        #expect(source.withUTF8 { ChunkBoundaries.starts(in: $0, pieces: 8) }.count == 7)
        Self.expectSameAsWhole(markdown)
    }
}
