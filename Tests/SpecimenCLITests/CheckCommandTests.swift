import Foundation
import Testing

@Suite("specimen check")
struct CheckCommandTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A handbook with one of each fault the check must find.
    static let planted: [String: String] = [
        "specimen.yml": "title: Planted\ntokens: tokens/site.tokens.json\n",
        "tokens/site.tokens.json": """
        { "color": { "$type": "color",
            "ink": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5] } },
            "paper": { "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] } },
            "spare": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }
        """,
        "Content/index.md": """
        # Home

        ## Start

        See [the guide](guide.md), [a missing page](missing.md), [a missing anchor](guide.md#nowhere),
        [this page](#strat) and {color.inc}.

        ![Logo](logo.png)

        ```component chip
        ```
        """,
        "Content/guide.md": "## Setup\n\nUses {color.ink} on {color.paper}.\n",
        "Content/chip.component.yml": """
        title: Chip
        axes:
          state: [normal]
          tone: [plain]
        matrix:
          rows: state
          columns: tone
        template: <span style="{{style}}">{{label}}</span>
        style:
          background-color: "{color.paper}"
          color: "{color.ink}"
        """,
    ]

    @Test func plantedFaultsAreEachReportedWithTheirLocation() throws {
        let root = try temporaryHandbook(Self.planted)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["check", "--format", "json"], in: root)
        #expect(outcome.status == 1)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        let found = Set(findings.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!) \($0["severity"]!) \($0["code"]!)" })
        #expect(
            found == [
                "Content/index.md:5:45 error link-broken",
                "Content/index.md:5:77 error anchor-broken",
                "Content/index.md:6:13 error anchor-broken",
                "Content/index.md:6:25 error token-reference-unknown",
                "Content/index.md:8:9 error image-missing",
                "Content/chip.component.yml:11:10 error contrast-insufficient",
                "tokens/site.tokens.json:4:5 note token-unused",
                "specimen.yml:1:1 note sitemap-origin-missing",
            ], "\(outcome.standardOutput)")
        let anchor = try #require(findings.first { $0["code"] as? String == "anchor-broken" && $0["line"] as? Int == 6 })
        #expect(anchor["message"] as? String == "no '#strat' on this page; did you mean 'start'?")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path), "check writes nothing")

        let text = try SpecimenProcess.run(["check"], in: root)
        #expect(text.status == 1)
        #expect(
            text.standardError.contains(
                "'color.ink' on 'color.paper' is 1.40:1 in value (state=normal, tone=plain), below WCAG 2 AA (4.5:1 for text); APCA Lc 10.5"))
        #expect(text.standardError.contains("Content/index.md:5:77: error: no '#nowhere' on /guide/ [anchor-broken]"))
        #expect(
            text.standardError.contains(
                "\n6 errors (2 anchor-broken, 1 contrast-insufficient, 1 image-missing, 1 link-broken, 1 token-reference-unknown), "),
            "the summary counts by code")
        #expect(text.standardError.hasSuffix(", 0 warnings, 2 notes (1 sitemap-origin-missing, 1 token-unused)\n"))

        let build = try SpecimenProcess.run(["build"], in: root)
        #expect(build.status == 1, "build runs the same checks")
        #expect(build.standardError.contains("[contrast-insufficient]"))
        #expect(!build.standardError.contains("token-unused"), "notes are for check")
    }

    @Test func contrastLevelAndExemptionsComeFromTheConfig() throws {
        var files = Self.planted
        files["Content/index.md"] = "```component chip\n```\n"
        files["specimen.yml"] = "title: T\ntokens: tokens/site.tokens.json\nchecks:\n  contrast: off\n"
        let root = try temporaryHandbook(files)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try SpecimenProcess.run(["check"], in: root).status == 0)
        try Data("title: T\ntokens: tokens/site.tokens.json\nchecks:\n  contrastExempt: [normal]\n".utf8).write(
            to: root.appendingPathComponent("specimen.yml"))
        #expect(try SpecimenProcess.run(["check"], in: root).status == 0)
        try Data("title: T\ntokens: tokens/site.tokens.json\nchecks:\n  contrast: AAAA\n".utf8).write(to: root.appendingPathComponent("specimen.yml"))
        let bad = try SpecimenProcess.run(["check"], in: root)
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("checks.contrast is AA, AAA or off, not 'AAAA' [config-value]"))
    }

    @Test func theSampleHandbookIsClean() throws {
        let outcome = try SpecimenProcess.run(["check", "--root", Self.repositoryRoot.path, "--strict"], in: Self.repositoryRoot)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(
            outcome.standardError.contains(" 0 errors, 0 warnings,") || outcome.standardError.hasPrefix("0 errors, 0 warnings,")
                || outcome.standardError.contains("\n0 errors, 0 warnings,"))
        #expect(!FileManager.default.fileExists(atPath: Self.repositoryRoot.appendingPathComponent("Output/.specimen-check").path))
    }

    @Test func badUsageExitsTwo() throws {
        let root = try temporaryHandbook(["Content/index.md": "Hi\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try SpecimenProcess.run(["check", "--format", "yaml"], in: root).status == 2)
        #expect(try SpecimenProcess.run(["check", "--root", "nowhere"], in: root).status == 2)
    }
}
