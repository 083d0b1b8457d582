import Foundation
import SpecimenDiagnostics
import Testing

/// `specimen explain`: every code is explained, a wrong one is refused with a suggestion, and
/// every handbook example of the catalogue really produces its code.
@Suite("specimen explain")
struct ExplainCommandTests {
    static let handbookExamples: [String] = DiagnosticCatalogue.entries.compactMap { entry in
        if case .handbook = entry.example { entry.code } else { nil }
    }

    /// `text` with each run of white space made one space: wrapping and indentation aside.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: DiagnosticCatalogue.codes)
    func everyCodeIsExplained(code: String) throws {
        let entry = try #require(DiagnosticCatalogue.entry(code))
        let outcome = try SpecimenProcess.run(["explain", code], in: FileManager.default.temporaryDirectory)
        #expect(outcome.status == 0)
        let shown = Self.flattened(outcome.standardOutput)
        #expect(shown.hasPrefix("\(code) (\(entry.severity.rawValue)): \(Self.flattened(entry.summary))"))
        #expect(shown.contains(Self.flattened(entry.explanation)))
        #expect(shown.contains(Self.flattened(entry.fix)))
        switch entry.example {
        case .handbook(let handbook):
            #expect(outcome.standardOutput.contains("$ \(handbook.commandLine)\n"))
            #expect(outcome.standardOutput.contains("    \(handbook.message)\n"), "the printed line is shown whole")
            #expect(handbook.files.allSatisfy { outcome.standardOutput.contains("    \($0.path)\n") })
        case .situation(let text):
            #expect(shown.contains(Self.flattened(text)))
        }
    }

    /// The strongest check of the catalogue: each example, run as written, prints its line.
    @Test(arguments: handbookExamples)
    func theHandbookExampleProducesItsCode(code: String) throws {
        guard case .handbook(let handbook) = DiagnosticCatalogue.entry(code)?.example else { return }
        let root = try temporaryHandbook(Dictionary(handbook.files.map { ($0.path, $0.text) }) { first, _ in first })
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(handbook.arguments, in: root)
        var printed = outcome.standardError + outcome.standardOutput
        for folder in [root.resolvingSymlinksInPath().path, root.path] {
            printed = printed.replacingOccurrences(of: folder, with: DiagnosticCatalogue.Handbook.folderPlaceholder)
        }
        #expect(printed.contains("[\(code)]"), "\(handbook.commandLine) does not report \(code):\n\(printed)")
        #expect(printed.contains(handbook.message + "\n"), "\(handbook.commandLine) prints otherwise:\n\(printed)")
    }

    @Test func theCodeMayBeCopiedWithItsBracketsOrAWholeLine() throws {
        let folder = FileManager.default.temporaryDirectory
        for written in ["[link-broken]", " Link-Broken ", "Content/index.md:1:18: error: link to missing page 'colours.md' [link-broken]"] {
            let outcome = try SpecimenProcess.run(["explain", written], in: folder)
            #expect(outcome.status == 0, "\(written)")
            #expect(outcome.standardOutput.hasPrefix("link-broken (error): "), "\(written)")
        }
    }

    @Test func anUnknownCodeIsABadUsageWithASuggestion() throws {
        let outcome = try SpecimenProcess.run(["explain", "link-brokn"], in: FileManager.default.temporaryDirectory)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.contains("there is no diagnostic code 'link-brokn'; did you mean 'link-broken'?"))
        let unrelated = try SpecimenProcess.run(["explain", "zebra"], in: FileManager.default.temporaryDirectory)
        #expect(unrelated.status == 2)
        #expect(!unrelated.standardError.contains("did you mean"))
    }

    @Test func withoutACodeEveryCodeIsListedByArea() throws {
        let outcome = try SpecimenProcess.run(["explain"], in: FileManager.default.temporaryDirectory)
        #expect(outcome.status == 0)
        for area in DiagnosticCatalogue.Area.allCases {
            #expect(outcome.standardOutput.contains("\n\(area.title)\n"))
        }
        for entry in DiagnosticCatalogue.entries {
            #expect(outcome.standardOutput.contains("  \(entry.code) "), "\(entry.code) is listed")
        }
    }
}
