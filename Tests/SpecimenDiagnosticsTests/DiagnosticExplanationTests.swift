import Foundation
import Testing

@testable import SpecimenDiagnostics

/// `specimen explain`'s text: sections in order, wrapped, code never cut in two.
@Suite("diagnostic explanation")
struct DiagnosticExplanationTests {
    @Test func anEntryShowsEachSectionInOrder() throws {
        let text = DiagnosticExplanation.text(for: try #require(DiagnosticCatalogue.entry("link-broken")), width: 80)
        let headings = ["link-broken (error): ", "\nSeverity\n", "\nWhat it means\n", "\nExample\n", "\nHow to fix it\n"]
        let positions = headings.map { text.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(text.contains("    $ specimen check\n"))
        #expect(text.contains("[link-broken]"))
    }

    @Test func proseLinesFitTheWidth() {
        for entry in DiagnosticCatalogue.entries {
            let text = DiagnosticExplanation.text(for: entry, width: 72)
            // File contents, code lines and the printed finding are shown as they are.
            let prose = text.split(separator: "\n").filter { line in
                !["    | ", "    $ ", "        "].contains { line.hasPrefix($0) } && !line.hasSuffix("[\(entry.code)]")
            }
            for line in prose where line.count > 72 {
                let words = TextLayout.words(line.trimmingCharacters(in: .whitespaces), fitting: .max)
                #expect(words.count == 1, "\(entry.code): '\(line)' is longer than 72 columns")
            }
        }
    }

    @Test func wrappingKeepsCodeInBackticksTogether() {
        let lines = TextLayout.wrap("turn the warning off with `diagnostics: {json-comment: off}` in specimen.yml", width: 40, first: "", rest: "")
        #expect(lines.contains { $0.contains("`diagnostics: {json-comment: off}`") })
        #expect(lines.allSatisfy { $0.count <= 40 })
    }

    @Test func itemsHangAndCodeKeepsItsIndentation() {
        let lines = TextLayout.blocks("- one two three four\n- five\n    let x = 1\n\nprose", width: 12, indent: "  ")
        #expect(lines == ["  - one two", "    three", "    four", "  - five", "        let x = 1", "", "  prose"])
    }

    @Test func theListNamesEveryCodeOnce() {
        let list = DiagnosticExplanation.list(width: 80)
        for code in DiagnosticCatalogue.codes {
            #expect(list.components(separatedBy: "  \(code) ").count == 2, "\(code) is listed once")
        }
        #expect(list.contains("json-comment") && list.contains("warning*"))
    }
}
