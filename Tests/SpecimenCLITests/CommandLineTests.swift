import Foundation
import Testing

@Suite("specimen command line")
struct CommandLineTests {
    @Test func buildWritesTheSiteAndEndsWithASummary() throws {
        let root = try temporaryHandbook(["Content/index.md": "# Home\n", "Content/guide/start.md": "Start\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["build"], in: root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lastLine = outcome.standardError.split(separator: "\n").last.map(String.init) ?? ""
        #expect(lastLine.hasPrefix("Built 2 pages, 0 tokens, 0 warnings in "))
        #expect(lastLine.hasSuffix(" → Output/"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/guide/start/index.html").path))
    }

    @Test func aBuildOfAnUnchangedHandbookKeepsTheSiteAndSaysSo() throws {
        let root = try temporaryHandbook(["specimen.yml": "title: T\nflavour: x\n", "Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        // Files edited a minute ago, as a user's are; one modified within the file system's
        // clock tick of a build is not trusted to show the next change, and nothing is kept.
        let minuteAgo = Date().addingTimeInterval(-60)
        for path in ["specimen.yml", "Content/index.md"] {
            try FileManager.default.setAttributes([.modificationDate: minuteAgo], ofItemAtPath: root.appendingPathComponent(path).path)
        }
        let first = try SpecimenProcess.run(["build"], in: root)
        #expect(first.status == 0 && !first.standardError.contains("nothing changed"), "\(first.standardError)")
        let second = try SpecimenProcess.run(["build", "--timings"], in: root)
        #expect(second.status == 0)
        #expect(second.standardError.contains("  compare with the last build "), "\(second.standardError)")
        #expect(second.standardError.contains("specimen.yml:2:1: warning: unknown setting 'flavour' [config-unknown-key]"), "its findings again")
        #expect(second.standardError.contains("1 warning (1 config-unknown-key) in "), "\(second.standardError)")
        #expect(second.standardError.contains("(nothing changed since the last build, which was kept; --fresh builds it again)"))
        let fresh = try SpecimenProcess.run(["build", "--fresh"], in: root)
        #expect(fresh.status == 0 && !fresh.standardError.contains("nothing changed"), "\(fresh.standardError)")
        try Data("# Home, edited\n".utf8).write(to: root.appendingPathComponent("Content/index.md"))
        let edited = try SpecimenProcess.run(["build"], in: root)
        #expect(edited.status == 0 && !edited.standardError.contains("nothing changed"), "\(edited.standardError)")
        let html = try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(html.contains("Home, edited"))
    }

    @Test func timingsListEveryStageItsPartsAndWhatRanBesideIt() throws {
        let root = try temporaryHandbook(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["build", "--timings"], in: root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardError.split(separator: "\n")
        let stages = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.hasPrefix("  beside") }
        #expect(stages.contains { $0.hasPrefix("  render pages ") } && stages.last?.hasPrefix("  write ") == true, "\(stages)")
        #expect(stages.dropLast().allSatisfy { $0.contains(/\ ms  \(peak [0-9]+ MB\)$/) }, "\(stages)")
        // The templates step's parts under it, and what ran on other threads after the steps.
        let templates = try #require(lines.firstIndex { $0.hasPrefix("  templates ") })
        let parts = lines[(templates + 1)...].prefix { $0.hasPrefix("    ") }
        #expect(parts.contains { $0.hasPrefix("    page HTML ") } && parts.contains { $0.hasPrefix("    Markdown copies ") }, "\(lines)")
        #expect(parts.contains { $0.hasPrefix("    llms-full.txt ") }, "\(lines)")
        // Writing's own parts: what a build does for the next (see `UnchangedBuild`).
        let write = try #require(lines.firstIndex { $0.hasPrefix("  write ") })
        let writing = lines[(write + 1)...].prefix { $0.hasPrefix("    ") }
        #expect(writing.contains { $0.hasPrefix("    stamping the handbook, comparing with the last build ") }, "\(lines)")
        #expect(writing.contains { $0.hasPrefix("    recording this build for the next ") }, "\(lines)")
        let beside = try #require(lines.firstIndex { $0 == "  beside the steps, on other threads:" })
        let background = lines[(beside + 1)...].prefix { $0.hasPrefix("    ") }.map(String.init)
        #expect(
            background.contains { $0.hasPrefix("    search documents ") } && background.contains { $0.hasPrefix("    search index ") }, "\(lines)")
        #expect(background.allSatisfy { $0.contains(/^    [^ ].* [0-9]+\.[0-9] ms$/) }, "\(lines)")
    }

    @Test func timingsNameEachTranslationsBuildRatherThanFoldItIntoWriting() throws {
        let root = try temporaryHandbook([
            "specimen.yml": "languages:\n  - {code: en, label: English}\n  - {code: fr, label: Français}\n",
            "Content/index.md": "# Home\n", "Content/fr/index.md": "# Accueil\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["build", "--timings"], in: root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let stages = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        let order = ["  search index file ", "  fr: every step ", "  sitemap and translation status ", "  write "].map { prefix in
            stages.firstIndex { $0.hasPrefix(prefix) }
        }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(stages)")
    }

    @Test func rootOutputAndBaseURLOptionsAreHonoured() throws {
        let root = try temporaryHandbook(["book/Content/index.md": "Hi\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["build", "--root", "book", "--output", "public-site", "--base-url", "/handbook/"], in: root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let html = try String(contentsOf: root.appendingPathComponent("public-site/index.html"), encoding: .utf8)
        #expect(html.contains("href=\"/handbook/assets/specimen.css\""))
    }

    @Test func errorsPrintFileLineColumnAndExitOne() throws {
        let root = try temporaryHandbook([
            "Content/index.md": "---\ntitle: Home\n---\n[Colors](colours.md)\n",
            "Content/colors.md": "Colors\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["build"], in: root)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains(
                "Content/index.md:4:10: error: link to missing page 'colours.md'; did you mean 'colors.md'? [link-broken]\n"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
    }

    @Test func badUsageExitsTwo() throws {
        let root = try temporaryHandbook(["Content/index.md": "Hi\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = try SpecimenProcess.run(["build", "--frobnicate"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("--frobnicate"))
        let port = try SpecimenProcess.run(["serve", "--port", "70000"], in: root)
        #expect(port.status == 2)
    }

    @Test func aMissingRootIsReported() throws {
        let root = try temporaryHandbook([:])
        let outcome = try SpecimenProcess.run(
            ["build", "--root", root.appendingPathComponent("nowhere").path], in: FileManager.default.temporaryDirectory)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("error: no handbook folder at"))
    }
}
