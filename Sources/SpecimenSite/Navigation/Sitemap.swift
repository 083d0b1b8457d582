import SpecimenPages

/// `sitemap.xml` for every published page, for a site whose base URL has its origin: the
/// sitemap protocol takes full URLs only, so a site published at a path alone
/// (`baseURL: /handbook/`) has none, which `specimen check` notes (`sitemap-origin-missing`).
enum Sitemap {
    static func xml(routes: [String], baseURL: BaseURL) -> String {
        var xml = header(alternates: false)
        for route in routes {
            xml += "  <url><loc>\(XMLEscaping.escape(baseURL.absolute(PageRoute.encoded(route))))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// Every language's pages, each with an `xhtml:link` to itself and to the same page in every
    /// other language that has it, and `x-default` to the default language's: the same
    /// alternates, reciprocal, as each page's `<link rel="alternate">`.
    static func xml(languages: [(language: String, routes: [String])], config: SiteConfig) -> String {
        let sets = languages.map { Set($0.routes) }
        var xml = header(alternates: true)
        for language in languages {
            for route in language.routes {
                xml += "  <url>\n    <loc>\(XMLEscaping.escape(config.baseURL(of: language.language).absolute(PageRoute.encoded(route))))</loc>\n"
                for alternate in LanguageAlternates.links(route: route, config: config, has: { sets[$0].contains(route) }) {
                    xml +=
                        "    <xhtml:link rel=\"alternate\" hreflang=\"\(XMLEscaping.escape(alternate.hreflang))\" href=\"\(XMLEscaping.escape(alternate.url))\"/>\n"
                }
                xml += "  </url>\n"
            }
        }
        return xml + "</urlset>\n"
    }

    private static func header(alternates: Bool) -> String {
        let xhtml = alternates ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"" : ""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"\(xhtml)>\n"
    }
}
