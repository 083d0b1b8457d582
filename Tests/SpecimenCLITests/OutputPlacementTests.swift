import Foundation
import Testing

/// A pull request can commit a `.specimen-output` marker anywhere and change `output:`; what
/// `build` may replace is decided without trusting it, through the real binary.
@Suite("output placement")
struct OutputPlacementTests {
    static let marker = ".specimen-output"

    /// A handbook in `book/` beside a source folder `src/`, both holding forged markers.
    static func repository(config: String) throws -> (root: URL, handbook: URL) {
        let root = try temporaryHandbook([
            "src/main.c": "int main(void) { return 0; }\n",
            "src/\(marker)": "",
            "book/specimen.yml": config,
            "book/Content/index.md": "# Home\n",
            "book/tokens/core.tokens.json": #"{ "space": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"#,
            "book/tokens/\(marker)": "",
            "book/code/app.c": "int app;\n",
            "book/code/\(marker)": "",
        ])
        return (root, root.appendingPathComponent("book"))
    }

    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: [
        ("tokens: tokens\noutput: tokens\n", "specimen.yml:2:9:", "it is 'tokens' of 'tokens:'"),
        ("tokens: tokens/core.tokens.json\noutput: tokens\n", "specimen.yml:2:9:", "it holds 'tokens/core.tokens.json' of 'tokens:'"),
        ("tokens: tokens\noutput: tokens/site\n", "specimen.yml:2:9:", "it lies inside 'tokens' of 'tokens:'"),
        ("tokens: tokens\noutput: ../src\n", "specimen.yml:2:9:", "output '../src' leads outside the handbook"),
        ("tokens: tokens\noutput: Content\n", "specimen.yml:2:9:", "it is Content/"),
        ("tokens: \"**/*.tokens.json\"\noutput: code\n", "specimen.yml:2:9:", "it holds code/copy.tokens.json, which 'tokens:' reads"),
    ])
    func aForgedMarkerDoesNotMakeAFolderReplaceable(config: String, location: String, message: String) throws {
        let (root, handbook) = try Self.repository(config: config)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{ "copy": { "$type": "number", "$value": 1 } }"#.utf8).write(to: handbook.appendingPathComponent("code/copy.tokens.json"))
        let before = try [root.appendingPathComponent("src"), handbook.appendingPathComponent("tokens"), handbook.appendingPathComponent("code")]
            .map(Self.files)
        for command in [["build"], ["check"]] {
            let outcome = try SpecimenProcess.run(command, in: handbook)
            #expect(outcome.status == 1, "\(command)")
            #expect(outcome.standardError.contains("\(location) error: "), "\(outcome.standardError)")
            #expect(outcome.standardError.contains(message) && outcome.standardError.contains("[output-unsafe]"), "\(outcome.standardError)")
        }
        let after = try [root.appendingPathComponent("src"), handbook.appendingPathComponent("tokens"), handbook.appendingPathComponent("code")]
            .map(Self.files)
        #expect(after == before, "nothing deleted")
    }

    /// A folder under version control named in specimen.yml is not replaced, whatever it holds;
    /// named with --output, it is (a site committed on purpose). Outside the handbook, only
    /// --output leads.
    @Test func foldersUnderVersionControlAreReplacedOnlyWhenNamedOnTheCommandLine() throws {
        let (root, handbook) = try Self.repository(config: "tokens: tokens\noutput: code\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let git = ["-C", handbook.path, "-c", "user.name=t", "-c", "user.email=t@example.com"]
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "pull request"]] {
            #expect(try SpecimenProcess.runTool("/usr/bin/git", git + arguments).status == 0)
        }
        let refused = try SpecimenProcess.run(["build"], in: handbook)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("specimen.yml:2:9: error: refusing to replace code/: it holds files under version control"))
        #expect(FileManager.default.fileExists(atPath: handbook.appendingPathComponent("code/app.c").path))

        let named = try SpecimenProcess.run(["build", "--output", "code"], in: handbook)
        #expect(named.status == 0, "\(named.standardError)")
        #expect(FileManager.default.fileExists(atPath: handbook.appendingPathComponent("code/index.html").path))

        let outside = try SpecimenProcess.run(["build", "--output", "../src"], in: handbook)
        #expect(outside.status == 0, "named on the command line, and marked: \(outside.standardError)")
    }
}
