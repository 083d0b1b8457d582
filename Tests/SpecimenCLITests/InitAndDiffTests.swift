import Foundation
import Testing

@Suite("specimen init and diff")
struct InitAndDiffTests {
    @Test func initScaffoldsAHandbookThatBuildsAndChecksClean() throws {
        let parent = try temporaryHandbook([:])
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let created = try SpecimenProcess.run(["init", "Acme Design"], in: parent)
        #expect(created.status == 0, "\(created.standardError)")
        #expect(created.standardOutput.contains("cd 'Acme Design'"))
        let book = parent.appendingPathComponent("Acme Design")
        let config = try String(contentsOf: book.appendingPathComponent("specimen.yml"), encoding: .utf8)
        #expect(config.contains("title: Acme Design"))

        let build = try SpecimenProcess.run(["build", "--root", book.path, "--strict"], in: parent)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("0 warnings"))
        let html = try String(contentsOf: book.appendingPathComponent("Output/components/button/index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "class=\"component-cell\"").count - 1 == 8, "2 variants × 2 states × light and dark")
        let check = try SpecimenProcess.run(["check", "--root", book.path, "--strict"], in: parent)
        #expect(check.status == 0, "\(check.standardError)")

        let again = try SpecimenProcess.run(["init", "Acme Design"], in: parent)
        #expect(again.status == 1)
        #expect(again.standardError.contains("is not empty; choose a new folder, or add --force"))
        #expect(try SpecimenProcess.run(["init", "Acme Design", "--force"], in: parent).status == 0)
    }

    static let old = """
        { "color": { "$type": "color",
            "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } },
            "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$deprecated": "Use {color.ink}." },
            "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "gray": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5] } },
            "link": { "$value": "{color.brand}" },
            "old-accent": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } },
          "space": { "$type": "dimension", "s": { "$value": { "value": 8, "unit": "px" } } } }
        """
    static let new = """
        { "color": { "$type": "color",
            "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.3, 0.9] } },
            "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
            "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "gray": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5] }, "$deprecated": "Too many grays." },
            "link": { "$value": "{color.brand}" },
            "accent": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] } } },
          "space": { "$type": "dimension", "s": { "$value": { "value": 8, "unit": "px" } } } }
        """

    @Test func diffReportsAddedRemovedRenamedChangedAndDeprecated() throws {
        let root = try temporaryHandbook(["old.tokens.json": Self.old, "new.tokens.json": Self.new])
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try SpecimenProcess.run(["diff", "old.tokens.json", "new.tokens.json", "--format", "json"], in: root)
        #expect(json.status == 0, "\(json.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: [[String: Any]]])
        #expect(object["added"]?.map { $0["path"] as? String } == ["color.accent"])
        #expect(object["removed"]?.map { $0["path"] as? String } == ["color.old-accent"])
        #expect(object["renamed"]?.map { "\($0["from"]!)→\($0["to"]!)" }.sorted() == ["color.black→color.ink", "color.white→color.paper"])
        #expect(object["changed"]?.map { $0["path"] as? String } == ["color.brand", "color.link"], "an alias changes with its target")
        #expect(object["deprecated"]?.map { $0["path"] as? String } == ["color.gray"])

        let text = try SpecimenProcess.run(["diff", "old.tokens.json", "new.tokens.json"], in: root)
        #expect(text.standardOutput.contains("  * color.brand  value: #0066ff → #004de6"))
        #expect(text.standardOutput.contains("  ~ color.black → color.ink  (deprecated in favour of it)"))
        let markdown = try SpecimenProcess.run(["diff", "old.tokens.json", "new.tokens.json", "--format", "markdown"], in: root)
        #expect(markdown.standardOutput.contains("### Renamed\n\n- `color.black` is now {color.ink}"))
        #expect(try SpecimenProcess.run(["diff", "new.tokens.json", "new.tokens.json"], in: root).standardOutput == "No token changes.\n")
    }

    @Test func diffReadsGitRevisionsOfTheHandbook() throws {
        let root = try temporaryHandbook([
            "specimen.yml": "title: T\ntokens: tokens/site.tokens.json\n",
            "tokens/site.tokens.json": Self.old,
            "Content/index.md": "Hi\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "tokens"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git"] + arguments
            git.currentDirectoryURL = root
            try git.run()
            git.waitUntilExit()
            #expect(git.terminationStatus == 0)
        }
        try Data(Self.new.utf8).write(to: root.appendingPathComponent("tokens/site.tokens.json"))
        let diff = try SpecimenProcess.run(["diff", "git:HEAD", "."], in: root)
        #expect(diff.status == 0, "\(diff.standardError)")
        #expect(diff.standardOutput.contains("Added (1)\n  + color.accent"))
        let unknown = try SpecimenProcess.run(["diff", "git:no-such-tag", "."], in: root)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("unknown revision 'no-such-tag'"))
    }

    /// A handbook in a folder of its repository, as `init --ci` workflows run it from the top.
    @Test func diffReadsGitRevisionsOfAHandbookInAFolderOfTheRepository() throws {
        let root = try temporaryHandbook([
            "docs/specimen.yml": "title: T\ntokens: tokens/site.tokens.json\n",
            "docs/tokens/site.tokens.json": Self.old,
            "docs/Content/index.md": "Hi\n",
            "README.md": "A repository with a handbook in docs/.\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "tokens"]] {
            #expect(try SpecimenProcess.runTool("/usr/bin/env", ["-C", root.path, "git"] + arguments).status == 0)
        }
        try Data(Self.new.utf8).write(to: root.appendingPathComponent("docs/tokens/site.tokens.json"))
        let diff = try SpecimenProcess.run(["diff", "git:HEAD", "docs", "--root", "docs"], in: root)
        #expect(diff.status == 0, "\(diff.standardError)")
        #expect(diff.standardOutput.contains("Added (1)\n  + color.accent"))
    }

    @Test func badSourcesAreClearErrors() throws {
        let root = try temporaryHandbook(["notes/readme.txt": "no tokens here\n", "new.tokens.json": Self.new])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try SpecimenProcess.run(["diff", "notes", "new.tokens.json"], in: root)
        #expect(folder.status == 1)
        #expect(folder.standardError.contains("holds no token files"))
        let missing = try SpecimenProcess.run(["diff", "nowhere.json", "new.tokens.json"], in: root)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("no token file or folder at 'nowhere.json'"))
        #expect(try SpecimenProcess.run(["diff", "new.tokens.json"], in: root).status == 2)
    }
}
