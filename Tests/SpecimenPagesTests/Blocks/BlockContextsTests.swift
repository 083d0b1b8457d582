import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// Blocks on a real system with two modifiers (GitHub Primer: theme × size): a swatch shows one
/// entry per value, naming every context that has it, and `contexts:` picks by label or by
/// `modifier=context`.
@Suite("Block contexts on a real system")
struct BlockContextsTests {
    static let systems = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/design-systems")

    func primer(_ page: String) throws -> (PageHandbook, Result<PageHandbook.Rendered, DiagnosticsFailure>) {
        let book = try PageHandbook([
            "specimen.yml": "title: Primer\ntokens: Content/github-primer.resolver.json\n", "Content/index.md": page,
        ])
        try FileManager.default.copyItem(
            at: Self.systems.appendingPathComponent("github-primer"), to: book.root.appendingPathComponent("Content/github-primer"))
        try FileManager.default.copyItem(
            at: Self.systems.appendingPathComponent("github-primer.resolver.json"),
            to: book.root.appendingPathComponent("Content/github-primer.resolver.json"))
        return (book, book.build())
    }

    /// The labels of each swatch entry of `token`, in order.
    static func labels(of token: String, in html: String) -> [String] {
        guard let start = html.range(of: "<figure class=\"swatch\" data-token=\"\(token)\">"),
            let end = html.range(of: "</figure>", range: start.upperBound..<html.endIndex)
        else { return [] }
        return html[start.upperBound..<end.lowerBound].matches(of: /<p class="swatch-label">([^<]*)<\/p>/).map { String($0.output.1) }
    }

    @Test func equalContextsShareAnEntryAndSizeDoesNotSplitColors() throws {
        let (book, result) = try primer("```swatches fgColor\nlayout: cards\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        // Dark and dark-hc share fgColor.default's value; the sizes agree with the default and are not named.
        #expect(Self.labels(of: "fgColor.default", in: html) == ["light", "light-hc", "dark, dark-hc"])
        #expect(Self.labels(of: "fgColor.muted", in: html) == ["light, light-hc", "dark, dark-hc"])
        #expect(!html.contains("<dt>size: coarse"), "no color depends on the size")
    }

    @Test func contextsPickByLabelOrByModifierAndContext() throws {
        let (book, result) = try primer("```swatches fgColor.default\ncontexts: [theme=dark-hc, light]\n```\n")
        defer { book.remove() }
        _ = try result.get()
        let html = try #require(book.read("index.html"))
        #expect(Self.labels(of: "fgColor.default", in: html) == ["light", "dark-hc"], "in the handbook's order")
    }

    @Test func anUnknownModifierContextPairIsALocatedErrorWithASuggestion() throws {
        let (book, result) = try primer("# Colors\n\n```swatches fgColor.default\ncontexts: [size=corse]\n```\n")
        defer { book.remove() }
        guard case .failure(let failure) = result else {
            Issue.record("the build should fail")
            return
        }
        let message = try #require(failure.diagnostics.first { $0.code == "block-options" })
        #expect(message.message.contains("unknown context 'size=corse'"))
        #expect(message.message.contains("did you mean 'size=coarse'"))
        #expect(message.location.file == "Content/index.md" && message.location.line == 4 && message.location.column == 11)
    }
}
