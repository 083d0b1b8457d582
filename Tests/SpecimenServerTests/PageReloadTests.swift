import Foundation
import Testing

@testable import SpecimenServer
@testable import SpecimenSite

@Suite("Which pages a reload names")
struct PageReloadTests {
    private func update(_ changed: [String], removed: [String] = []) -> SiteUpdate {
        var update = SiteUpdate(previous: [:], current: Dictionary(uniqueKeysWithValues: changed.map { ($0, Data($0.utf8)) }))
        update.removed = removed
        return update
    }

    @Test func pagesAreNamedByTheirURLBelowTheBasePath() {
        let event = PageReload.event(
            for: update(["index.html", "fr/guide/index.html", "fr/guide/index.md", "404.html"], removed: ["old/index.html"]), basePath: "/docs/")
        #expect(event == .reloadPages(["/docs/", "/docs/404.html", "/docs/fr/guide/", "/docs/old/"]))
        #expect(event.frame == "event: reload\ndata: {\"pages\":[\"/docs/\", \"/docs/404.html\", \"/docs/fr/guide/\", \"/docs/old/\"]}\n\n")
    }

    @Test func anyOtherFileReloadsEveryPage() {
        #expect(PageReload.event(for: update(["guide/index.html", "tokens.css"]), basePath: "/") == .reload)
        #expect(PageReload.event(for: update(["guide/index.html", "images/logo.png"]), basePath: "/") == .reload)
        #expect(PageReload.event(for: update(["guide/index.html"], removed: ["tokens.json"]), basePath: "/") == .reload)
    }

    @Test func filesNoPageShowsReloadNone() {
        let update = update(["guide/index.html", "guide/index.md", "llms.txt", "fr/llms-full.txt", "search/terms/0.json", "sitemap.xml"])
        #expect(PageReload.event(for: update, basePath: "/") == .reloadPages(["/guide/"]))
        #expect(PageReload.event(for: self.update(["guide/index.html", "tokens.json"]), basePath: "/") == .reload)
    }

    @Test func aGreatUpdateNamesNoPages() {
        let many = (0...PageReload.pageLimit).map { "p\($0)/index.html" }
        #expect(PageReload.event(for: update(many), basePath: "/") == .reload)
        #expect(PageReload.event(for: update(Array(many.dropFirst())), basePath: "/") != .reload)
    }

    @Test func pageNamesAreEscapedAsJSON() {
        #expect(PageReload.event(for: update(["a\"b/index.html"]), basePath: "/").frame.contains(#"["/a\"b/"]"#))
    }
}
