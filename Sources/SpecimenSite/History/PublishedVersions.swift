import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// The releases of `versions:`, published beside the current handbook under `/v/<name>/`.
/// Each is the handbook as it was at its release tag, built by this Specimen into a cache
/// folder of the handbook (`.specimen/versions/`) named by the release, its commit, the site's
/// base URL and this Specimen: a release built before is placed from there, hard-linked, so
/// that publishing a tenth release costs one build, not ten.
struct PublishedVersions {
    let config: SiteConfig
    let root: URL

    /// The cache folder's name, below the handbook; generated, like `Output`.
    static let cacheFolder = ".specimen"

    typealias Release = PublishedRelease

    /// Builds the releases not cached yet, before the current handbook is (whose version
    /// switchers link to the pages each release has). With `building` false (`check`), only
    /// says which names no release has.
    func prepare(building: Bool, progress: ((String) -> Void)? = nil) -> (releases: [Release], diagnostics: [Diagnostic]) {
        guard let versions = config.versions, !versions.names.isEmpty, let history = config.history else { return ([], []) }
        // Without git or tags the history has already said why (history-unavailable, history-no-releases).
        guard let git = Git(at: root), let tags = ReleaseTag.list(matching: history.tags, git: git), !tags.isEmpty else { return ([], []) }
        let byName = Dictionary(tags.map { (history.releaseName(ofTag: $0.tag), $0) }, uniquingKeysWith: { _, last in last })
        var diagnostics: [Diagnostic] = []
        var releases: [Release] = []
        for name in versions.names {
            guard let tag = byName[name] else {
                let known = tags.map { history.releaseName(ofTag: $0.tag) }
                diagnostics.append(
                    .error(
                        "version-unknown",
                        "versions: names '\(name)', which no tag matching '\(history.tags)' holds\(Suggestion.phrase(for: name, in: known))",
                        at: versions.location))
                continue
            }
            guard building else { continue }
            switch built(name, tag: tag, progress: progress) {
            case .success(let folder):
                let files = FileWalk.files(under: folder, boundary: ReadBoundary([folder])).files
                releases.append(Release(name: name, folder: folder, pages: Set(files.filter { $0.hasSuffix("index.html") })))
            case .failure(let reason):
                diagnostics.append(
                    .warning("version-unbuildable", "version '\(name)' is not published: \(reason.text)", at: versions.location))
            }
        }
        return (releases, diagnostics)
    }

    /// Places every release's files in `sink` below `v/<name>/`, with `versions.json` (each
    /// version and its URL, for the switcher's script).
    func publish(_ releases: [Release], into sink: SiteFileSink) {
        for release in releases {
            // The cache folder's name says which build it is; the output folder keeps it.
            let marker = Data(release.folder.lastPathComponent.utf8)
            let below = VersionSettings.folder(of: release.name)
            if !sink.adopt(String(below.dropLast()), marker: marker) {
                place(release.folder, below: below, into: sink)
                sink.write(below + OutputWriter.Staging.adoptionMarker, marker)
            }
        }
        sink.write("versions.json", versionsJSON(releases.map(\.name)))
    }

    struct Failure: Error {
        let text: String
    }

    /// The cache folder holding release `name` built, building it when it holds none yet.
    private func built(_ name: String, tag: ReleaseTag, progress: ((String) -> Void)?) -> Result<URL, Failure> {
        let versionsFolder = root.appendingPathComponent(Self.cacheFolder).appendingPathComponent("versions")
        let key = "\(config.baseURL)|\(BuildIdentity.fingerprint)|\(tag.commit)"
        let folder = versionsFolder.appendingPathComponent(Self.safe(name) + "-" + String(tag.commit.prefix(12)) + "-" + Self.hash(key))
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(OutputMarker.fileName).path) { return .success(folder) }
        progress?("Building version \(name)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-version-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard case .success(let handbook) = HandbookAtRevision.extract(revision: tag.commit, of: root, into: scratch) else {
            return .failure(Failure(text: "git could not extract the handbook at \(tag.tag)"))
        }
        var options = BuildOptions(root: handbook, output: folder.path)
        let version = PublishedVersion(name: name, current: config.baseURL, repository: root)
        options.version = version
        let staging = OutputWriter.Staging(handbookRoot: handbook)
        do throws(DiagnosticsFailure) {
            _ = try SiteSession(options: options).buildAll(into: ReleasePageStamp(staging, version: version))
            try staging.commit()
        } catch {
            staging.discard()
            let first = error.diagnostics.first { $0.severity == .error } ?? error.diagnostics.first
            return .failure(Failure(text: "the handbook at \(tag.tag) does not build (\(first?.formatted ?? "unknown failure"))"))
        }
        removeOtherBuilds(of: name, keeping: folder, in: versionsFolder)
        return .success(folder)
    }

    /// Puts every file of a built release below `folder` of the site.
    private func place(_ built: URL, below folder: String, into sink: SiteFileSink) {
        let listing = FileWalk.files(under: built, boundary: ReadBoundary([built]))
        let files = listing.files.filter { $0 != OutputMarker.fileName }
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            sink.place(folder + files[index], from: built.appendingPathComponent(files[index]))
        }
    }

    /// Builds of the same release for another commit, base URL or Specimen are of no more use.
    private func removeOtherBuilds(of name: String, keeping folder: URL, in versionsFolder: URL) {
        let prefix = Self.safe(name) + "-"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: versionsFolder.path)) ?? []
        for entry in entries where entry.hasPrefix(prefix) && entry != folder.lastPathComponent && entry.dropFirst(prefix.count).count == 12 + 1 + 16
        {
            FolderRemoval.remove(versionsFolder.appendingPathComponent(entry).path)
        }
    }

    /// `versions.json`: the current handbook and each release published, with their URLs.
    private func versionsJSON(_ names: [String]) -> Data {
        let root = config.baseURL
        let entries: [JSONValue] =
            [.object(["name": .string("latest"), "url": .string(root.path), "current": .bool(true)])]
            + names.map { .object(["name": .string($0), "url": .string(root.path + VersionSettings.folder(of: $0)), "current": .bool(false)]) }
        return Data((JSONWriter.write(.object(["versions": .array(entries)])) + "\n").utf8)
    }

    private static func hash(_ text: String) -> String {
        var hash = ContentHash()
        hash.add(Data(text.utf8))
        return hash.hex
    }

    private static func safe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
    }
}
