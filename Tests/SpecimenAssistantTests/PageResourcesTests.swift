import Foundation
import Testing

@testable import SpecimenAssistant

/// How the server names a page it offers as a resource.
@Suite("Page resources")
struct PageResourcesTests {
    @Test func aResourceIsNamedByItsFirstHeading() {
        #expect(PageResources.title(of: Data("---\ntitle: x\n---\n\nIntro\n\n# Colors\n\n## Palette\n".utf8)) == "Colors")
        #expect(PageResources.title(of: Data("No heading\n".utf8)) == nil)
    }
}
