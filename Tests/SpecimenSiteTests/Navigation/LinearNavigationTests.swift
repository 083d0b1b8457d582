import Foundation
import Testing

@testable import SpecimenSite

/// A section's navigation costs each page the same however long the section is: building 3,000
/// pages in one folder does at most 1.2 times the work per page of building 1,000 (counted in
/// navigation entries made and lookups done, not in time).
@Suite("Navigation work grows linearly")
struct LinearNavigationTests {
    static func navigationWork(pages: Int) throws -> Int {
        var files = ["specimen.yml": "title: One folder\n"]
        for index in 0..<pages { files["Content/reference/page-\(index).md"] = "# Page \(index)\n\nText.\n" }
        let book = try TemporaryHandbook(files)
        defer { book.remove() }
        let session = SiteSession(options: BuildOptions(root: book.root))
        let site = try session.buildAll(into: DiscardingSink())
        #expect(site.pageCount == pages)
        return session.navigationWork
    }

    @Test func aPageOfAThreeTimesLongerSectionCostsTheSame() throws {
        let small = Double(try Self.navigationWork(pages: 1000)) / 1000
        let large = Double(try Self.navigationWork(pages: 3000)) / 3000
        #expect(small > 0)
        #expect(large <= 1.2 * small, "work per page: \(small) at 1,000 pages, \(large) at 3,000")
    }
}
