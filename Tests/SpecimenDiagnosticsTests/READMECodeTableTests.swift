import Foundation
import SpecimenDiagnostics
import Testing

/// The README's table of codes lists exactly the catalogue, each with its severity and summary.
@Suite("README code table")
struct READMECodeTableTests {
    struct Row {
        var code: String
        var severity: String
        var meaning: String
    }

    /// The rows of the README table whose header is `| code | severity | meaning |`.
    static func rows() throws -> [Row] {
        let readme = try String(contentsOf: DiagnosticCatalogueTests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| code | severity | meaning |") })
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(code: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), severity: cells[2], meaning: cells[3])
        }
    }

    @Test func theTableListsEveryCodeOfTheCatalogueAndNoOther() throws {
        let listed = try Self.rows().map(\.code)
        #expect(listed.count > 90, "the table is found")
        #expect(Set(listed).count == listed.count, "a code is listed twice")
        let catalogue = Set(DiagnosticCatalogue.codes)
        #expect(catalogue.subtracting(listed).isEmpty, "the README misses \(catalogue.subtracting(listed).sorted())")
        #expect(
            Set(listed).subtracting(catalogue).isEmpty,
            "the README lists codes the catalogue does not: \(Set(listed).subtracting(catalogue).sorted())")
    }

    @Test func eachRowHasTheSeverityAndSummaryOfTheCatalogue() throws {
        for row in try Self.rows() {
            guard let entry = DiagnosticCatalogue.entry(row.code) else { continue }
            // "warning; error with `--strict`", "note, `check` only": the first word is the severity.
            let severity = row.severity.prefix { $0.isLetter }
            #expect(severity == entry.severity.rawValue, "\(row.code): the README says \(row.severity)")
            #expect(
                row.severity.contains("error with `--strict`") == entry.isDeviation, "\(row.code): --strict in the README and the catalogue differ")
            #expect(row.meaning == entry.summary, "\(row.code): the README says '\(row.meaning)'")
        }
    }
}
