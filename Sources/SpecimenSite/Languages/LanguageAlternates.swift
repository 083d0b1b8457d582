import SpecimenPages

/// The same page in each language of the handbook, as `<link rel="alternate" hreflang>`, the
/// sitemap's `xhtml:link` and the language switcher give it: every language that publishes the
/// route (all of them, but for a page only a translation has), then `x-default`, the default
/// language's. Full URLs when the base URL has an origin.
enum LanguageAlternates {
    struct Link: Equatable {
        let language: SiteLanguage
        /// The language's code, or `x-default`.
        let hreflang: String
        /// The full URL when the base URL has an origin, for search engines.
        let url: String
        /// The root-relative URL, for links a reader follows wherever the site is previewed.
        let path: String
    }

    /// The alternates of the page at `route`; `has` says whether the language at an index of
    /// `config.publishedLanguages` publishes it. None for a handbook in one language.
    static func links(route: String, config: SiteConfig, has: (Int) -> Bool) -> [Link] {
        let languages = config.publishedLanguages
        guard languages.count > 1 else { return [] }
        let encoded = PageRoute.encoded(route)
        var links: [Link] = []
        for (index, language) in languages.enumerated() where has(index) {
            let base = config.baseURL(of: language.code)
            links.append(Link(language: language, hreflang: language.code, url: base.absolute(encoded), path: base.href(encoded)))
        }
        if has(0) {
            let base = config.baseURL(of: languages[0].code)
            links.append(Link(language: languages[0], hreflang: "x-default", url: base.absolute(encoded), path: base.href(encoded)))
        }
        return links
    }
}
