// Mirrors Templates/toc.mustache, the default theme's table of contents, byte for byte.
// Tests/SpecimenSiteTests/Theme/TableOfContentsHTMLTests.swift renders that file through
// swift-mustache and compares it with this one: change the two together.
import SpecimenPages

/// The default theme's `toc.mustache`, written in Swift: a long page's table of contents has
/// thousands of entries, each of which the compiled templates made into an object, looked up
/// member by member and escaped (a 4 MB page's 9,300 entries took a tenth of its build). Used
/// for the layout while the handbook keeps the default `toc` (see `ThemeTemplates.render(layout:)`).
enum TableOfContentsHTML {
    /// The partial `{{> toc}}` stands for in the layout when it is rendered natively: the
    /// layout's `tocHTML`, which `render` wrote.
    static let partial = "{{{tocHTML}}}"

    /// - Parameter onThisPage: `site.strings.onThisPage`, as the template reads it.
    static func render(_ entries: [TableOfContentsEntry], onThisPage: String) -> String {
        let label = HTMLEscaping.escape(onThisPage)
        var html = ""
        html.reserveCapacity(300 + 3 * label.utf8.count + entries.reduce(0) { $0 + 64 + $1.id.utf8.count + $1.title.utf8.count })
        html += "<aside class=\"toc\" aria-label=\"" + label + "\">\n<details class=\"toc-details\" data-open-when-wide>\n"
        html += "<summary class=\"toc-toggle\">" + label + "</summary>\n"
        html += "<p class=\"toc-heading\" aria-hidden=\"true\">" + label + "</p>\n<ol class=\"toc-list\">\n"
        for entry in entries {
            html += "<li class=\"toc-item toc-level-"
            html += String(entry.level)
            html += "\"><a href=\"#"
            html += HTMLEscaping.escape(entry.id)
            html += "\">"
            html += HTMLEscaping.escape(entry.title)
            html += "</a></li>\n"
        }
        html += "</ol>\n</details>\n</aside>\n"
        return html
    }
}
