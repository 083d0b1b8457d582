import Foundation
import Testing

@testable import SpecimenSite

/// The growth guard on pages of real text, as the page benchmarks write them
/// (`Benchmarks/corpus/generate.py`: words drawn by their frequency in English or Thai, links
/// between pages, lists, tables, code): a build of 3,000 pages does at most 1.2 times the work
/// per page of a build of 1,000 — navigation entries made, bytes written, bytes of the search
/// index — and no page is larger. Work is counted, not timed: these machines are shared.
///
/// The word lists come from PyPI (`Benchmarks/corpus/python.sh` installs them once, pinned).
@Suite("Work grows linearly on real text")
struct RealTextGrowthTests {
    struct Work {
        var navigation: Double
        var bytes: Double
        var searchBytes: Double
        var largestFile: Int
    }

    /// The work per page of building `pages` generated pages in `language`.
    static func work(pages: Int, language: String) throws -> Work {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-real-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: book) }
        let python = try Self.python.get()
        _ = try run([
            python, repositoryRoot.appendingPathComponent("Benchmarks/corpus/generate.py").path, book.path, "--pages", String(pages),
            "--text", "real", "--language", language,
        ])
        let session = SiteSession(options: BuildOptions(root: book))
        let sink = CountingSink()
        let site = try session.buildAll(into: sink)
        #expect(site.pageCount == pages)
        let count = Double(pages)
        return Work(
            navigation: Double(session.navigationWork) / count, bytes: Double(sink.bytes) / count,
            searchBytes: Double(sink.searchBytes) / count, largestFile: sink.largestFile)
    }

    /// The benchmarks' Python, its venv made once: the languages' cases run at the same time,
    /// and two installs into one venv break each other.
    static let python = Result { () throws -> String in
        try run(["bash", repositoryRoot.appendingPathComponent("Benchmarks/corpus/python.sh").path]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs a command and returns what it printed; throws when it fails.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "\(arguments) failed"]) }
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: ["en", "th"])
    func aPageOfAThreeTimesLargerHandbookCostsTheSame(language: String) throws {
        let small = try Self.work(pages: 1000, language: language), large = try Self.work(pages: 3000, language: language)
        #expect(small.navigation > 0 && small.searchBytes > 0)
        #expect(large.navigation <= 1.2 * small.navigation, "navigation work per page: \(small.navigation) at 1,000, \(large.navigation) at 3,000")
        #expect(large.bytes <= 1.2 * small.bytes, "bytes per page: \(small.bytes) at 1,000, \(large.bytes) at 3,000")
        #expect(
            large.searchBytes <= 1.2 * small.searchBytes, "search index bytes per page: \(small.searchBytes) at 1,000, \(large.searchBytes) at 3,000")
        #expect(Double(large.largestFile) <= 1.2 * Double(small.largestFile), "largest page: \(small.largestFile) and \(large.largestFile) bytes")
    }
}
