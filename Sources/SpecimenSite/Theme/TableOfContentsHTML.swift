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
        var html = TextBytes(capacity: 300 + 3 * label.utf8.count + entries.reduce(0) { $0 + 64 + $1.id.utf8.count + $1.title.utf8.count })
        html.append("<aside class=\"toc\" aria-label=\"")
        html.append(label)
        html.append("\">\n<details class=\"toc-details\" data-open-when-wide>\n<summary class=\"toc-toggle\">")
        html.append(label)
        html.append("</summary>\n<p class=\"toc-heading\" aria-hidden=\"true\">")
        html.append(label)
        html.append("</p>\n<ol class=\"toc-list\">\n")
        for entry in entries {
            html.append("<li class=\"toc-item toc-level-")
            html.append(entry.level)
            html.append("\"><a href=\"#")
            html.append(HTMLEscaping.escape(entry.id))
            html.append("\">")
            html.append(HTMLEscaping.escape(entry.title))
            html.append("</a></li>\n")
        }
        html.append("</ol>\n</details>\n</aside>\n")
        return html.text
    }
}
