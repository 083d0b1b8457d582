/// Small changes to cmark-gfm's HTML so that pages pass axe-core: code blocks and tables that
/// may scroll sideways can be reached (and scrolled) with the keyboard, and task-list
/// checkboxes get an accessible name.
struct AccessibleHTML: Sendable {
    private let replacements: [(from: [UInt8], to: String)]

    static let english = AccessibleHTML(InterfaceStrings.inEnglish)

    /// The changes, the checkboxes named in the pages' language.
    init(_ strings: InterfaceStrings) {
        let (done, notDone) = (HTMLEscaping.escape(strings["done"]), HTMLEscaping.escape(strings["notDone"]))
        replacements = [
            ("<pre><code", "<pre tabindex=\"0\"><code"),
            ("<table>", "<table tabindex=\"0\">"),
            (
                "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
                "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"\(done)\" />"
            ),
            ("<input type=\"checkbox\" disabled=\"\" />", "<input type=\"checkbox\" disabled=\"\" aria-label=\"\(notDone)\" />"),
        ].map { (Array($0.utf8), $1) }
    }

    /// One pass over the bytes: this runs on every page of every build.
    func adjust(_ html: String) -> String {
        var copy = html
        let adjusted = copy.withUTF8 { bytes -> String? in
            var splice: StringSplice?
            var copiedUpTo = 0
            var index = 0
            while let tag = bytes.nextIndex(of: UInt8(ascii: "<"), from: index) {
                guard let (from, to) = replacements.first(where: { bytes.hasBytes($0.from, at: tag) }) else {
                    index = tag + 1
                    continue
                }
                if splice == nil { splice = StringSplice(of: html, capacity: bytes.count + 256) }
                splice?.copy(copiedUpTo..<tag)
                splice?.append(to)
                index = tag + from.count
                copiedUpTo = index
            }
            splice?.copyRest(from: copiedUpTo)
            return splice?.result
        }
        return adjusted ?? html
    }
}
