import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenSite

/// Findings as CI reads them: paths from the repository's root, GitHub's escaping, and the
/// SARIF log's shape for findings without a line and for files outside the repository.
@Suite("Finding reports")
struct FindingReportsTests {
    private let paths = FindingPaths(root: URL(fileURLWithPath: "/repo/docs"), workingDirectory: URL(fileURLWithPath: "/repo"))

    @Test func pathsAreGivenFromTheWorkingDirectory() {
        #expect(paths.path(of: "Content/index.md") == "docs/Content/index.md")
        #expect(paths.path(of: "/repo/tokens/a.json") == "tokens/a.json")
        #expect(paths.path(of: "../shared/tokens.json") == "shared/tokens.json")
        #expect(paths.path(of: "/elsewhere/tokens.json") == "/elsewhere/tokens.json", "outside the repository: absolute")
        #expect(paths.path(of: "../../outside.json") == "/outside.json")
        let atRoot = FindingPaths(root: URL(fileURLWithPath: "/repo"), workingDirectory: URL(fileURLWithPath: "/repo"))
        #expect(atRoot.path(of: "specimen.yml") == "specimen.yml")
    }

    @Test func githubCommandsEscapeWhatWouldEndAPropertyOrTheLine() {
        let finding = Diagnostic.warning(
            "token-deprecated", "100% done:\nnext, \u{1B}[31mred", at: SourceLocation(file: "a,b:c%.md", line: 4, column: 2))
        #expect(
            GitHubAnnotations.line(finding, path: "docs/a,b:c%.md")
                == "::warning file=docs/a%2Cb%3Ac%25.md,line=4,col=2,title=[token-deprecated]::100%25 done:\\u000Anext, \\u001B[31mred")
        let note = Diagnostic.note("token-unused", "unused", at: SourceLocation(file: "t.json"))
        #expect(GitHubAnnotations.line(note, path: "t.json").hasPrefix("::notice file=t.json,line=1,col=1,title=[token-unused]::"))
    }

    @Test func sarifGivesEachCodeOneRuleAndFilesOutsideTheRepositoryAsFileURIs() throws {
        let findings = [
            Diagnostic.error("link-broken", "one", at: SourceLocation(file: "Content/a b.md", line: 3, column: 9)),
            Diagnostic.error("link-broken", "two", at: SourceLocation(file: "/elsewhere/x#y.json", line: 1, column: 1)),
            Diagnostic.warning("not-a-catalogued-code", "three", at: SourceLocation(file: "Content/c.md", line: 1, column: 1)),
        ]
        let text = SARIFLog.json(findings, paths: paths, version: "9.9.9")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["link-broken", "not-a-catalogued-code"])
        let results = try #require(run["results"] as? [[String: Any]])
        let uris = results.map {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        }
        #expect(uris[0]?["uri"] as? String == "docs/Content/a%20b.md" && uris[0]?["uriBaseId"] as? String == "%SRCROOT%")
        #expect(uris[1]?["uri"] as? String == "file:///elsewhere/x%23y.json" && uris[1]?["uriBaseId"] == nil)
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 0, 1])
        #expect(results.map { $0["level"] as? String } == ["error", "error", "warning"])
        let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect(base?["uri"] as? String == "file:///repo/")
    }
}
