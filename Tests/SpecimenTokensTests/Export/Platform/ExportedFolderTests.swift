import Foundation
import Testing

@testable import SpecimenTokens

/// Writing a folder export: created whole, replacing only an earlier export of the same format,
/// refusing anything else, and leaving nothing half-written.
@Suite("Exported folder writing")
struct ExportedFolderTests {
    static func export(_ format: String, _ files: [String: String]) -> ExportedFolder {
        ExportedFolder(
            format: format, files: files.sorted { $0.key < $1.key }.map { ExportedFolder.File(path: $0.key, text: $0.value) },
            uncarried: UncarriedTokens(format: format, reason: "", total: 0))
    }

    static func listing(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    @Test func aNewFolderIsWrittenWithItsMarker() throws {
        let parent = try TemporaryFolder([:])
        defer { parent.remove() }
        let target = parent.url.appendingPathComponent("deep/Tokens.xcassets")
        try Self.export("xcassets", ["Contents.json": "{}", "a.colorset/Contents.json": "{}"]).write(to: target)
        #expect(Self.listing(target) == [".specimen-export", "Contents.json", "a.colorset", "a.colorset/Contents.json"])
        #expect(try String(contentsOf: target.appendingPathComponent(".specimen-export"), encoding: .utf8) == "xcassets\n")
        #expect(Self.listing(target.deletingLastPathComponent()) == ["Tokens.xcassets"] + Self.listing(target).map { "Tokens.xcassets/" + $0 })
    }

    @Test func anEarlierExportOfTheFormatIsReplacedWhole() throws {
        let parent = try TemporaryFolder([:])
        defer { parent.remove() }
        let target = parent.url.appendingPathComponent("res")
        try Self.export("android-xml", ["values/colors.xml": "old", "values/bools.xml": "old"]).write(to: target)
        try Self.export("android-xml", ["values/colors.xml": "new"]).write(to: target)
        #expect(Self.listing(target) == [".specimen-export", "values", "values/colors.xml"])
        #expect(try String(contentsOf: target.appendingPathComponent("values/colors.xml"), encoding: .utf8) == "new")
        // No staging or previous folder is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path) == ["res"])
    }

    @Test func anEmptyFolderIsUsedAndAnythingElseRefused() throws {
        let parent = try TemporaryFolder(["mine/notes.txt": "keep", "other/.specimen-export": "xcassets\n"])
        defer { parent.remove() }
        let empty = parent.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Self.export("android-xml", ["values/colors.xml": "x"]).write(to: empty)
        #expect(Self.listing(empty).contains("values/colors.xml"))
        let mine = parent.url.appendingPathComponent("mine")
        #expect(throws: ExportedFolder.WriteError.self) { try Self.export("xcassets", ["Contents.json": "{}"]).write(to: mine) }
        #expect(Self.listing(mine) == ["notes.txt"])
        let other = parent.url.appendingPathComponent("other")
        let error = #expect(throws: ExportedFolder.WriteError.self) { try Self.export("android-xml", ["a.xml": ""]).write(to: other) }
        #expect(error?.description.contains("holds a --format xcassets export") == true)
        let file = parent.url.appendingPathComponent("mine/notes.txt")
        #expect(throws: ExportedFolder.WriteError.self) { try Self.export("xcassets", [:]).write(to: file) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path).sorted() == ["empty", "mine", "other"])
    }
}
