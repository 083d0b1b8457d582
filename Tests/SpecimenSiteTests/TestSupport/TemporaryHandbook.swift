import Foundation
import SpecimenDiagnostics

@testable import SpecimenSite

/// A handbook written into a fresh temporary folder, built for real.
struct TemporaryHandbook {
    let root: URL

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    /// A handbook in `root`, a folder made as its files are written (inside another handbook's,
    /// say, which removes it).
    init(root: URL) {
        self.root = root
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, data: Data(text.utf8))
    }

    func write(_ path: String, data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    var output: URL { root.appendingPathComponent("Output") }

    /// Builds and writes the site; returns the built site or the diagnostics of the failure.
    @discardableResult
    func build(baseURL: String? = nil, strict: Bool = false, drafts: Bool = false) -> Result<BuiltSite, DiagnosticsFailure> {
        Result { () throws(DiagnosticsFailure) -> BuiltSite in
            let site = try SiteBuilder.build(BuildOptions(root: root, baseURL: baseURL, strict: strict, includeDrafts: drafts))
            try OutputWriter.write(site, handbookRoot: root)
            return site
        }
    }

    /// The diagnostics of a build expected to fail (empty if it succeeded).
    func failure(baseURL: String? = nil, strict: Bool = false) -> [Diagnostic] {
        if case .failure(let failure) = build(baseURL: baseURL, strict: strict) { return failure.diagnostics }
        return []
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Every `href="…"` and `src="…"` value in an HTML text.
func linkTargets(in html: String) -> [String] {
    var targets: [String] = []
    for attribute in ["href=\"", "src=\""] {
        var rest = html[...]
        while let start = rest.range(of: attribute) {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            targets.append(String(after[..<end]))
            rest = after[end...]
        }
    }
    return targets
}

/// The repository's own root folder, which holds the sample handbook.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The real design systems of the shared fixtures (`../shared/fixtures/design-systems`).
let designSystems = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/design-systems")

extension TemporaryHandbook {
    /// A handbook of GitHub Primer's tokens, as the fixtures hold them, and one page, built.
    static func primer(_ page: String) throws -> (TemporaryHandbook, Result<BuiltSite, DiagnosticsFailure>) {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: Primer\ntokens: Content/github-primer.resolver.json\n", "Content/index.md": page,
        ])
        try FileManager.default.copyItem(
            at: designSystems.appendingPathComponent("github-primer"), to: book.root.appendingPathComponent("Content/github-primer"))
        try FileManager.default.copyItem(
            at: designSystems.appendingPathComponent("github-primer.resolver.json"),
            to: book.root.appendingPathComponent("Content/github-primer.resolver.json"))
        return (book, book.build())
    }
}
