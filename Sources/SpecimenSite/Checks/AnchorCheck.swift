import SpecimenDiagnostics
import SpecimenPages

/// Every `#fragment` a page links to must be an `id` on the target page.
enum AnchorCheck {
    static func run(pages: [RenderedPage]) -> [Diagnostic] {
        Findings(pages: pages).all
    }

    /// What the check found, by page, kept between runs: after an edit that leaves every
    /// page's anchors as they were, only the edited pages' own links need checking again.
    struct Findings {
        /// False until made from every page (and after the pages are replaced wholesale).
        private(set) var isValid = false
        private var anchorsByRoute: [String: Set<String>] = [:]
        private var byPage: [String: [Diagnostic]] = [:]

        init() {}

        init(pages: [RenderedPage]) {
            anchorsByRoute = Dictionary(pages.map { ($0.page.route, $0.anchors) }, uniquingKeysWith: { first, _ in first })
            for page in pages { recheck(page) }
            isValid = true
        }

        /// Checks `page`'s links again; its anchors must be those the findings were made with.
        mutating func recheck(_ page: RenderedPage) {
            let found = findings(page)
            byPage[page.page.sourcePath] = found.isEmpty ? nil : found
        }

        var all: [Diagnostic] { byPage.values.flatMap { $0 } }

        private func findings(_ page: RenderedPage) -> [Diagnostic] {
            var diagnostics: [Diagnostic] = []
            for link in page.fragmentLinks {
                let route = link.route ?? page.page.route
                guard let anchors = anchorsByRoute[route], !anchors.contains(link.fragment) else { continue }
                let target = link.route == nil ? "this page" : "/\(route)"
                diagnostics.append(
                    .error(
                        "anchor-broken",
                        "no '#\(link.fragment)' on \(target)\(Suggestion.phrase(for: link.fragment, in: anchors.sorted()))",
                        at: link.location, sourceLine: link.sourceLine))
            }
            return diagnostics
        }
    }
}

extension SiteStages {
    /// Brings the anchor findings up to date after `fresh` pages replaced `replaced` (nil when
    /// they did not replace renderings one for one): only the fresh pages are checked again
    /// while no page's anchors changed, every page otherwise.
    mutating func updateAnchorFindings(fresh: [RenderedPage], replaced: [RenderedPage]?) {
        if anchorFindings.isValid, let replaced, zip(replaced, fresh).allSatisfy({ $0.anchors == $1.anchors }) {
            for page in fresh { anchorFindings.recheck(page) }
        } else {
            anchorFindings = AnchorCheck.Findings(pages: rendered)
        }
    }
}
