/// The default theme's `nav-item.mustache`, written in Swift: the navigation is the largest
/// part of every page, and rendering it item by item through Mustache took most of a build's
/// template time. Used only while the handbook keeps the default `nav-item`; a test checks
/// that both give the same HTML.
enum NavigationHTML {
    static func render(_ items: [[String: Any]]) -> String {
        var html = ""
        for item in items { append(item, to: &html) }
        return html
    }

    private static func append(_ item: [String: Any], to html: inout String) {
        let flag = { (key: String) in item[key] as? Bool ?? false }
        let title = HTMLEscaping.escape(item["title"] as? String ?? "")
        let url = HTMLEscaping.escape(item["url"] as? String ?? "")
        html += "<li class=\"nav-item"
        if flag("isSection") { html += " nav-section" }
        if flag("isAncestor") { html += " is-ancestor" }
        if flag("isCurrent") { html += " is-current" }
        html += "\">\n<a class=\"nav-link\" href=\"\(url)\""
        if flag("isCurrent") { html += " aria-current=\"page\"" }
        html += ">\(title)</a>\n"
        let children = item["children"] as? [[String: Any]] ?? []
        if flag("isSection"), !children.isEmpty {
            html += "<details class=\"nav-group\"\(flag("isOpen") ? " open" : "")>\n"
            html += "<summary class=\"nav-toggle\" title=\"Show or hide the pages in \(title)\"><span class=\"visually-hidden\">Pages in \(title)</span></summary>\n"
            html += "<ul class=\"nav-list\">\n"
            for child in children { append(child, to: &html) }
            if flag("hasMore") {
                let moreURL = HTMLEscaping.escape(item["moreURL"] as? String ?? "")
                html += "<li class=\"nav-item nav-more\"><a class=\"nav-link\" href=\"\(moreURL)\">All \(item["moreCount"].map { "\($0)" } ?? "") pages</a></li>\n"
            }
            html += "</ul>\n</details>\n"
        }
        html += "</li>\n"
    }
}
