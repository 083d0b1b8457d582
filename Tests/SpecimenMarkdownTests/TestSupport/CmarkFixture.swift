import Foundation
import SpecimenMarkdown

/// One file of `../shared/fixtures/cmark-gfm-0.29.0.gfm.6/`, decoded.
struct CmarkFixture: Decodable {
    struct Example: Decodable, Sendable {
        var example: Int
        var section: String
        var markdown: String
        var html: String
    }

    var source: String
    var extensions: [String]
    var options: [String]
    var examples: [Example]

    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/cmark-gfm-0.29.0.gfm.6")

    static func load(_ name: String) throws -> CmarkFixture {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(name).examples.json"))
        return try JSONDecoder().decode(CmarkFixture.self, from: data)
    }

    /// Options as the fixture names them. Upstream's runner always renders with `--unsafe`.
    func options(for example: Example, file: String) -> MarkdownOptions {
        var result = MarkdownOptions(unsafe: true)
        var names = Set(extensions)
        names.formUnion(Self.perExampleExtensions(file: file, example: example))
        for name in names {
            if name == "footnotes" {
                result.footnotes = true
            } else if let known = MarkdownExtension(rawValue: name) {
                result.extensions.insert(known)
            }
        }
        result.smart = options.contains("smart")
        result.fullInfoString = options.contains("full-info-string")
        result.tablePreferStyleAttributes = options.contains("table-prefer-style-attributes")
        return result
    }

    /// cmark-gfm's spec files mark single examples with the extensions they need
    /// (```` example table footnotes ````); the JSON fixtures keep the file-level list only.
    /// In spec.txt the marked examples are exactly the "(extension)" sections; in regression.txt
    /// they are listed here as upstream marks them.
    static func perExampleExtensions(file: String, example: Example) -> [String] {
        switch file {
        case "spec":
            let bySection = [
                "Tables (extension)": "table",
                "Strikethrough (extension)": "strikethrough",
                "Autolinks (extension)": "autolink",
                "Disallowed Raw HTML (extension)": "tagfilter",
                "Task list items (extension)": "tasklist",
            ]
            return bySection[example.section].map { [$0] } ?? []
        case "regression":
            let all = ["footnotes", "autolink", "strikethrough", "table"]
            let byExample: [Int: [String]] = [
                8: ["strikethrough"], 10: ["strikethrough"], 11: ["strikethrough"],
                13: ["table", "footnotes"], 19: ["table"],
                20: ["footnotes"], 21: ["footnotes"], 22: ["footnotes", "autolink"],
                23: all, 24: all, 25: all,
            ]
            return byExample[example.example] ?? []
        default:
            return []
        }
    }
}
