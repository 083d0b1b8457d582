import Foundation
import Testing

@testable import SpecimenSite

/// The index's terms cut into chunks a query fetches by range, in the order JavaScript compares
/// strings, every term in exactly one chunk, none larger than asked but for a term alone.
@Suite("Search chunks")
struct SearchChunksTests {
    static func pages(_ texts: [String], language: String = "en") -> [PagePostings] {
        texts.map { PagePostings(title: "", text: SearchText(html: "<p>\($0)</p>"), language: language) }
    }

    static func parsed(_ chunks: SearchChunks) throws -> (firsts: [String], chunks: [[String: [[Double]]]]) {
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(chunks.manifest.utf8)) as? [String: Any])
        let firsts = try #require(manifest["chunks"] as? [String])
        let parsed = try chunks.chunks.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: [[Double]]]) }
        return (firsts, parsed)
    }

    @Test func theOrderIsJavaScriptsCodeUnitOrder() {
        // U+FB00 comes after U+1D49C in scalar order, before it in UTF-16 (a surrogate, D835).
        let sorted = ["ﬀ", "𝒜", "é", "z", "Z"].sorted(by: SearchChunks.precedes)
        #expect(sorted == ["Z", "z", "é", "𝒜", "ﬀ"])
    }

    @Test func everyTermIsInOneChunkWithItsPagesAndTheManifestNamesEachChunksFirst() throws {
        let words = (0..<400).map { "word\($0)" }
        let texts = (0..<10).map { page in
            words.enumerated().filter { $0.offset % 10 == page || $0.offset % 7 == 0 }.map(\.element).joined(separator: " ")
        }
        let chunks = SearchChunks(pages: Self.pages(texts), maximumBytes: 1_000)
        let (firsts, parsed) = try Self.parsed(chunks)
        #expect(parsed.count > 5, "small chunks for this test")
        #expect(firsts.count == parsed.count)
        var seen: [String] = []
        for (first, chunk) in zip(firsts, parsed) {
            let terms = chunk.keys.sorted(by: SearchChunks.precedes)
            #expect(terms.first == first)
            seen += terms
        }
        #expect(seen == Set(words).sorted(by: SearchChunks.precedes), "each term once, in order across chunks")
        #expect(chunks.chunks.allSatisfy { $0.utf8.count <= 1_000 })
        // word7 is on every page (7 divides 7), in page order, each weighing a word of prose.
        let word7 = try #require(parsed.lazy.compactMap { $0["word7"] }.first)
        #expect(word7 == (0..<10).map { [Double($0), 1, 0] })
    }

    @Test func aTermLargerThanAChunkHasAChunkOfItsOwn() throws {
        let chunks = SearchChunks(pages: Self.pages(["alpha beta gamma"]), maximumBytes: 10)
        let (firsts, parsed) = try Self.parsed(chunks)
        #expect(firsts == ["alpha", "beta", "gamma"])
        #expect(parsed.map { Array($0.keys) } == [["alpha"], ["beta"], ["gamma"]])
    }

    @Test func scoresHaveOneDecimalAndTheTitleIsSectionMinusOne() throws {
        let page = PagePostings(title: "Code", text: SearchText(html: "<pre><code>code code code</code></pre>"), language: "en")
        let chunks = SearchChunks(pages: [page])
        #expect(chunks.chunks == ["{\"code\":[[0,11.5,-1]]}"])
        #expect(chunks.manifest == "{\"chunks\":[\"code\"],\"pages\":1}")
    }

    @Test func noPagesGiveAnEmptyManifest() {
        let chunks = SearchChunks(pages: [])
        #expect(chunks.chunks.isEmpty && chunks.manifest == "{\"chunks\":[],\"pages\":0}")
    }
}
