import Foundation
import SpecimenDiagnostics
import SpecimenSite

/// What `specimen serve` does between edits: watch the handbook, update the site session,
/// write what changed into the output folder, and tell open pages.
public final class LivePreview: @unchecked Sendable {
    /// The outcome of one rebuild, for the terminal.
    public enum Report: Sendable {
        /// The site was updated: how many files changed or went, how long it took, the warnings.
        case rebuilt(changed: Int, removed: Int, milliseconds: Double, warnings: [Diagnostic], stages: [(stage: String, milliseconds: Double)])
        /// The indexes (`llms.txt`, `llms-full.txt`, search) the last edits left were made.
        case indexed(changed: Int, removed: Int, milliseconds: Double, stages: [(stage: String, milliseconds: Double)])
        /// The edit broke the build; the last good site stays.
        case failed([Diagnostic])
    }

    public let session: SiteSession
    public let root: URL
    public let hub: LiveReloadHub
    private let output: URL
    /// Where the preview serves the site, starting and ending with `/`.
    private let basePath: String
    private let report: @Sendable (Report) -> Void
    private var watcher: FileWatcher?
    private var keepAlive: DispatchSourceTimer?
    /// How long the handbook stays unedited before the indexes are made.
    private let indexDelay: Double
    private let indexing = DispatchQueue(label: "specimen.indexes")
    /// Who uses the session now: an edit, or the indexes, which give way to it.
    private let turns = SessionTurns()
    /// Index files written but not put in the session, as an edit came first (on `indexing`).
    private var staleOnDisk: Set<String> = []

    /// - Parameters:
    ///   - basePath: where the preview serves the site (starting and ending with `/`), which
    ///     reload events name pages by.
    ///   - indexDelay: seconds without an edit before `llms.txt`, `llms-full.txt` and the
    ///     search indexes are made for the edits so far (pages are written and reloaded at once).
    public init(
        session: SiteSession, root: URL, output: URL, hub: LiveReloadHub, basePath: String = "/", indexDelay: Double = 0.3,
        report: @escaping @Sendable (Report) -> Void = { _ in }
    ) {
        self.session = session
        self.basePath = basePath
        self.indexDelay = indexDelay
        self.root = root.standardizedFileURL
        self.output = output
        self.hub = hub
        self.report = report
    }

    /// Watches the handbook (and `extraRoots`, e.g. token folders outside it) until `stop()`,
    /// noticing changes by `mechanism`.
    public func start(extraRoots: [URL] = [], watching mechanism: FileWatcher.Mechanism = .preferred) throws {
        let watcher = FileWatcher(
            roots: [root] + extraRoots, ignoring: [output, root.appendingPathComponent(".build")],
            mechanism: mechanism
        ) { [weak self] paths in
            self?.rebuild(changedFiles: paths)
        }
        try watcher.start()
        self.watcher = watcher
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 10, repeating: 10)
        timer.setEventHandler { [hub] in hub.broadcast(.keepAlive) }
        timer.resume()
        keepAlive = timer
    }

    /// Stops watching, and the indexes the edits left (`specimen build` makes them all).
    public func stop() {
        watcher?.stop()
        watcher = nil
        keepAlive?.cancel()
        keepAlive = nil
        // Nothing is written into the output folder once this returns.
        turns.stop()
        indexing.sync {}
    }

    /// Tells open pages what an update changed: stylesheets to swap, a reload, or that the site
    /// builds again.
    private static func announce(_ update: SiteUpdate, wasFailing: Bool, to hub: LiveReloadHub, basePath: String) {
        if update.isStylesheetOnly {
            hub.broadcast(.stylesheets(update.changed.keys.sorted()))
        } else if !update.isEmpty {
            hub.broadcast(wasFailing ? .reload : PageReload.event(for: update, basePath: basePath))
        } else if wasFailing {
            hub.broadcast(.recovered)
        }
    }

    /// Updates the site for changed files (absolute paths) and tells every open page; the
    /// indexes follow once no edit has come for `indexDelay` seconds.
    public func rebuild(changedFiles: Set<String>) {
        let start = DispatchTime.now()
        let relative = Set(
            changedFiles.map { path in
                path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
            })
        turns.editArrives()
        defer {
            turns.editEnds()
            scheduleIndexes()
        }
        do throws(DiagnosticsFailure) {
            let wasFailing = hub.isFailing
            let folder = session.outputDirectory ?? output
            // Each language's pages are written, and open pages told, as soon as they are made.
            var failure: DiagnosticsFailure?
            let update = try session.updatePages(changedPaths: relative) { [hub, basePath] pages in
                guard failure == nil else { return }
                do throws(DiagnosticsFailure) {
                    try OutputWriter.apply(pages, to: folder)
                    if !pages.isEmpty { Self.announce(pages, wasFailing: wasFailing, to: hub, basePath: basePath) }
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
            if update.isEmpty, wasFailing { Self.announce(update, wasFailing: wasFailing, to: hub, basePath: basePath) }
            report(
                .rebuilt(
                    changed: update.changed.count, removed: update.removed.count, milliseconds: Self.milliseconds(since: start),
                    warnings: session.site?.diagnostics ?? [], stages: update.stageTimings))
        } catch {
            hub.broadcast(LiveReloadEvent.failed(error.diagnostics, root: root))
            report(.failed(error.diagnostics))
        }
    }

    /// Makes the indexes the last edits left, `indexDelay` seconds from now, unless an edit
    /// comes first (which schedules them again).
    private func scheduleIndexes() {
        let generation = turns.generation
        indexing.asyncAfter(deadline: .now() + indexDelay) { [weak self] in
            guard let self, self.turns.generation == generation else { return }
            self.finishIndexes()
        }
    }

    /// Makes the unfinished indexes one language at a time, each made and written away from
    /// the session, so that an edit saved meanwhile goes ahead at once: the language's indexes
    /// are then stale, and made again at the next pause. Only putting a language's indexes in
    /// the session, and the sitemap and translation status page (made last, from every
    /// language), hold it.
    private func finishIndexes() {
        let start = DispatchTime.now()
        var indexed = SiteUpdate.none
        var stages: [(stage: String, milliseconds: Double)] = []
        var interrupted = false
        var generation = 0
        while !interrupted {
            generation = turns.generation
            guard let prepared = turns.whileNoEdit({ session.nextIndexJob().map { ($0, session.outputDirectory ?? output) } }) ?? nil else { break }
            var (job, folder) = prepared
            let update: SiteUpdate
            do throws(DiagnosticsFailure) {
                try job.make()
                update = try writtenApart(job.update, to: folder)
            } catch {
                return report(.failed(error.diagnostics))
            }
            let installed = turns.whileNoEdit { () -> Bool in
                guard turns.generation == generation else { return false }
                _ = session.install(job)
                return true
            }
            guard installed == true else {
                // On disk, but not in the session: written again from it once the indexes are made.
                staleOnDisk.formUnion(update.changed.keys)
                staleOnDisk.formUnion(update.removed)
                interrupted = true
                continue
            }
            indexed = indexed.merging(update)
            let language = job.language.map { "\($0): " } ?? ""
            stages += update.stageTimings.map { (stage: language + $0.stage, milliseconds: $0.milliseconds) }
        }
        if !interrupted {
            // Unless an edit came since no language was left: that one's language is to make first.
            let rest = turns.whileNoEdit { () -> Result<SiteUpdate, DiagnosticsFailure>? in
                guard turns.generation == generation else { return nil }
                return written { () throws(DiagnosticsFailure) in
                    var update = session.hasUnfinishedIndexes ? try session.finishIndexes(stoppingWhen: { turns.editIsWaiting }) : .none
                    update = update.merging(restoringStaleFiles(besides: update))
                    return update
                }
            }
            switch rest ?? nil {
            case .success(let update):
                indexed = indexed.merging(update)
                stages += update.stageTimings
            case .failure(let error): return report(.failed(error.diagnostics))
            case nil: break
            }
        }
        guard !stages.isEmpty else { return }
        report(
            .indexed(
                changed: indexed.changed.count, removed: indexed.removed.count, milliseconds: Self.milliseconds(since: start), stages: stages))
    }

    /// The files of indexes written but never put in the session (an edit came first), as the
    /// session now has them, but those `update` writes anyway; call holding the session.
    private func restoringStaleFiles(besides update: SiteUpdate) -> SiteUpdate {
        let stale = staleOnDisk.subtracting(update.changed.keys).subtracting(update.removed)
        staleOnDisk = []
        guard !stale.isEmpty else { return .none }
        var restored = SiteUpdate.none
        for path in stale {
            if let data = session.file(at: path) { restored.changed[path] = data } else { restored.removed.append(path) }
        }
        return restored
    }

    /// A language's indexes written into the output folder without holding the session. An
    /// edit that writes every file (the first after a failed one) may write the same files at
    /// once: each writes under a name of its own and renames it into place, and should this
    /// job's come last, the job is not put in the session (the edit came after it was made),
    /// so its files are written again from the session (`staleOnDisk`).
    private func writtenApart(_ update: SiteUpdate, to folder: URL) throws(DiagnosticsFailure) -> SiteUpdate {
        let start = DispatchTime.now()
        try OutputWriter.apply(update, to: folder, writer: "specimen-index")
        var update = update
        update.stageTimings.append((stage: "written", milliseconds: Self.milliseconds(since: start)))
        return update
    }

    /// The update `make` gives, written into the output folder; call holding the session.
    private func written(_ make: () throws(DiagnosticsFailure) -> SiteUpdate) -> Result<SiteUpdate, DiagnosticsFailure> {
        // Read while holding the session: an edit changes it.
        let folder = session.outputDirectory ?? output
        return Result { () throws(DiagnosticsFailure) in
            let start = DispatchTime.now()
            var update = try make()
            try OutputWriter.apply(update, to: folder)
            // How long an edit saved meanwhile waits.
            update.stageTimings.append((stage: "written", milliseconds: Self.milliseconds(since: start)))
            return update
        }
    }

    private static func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }
}
