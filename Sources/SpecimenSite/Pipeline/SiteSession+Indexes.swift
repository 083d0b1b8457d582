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
        if ownIndexesUnfinished, !shouldStop() {
            update = try finishOwnIndexes()
            timer = StageTimer()
        }
        for (language, session) in translations.sorted(by: { $0.key < $1.key }) where session.hasUnfinishedIndexes {
            if shouldStop() { break }
            update = update.merging(try session.finishIndexes().below(language))
        }
        if !translations.isEmpty { timer.lap("translations' indexes") }
        if !shouldStop(), !translations.values.contains(where: \.hasUnfinishedIndexes) {
            update = update.merging(finishLanguageFiles())
            if !translations.isEmpty { timer.lap("sitemap and translation status") }
        }
        update.stageTimings += timer.laps
        return update
    }

    /// The indexes of this session's own language, made by the steps of `RebuildSteps.indexing`
    /// from a run carrying every unfinished update.
    private func finishOwnIndexes() throws(DiagnosticsFailure) -> SiteUpdate {
        guard let assembler = unfinished.assembler, let stages, let run = unfinished.run(over: stages, tokenReuse: cache.tokens) else {
            return .none
        }
        // The run holds the only copies of what it changes in place.
        var carried = cache
        let files = carried.files
        carried.files = [:]
        cache.files = [:]
        cache.search = SearchCache()
        site?.files = [:]
        var assembly = AssemblyRun(
            run: run, diagnostics: [], cache: carried, assembler: assembler, everything: false, mentions: carried.mentions,
            mentionsChanged: false, site: SiteFiles(sink: nil, files: files))
        var steps = StepRunner()
        defer { takeBack(assembly) }
        try steps.run(RebuildSteps.indexing, on: &assembly)
        unfinished = UnfinishedIndexes()
        unfinished.assembler = assembler
        var update = assembly.site.update
        update.stageTimings = steps.timer.laps
        return update
    }
}
