import SpecimenDiagnostics

/// Every `#fragment` a page links to must be an `id` on the target page.
enum AnchorCheck {
    static func run(pages: [RenderedPage]) -> [Diagnostic] {
        let anchorsByRoute = Dictionary(pages.map { ($0.page.route, $0.anchors) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for page in pages {
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
        }
        return diagnostics
    }
}
