import SpecimenPages

/// The page that shows every page of a handbook in several languages against every language:
/// translated, outdated (with what changed), or missing. Published by the default language at
/// `translations/`, the language switcher links to it.
enum TranslationStatusPage {
    static let route = "translations/"

    /// The page's body: a table, a row per page, a column per translation.
    static func html(
        _ check: TranslationCheck, config: SiteConfig, strings: InterfaceStrings, describe: (TranslationFreshness) -> String
    )
        -> String
    {
        let languages = config.publishedLanguages
        var html = "<table class=\"translation-status\">\n<thead><tr><th scope=\"col\">\(HTMLEscaping.escape(strings["page"]))</th>"
        for language in languages.dropFirst() {
            html += "<th scope=\"col\" lang=\"\(HTMLEscaping.escape(language.code))\">\(HTMLEscaping.escape(language.label))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        // Found once: a row per page and a cell per language each need one.
        let bases = languages.map { config.baseURL(of: $0.code) }
        for page in check.rows {
            let route = PageRoute.encoded(page.route)
            let home = config.baseURL(of: config.defaultLanguage).href(route)
            html += "<tr><th scope=\"row\"><a href=\"\(HTMLEscaping.escape(home))\">\(HTMLEscaping.escape(page.title))</a></th>"
            for index in languages.indices.dropFirst() {
                html += cell(check.status(of: page.sourcePath, in: index), url: bases[index].href(route), strings: strings, describe: describe)
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private static func cell(
        _ status: TranslationCheck.Status, url: String, strings: InterfaceStrings, describe: (TranslationFreshness) -> String
    ) -> String {
        let link = { (word: String) in "<a href=\"\(HTMLEscaping.escape(url))\">\(HTMLEscaping.escape(word))</a>" }
        switch status {
        case .original, .translated:
            return "<td class=\"translation-translated\">\(link(strings["translated"]))</td>"
        case .outdated(let freshness):
            return
                "<td class=\"translation-outdated\">\(link(strings["outdated"]))<br><small>\(HTMLEscaping.escape(describe(freshness)))</small></td>"
        case .missing:
            return "<td class=\"translation-missing\">\(link(strings["missing"]))</td>"
        case .notApplicable:
            return "<td>—</td>"
        }
    }
}
