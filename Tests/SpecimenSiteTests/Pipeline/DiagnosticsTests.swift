import Foundation
import Testing

@testable import SpecimenSite

@Suite("Bad input is reported where it is")
struct DiagnosticsTests {
    @Test func malformedFrontMatterPointsAtTheLine() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "---\ntitle: Colors\ndescription: [unclosed\norder: 2\n---\nBody\n"
        ])
        defer { handbook.remove() }
        let diagnostic = try #require(handbook.failure().first)
        #expect(diagnostic.code == "front-matter-syntax")
        #expect(diagnostic.location.file == "Content/index.md")
        #expect((3...5).contains(diagnostic.location.line))
        #expect(diagnostic.formatted.hasPrefix("Content/index.md:\(diagnostic.location.line):"))
    }

    @Test func frontMatterOfTheWrongTypeNamesTheKey() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "---\ntitle: Colors\norder: soon\ndraft: maybe\n---\nBody\n"
        ])
        defer { handbook.remove() }
        let diagnostics = handbook.failure()
        #expect(
            diagnostics.map(\.formatted) == [
                "Content/index.md:3:8: error: 'order' must be a whole number [front-matter-type]",
                "Content/index.md:4:8: error: 'draft' must be true or false [front-matter-type]",
            ])
    }

    /// A title or description over the limit is reported on its own line, wherever it is in
    /// the front matter and whichever fields come before it.
    @Test func aFieldOverItsLimitIsReportedOnItsLine() throws {
        let title = String(repeating: "Colors ", count: 150)
        let description = String(repeating: "word ", count: 2_001)
        let handbook = try TemporaryHandbook([
            "Content/a.md": "---\norder: 2\ndraft: false\ntitle: \(title)\n---\nBody\n",
            "Content/b.md": "---\ntitle: Colors\nsummary: |\n  One.\n  Two.\n\ndescription: >\n  \(description)\n  More.\n---\nBody\n",
            "Content/c.md": "---\ndescription: >-\n  Short.\n  Really.\n\"title\": \"\(title)\"\n---\nBody\n",
            "Content/d.md": "---\n# A comment.\n\ntitle: \(title)\n---\nBody\n",
        ])
        defer { handbook.remove() }
        #expect(
            Set(handbook.failure().map(\.formatted)) == [
                "Content/a.md:4:1: error: the title is 1049 bytes long; a title holds at most 1000 [front-matter-limit]",
                "Content/b.md:7:1: error: the description is 10011 bytes long; a description holds at most 10000 [front-matter-limit]",
                "Content/c.md:5:1: error: the title is 1050 bytes long; a title holds at most 1000 [front-matter-limit]",
                "Content/d.md:4:1: error: the title is 1049 bytes long; a title holds at most 1000 [front-matter-limit]",
            ])
    }

    @Test func unterminatedFrontMatterIsAnError() throws {
        let handbook = try TemporaryHandbook(["Content/index.md": "---\ntitle: Colors\n\nBody\n"])
        defer { handbook.remove() }
        #expect(
            handbook.failure().map(\.formatted) == [
                "Content/index.md:1:1: error: front matter starts with '---' but has no closing '---' line [front-matter-unterminated]"
            ])
    }

    @Test func aMissingPartialIsLocatedInTheTemplate() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "Hi\n",
            "Templates/layout.mustache": "<html>\n<body>\n  {{> sidebarr}}\n{{{page.content}}}\n</body>\n</html>\n",
        ])
        defer { handbook.remove() }
        let diagnostic = try #require(handbook.failure().first)
        #expect(diagnostic.code == "template-missing")
        #expect(diagnostic.location.file == "Templates/layout.mustache")
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.location.column == 3)
        #expect(diagnostic.message.contains("did you mean 'sidebar'"))
    }

    @Test func aTemplateSyntaxErrorIsLocated() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "Hi\n",
            "Templates/section.mustache": "<ul>\n{{#page.children}}\n<li>{{title}}</li>\n{{/page.kids}}\n</ul>\n",
        ])
        defer { handbook.remove() }
        let diagnostic = try #require(handbook.failure().first)
        #expect(diagnostic.code == "template-syntax")
        #expect(diagnostic.location.file == "Templates/section.mustache")
        #expect(diagnostic.location.line == 4)
    }

    @Test func unreadableAndNonUTF8FilesAreReportedNotFatal() throws {
        let handbook = try TemporaryHandbook(["Content/index.md": "Hi\n"])
        defer { handbook.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: handbook.root.appendingPathComponent("Content/ghost.md").path,
            withDestinationPath: "/nonexistent/ghost.md")
        try handbook.write("Content/latin1.md", data: Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        let diagnostics = handbook.failure()
        #expect(diagnostics.map(\.code) == ["file-unreadable", "file-encoding"])
        #expect(diagnostics.map(\.location.file) == ["Content/ghost.md", "Content/latin1.md"])
    }

    @Test func aFailedBuildLeavesThePreviousOutputUntouched() throws {
        let handbook = try TemporaryHandbook(["Content/index.md": "Version one\n"])
        defer { handbook.remove() }
        try handbook.build().get()
        let before = try #require(handbook.read("index.html"))
        try handbook.write("Content/index.md", "---\norder: [\n---\nVersion two\n")
        #expect(!handbook.failure().isEmpty)
        #expect(handbook.read("index.html") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: handbook.root.path).filter { $0.contains("specimen-") }
        #expect(leftovers.isEmpty)
    }

    @Test func unknownConfigKeysWarnWithASuggestionAndStrictFails() throws {
        let handbook = try TemporaryHandbook([
            "specimen.yml": "title: T\nbaseUrl: /x/\n",
            "Content/index.md": "Hi\n",
        ])
        defer { handbook.remove() }
        let site = try handbook.build().get()
        #expect(
            site.diagnostics.map(\.formatted) == [
                "specimen.yml:2:1: warning: unknown setting 'baseUrl'; did you mean 'baseURL'? [config-unknown-key]"
            ])
        #expect(handbook.failure(strict: true).map(\.severity) == [.error])
    }

    @Test func badConfigValuesAreLocated() throws {
        let handbook = try TemporaryHandbook(["specimen.yml": "title: T\nstrict: sometimes\nbaseURL: ftp://x/\n"])
        defer { handbook.remove() }
        #expect(
            handbook.failure().map(\.formatted) == [
                "specimen.yml:2:9: error: 'strict' must be true or false [config-type]",
                "specimen.yml:3:10: error: baseURL 'ftp://x/' is neither an http(s) URL nor a path [config-value]",
            ])
    }

    @Test func theOutputFolderMayNotBeTheHandbookItself() throws {
        let handbook = try TemporaryHandbook(["specimen.yml": "output: .\n", "Content/index.md": "Hi\n"])
        defer { handbook.remove() }
        #expect(handbook.failure().map(\.code) == ["output-unsafe"])
        #expect(FileManager.default.fileExists(atPath: handbook.root.appendingPathComponent("Content/index.md").path))
    }
}

@Suite("Odd file trees")
struct FileTreeTests {
    @Test func aSymbolicLinkLoopDoesNotHangTheBuild() throws {
        let handbook = try TemporaryHandbook(["Content/index.md": "Hi\n", "Content/guide/a.md": "A\n"])
        defer { handbook.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: handbook.root.appendingPathComponent("Content/guide/loop").path,
            withDestinationPath: handbook.root.appendingPathComponent("Content").path)
        let site = try handbook.build().get()
        #expect(site.pageCount >= 2)
    }
}
