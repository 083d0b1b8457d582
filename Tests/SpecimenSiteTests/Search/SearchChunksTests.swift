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

    static func parsed(_ chunks: SearchChunks) throws -> (firsts: [String], chunks: [[String: [Int]]]) {
        let parsed = try chunks.chunks.map { try #require(try JSONSerialization.jsonObject(with: $0) as? [String: [Int]]) }
        return (chunks.firstTerms, parsed)
    }

    /// Whether `a` sorts before `b` as JavaScript's `<` has it.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    @Test func theOrderIsJavaScriptsCodeUnitOrder() {
        // U+FB00 comes after U+1D49C in scalar order, before it in UTF-16 (a surrogate, D835).
        let sorted = ["ﬀ", "𝒜", "é", "z", "Z"].sorted(by: Self.precedes)
        #expect(sorted == ["Z", "z", "é", "𝒜", "ﬀ"])
        // The index's chunks follow it: each term here has a chunk of its own.
        let chunks = SearchChunks(pages: Self.pages(["ﬀ 𝒜 ж z"]), maximumBytes: 1)
        #expect(chunks.firstTerms == ["z", "ж", "𝒜", "ﬀ"])
    }

    @Test func everyTermIsInOneChunkWithItsPagesAndTheManifestNamesEachChunksFirst() throws {
        let words = (0..<400).map { "word\($0)" }
        let texts = (0..<10).map { page in
            words.enumerated().filter { $0.offset % 10 == page || $0.offset % 7 == 0 }.map(\.element).joined(separator: " ")
        }
        let pages = Self.pages(texts)
        let chunks = SearchChunks(pages: pages, maximumBytes: 1_000)
        let (firsts, parsed) = try Self.parsed(chunks)
        #expect(parsed.count > 5, "small chunks for this test")
        #expect(firsts.count == parsed.count)
        var seen: [String] = []
        for (first, chunk) in zip(firsts, parsed) {
            let terms = chunk.keys.sorted(by: Self.precedes)
            #expect(terms.first == first)
            seen += terms
        }
        #expect(seen == Set(words).sorted(by: Self.precedes), "each term once, in order across chunks")
        #expect(chunks.chunks.allSatisfy { $0.count <= 1_000 })
        // word7 is on every page (7 divides 7): page 0, then each page one after the one before,
        // each a word of prose in the page's first section.
        let word7 = try #require(parsed.lazy.compactMap { $0["word7"] }.first)
        let scores = pages.map { SearchChunks.tenths(PagePostings.Weight.body, length: $0.length) }
        #expect(word7 == [0, scores[0], 1] + (1..<10).flatMap { [1, scores[$0], 1] })
    }

    @Test func aTermLargerThanAChunkHasAChunkOfItsOwn() throws {
        let chunks = SearchChunks(pages: Self.pages(["alpha beta gamma"]), maximumBytes: 10)
        let (firsts, parsed) = try Self.parsed(chunks)
        #expect(firsts == ["alpha", "beta", "gamma"])
        #expect(parsed.map { Array($0.keys) } == [["alpha"], ["beta"], ["gamma"]])
    }

    @Test func scoresSaturateAndWeighAgainstThePagesLengthAndTheTitleIsSectionZero() throws {
        let page = PagePostings(title: "Code", text: SearchText(html: "<pre><code>code code code</code></pre>"), language: "en")
        let chunks = SearchChunks(pages: [page])
        // Weight 11.5 over 4 words: 10 × 11.5 × 5 / (11.5 + 4 × (0.5 + 0.5 × 4 / 300)) = 42.5.
        #expect(chunks.chunks == [Data("{\"code\":[0,43,0]}".utf8)])
        #expect(SearchChunks.tenths(1, length: 300) == 10, "a word of prose in a page of typical length")
        #expect(SearchChunks.tenths(1, length: 3000) < SearchChunks.tenths(1, length: 30), "a long page weighs a word less")
        #expect(SearchChunks.tenths(100, length: 300) < 50, "saturates below (k1 + 1) × 10")
        #expect(SearchChunks.tenths(0.001, length: 300) == 1, "never zero")
    }

    /// A score is rounded as `rounded()` rounds it (a half away from zero), at every half and
    /// at the floats either side of it, and at random scores below the saturation.
    @Test func scoresAreRoundedAsTheStandardLibraryRoundsThem() {
        var values: [Float] = [0, 0.5, 1, 49.5, Float(0.5).nextDown, Float(0.5).nextUp]
        for whole in 0..<50 {
            let half = Float(whole) + 0.5
            values += [half, half.nextDown, half.nextUp, Float(whole), Float(whole).nextUp]
        }
        var random = SystemRandomNumberGenerator()
        values += (0..<20_000).map { _ in Float.random(in: 0..<50, using: &random) }
        for value in values {
            #expect(SearchChunks.roundedHalfUp(value) == Int(value.rounded()), "\(value)")
        }
    }

    @Test func theShardsTogetherHoldEveryTermOnceInJavaScriptsOrder() throws {
        // Words of several scripts and lengths (short ones packed in an integer, long ones not),
        // spread over pages so that every term has several postings in several shards' lists.
        let stems = ["ระบบ", "ออกแบบ", "색상", "αλφα", "жук", "𝒜", "ﬀ", "button", "color", "interfaceelement", "z"]
        let words = (0..<600).map { stems[$0 % stems.count] + String($0, radix: 36) }
        let texts = (0..<40).map { page in (0..<90).map { words[(page * 37 + $0 * 11) % words.count] }.joined(separator: " ") }
        let pages = Self.pages(texts, language: "th")
        var spread = [Int](repeating: 0, count: TermShard.count)
        for page in pages { page.forEachEntry { bytes, _ in spread[TermShard.shard(of: bytes)] += 1 } }
        #expect(spread.allSatisfy { $0 * TermShard.count * 4 > spread.reduce(0, +) }, "every shard holds a fair part: \(spread)")

        let (firsts, parsed) = try Self.parsed(SearchChunks(pages: pages, maximumBytes: 2_000))
        let terms = parsed.flatMap { $0.keys.sorted(by: Self.precedes) }
        let expected = Set(pages.flatMap { $0.terms.keys }).sorted(by: Self.precedes)
        #expect(terms == expected)
        #expect(firsts == parsed.map { $0.keys.sorted(by: Self.precedes)[0] })
        for (term, postings) in parsed.reduce(into: [String: [Int]](), { $0.merge($1) { first, _ in first } }) {
            let holders = pages.indices.filter { pages[$0].terms[term] != nil }
            let listed = stride(from: 0, to: postings.count, by: 3).reduce(into: [Int]()) { $0.append(($0.last ?? 0) + postings[$1]) }
            #expect(listed == holders, "\(term)")
        }
    }

    /// The numbers of every entry, written straight into a chunk's bytes: each as Swift writes
    /// it, at every count of digits and around each power of ten.
    @Test func numbersAreWrittenInDecimalAtTheirLength() {
        var numbers: [UInt32] = Array(0...1_100) + [4_294_967_295, 4_294_967_294]
        var power: UInt32 = 10
        while power < 1_000_000_000 {
            power *= 10
            numbers += [power - 1, power, power + 1]
        }
        numbers += (0..<2_000).map { _ in UInt32.random(in: 0...UInt32.max) >> UInt32.random(in: 0...31) }
        var buffer = [UInt8](repeating: UInt8(ascii: "#"), count: 16)
        for number in numbers {
            let end = buffer.withUnsafeMutableBufferPointer { SearchChunks.putDecimal(number, into: $0, at: 3) }
            #expect(String(decoding: buffer[3..<end], as: UTF8.self) == String(number), "\(number)")
            #expect(SearchChunks.decimalDigits(number) == String(number).count, "\(number)")
            #expect(buffer[..<3].allSatisfy { $0 == UInt8(ascii: "#") } && end - 3 == String(number).count)
        }
    }

    @Test func noPagesGiveNoChunks() {
        let chunks = SearchChunks(pages: [])
        #expect(chunks.chunks.isEmpty && chunks.firstTerms.isEmpty)
    }

    @Test func anUpdatedTableCutsTheChunksAFreshOneCuts() {
        func table(_ texts: [String]) -> SearchTermTable {
            SearchTermTable(documents: Self.pages(texts), fingerprints: texts.map { UInt64(truncatingIfNeeded: $0.hashValue) }, language: "en")
        }
        let before = ["alpha beta gamma", "beta delta", "gamma epsilon zeta", "eta theta"]
        let afters = [
            ["alpha beta gamma", "beta delta delta omega", "gamma epsilon zeta", "eta theta"],  // a term added, one weighs more
            ["alpha beta gamma", "beta", "gamma zeta", "eta theta"],  // terms gone, one from the index
            ["alpha", "beta delta", "gamma epsilon zeta", "eta theta iota", "kappa"],  // a document added
            ["αλφα Ελλάδα", "beta delta", "gamma epsilon zeta", "𝒜 ﬀ"],  // terms that sort differently in UTF-16
        ]
        for after in afters {
            var updated = table(before)
            let fresh = table(after)
            updated.update(documents: Self.pages(after), fingerprints: after.map { UInt64(truncatingIfNeeded: $0.hashValue) })
            let (a, b) = (SearchChunks(table: updated, maximumBytes: 40), SearchChunks(table: fresh, maximumBytes: 40))
            #expect(a.chunks == b.chunks && a.firstTerms == b.firstTerms, "\(after)")
        }
    }
}
