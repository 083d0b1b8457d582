import Foundation
import Testing

@testable import SpecimenSite

/// A streamed build's index, read a batch of documents at a time and kept packed, gives the
/// files a term table of the same documents gives, byte for byte, however the documents come.
@Suite("Streamed search index")
struct StreamedSearchIndexTests {
    /// Words of several scripts and lengths: ASCII, Hangul (a stem and its endings), Thai,
    /// emoji, words past 8 and 16 bytes, and characters JSON escapes.
    static let words = [
        "button", "color", "background-color", "a", "internationalization", "don't", "say\"hi\"", "back\\slash", "<tag>",
        "버튼을", "버튼", "색상은", "디자인시스템을", "ปุ่ม", "สีพื้นหลัง", "ระบบการออกแบบ", "🎨", "naïve", "𝒜", "ﬀ", "ж", "Ελλάδα",
    ]

    /// `count` documents of a few words each, drawn by a fixed generator, with headings so
    /// that terms fall in several sections.
    static func documents(_ count: Int, seed: UInt64) -> [SearchDocument] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { page in
            let sections = (0..<Int.random(in: 1...3, using: &generator)).map { section in
                let body = (0..<Int.random(in: 1...12, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                return SearchText.Section(anchor: "s\(section)", heading: "Part \(section)", body: body.joined(separator: " "))
            }
            return SearchDocument(title: "Page \(page)", url: "/p/\(page)/", text: SearchText(sections: sections), language: "ko")
        }
    }

    /// The index files both ways: the table's, and the streamed index's, its pages added in
    /// batches of `batch`, given its writer after `writingAfter` batches (at the end when nil).
    static func files(
        pages: [SearchDocument], tokens: [SearchDocument], batch: Int, writingAfter: Int? = nil, written: WrittenFiles = WrittenFiles()
    ) -> (table: [String: Data], streamed: [String: Data]) {
        var terms: SearchTermTable?
        let table = SearchIndexFiles.files(pages: pages, tokens: tokens, colors: ["[\"c\",1]"], language: "ko", terms: &terms)
        let index = StreamedSearchIndex()
        for (number, start) in stride(from: 0, to: pages.count, by: batch).enumerated() {
            if number == writingAfter { index.startWriting(written.keep) }
            index.add(Array(pages[start..<min(start + batch, pages.count)]))
        }
        var streamed = SearchIndexFiles.files(streamed: index, tokens: tokens, colors: ["[\"c\",1]"], language: "ko", write: written.keep)
        streamed.merge(written.files) { _, new in new }
        return (table, streamed)
    }

    @Test(arguments: [1, 3, 64, 1_000])
    func batchesOfAnySizeGiveTheTablesFiles(batch: Int) {
        let pages = Self.documents(300, seed: 7)
        let tokens = Self.documents(40, seed: 11)
        let (table, streamed) = Self.files(pages: pages, tokens: tokens, batch: batch)
        #expect(table.keys.contains("search/terms/0.json") && table.keys.contains("search/tokens/1.json"))
        Self.expectSame(table, streamed)
    }

    /// The same paths, and the same bytes in each (the paths that differ named, not the files).
    static func expectSame(_ table: [String: Data], _ streamed: [String: Data]) {
        #expect(table.keys.sorted() == streamed.keys.sorted())
        let differing = table.keys.filter { streamed[$0] != table[$0] }.sorted()
        #expect(differing.isEmpty, "files that differ: \(differing.prefix(5))")
    }

    @Test func pageDistancesOfSeveralBytesArePackedAndWrittenBack() throws {
        // A term first met on page 20,000 (three bytes packed), then again 300 pages on (two),
        // and one on every page (one byte each).
        let pages = (0..<20_301).map { page in
            let words = ["every"] + (page == 20_000 || page == 20_300 ? ["rare"] : [])
            return SearchDocument(
                title: "", url: "/\(page)/", text: SearchText(sections: [SearchText.Section(anchor: nil, body: words.joined(separator: " "))]),
                language: "en")
        }
        let (table, streamed) = Self.files(pages: pages, tokens: [], batch: 4_096)
        Self.expectSame(table, streamed)
        let chunks = streamed.filter { $0.key.hasPrefix("search/terms/") }.values.map { String(decoding: $0, as: UTF8.self) }
        let rare = try #require(chunks.first { $0.contains("\"rare\":") })
        #expect(rare.contains("\"rare\":[20000,") && rare.contains(",300,"))
    }

    /// Files of pages' fragments written as soon as their pages are in, however early the
    /// writer comes, are those of the table: their size set by the first 1,024 pages (here far
    /// shorter than the rest, which alone would make files of fewer pages), each written once.
    @Test(arguments: [0, 2, 5, nil])
    func pageFilesWrittenEarlyAreTheTablesFiles(writingAfter: Int?) {
        let short = Self.documents(1_100, seed: 3)
        let long = (0..<1_400).map { page in
            let body = (0..<400).map { Self.words[($0 * 7 + page) % Self.words.count] }.joined(separator: " ")
            return SearchDocument(
                title: "Long \(page)", url: "/long/\(page)/", text: SearchText(sections: [SearchText.Section(anchor: nil, body: body)]),
                language: "ko")
        }
        let (both, longOnly) = ((short + long).map(\.framedFragment)[...], long.map(\.framedFragment)[...])
        #expect(SearchIndexFiles.pagesPerFile(both) != SearchIndexFiles.pagesPerFile(longOnly))
        let written = WrittenFiles()
        let (table, streamed) = Self.files(
            pages: short + long, tokens: Self.documents(40, seed: 11), batch: 300, writingAfter: writingAfter, written: written)
        Self.expectSame(table, streamed)
        #expect(written.writtenTwice.isEmpty)
        let pageFiles = written.files.keys.filter { $0.hasPrefix("search/pages/") }.count
        #expect(pageFiles == table.keys.filter { $0.hasPrefix("search/pages/") }.count)
    }

    /// A file of page fragments is the JSON list of those fragments, whether it holds several
    /// or one (a long page's, which is its document's own buffer).
    @Test func aFragmentFileListsItsFragmentsAndALoneOneIsItsOwnFile() throws {
        let documents = Self.documents(5, seed: 3)
        for group in [documents[...], documents[2..<3], documents[4...]] {
            let file = SearchIndexFiles.fragmentFile(group.map(\.framedFragment)[...])
            let fragments = try group.map { try #require(JSONSerialization.jsonObject(with: $0.fragment) as? [String: Any]) }
            let listed = try #require(JSONSerialization.jsonObject(with: file) as? [[String: Any]])
            #expect(listed.count == group.count)
            #expect(zip(listed, fragments).allSatisfy { NSDictionary(dictionary: $0) == NSDictionary(dictionary: $1) })
            let texts = group.map { String(decoding: $0.fragment, as: UTF8.self) }
            #expect(String(decoding: file, as: UTF8.self) == "[" + texts.joined(separator: ",") + "]")
        }
    }

    @Test func anEmptyIndexHasNoChunks() {
        let (table, streamed) = Self.files(pages: [], tokens: [], batch: 10)
        Self.expectSame(table, streamed)
        #expect(!streamed.keys.contains { $0.hasPrefix("search/terms/") })
    }
}

/// What a streamed build's writer was handed.
final class WrittenFiles: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var files: [String: Data] = [:]
    /// Paths handed over more than once.
    private(set) var writtenTwice: Set<String> = []

    func keep(_ batch: [(String, Data)]) {
        lock.withLock {
            for (path, data) in batch {
                if files.updateValue(data, forKey: path) != nil { writtenTwice.insert(path) }
            }
        }
    }
}
