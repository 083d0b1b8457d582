import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// What a session read of a handbook, for tools that answer questions about it rather than
/// publish it (`specimen mcp`): its config, its tokens as the site shows them, its component
/// specs and its pages' text in every language. Made from the last build or update, also when
/// that failed after reading: the tokens resolve even where a page has a broken link.
public struct HandbookView: Sendable {
    public let config: SiteConfig
    /// Nil when the handbook names no tokens.
    public let tokens: HandbookTokens?
    /// By name.
    public let components: [HandbookComponent]
    /// Every page in its own language: the default language's, then each translation's
    /// translated pages (not the pages it shows in the default language).
    public let pages: [HandbookPage]
    /// Where the code of `usage:` uses the tokens, and the folders scanned; nil without `usage:`.
    public var code: (index: UsageIndex, sources: [UsageSource])?
}

extension SiteSession {
    /// What the last build or update read; nil before one, or when `specimen.yml` could not be read.
    public var view: HandbookView? {
        guard let stages else { return nil }
        let tokens = stages.tokens.flatMap { site in
            stages.tokenView.map { HandbookTokens(site: site, view: $0, strings: stages.strings) }
        }
        let components = stages.components.values.sorted { $0.name < $1.name }.map { spec in
            var component = HandbookComponent(spec: spec)
            component.page = stages.rendered.first { $0.componentSpecs.contains(spec.name) }.map { page in
                (page.title, stages.config.baseURL.absolute(page.page.route), page.page.frontMatter.component.status?.rawValue)
            }
            return component
        }
        var view = HandbookView(config: stages.config, tokens: tokens, components: components, pages: ownPages + translatedPages)
        view.code = stages.codeUsage.map { ($0.index, $0.sources) }
        return view
    }

    /// The pages this session rendered that are in its language.
    private var ownPages: [HandbookPage] {
        guard let stages else { return [] }
        return stages.rendered.compactMap { rendered in
            if case .fallback = rendered.page.translation { return nil }
            return HandbookPage(rendered: rendered, url: stages.config.baseURL.absolute(rendered.page.route), language: stages.config.language)
        }
    }

    private var translatedPages: [HandbookPage] {
        let order = config?.publishedLanguages.map(\.code) ?? []
        return translations.sorted { (order.firstIndex(of: $0.key) ?? 0) < (order.firstIndex(of: $1.key) ?? 0) }.flatMap { $0.value.ownPages }
    }
}
