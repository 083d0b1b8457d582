// Mirrors Templates/breadcrumbs.mustache, the default theme's breadcrumbs, byte for byte.
// Tests/SpecimenSiteTests/Theme/BreadcrumbsHTMLTests.swift renders that file through
// swift-mustache and compares it with this one: change the two together.
import SpecimenPages

/// The default theme's `breadcrumbs.mustache`, written in Swift: a page ten folders deep has
/// ten crumbs, each made into an object, looked up member by member, escaped and told first or
/// not by the compiled templates (about a tenth of that shape's build). Used for the layout
/// while the handbook keeps the default `breadcrumbs` (see `ThemeTemplates.render(layout:)`).
enum BreadcrumbsHTML {
    /// The partial `{{> breadcrumbs}}` stands for in the layout when it is rendered natively:
    /// the layout's `breadcrumbsHTML`, which `render` wrote.
    static let partial = "{{{breadcrumbsHTML}}}"

    /// - Parameters:
    ///   - label: `site.strings.breadcrumbs`, the list's accessible name.
    ///   - home: `site.strings.home`, which the first crumb shows whatever its title.
    static func render(_ crumbs: [LinkContext], label: String, home: String) -> String {
        guard let first = crumbs.first else { return "" }
        var html = TextBytes(
            capacity: 64 + label.utf8.count + crumbs.reduce(home.utf8.count) { $0 + 24 + $1.url.utf8.count + $1.title.utf8.count })
        html.append("<nav class=\"breadcrumbs\" aria-label=\"")
        html.append(HTMLEscaping.escape(label))
        html.append("\">\n<ol>\n")
        appendCrumb(url: first.url, shown: home, to: &html)
        for crumb in crumbs.dropFirst() { appendCrumb(url: crumb.url, shown: crumb.title, to: &html) }
        html.append("</ol>\n</nav>\n")
        return html.text
    }

    private static func appendCrumb(url: String, shown: String, to html: inout TextBytes) {
        html.append("<li><a href=\"")
        html.append(HTMLEscaping.escape(url))
        html.append("\">")
        html.append(HTMLEscaping.escape(shown))
        html.append("</a></li>\n")
    }
}
