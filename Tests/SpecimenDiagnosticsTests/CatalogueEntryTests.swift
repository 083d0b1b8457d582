import SpecimenDiagnostics
import Testing

/// Every entry can be explained: it says what it means, shows an example, and says how to fix it.
@Suite("catalogue entries")
struct CatalogueEntryTests {
    static let commands: Set<String> = ["build", "check", "serve", "init", "diff", "tokens", "usage"]

    @Test(arguments: DiagnosticCatalogue.entries.map(\.code))
    func entryHasAnExplanationAnExampleAndAFix(code: String) throws {
        let entry = try #require(DiagnosticCatalogue.entry(code))
        #expect(!entry.summary.isEmpty)
        #expect(entry.explanation.split(separator: " ").count >= 15, "the explanation is a few sentences")
        #expect(entry.fix.contains("- "), "the fix lists steps")
        switch entry.example {
        case .situation(let text):
            #expect(text.split(separator: " ").count >= 10, "the situation is described")
        case .handbook(let handbook):
            #expect(!handbook.files.isEmpty)
            #expect(handbook.files.allSatisfy { !$0.path.isEmpty && !$0.path.hasPrefix("/") && !$0.path.contains("..") })
            #expect(Self.commands.contains(handbook.arguments.first ?? ""), "runs a command of Specimen")
            #expect(handbook.message.hasSuffix("[\(code)]"), "the printed line ends with the code")
            #expect(handbook.message.contains(": \(entry.severity.rawValue): "), "the printed line has the entry's severity")
        }
    }

    @Test func mostCodesHaveAHandbookThatProducesThem() {
        let situations = DiagnosticCatalogue.entries.filter { if case .situation = $0.example { true } else { false } }
        // A translation is outdated by the handbook's git history, which no files alone give.
        #expect(
            situations.map(\.code).sorted() == [
                "file-encoding", "history-no-releases", "history-release-unreadable", "init-write", "output-write", "token-reference-removed",
                "token-removed-in-code",
                "translation-outdated", "version-unbuildable", "version-unknown",
            ])
    }
}
