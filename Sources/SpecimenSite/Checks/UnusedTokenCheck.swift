import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// Tokens that no page shows, no component uses, and no used token aliases: information, as a
/// design system may publish tokens its handbook does not illustrate.
enum UnusedTokenCheck {
    static func run(pages: [RenderedPage], components: [String: ComponentSpec], tokens: SiteTokens?) -> [Diagnostic] {
        guard let tokens else { return [] }
        var used = Set<String>()
        for page in pages { used.formUnion(page.shownTokens) }
        for spec in components.values {
            for combination in ComponentSpec.combinations(spec.axes) {
                for binding in spec.styles { used.formUnion(ComponentSpec.references(in: ComponentSpec.fill(binding.template, with: combination))) }
            }
        }
        // What a used token names (an alias, or a part of a composite value) is used too, in any context.
        let sets = [tokens.defaults] + tokens.alternates.map(\.tokens)
        var pending = Array(used)
        while let path = pending.popLast() {
            for set in sets {
                for target in set[path]?.references ?? [] where used.insert(target).inserted { pending.append(target) }
            }
        }
        return tokens.defaults.tokens.filter { !used.contains($0.path) && $0.deprecation == nil }.map { token in
            .note("token-unused", "'\(token.path)' is shown on no page, used by no component, and named by no used token", at: token.source)
        }
    }
}
