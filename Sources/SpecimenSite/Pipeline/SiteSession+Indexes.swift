import Foundation
import SpecimenDiagnostics

/// The files made from every page — `llms.txt`, `llms-full.txt`, the search index and, in a
/// handbook in several languages, the sitemap and the translation status page — which
/// `updatePages` leaves, since no reader reloads them: `serve` makes them once the writer
/// pauses, for every edit made meanwhile, one language at a time so that an edit need not wait
/// for all of them.
extension SiteSession {
    /// Whether an update of pages left indexes to make, in any language.
    public var hasUnfinishedIndexes: Bool {
        ownIndexesUnfinished || unfinishedLanguageCheck != nil || translations.values.contains { $0.hasUnfinishedIndexes }
    }

    private var ownIndexesUnfinished: Bool { unfinished.assembler != nil && !unfinished.isEmpty }

    /// Makes the indexes the updates since the last call left, in the default language, then
    /// in each translation, and returns what changed in the output folder.
    /// - Parameter shouldStop: asked before each language; when it answers true, the languages
    ///   not yet made stay unfinished for a later call (`serve` stops for a new edit).
    public func finishIndexes(stoppingWhen shouldStop: () -> Bool = { false }) throws(DiagnosticsFailure) -> SiteUpdate {
        var timer = StageTimer()
        var update = SiteUpdate.none
        var ownTimings: [(stage: String, milliseconds: Double)] = []
        while !shouldStop(), var job = nextIndexJob() {
            try job.make()
            if job.language == nil {
                ownTimings = job.timings
                timer = StageTimer()
            }
            update = update.merging(install(job))
        }
        if !translations.isEmpty { timer.lap("translations' indexes") }
        if !shouldStop(), !translations.values.contains(where: \.hasUnfinishedIndexes) {
            update = update.merging(finishLanguageFiles())
            if !translations.isEmpty { timer.lap("sitemap and translation status") }
        }
        update.stageTimings = ownTimings + timer.laps
        return update
    }

    /// The next language whose indexes are unfinished, the default one first, as a job that
    /// makes them from copies of what they are made from: it needs no hold on the session, so
    /// that `serve` makes it while an edit goes on. Nil when no language's are unfinished (the
    /// sitemap and translation status page may be: see `finishIndexes`).
    public func nextIndexJob() -> IndexJob? {
        if ownIndexesUnfinished, let assembly = indexAssembly() { return IndexJob(owner: self, language: nil, assembly: assembly) }
        for (language, session) in translations.sorted(by: { $0.key < $1.key }) where session.ownIndexesUnfinished {
            if let assembly = session.indexAssembly() { return IndexJob(owner: session, language: language, assembly: assembly) }
        }
        return nil
    }

    /// Puts a made job's indexes into the session and returns what changed in the output
    /// folder. Only for a job made since the session last changed: an update meanwhile makes it
    /// stale (its language stays unfinished, for the next job).
    public func install(_ job: IndexJob) -> SiteUpdate {
        let owner = job.owner
        owner.takeBack(job.assembly)
        let assembler = owner.unfinished.assembler
        owner.unfinished = UnfinishedIndexes()
        owner.unfinished.assembler = assembler
        return job.update
    }

    /// A run of the indexing steps over every unfinished update of this session's own
    /// language, on copies of the cache and the site's files: the session keeps its own until
    /// the job is installed.
    private func indexAssembly() -> AssemblyRun? {
        guard let assembler = unfinished.assembler, let stages, let run = unfinished.run(over: stages, tokenReuse: cache.tokens) else {
            return nil
        }
        var carried = cache
        // The files travel in `site`; the cache's copy would only be held twice.
        carried.files = [:]
        return AssemblyRun(
            run: run, diagnostics: [], cache: carried, assembler: assembler, everything: false, mentions: carried.mentions,
            mentionsChanged: false, site: SiteFiles(sink: nil, files: cache.files))
    }
}

/// One language's `llms.txt`, `llms-full.txt` and search index, made by `make()` from copies
/// taken when the job was (see `SiteSession.nextIndexJob`), then put in with
/// `SiteSession.install`.
public struct IndexJob: @unchecked Sendable {
    fileprivate let owner: SiteSession
    /// The translation's folder; nil for the default language.
    public let language: String?
    fileprivate var assembly: AssemblyRun
    fileprivate private(set) var timings: [(stage: String, milliseconds: Double)] = []

    fileprivate init(owner: SiteSession, language: String?, assembly: AssemblyRun) {
        (self.owner, self.language, self.assembly) = (owner, language, assembly)
    }

    /// What the job changes in the output folder, once made.
    public var update: SiteUpdate {
        var update = assembly.site.update
        update.stageTimings = timings
        return language.map { update.below($0) } ?? update
    }

    /// Runs the indexing steps (`RebuildSteps.indexing`) on the job's own copies.
    public mutating func make() throws(DiagnosticsFailure) {
        var steps = StepRunner()
        try steps.run(RebuildSteps.indexing, on: &assembly)
        timings = steps.timer.laps
    }
}
