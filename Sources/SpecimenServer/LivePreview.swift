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
        /// The edit broke the build; the last good site stays.
        case failed([Diagnostic])
    }

    public let session: SiteSession
    public let root: URL
    public let hub: LiveReloadHub
    private let output: URL
    private let report: @Sendable (Report) -> Void
    private var watcher: FileWatcher?
    private var keepAlive: DispatchSourceTimer?

    public init(session: SiteSession, root: URL, output: URL, hub: LiveReloadHub, report: @escaping @Sendable (Report) -> Void = { _ in }) {
        self.session = session
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

    public func stop() {
        watcher?.stop()
        watcher = nil
        keepAlive?.cancel()
        keepAlive = nil
    }

    /// What an update handed over before its search index.
    private final class EarlyDelivery {
        var delivered: SiteUpdate?
        var failure: DiagnosticsFailure?
    }

    /// Tells open pages what an update changed: stylesheets to swap, a reload, or that the site
    /// builds again.
    private static func announce(_ update: SiteUpdate, wasFailing: Bool, to hub: LiveReloadHub) {
        if update.isStylesheetOnly {
            hub.broadcast(.stylesheets(update.changed.keys.sorted()))
        } else if !update.isEmpty {
            hub.broadcast(.reload)
        } else if wasFailing {
            hub.broadcast(.recovered)
        }
    }

    /// Updates the site for changed files (absolute paths) and tells every open page.
    public func rebuild(changedFiles: Set<String>) {
        let start = DispatchTime.now()
        let relative = Set(
            changedFiles.map { path in
                path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
            })
        do throws(DiagnosticsFailure) {
            let wasFailing = hub.isFailing
            let folder = session.outputDirectory ?? output
            // The pages are written and open pages told before the search index is made.
            let early = EarlyDelivery()
            let update = try session.update(changedPaths: relative) { [hub] pages in
                do throws(DiagnosticsFailure) {
                    try OutputWriter.apply(pages, to: folder)
                    // Once for each language the edit reaches.
                    early.delivered = early.delivered.map { $0.merging(pages) } ?? pages
                    if !pages.isEmpty { Self.announce(pages, wasFailing: wasFailing, to: hub) }
                } catch {
                    early.failure = error
                }
            }
            if let failure = early.failure { throw failure }
            let rest = early.delivered.map { update.remaining(after: $0) } ?? update
            try OutputWriter.apply(rest, to: folder)
            if early.delivered?.isEmpty ?? true { Self.announce(rest, wasFailing: wasFailing, to: hub) }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            report(
                .rebuilt(
                    changed: update.changed.count, removed: update.removed.count, milliseconds: milliseconds,
                    warnings: session.site?.diagnostics ?? [], stages: update.stageTimings))
        } catch {
            hub.broadcast(LiveReloadEvent.failed(error.diagnostics, root: root))
            report(.failed(error.diagnostics))
        }
    }
}
