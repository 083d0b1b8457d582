// Mirrors Templates/nav-item.mustache, the default theme's navigation item, byte for byte.
// Tests/SpecimenSiteTests/Navigation/NavigationHTMLTests.swift renders that file through
// swift-mustache and compares it with this one on every branch: change the two together.
import SpecimenPages

/// The default theme's `nav-item.mustache`, written in Swift: the navigation is the largest
/// part of every page, and rendering it item by item through the compiled templates made a
/// 1,000-page build execute 38% more instructions (README "Performance"). Used only while the
/// handbook keeps the default `nav-item` (`ThemeTemplates.hasDefaultNavItem`).
enum NavigationHTML {
    static func render(_ entries: [NavigationBuilder.Entry]) -> String {
        var html = ""
        html.reserveCapacity(entries.count * 160)
        for entry in entries { append(entry, to: &html) }
        return html
    }

    static func append(_ entry: NavigationBuilder.Entry, to html: inout String) {
        append(entry, hasChildren: !entry.children.isEmpty, to: &html) { html in
            for child in entry.children { append(child, to: &html) }
        }
    }

    /// One item, its nested list (when it is a section with children) written by `children`:
    /// `NavigationBuilder.html(forRoute:)` writes them without making entries.
    static func append(
        _ entry: NavigationBuilder.Entry, hasChildren: Bool, to html: inout String, children: (inout String) -> Void
    ) {
        let title = entry.escapedTitle
        html += "<li class=\"nav-item"
        if entry.isSection { html += " nav-section" }
        if entry.isAncestor { html += " is-ancestor" }
        if entry.isCurrent { html += " is-current" }
        html += "\">\n<a class=\"nav-link\" href=\""
        html += entry.escapedURL
        html += "\""
        if entry.isCurrent { html += " aria-current=\"page\"" }
        html += ">" + title + "</a>\n"
        if entry.isSection, hasChildren {
            html += entry.isOpen ? "<details class=\"nav-group\" open>\n" : "<details class=\"nav-group\">\n"
            html +=
                "<summary class=\"nav-toggle\" title=\"" + HTMLEscaping.escape(entry.words.toggleTitle(entry.title))
                + "\"><span class=\"visually-hidden\">"
                + HTMLEscaping.escape(entry.words.groupLabel(entry.title)) + "</span></summary>\n"
            html += "<ul class=\"nav-list\">\n"
            children(&html)
            if let more = entry.more {
                html +=
                    "<li class=\"nav-item nav-more\"><a class=\"nav-link\" href=\"" + HTMLEscaping.escape(more.url)
                    + "\">" + HTMLEscaping.escape(entry.words.allPagesText(more.count)) + "</a></li>\n"
            }
            html += "</ul>\n</details>\n"
        }
        html += "</li>\n"
    }
}
