import Foundation
import SpecimenPages

/// What every page of a published release must say, whatever theme the release had: a
/// release built from its own, older templates lacks the version notice and `rel=canonical`,
/// so they are put into its pages as they are written: the notice under the page's title (or
/// at the start of `<main>`), the link before `</head>`.
final class ReleasePageStamp: SiteFileSink, @unchecked Sendable {
    private let base: SiteFileSink
    private let version: PublishedVersion

    init(_ base: SiteFileSink, version: PublishedVersion) {
        (self.base, self.version) = (base, version)
    }

    func begin(output: URL) { base.begin(output: output) }

    func write(_ path: String, _ data: Data) {
        guard path.hasSuffix("index.html") else { return base.write(path, data) }
        base.write(path, Data(stamped(String(decoding: data, as: UTF8.self), path: path).utf8))
    }

    func place(_ path: String, from file: URL) { base.place(path, from: file) }

    /// The page with the notice and the canonical link it lacks.
    func stamped(_ html: String, path: String) -> String {
        let route = String(path.dropLast("index.html".count))
        let current = version.current.path + PageRoute.encoded(route)
        var html = html
        if !html.contains("rel=\"canonical\""), let head = html.range(of: "</head>") {
            html.insert(
                contentsOf: "<link rel=\"canonical\" href=\"\(HTMLEscaping.escape((version.current.origin ?? "") + current))\">\n",
                at: head.lowerBound)
        }
        if !html.contains("version-notice"), let main = html.range(of: "<main"), let opened = html[main.upperBound...].firstIndex(of: ">") {
            let title = html[main.upperBound...].range(of: "</h1>")?.upperBound
            let end = title.map { html.index(before: $0) } ?? opened
            let strings = InterfaceStrings(language: Self.language(of: html))
            let notice =
                "\n<p class=\"page-notice version-notice\" role=\"note\">"
                + HTMLEscaping.escape(strings.format("oldVersionNotice", ["version": version.name]))
                + " <a href=\"\(HTMLEscaping.escape(current))\">\(HTMLEscaping.escape(strings["currentVersionLink"]))</a></p>"
            html.insert(contentsOf: notice, at: html.index(after: end))
        }
        return html
    }

    /// The `lang` of the page's `<html>`.
    private static func language(of html: String) -> String {
        guard let tag = html.range(of: "<html lang=\"") else { return "en" }
        return String(html[tag.upperBound...].prefix { $0 != "\"" })
    }
}
