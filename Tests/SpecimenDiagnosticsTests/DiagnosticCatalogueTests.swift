import Foundation
import SpecimenDiagnostics
import Testing

/// The catalogue is the one list of codes: the sources use no other (the README's table is
/// checked in `READMECodeTableTests`).
@Suite("diagnostic catalogue")
struct DiagnosticCatalogueTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every string literal the sources pass as a diagnostic code.
    static func codesUsedInSources() throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern:
                #"(?:\.(?:error|warning|note)\(|Diagnostic\.(?:error|warning|note)\(|code:|error\(|warn\(|fail\([^,]*,|invalid\(|legacy\()\s*"([a-z]+(?:-[a-z0-9]+)+)""#
        )
        var codes: Set<String> = []
        let sources = packageRoot.appendingPathComponent("Sources")
        for case let path as String in FileManager.default.enumerator(atPath: sources.path)!
        where path.hasSuffix(".swift") && !path.contains("DiagnosticCatalogue") {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                codes.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return codes
    }

    @Test func everyCodeTheSourcesUseIsInTheCatalogue() throws {
        let used = try Self.codesUsedInSources()
        #expect(used.count > 60, "the scan finds the codes")
        let missing = used.filter { DiagnosticCatalogue.entry($0) == nil }
        #expect(missing.isEmpty, "not in the catalogue: \(missing.sorted())")
    }

    @Test func codesAreUniqueInTheCatalogueAndInEachArea() {
        let codes = DiagnosticCatalogue.codes
        #expect(Set(codes).count == codes.count)
        for area in DiagnosticCatalogue.Area.allCases {
            let areaCodes = area.entries.map(\.code)
            #expect(!areaCodes.isEmpty, "\(area) has no codes")
            #expect(Set(areaCodes).count == areaCodes.count, "\(area) repeats a code")
        }
        #expect(DiagnosticCatalogue.Area.allCases.map(\.entries.count).reduce(0, +) == codes.count)
    }

    @Test func onlyWarningsAndNotesCanBeRelaxed() {
        #expect(DiagnosticPolicy.allows(.off, for: "token-unit-nonstandard"))
        #expect(!DiagnosticPolicy.allows(.off, for: "token-value-invalid"))
        #expect(!DiagnosticPolicy.allows(.warning, for: "link-broken"))
        #expect(DiagnosticPolicy.allows(.error, for: "token-unused"))
        let note = Diagnostic.note("token-unused", "x", at: SourceLocation(file: "a"))
        let policy = DiagnosticPolicy(["token-unused": .warning, "token-unit-nonstandard": .off])
        #expect(policy.apply([note]).map(\.severity) == [.warning])
        #expect(policy.apply([.warning("token-unit-nonstandard", "x", at: SourceLocation(file: "a"))]).isEmpty)
    }

    @Test func theTerminalReportKeepsThreeOfEachCodeAndCountsTheRest() {
        let findings =
            (1...5).map { Diagnostic.warning("token-unit-nonstandard", "u\($0)", at: SourceLocation(file: "a", line: $0)) }
            + [Diagnostic.error("token-value-invalid", "v", at: SourceLocation(file: "b"))]
        let lines = DiagnosticReport.lines(findings, limitPerCode: 3, excerpts: false)
        #expect(lines.count == 5)
        #expect(lines.last == "… and 2 more [token-unit-nonstandard] (--verbose lists them all)")
        #expect(DiagnosticReport.lines(findings, limitPerCode: nil, excerpts: false).count == 6)
        #expect(DiagnosticReport.summary(findings) == "1 error (1 token-value-invalid), 5 warnings (5 token-unit-nonstandard)")
    }
}
