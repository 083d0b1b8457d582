import SpecimenDiagnostics
import SpecimenPages

/// The generated listing of a section's pages, cut into pages of `pageSize` entries, as Hugo
/// paginates its lists: a section of 10,000 pages gets fifty light listing pages linked by a
/// pager, not one page of 10,000 cards, and each works without JavaScript.
///
/// A section without an `index.md` is listed at its own URL (`reference/`), then at
/// `reference/page/2/`, `reference/page/3/` and so on. A section with an `index.md` keeps its
/// page; when it is too long for the navigation to show whole, its listing starts at
/// `reference/page/1/`, where the navigation's "All N pages" link leads.
struct SectionListing {
    /// Entries on one listing page.
    static let pageSize = 200

    let section: SiteTree.Section

    /// Whether the section gets a listing: it has no page of its own, or the navigation shows
    /// only a window of it and links to the full list.
    static func isListed(_ section: SiteTree.Section) -> Bool {
        section.page == nil || section.children.count > NavigationBuilder.windowLimit
    }

    /// How many listing pages the section has (at least one, even when it is empty).
    var pageCount: Int {
        max(1, (section.children.count + Self.pageSize - 1) / Self.pageSize)
    }

    /// The route of listing page `number` (from 1).
    func route(ofPage number: Int) -> String {
        if number == 1, section.page == nil { return section.route }
        return "\(section.folder.isEmpty ? "" : section.folder + "/")page/\(number)/"
    }

    /// The entries listing page `number` shows.
    func entries(onPage number: Int) -> ArraySlice<SiteTree.Entry> {
        let start = min(section.children.count, (number - 1) * Self.pageSize)
        return section.children[start..<min(section.children.count, start + Self.pageSize)]
    }

    /// Every listing page's route.
    var routes: [String] {
        (1...pageCount).map(route(ofPage:))
    }
}

extension SectionListing {
    /// Every section's listing (see `isListed`), in folder order.
    static func all(in tree: SiteTree) -> [SectionListing] {
        tree.sections.values.filter(isListed).sorted { $0.folder < $1.folder }.map(SectionListing.init)
    }

    /// A `route-conflict` error for each page published where a listing page goes
    /// (`Content/reference/page/2.md` in a section of more than 200 pages).
    static func conflicts(in tree: SiteTree, pages: [RenderedPage]) -> [Diagnostic] {
        let pagesByRoute = Dictionary(pages.map { ($0.page.route, $0.page) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for listing in all(in: tree) {
            for (index, route) in listing.routes.enumerated() where route != listing.section.route {
                guard let page = pagesByRoute[route] else { continue }
                let section = listing.section.folder.isEmpty ? "the top level" : "'Content/\(listing.section.folder)/'"
                diagnostics.append(
                    .error(
                        "route-conflict",
                        "'\(page.displayPath)' publishes to /\(route), where page \(index + 1) of the listing of \(section) goes; rename the page or its folder",
                        at: SourceLocation(file: page.displayPath)))
            }
        }
        return diagnostics
    }
}
