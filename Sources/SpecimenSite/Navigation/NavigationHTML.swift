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
        html += opening(entry, hasChildren: hasChildren)
        if entry.isSection, hasChildren { children(&html) }
        html += closing(entry, hasChildren: hasChildren)
    }

    /// An item up to its children (or, with none, up to its end): `NavigationBuilder` keeps an
    /// open section's, as the navigation of every page below it repeats them.
    static func opening(_ entry: NavigationBuilder.Entry, hasChildren: Bool) -> String {
        var html = "<li class=\"nav-item"
        if entry.isSection { html += " nav-section" }
        if entry.isAncestor { html += " is-ancestor" }
        if entry.isCurrent { html += " is-current" }
        html += "\">\n<a class=\"nav-link\" href=\""
        html += entry.escapedURL
        html += "\""
        if entry.isCurrent { html += " aria-current=\"page\"" }
        html += ">" + entry.escapedTitle + "</a>\n"
        if entry.isSection, hasChildren {
            html += entry.isOpen ? "<details class=\"nav-group\" open>\n" : "<details class=\"nav-group\">\n"
            html +=
                "<summary class=\"nav-toggle\" title=\"" + HTMLEscaping.escape(entry.words.toggleTitle(entry.title))
                + "\"><span class=\"visually-hidden\">"
                + HTMLEscaping.escape(entry.words.groupLabel(entry.title)) + "</span></summary>\n"
            html += "<ul class=\"nav-list\">\n"
        }
        return html
    }

    /// What follows an item's children: a long section's link to all its pages, and the ends
    /// of its elements.
    static func closing(_ entry: NavigationBuilder.Entry, hasChildren: Bool) -> String {
        var html = ""
        if entry.isSection, hasChildren {
            if let more = entry.more {
                html +=
                    "<li class=\"nav-item nav-more\"><a class=\"nav-link\" href=\"" + HTMLEscaping.escape(more.url)
                    + "\">" + HTMLEscaping.escape(entry.words.allPagesText(more.count)) + "</a></li>\n"
            }
            html += "</ul>\n</details>\n"
        }
        return html + "</li>\n"
    }
}
