import Foundation
import SpecimenDiagnostics

/// What `UnchangedBuild` keeps of a build: the digests of what it read and wrote, its findings.
struct BuildRecord: Codable, Equatable {
    var inputs: String
    var outputs: String
    var diagnostics: [Diagnostic]
    var pageCount: Int
    var tokenCount: Int

    /// Where what is kept of the builds of `handbookRoot` into `output` is, one file per output
    /// folder: its record (`json`), its files' manifest (`files`, see `OutputManifest`).
    static func file(for output: URL, of handbookRoot: URL, kind: String) -> URL {
        var name = ContentHash()
        name.add(output.path)
        return handbookRoot.appendingPathComponent(PublishedVersions.cacheFolder).appendingPathComponent("builds")
            .appendingPathComponent(name.hex + "." + kind)
    }

    /// The record in `file`, nil when there is none or it cannot be read (an older Specimen's).
    static func read(from file: URL) -> BuildRecord? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return try? JSONDecoder().decode(BuildRecord.self, from: data)
    }

    /// Writes the record whole or not at all; a handbook whose folder cannot be written in
    /// simply builds in full next time.
    func write(to file: URL) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
