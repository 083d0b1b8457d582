import Foundation
import SpecimenDiagnostics
import Testing

/// What a team's CI reads: `check --format github` and `--format sarif` from the repository's
/// root with the handbook in a folder of it, `--version`, and `init --ci`.
@Suite("CI: findings, versions and workflows")
struct CIFormatsTests {
    /// A repository whose handbook is in `docs/`, with a broken link, a token a page names that
    /// does not exist, and a file name that needs escaping in both formats.
    private func repository() throws -> URL {
        let root = try temporaryHandbook([
            ".git/HEAD": "ref: refs/heads/main\n",
            "docs/specimen.yml": "title: CI\nbaseURL: https://example.com/\n",
            "docs/Content/index.md": "# Home\n\nSee [gone](nowhere.md).\n",
            "docs/Content/a, b: 100%.md": "# Odd\n\nUses {color.none}.\n",
        ])
        return root
    }

    @Test func githubFormatPutsEachFindingOnItsLineFromTheRepositoryRoot() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["check", "--root", "docs", "--format", "github"], in: root)
        #expect(outcome.status == 1)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("::error file=docs/Content/index.md,line=3,col=12,title=[link-broken]::link to missing page 'nowhere.md'"))
        let odd = try #require(lines.first { $0.contains("token-reference-unknown") }, "\(lines)")
        #expect(odd.hasPrefix("::error file=docs/Content/a%2C b%3A 100%25.md,line=3,col=6,title=[token-reference-unknown]::"))
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(outcome.standardError.contains("2 errors"))
    }

    @Test func sarifNamesRulesFromTheCatalogueAndFilesFromTheRepositoryRoot() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["check", "--root", "docs", "--format", "sarif"], in: root)
        #expect(outcome.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["semanticVersion"] as? String == SpecimenVersion.current)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(Set(ruleIDs) == ["link-broken", "token-reference-unknown"])
        let linkRule = try #require(rules.first { $0["id"] as? String == "link-broken" })
        let help = try #require((linkRule["help"] as? [String: Any])?["text"] as? String)
        #expect(help.contains("What it means") && help.contains("How to fix it"))
        let results = try #require(run["results"] as? [[String: Any]])
        let broken = try #require(results.first { $0["ruleId"] as? String == "link-broken" })
        #expect(broken["level"] as? String == "error")
        #expect(ruleIDs[broken["ruleIndex"] as? Int ?? -1] == "link-broken")
        let physical = try #require(((broken["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "docs/Content/index.md")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 3)
        let odd = try #require(results.first { $0["ruleId"] as? String == "token-reference-unknown" })
        let oddURI = ((odd["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(oddURI?["uri"] as? String == "docs/Content/a,%20b:%20100%25.md")
    }

    @Test func versionNamesTheReleaseAndTheCommit() throws {
        let outcome = try SpecimenProcess.run(["--version"], in: FileManager.default.temporaryDirectory)
        #expect(outcome.status == 0)
        let printed = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed.hasPrefix("specimen \(SpecimenVersion.current) (commit "))
        // A build from a checkout names its commit; one from elsewhere says it does not know.
        let commit = printed.dropFirst("specimen \(SpecimenVersion.current) (commit ".count).dropLast()
        #expect(commit == "unknown" || commit.prefix(40).allSatisfy(\.isHexDigit) && commit.count >= 40, "\(printed)")
    }

    @Test func aHandbookPinnedToOtherVersionsStopsNamingBoth() throws {
        let root = try temporaryHandbook(["specimen.yml": "title: Pinned\nspecimen: \">=99, <100\"\ncolour: red\n", "Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["build"], in: root)
        #expect(outcome.status == 1)
        let first = outcome.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            first
                == "specimen.yml:2:11: error: this handbook needs Specimen >=99, <100, and this is Specimen \(SpecimenVersion.current); install a version in that range [specimen-version-unmet]"
        )
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path), "nothing is built")
        try Data("title: Pinned\nspecimen: \"^\(SpecimenVersion.current)\"\n".utf8).write(to: root.appendingPathComponent("specimen.yml"))
        #expect(try SpecimenProcess.run(["build"], in: root).status == 0)
    }

    @Test func initWritesAWorkflowAtTheRepositoryRootForAHandbookInAFolder() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let github = try SpecimenProcess.run(["init", "docs", "--ci", "github"], in: root)
        #expect(github.status == 0, "\(github.standardError)")
        let workflow = try String(contentsOf: root.appendingPathComponent(".github/workflows/specimen.yml"), encoding: .utf8)
        #expect(workflow.contains("SPECIMEN_ROOT: 'docs'"))
        #expect(workflow.contains("SPECIMEN_VERSION: '\(SpecimenVersion.current)'"))
        #expect(workflow.contains("fetch-depth: 0"))
        #expect(workflow.contains("specimen check --root \"$SPECIMEN_ROOT\" --format github"))
        #expect(workflow.contains("path: docs/.specimen/versions"))
        #expect(
            try String(contentsOf: root.appendingPathComponent("docs/Content/index.md"), encoding: .utf8) == "# Home\n\nSee [gone](nowhere.md).\n")

        let again = try SpecimenProcess.run(["init", "docs", "--ci", "github"], in: root)
        #expect(again.status == 1)
        #expect(again.standardError.contains("[init-ci-exists]"))
        #expect(try String(contentsOf: root.appendingPathComponent(".github/workflows/specimen.yml"), encoding: .utf8) == workflow)

        let gitlab = try SpecimenProcess.run(["init", "docs", "--ci", "gitlab"], in: root)
        #expect(gitlab.status == 0)
        let pipeline = try String(contentsOf: root.appendingPathComponent(".gitlab-ci.yml"), encoding: .utf8)
        #expect(pipeline.contains("GIT_DEPTH: 0") && pipeline.contains("--base-url \"$CI_PAGES_URL/\" --output public"))
    }

    @Test func initWithCIMakesAStarterWhereThereIsNoHandbookAndWritesNothingWhenTheWorkflowIsThere() throws {
        let parent = try temporaryHandbook([:])
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let made = try SpecimenProcess.run(["init", "book", "--ci", "gitlab"], in: parent)
        #expect(made.status == 0, "\(made.standardError)")
        #expect(FileManager.default.fileExists(atPath: parent.appendingPathComponent("book/specimen.yml").path))
        #expect(try String(contentsOf: parent.appendingPathComponent("book/.gitlab-ci.yml"), encoding: .utf8).contains("SPECIMEN_ROOT: '.'"))

        let other = parent.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("jobs\n".utf8).write(to: other.appendingPathComponent(".gitlab-ci.yml"))
        let refused = try SpecimenProcess.run(["init", "other", "--ci", "gitlab", "--force"], in: parent)
        #expect(refused.status == 1)
        #expect(!FileManager.default.fileExists(atPath: other.appendingPathComponent("specimen.yml").path), "no starter either")
    }
}
