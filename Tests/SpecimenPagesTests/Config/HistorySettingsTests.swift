import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// `history:` in specimen.yml: the tag pattern, its short form, and what is refused.
@Suite("History settings")
struct HistorySettingsTests {
    @Test func theLongAndTheShortFormNameTheTags() throws {
        let (long, _) = try SiteConfig.parse("history: {tags: \"v*\"}\n", file: "specimen.yml")
        let (short, _) = try SiteConfig.parse("history: \"release-*\"\n", file: "specimen.yml")
        #expect(long.history?.tags == "v*")
        #expect(long.history?.location == SourceLocation(file: "specimen.yml", line: 1, column: 10))
        #expect(short.history?.tags == "release-*")
    }

    @Test(arguments: [("v*", "v1.2.0", "1.2.0"), ("handbook-v*", "handbook-v2.0.0", "2.0.0"), ("*", "1.0", "1.0"), ("v1.*", "v1.0", "0")])
    func aReleaseIsNamedByWhatTheStarMatched(pattern: String, tag: String, name: String) {
        #expect(HistorySettings(tags: pattern).releaseName(ofTag: tag) == name)
    }

    @Test func aPatternWithoutOneStarKeepsTheTagsName() {
        #expect(HistorySettings(tags: "stable").releaseName(ofTag: "stable") == "stable")
        #expect(HistorySettings(tags: "v*.*").releaseName(ofTag: "v1.2") == "v1.2")
    }

    @Test(arguments: ["--list", "v1..2", "v[0-9]*", "a b*", ""])
    func aPatternGitWouldReadOtherwiseIsRefused(pattern: String) throws {
        #expect(throws: DiagnosticsFailure.self) { try SiteConfig.parse("history: {tags: \"\(pattern)\"}\n", file: "specimen.yml") }
    }

    @Test func anUnknownMemberIsAWarningAndTagsAreNeeded() throws {
        let (_, warnings) = try SiteConfig.parse("history: {tags: \"v*\", tag: x}\n", file: "specimen.yml")
        #expect(warnings.map(\.formatted).contains { $0.contains("unknown setting 'history.tag'; did you mean 'history.tags'?") })
        #expect(throws: DiagnosticsFailure.self) { try SiteConfig.parse("history: {}\n", file: "specimen.yml") }
    }
}
