import Foundation
import Testing

@testable import SpecimenSite

/// A section's navigation and listing cost each page the same however long the section is:
/// building 3,000 pages in one folder does at most 1.2 times the work per page of building
/// 1,000 (counted in navigation entries made and lookups done, and in bytes written, not in
/// time), and no file grows with the section (its listing is paginated).
@Suite("Navigation work grows linearly")
struct LinearNavigationTests {
    struct Work {
        var navigation: Int
        var bytes: Int
        var largestFile: Int
    }

    static func work(pages: Int) throws -> Work {
        var files = ["specimen.yml": "title: One folder\n"]
        for index in 0..<pages { files["Content/reference/page-\(index).md"] = "# Page \(index)\n\nText.\n" }
        let book = try TemporaryHandbook(files)
        defer { book.remove() }
        let session = SiteSession(options: BuildOptions(root: book.root))
        let sink = CountingSink()
        let site = try session.buildAll(into: sink)
        #expect(site.pageCount == pages)
        return Work(navigation: session.navigationWork, bytes: sink.bytes, largestFile: sink.largestFile)
    }

    @Test func aPageOfAThreeTimesLongerSectionCostsTheSame() throws {
        let small = try Self.work(pages: 1000), large = try Self.work(pages: 3000)
        let navigation = (Double(small.navigation) / 1000, Double(large.navigation) / 3000)
        #expect(navigation.0 > 0)
        #expect(navigation.1 <= 1.2 * navigation.0, "navigation work per page: \(navigation.0) at 1,000 pages, \(navigation.1) at 3,000")
        let bytes = (Double(small.bytes) / 1000, Double(large.bytes) / 3000)
        #expect(bytes.1 <= 1.2 * bytes.0, "bytes per page: \(bytes.0) at 1,000 pages, \(bytes.1) at 3,000")
        #expect(Double(large.largestFile) <= 1.2 * Double(small.largestFile), "largest page: \(small.largestFile) and \(large.largestFile) bytes")
    }
}
