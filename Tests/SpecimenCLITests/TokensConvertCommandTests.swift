import Foundation
import Testing

/// `specimen tokens convert --to dtcg OUT` as a user runs it: the files it writes, a handbook
/// built from them, and the folders it refuses.
@Suite("specimen tokens convert")
struct TokensConvertCommandTests {
    static let files = TokensCommandTests.files

    @Test func writesAResolverAndTokenFilesThatAHandbookBuildsFrom() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["tokens", "convert", "--to", "dtcg", "converted"], in: root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Converted to converted/tokens.resolver.json: 3 token files, 1 modifier, 2 permutations."))
        let dark = try String(contentsOf: root.appendingPathComponent("converted/tokens/theme/dark.tokens.json"), encoding: .utf8)
        #expect(dark.contains(#""$value": "{palette.white}""#))
        let shown = try SpecimenProcess.run(
            ["tokens", "show", "--tokens", "converted/tokens.resolver.json", "color.text"], in: root)
        #expect(shown.standardOutput.contains("theme=dark: #ffffff  (via palette.white)"), "\(shown.standardOutput)")
    }

    @Test func anEarlierConversionIsReplacedAndAnyOtherFolderRefused() throws {
        var files = Self.files
        files["notes/keep.txt"] = "mine"
        let root = try temporaryHandbook(files)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try SpecimenProcess.run(["tokens", "convert", "--to", "dtcg", "out"], in: root).status == 0)
        try Data("stale".utf8).write(to: root.appendingPathComponent("out/stale.json"))
        #expect(try SpecimenProcess.run(["tokens", "convert", "--to", "dtcg", "out"], in: root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out/stale.json").path), "replaced whole")

        let refused = try SpecimenProcess.run(["tokens", "convert", "--to", "dtcg", "notes"], in: root)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("is not empty and is not a previous export"))
        #expect(try String(contentsOf: root.appendingPathComponent("notes/keep.txt"), encoding: .utf8) == "mine")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no staging folder left behind: \(leftovers)")
    }

    @Test func tokensWithErrorsWriteNothing() throws {
        var files = Self.files
        files["tokens/dark.tokens.json"] = #"{ "color": { "$type": "color", "text": { "$value": "{palette.whte}" } } }"#
        let root = try temporaryHandbook(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["tokens", "convert", "--to", "dtcg", "out"], in: root)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("[token-reference-unknown]"))
        #expect(outcome.standardError.contains("Nothing written: the tokens have errors."))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    }

    @Test func anUnknownTargetIsAUsageError() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["tokens", "convert", "--to", "style-dictionary", "out"], in: root)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("dtcg"))
    }
}
