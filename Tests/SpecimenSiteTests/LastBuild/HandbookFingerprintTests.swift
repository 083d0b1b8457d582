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
        let before = HandbookFingerprint.scan(root: root, site: root.appendingPathComponent("site"))
        #expect(
            before.stamps.keys.map { String($0.dropFirst(root.path.count + 1)) }.sorted() == [
                "Content/index.md", "Content/tokens/a.json", "specimen.yml",
            ])
        try Data("two!".utf8).write(to: root.appendingPathComponent("Content/tokens/a.json"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/index.md"))
        try Data("new".utf8).write(to: root.appendingPathComponent("Content/new.md"))
        try Data("rebuilt".utf8).write(to: root.appendingPathComponent("Output/index.html"))
        try Data("rebuilt".utf8).write(to: root.appendingPathComponent("site/index.html"))
        let after = HandbookFingerprint.scan(root: root, site: root.appendingPathComponent("site"))
        #expect(after != before)
        #expect(after.changes(since: before) == Set(["Content/tokens/a.json", "Content/index.md", "Content/new.md"].map { root.path + "/" + $0 }))
        #expect(HandbookFingerprint.scan(root: root, site: root.appendingPathComponent("site")) == after, "nothing changed since")
    }

    @Test func pagesAreStampedWhateverTheirFoldersAreCalledAndTheSiteNowhereElse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fingerprint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Content/site/index.md", "Content/Output/results.md", "Templates/node_modules/page.mustache", "tokens/site/a.json",
            "site/index.html", "node_modules/x/index.js", "tokens/Output/b.json",
        ]
        for path in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("one".utf8).write(to: url)
        }
        let stamped = HandbookFingerprint.scan(root: root, site: root.appendingPathComponent("site")).stamps.keys
        // Pages, templates and public files are read whatever their folders' names; token globs
        // leave tools' folders out, as the scan does; the site is left out by its path alone.
        #expect(
            stamped.map { String($0.dropFirst(root.path.count + 1)) }.sorted() == [
                "Content/Output/results.md", "Content/site/index.md", "Templates/node_modules/page.mustache", "tokens/site/a.json",
            ])
    }
}
