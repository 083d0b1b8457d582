/// Small changes to cmark-gfm's HTML so that pages pass axe-core: code blocks and tables that
/// may scroll sideways can be reached (and scrolled) with the keyboard, and task-list
/// checkboxes get an accessible name.
enum AccessibleHTML {
    static func adjust(_ html: String) -> String {
        guard html.contains("<pre") || html.contains("<table>") || html.contains("type=\"checkbox\"") else { return html }
        return html
            .replacingOccurrences(of: "<pre><code", with: "<pre tabindex=\"0\"><code")
            .replacingOccurrences(of: "<table>", with: "<table tabindex=\"0\">")
            .replacingOccurrences(of: "<input type=\"checkbox\" checked=\"\" disabled=\"\" />", with: "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />")
            .replacingOccurrences(of: "<input type=\"checkbox\" disabled=\"\" />", with: "<input type=\"checkbox\" disabled=\"\" aria-label=\"Not done\" />")
    }
}
