import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// `specimen:` in specimen.yml: the ranges a handbook may give, and what each admits.
@Suite("Specimen version ranges")
struct VersionRequirementTests {
    private func admits(_ range: String, _ version: String) throws -> Bool {
        try #require(VersionRequirement(range), "'\(range)' reads").admits(version)
    }

    @Test func comparisonsPadShortVersionsWithZeros() throws {
        #expect(try admits(">=0.3", "0.3.0"))
        #expect(try admits(">=0.3", "1.0.0"))
        #expect(try !admits(">=0.3", "0.2.9"))
        #expect(try admits(">0.3", "0.3.1"))
        #expect(try !admits(">0.3", "0.3.0"))
        #expect(try admits("<0.5", "0.4.99"))
        #expect(try !admits("<0.5", "0.5.0"))
        #expect(try admits("<=0.5", "0.5.0"))
        #expect(try admits(">=0.3, <0.5", "0.4.2"))
        #expect(try !admits(">=0.3, <0.5", "0.5.0"))
        #expect(try admits(" >= 0.3 ,< 1 ", "0.9.0"), "spaces around the parts are allowed")
        #expect(try admits(">=v0.3", "0.3.0"), "a leading v, as tags have it")
        #expect(try admits(">=0.10", "0.10.0") && !admits(">=0.10", "0.9.0"), "numbers compare as numbers")
    }

    @Test func anEqualVersionGivenShortAdmitsWhatItBegins() throws {
        #expect(try admits("=0.3", "0.3.7"))
        #expect(try admits("0.3", "0.3.0"))
        #expect(try admits("==0.3.1", "0.3.1"))
        #expect(try !admits("=0.3", "0.4.0"))
        #expect(try !admits("0.3.1", "0.3.2"))
    }

    @Test func caretAndTildeKeepTheCompatibleVersions() throws {
        #expect(try admits("^0.3", "0.3.9") && !admits("^0.3", "0.4.0") && !admits("^0.3", "0.2.0"))
        #expect(try admits("^1.2", "1.9.0") && !admits("^1.2", "2.0.0") && !admits("^1.2", "1.1.0"))
        #expect(try admits("^0.0.3", "0.0.3") && !admits("^0.0.3", "0.0.4"))
        #expect(try admits("~0.3.1", "0.3.5") && !admits("~0.3.1", "0.4.0") && !admits("~0.3.1", "0.3.0"))
        #expect(try admits("~1", "1.7.0") && !admits("~1", "2.0.0"))
    }

    @Test func whatIsNoRangeIsRefused() {
        for text in ["", " ", "banana", ">=", ">=0.3,", ",", "0.3.1.4", ">=0..3", "=>0.3", ">=0.3 <0.5", "-1", ">=1e3"] {
            #expect(VersionRequirement(text) == nil, "'\(text)'")
        }
    }

    @Test func theRunningVersionIsHeldToTheRangeWhenTheConfigIsRead() throws {
        let current = SpecimenVersion.current
        #expect(throws: Never.self) { try SiteConfig.parse("specimen: \">=\(current)\"\n", file: "specimen.yml") }
        do {
            _ = try SiteConfig.parse("title: T\nspecimen: \">\(current)\"\nlanguages: 3\n", file: "specimen.yml")
            Issue.record("a range above the running version is an error")
        } catch {
            #expect(error.diagnostics.first?.code == "specimen-version-unmet")
            #expect(error.diagnostics.first?.location.line == 2)
            #expect(error.diagnostics.first?.message.contains(">\(current)") == true)
            #expect(error.diagnostics.contains { $0.code == "config-type" }, "what else is wrong is kept, after it")
        }
        do {
            _ = try SiteConfig.parse("specimen: [0.3]\n", file: "specimen.yml")
            Issue.record("a list is no range")
        } catch {
            #expect(error.diagnostics.map(\.code) == ["config-value"])
        }
    }
}
