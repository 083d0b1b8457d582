import Foundation
import SpecimenDiagnostics
import SpecimenSite

/// The handbook the server answers about, read again when its files change: before each
/// answer the files are compared with the last scan (`HandbookFingerprint`), and any change is
/// brought in the way `specimen serve` brings it in (`SiteSession.update`, redoing what the
/// change touches). Builds run one after the other, off the concurrency pool, and every answer
/// waits for the latest.
actor HandbookState {
    private let options: BuildOptions
    private let log: StandardError
    private let session: SiteSession
    private var fingerprint: HandbookFingerprint?
    /// Token folders outside the handbook (or below its generated folders) that the last
    /// build's config named.
    private var extraFolders: [URL] = []
    private var latest: Task<HandbookSnapshot, Never>?

    init(options: BuildOptions, log: StandardError) {
        self.options = options
        self.log = log
        session = SiteSession(options: options)
    }

    /// The handbook as its files are now.
    func current() async -> HandbookSnapshot {
        let scanned = scan()
        if let latest, scanned == fingerprint { return await latest.value }
        let changed = fingerprint.map { scanned.changes(since: $0) }
        fingerprint = scanned
        let before = latest
        let task = Task { [session, options, log] in
            _ = await before?.value
            return await Self.offPool { Self.read(session, changed: changed, options: options, log: log) }
        }
        latest = task
        let snapshot = await task.value
        noteFolders(of: snapshot)
        return snapshot
    }

    private func scan() -> HandbookFingerprint {
        // The site built in the handbook's folder changes with every build and is no source.
        HandbookFingerprint.scan(root: options.root, extraFolders: extraFolders, site: session.outputDirectory)
    }

    /// Watches the token folders the config names outside the handbook from now on, their
    /// files stamped now (a change to them during the very build that found them shows at the
    /// next edit).
    private func noteFolders(of snapshot: HandbookSnapshot) {
        let folders = snapshot.view?.config.tokenFolders(unseenFrom: options.root) ?? []
        guard folders != extraFolders else { return }
        extraFolders = folders
        fingerprint?.replaceFiles(outside: options.root, with: HandbookFingerprint.scan(folders: folders, within: [options.root] + folders))
    }

    /// Builds the handbook the first time (or after `specimen.yml` broke), updates it after.
    private static func read(_ session: SiteSession, changed: Set<String>?, options: BuildOptions, log: StandardError) -> HandbookSnapshot {
        let clock = ContinuousClock()
        let start = clock.now
        var errors: [Diagnostic] = []
        do throws(DiagnosticsFailure) {
            if let changed {
                _ = try session.update(changedPaths: relative(changed, to: options.root))
            } else {
                _ = try session.buildAll()
            }
        } catch {
            errors = error.diagnostics.filter { $0.severity == .error }
        }
        let milliseconds = Double((clock.now - start).components.attoseconds) / 1e15 + Double((clock.now - start).components.seconds) * 1000
        let what = changed.map { "Read \($0.count) changed file\($0.count == 1 ? "" : "s")" } ?? "Read the handbook"
        log.write(
            String(format: "%@ in %.0f ms", what, milliseconds) + (errors.isEmpty ? "" : "; \(errors.count) error\(errors.count == 1 ? "" : "s")"))
        for line in DiagnosticReport.lines(errors, limitPerCode: 3, excerpts: false) { log.write(line) }
        return HandbookSnapshot(root: options.root, view: session.view, files: session.files, errors: errors)
    }

    /// Paths below the handbook relative to it, as the session names files; others absolute.
    private static func relative(_ paths: Set<String>, to root: URL) -> Set<String> {
        Set(paths.map { $0.hasPrefix(root.path + "/") ? String($0.dropFirst(root.path.count + 1)) : $0 })
    }

    /// Runs `work` on a dispatch thread: a build takes seconds, and would hold one of the few
    /// threads of the concurrency pool, which answer messages.
    private static func offPool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }
}
