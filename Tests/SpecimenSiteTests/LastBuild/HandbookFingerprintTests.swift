import Foundation
import Testing

@testable import SpecimenSite

/// What tells `specimen mcp`, and a build's record of the last, that the handbook changed.
@Suite("Handbook fingerprint")
struct HandbookFingerprintTests {
    @Test func seesFilesAddedChangedAndGoneButNotTheBuiltSite() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fingerprint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["specimen.yml", "Content/index.md", "Content/tokens/a.json", "Output/index.html", "site/index.html"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("one".utf8).write(to: url)
        }
        let before = HandbookFingerprint.scan(root: root, skipping: ["site"])
        #expect(
            before.stamps.keys.map { String($0.dropFirst(root.path.count + 1)) }.sorted() == [
                "Content/index.md", "Content/tokens/a.json", "specimen.yml",
            ])
        try Data("two!".utf8).write(to: root.appendingPathComponent("Content/tokens/a.json"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/index.md"))
        try Data("new".utf8).write(to: root.appendingPathComponent("Content/new.md"))
        try Data("rebuilt".utf8).write(to: root.appendingPathComponent("Output/index.html"))
        try Data("rebuilt".utf8).write(to: root.appendingPathComponent("site/index.html"))
        let after = HandbookFingerprint.scan(root: root, skipping: ["site"])
        #expect(after != before)
        #expect(after.changes(since: before) == Set(["Content/tokens/a.json", "Content/index.md", "Content/new.md"].map { root.path + "/" + $0 }))
        #expect(HandbookFingerprint.scan(root: root, skipping: ["site"]) == after, "nothing changed since")
    }
}
