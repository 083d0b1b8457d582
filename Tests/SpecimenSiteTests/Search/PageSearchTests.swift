import Foundation
import Testing

@testable import SpecimenSite

/// `PageSearch`: the site's search in Swift, over pages built for real.
@Suite("Page search")
struct PageSearchTests {
    static func search(_ files: [String: String]) throws -> (PageSearch, TemporaryHandbook) {
        let handbook = try TemporaryHandbook(files)
        let session = SiteSession(options: BuildOptions(root: handbook.root))
        _ = try session.buildAll()
        return (PageSearch(pages: try #require(session.view).pages), handbook)
    }

    @Test func titleHitsFirstThenHowOftenAndWhere() throws {
        let (search, handbook) = try Self.search([
            "specimen.yml": "title: T\n",
            "Content/index.md": "# Home\n\nSpacing is mentioned once here.\n",
            "Content/spacing.md": "# Spacing\n\nSteps of four.\n",
            "Content/layout.md": "# Layout\n\nSpacing, spacing and more spacing.\n\n## Grids\n\nColumns.\n",
        ])
        defer { handbook.remove() }
        // The page titled Spacing first; then Layout (three in prose) before Home (one).
        #expect(search.search("spacing").map(\.page.title) == ["Spacing", "Layout", "Home"])
        #expect(search.search("spacing").first?.titleWords == 1)
        #expect(search.search("grids").map(\.url) == ["/layout/#grids"])
        #expect(search.search("grids").first?.heading == "Grids")
        #expect(search.search("nothing-like-this").isEmpty)
        #expect(search.search("  ").isEmpty)
    }

    @Test func pagesHoldingMoreOfTheQueryComeFirst() throws {
        let (search, handbook) = try Self.search([
            "specimen.yml": "title: T\n",
            "Content/a.md": "# A\n\nPrimary buttons and primary links, primary everything.\n",
            "Content/b.md": "# B\n\nThe primary color of a focus ring.\n",
        ])
        defer { handbook.remove() }
        // B holds both words; A holds one of them, however often.
        #expect(search.search("primary focus").map(\.page.title) == ["B", "A"])
        #expect(search.search("primary focus").map(\.matchedWords) == [2, 1])
    }

    @Test func aPageFoundByItsDescriptionShowsIt() throws {
        let (search, handbook) = try Self.search([
            "specimen.yml": "title: T\n", "Content/index.md": "---\ntitle: Home\ndescription: Where the elevation scale lives.\n---\n\nWelcome.\n",
        ])
        defer { handbook.remove() }
        #expect(search.search("elevation").first?.snippet == "Where the **elevation** scale lives.")
        #expect(search.search("elevation").first?.url == "/", "no heading to point at")
    }

    @Test func theLastWordIsAlsoAPrefix() throws {
        let (search, handbook) = try Self.search(["specimen.yml": "title: T\n", "Content/index.md": "# Home\n\nTypography scales.\n"])
        defer { handbook.remove() }
        #expect(search.search("typo").count == 1)
        // A space after it says the word is whole.
        #expect(search.search("typo ").isEmpty)
    }

    @Test func snippetsMarkEveryHitAroundTheFirst() throws {
        let prose =
            String(repeating: "Lorem ipsum dolor sit amet. ", count: 10) + "The focus ring is teal; focus shows it. "
            + String(repeating: "Consectetur adipiscing elit. ", count: 10)
        let (search, handbook) = try Self.search(["specimen.yml": "title: T\n", "Content/index.md": "# Home\n\n\(prose)\n"])
        defer { handbook.remove() }
        let snippet = try #require(search.search("focus").first?.snippet)
        #expect(snippet.hasPrefix("…") && snippet.hasSuffix("…"))
        #expect(snippet.contains("The **focus** ring is teal; **focus** shows it."))
        // About 80 characters either side of the hit, cut between words.
        #expect(snippet.count < 2 * PageSearch.snippetReach + 60)
    }

    /// A result points where most of the query's words are, not at the first of them: the
    /// section, then the place in it.
    @Test func resultsPointWhereMostOfTheQueryIs() throws {
        let filler = String(repeating: "Lorem ipsum dolor sit amet. ", count: 8)
        let (search, handbook) = try Self.search([
            "specimen.yml": "title: T\n",
            "Content/index.md": """
            # Buttons

            ## States

            Normal, hover, focus, pressed.

            ## Keyboard

            Focus moves in reading order. \(filler) The focus ring is teal and never clipped.

            """,
        ])
        defer { handbook.remove() }
        let result = try #require(search.search("focus ring").first)
        #expect(result.url.hasSuffix("#keyboard"), "\(result.url)")
        #expect(result.snippet.contains("The **focus** **ring** is teal"), "\(result.snippet)")
        // One word: the first place that has it, as before.
        #expect(try #require(search.search("focus").first).url.hasSuffix("#states"))
    }

    @Test func thaiAndKoreanAreSplitAsTheIndexSplitsThem() throws {
        let (search, handbook) = try Self.search([
            "specimen.yml": "title: T\nlanguages: [{code: en}, {code: th}, {code: ko}]\n",
            "Content/index.md": "# Home\n\nColors.\n",
            // ระบบการออกแบบของแอป, "the app's design system", is written without spaces:
            // ระบบ (system) การ ออกแบบ (design) ของ (of) แอป (app).
            "Content/th/index.md": "# หน้าแรก\n\nระบบการออกแบบของแอป\n",
            // 시스템을 is 시스템 (system) and the object particle 을.
            "Content/ko/index.md": "# 홈\n\n디자인 시스템을 만듭니다.\n",
        ])
        defer { handbook.remove() }
        #expect(search.search("ออกแบบ").map(\.url) == ["/th/"])
        #expect(search.search("ออกแบบ").first?.snippet == "ระบบการ**ออกแบบ**ของแอป")
        #expect(search.search("시스템").map(\.url) == ["/ko/"])
        #expect(search.search("시스템", language: "en").isEmpty)
        #expect(search.search("colors", language: "en").map(\.url) == ["/"])
    }
}
