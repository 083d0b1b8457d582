import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// A build of a handbook that has not changed since its last build into the same folder keeps
/// that site rather than making it again: `specimen build` run twice, or by a script or CI job
/// that builds on every step, costs a scan of the files the second time.
///
/// After each successful build a record is kept in the handbook (`.specimen/builds/`, one per
/// output folder) of what the build was made from and what it wrote, as digests:
/// - what it read: every file a build can read (the handbook's folder as its files are listed,
///   the token and code folders outside it or below its generated folders) with its size,
///   modification time and inode; the repository's refs and remotes (the history, the
///   translations' freshness and links to code read them); the command line's options; and
///   this Specimen (its version and executable);
/// - what it wrote: every entry of the output folder (see `OutputFingerprint`);
/// - what it found: its warnings and counts, reported again when the site is kept.
///
/// The next build compares both before it reads anything else; when every digest matches,
/// the site in the output folder is the one a build would write, and is kept. The files are
/// stamped before the build reads them, and the repositories described before it reads git
/// (on another thread, while it begins), so an edit during a build shows at the next one; a file
/// modified within two seconds of the scan could change again unseen within one tick of a
/// coarse file system clock, so such a build keeps no record.
public struct UnchangedBuild {
    private let options: BuildOptions
    private let stages: SiteStages?
    /// The digest of the files and options a build reads.
    private let files: String?
    /// The repositories' states, described on another thread while the build begins: git
    /// commands wait for them (`GitReadOrder`), so the build reads nothing older.
    private let repositories: BackgroundTask<[String]>?
    private let mayRecord: Bool

    /// Reads `specimen.yml` and stamps every file a build of `options` reads; nothing is
    /// compared or kept when the configuration cannot be read (the build then says why).
    public init(options: BuildOptions) {
        self.options = options
        var stages = SiteStages(options: options)
        guard (try? stages.readConfig()) != nil else {
            (self.stages, files, repositories, mayRecord) = (nil, nil, nil, false)
            return
        }
        let scanned = Date()
        let codeFolders = CodeUsageScan.folders(of: stages.config.usage.map(\.source), handbook: options.root.standardizedFileURL)
        // The repositories' git commands run while the files are scanned and the build begins:
        // each is a process to start, and waited for they held the build back by milliseconds.
        // On a thread of their own: the build's git commands, on the pool's threads, wait for them.
        let (root, description) = (options.root, GitReadOrder.begin())
        repositories = BackgroundTask(ownThread: true) {
            defer { description.finish() }
            return ([root] + codeFolders).map { RepositoryState.describe($0) }
        }
        let fingerprint = Self.scan(stages, codeFolders: codeFolders, options: options)
        self.stages = stages
        files = Self.digest(of: fingerprint, stages: stages, options: options)
        let newest = fingerprint.stamps.values.map { Double($0.seconds) + Double($0.nanoseconds) / 1e9 }.max() ?? 0
        mayRecord = newest < scanned.timeIntervalSince1970 - Self.clockTick
    }

    /// The coarsest clock of a file system a handbook is likely on (FAT's two seconds): files
    /// modified this close to the scan are not trusted to show a change that follows.
    static let clockTick: Double = 2

    /// The site as the last build left it, when neither the handbook nor the output folder has
    /// changed since; nil otherwise.
    public var keptSite: BuiltSite? {
        // The output folder first: when the last build's site is not there (a first build, a
        // cleaned folder), nothing waits for git.
        guard let stages, let record = BuildRecord.read(from: recordFile(stages)),
            OutputFingerprint.digest(of: stages.outputDirectory) == record.outputs, let inputs, record.inputs == inputs
        else { return nil }
        return BuiltSite(
            config: stages.config, outputDirectory: stages.outputDirectory, files: [:], diagnostics: record.diagnostics,
            pageCount: record.pageCount, tokenCount: record.tokenCount)
    }

    /// Keeps the record of `site`, just written to the output folder, for the next build. The
    /// output's digest is made from the files the writer knows it wrote, where it tells them.
    public func record(_ site: BuiltSite) {
        guard mayRecord, let stages, let inputs,
            let outputs = site.writtenFiles.map({ OutputFingerprint.digest(ofWritten: $0, in: site.outputDirectory) })
                ?? OutputFingerprint.digest(of: site.outputDirectory)
        else { return }
        let record = BuildRecord(
            inputs: inputs, outputs: outputs, diagnostics: site.diagnostics, pageCount: site.pageCount, tokenCount: site.tokenCount)
        record.write(to: recordFile(stages))
    }

    private func recordFile(_ stages: SiteStages) -> URL {
        BuildRecord.file(for: stages.outputDirectory, of: options.root, kind: "json")
    }

    /// The files below the handbook (its output folder left out, when it is inside) and the
    /// token and code folders a walk of it does not see.
    private static func scan(_ stages: SiteStages, codeFolders: [URL], options: BuildOptions) -> HandbookFingerprint {
        let root = options.root.standardizedFileURL
        let skipped = FileWalk.generatedFolders
        let extra = (stages.config.tokenFolders(unseenFrom: root) + codeFolders.filter { !FileWalk.reaches($0, from: root, skipping: skipped) })
        return HandbookFingerprint.scan(root: root, extraFolders: extra, site: stages.outputDirectory)
    }

    /// The digest of everything a build reads, once the repositories are described.
    private var inputs: String? {
        guard let files, let repositories else { return nil }
        var digest = ContentHash()
        digest.add(files)
        for repository in repositories.wait() { digest.add(repository) }
        return digest.hex
    }

    private static func digest(of fingerprint: HandbookFingerprint, stages: SiteStages, options: BuildOptions) -> String {
        var digest = ContentHash()
        digest.add(BuildIdentity.fingerprint)
        digest.add(describe(options))
        digest.add(stages.outputDirectory.path)
        for (path, stamp) in fingerprint.stamps.sorted(by: { $0.key < $1.key }) {
            digest.add(path)
            digest.add(stamp.size)
            digest.add(stamp.seconds)
            digest.add(stamp.nanoseconds)
            digest.add(stamp.inode)
            digest.add(stamp.device)
        }
        return digest.hex
    }

    /// Every option that can change what a build writes, in one line.
    private static func describe(_ options: BuildOptions) -> String {
        let usage = options.usage.map {
            [$0.path, $0.repo ?? "", $0.ignore.joined(separator: ","), $0.workingFolder?.path ?? ""].joined(separator: "|")
        }
        return [
            options.root.path, options.output ?? "", options.baseURL ?? "", "\(options.strict)", "\(options.includeDrafts)",
            options.contexts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","), "\(options.safeHTML)",
            usage.joined(separator: ";"), "\(options.includeNotes)", "\(options.compileTemplates)", options.translation ?? "",
        ].joined(separator: "\n")
    }
}
