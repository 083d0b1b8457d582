import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// A build that keeps its stage values, so that a change to a few files redoes only what depends
/// on them; `specimen serve` keeps one alive. A build and an update run the same named steps
/// (`RebuildSteps`), an update only those its plan needs; its files equal a full build's.
///
/// Not thread-safe: one caller at a time (the preview server's rebuild thread).
public final class SiteSession: @unchecked Sendable {
    public private(set) var options: BuildOptions
    private(set) var stages: SiteStages?
    /// Whether the last run streamed its files and let go of its pages' text as it went
    /// (`PageTextRelease`): the next update then builds everything again.
    private var pagesReleased = false
    var cache = SessionCache()
    private var runner = StepRunner()
    /// The last good build, whose files the output folder holds (every language's).
    public internal(set) var site: BuiltSite?
    /// The sessions of the translations, by language code, when this one builds the default
    /// language of a handbook in several (see `SiteSession+Languages.swift`).
    var translations: [String: SiteSession] = [:]
    /// The files about every language, which the default build leaves to this session: the
    /// sitemap and the translation status page.
    var languageFiles: [String: Data] = [:]
    /// The notes about translations of the last build.
    var translationNotes: [Diagnostic] = []
    /// Changed paths an update failed on before the translations saw them.
    var unseenByTranslations: Set<String> = []
    /// What updates of pages left for `finishIndexes` (see `SiteSession+Indexes.swift`).
    var unfinished = UnfinishedIndexes()
    /// The translations as the last update of pages left them, whose sitemap and status page
    /// `finishIndexes` makes.
    var unfinishedLanguageCheck: TranslationCheck?

    public init(options: BuildOptions) {
        self.options = options
    }

    /// The files of the last good build, by path below the output folder; a translation's
    /// below its folder.
    public var files: [String: Data] { withTranslations(cache.files) }
    /// Where the site goes, once the config has been read.
    public var outputDirectory: URL? { stages?.outputDirectory ?? site?.outputDirectory }
    /// The config of the last build that read one.
    public var config: SiteConfig? { stages?.config }
    /// The routes of the last build's pages and listings, in reading order.
    var publishedRoutes: [String] { cache.navigation?.layout.readingOrder ?? [] }

    /// The last build's pages as the translation check sees them.
    var translationPages: [TranslationCheck.Page] {
        (stages?.rendered ?? []).map { rendered in
            TranslationCheck.Page(
                sourcePath: rendered.page.sourcePath, title: rendered.title, route: rendered.page.route, translation: rendered.page.translation,
                freshness: rendered.page.freshness)
        }
    }

    /// The translation status page, laid out as the default language's pages are.
    func translationStatusPage(_ check: TranslationCheck) -> Data? {
        guard let stages, let templates = stages.templates, let context = cache.navigation?.layout else { return nil }
        let body = TranslationStatusPage.html(check, config: stages.config, strings: stages.strings, describe: context.changes)
        let route = TranslationStatusPage.route
        let layout = context.layout(
            outsideNavigationAt: route, url: context.href(route), title: stages.strings["translationStatus"], description: "",
            contentHTML: body, translation: .onlyHere)
        return Data(templates.render(layout: layout).utf8)
    }
    /// How long each step of the last build or update took, in order.
    public var stageTimings: [(stage: String, milliseconds: Double)] { runner.timer.laps }
    /// Ends a step of `stageTimings` that the pipeline's runner does not run itself (a
    /// translation's whole build, the pages made from every language's).
    func lapTiming(_ name: String) { runner.timer.lap(name) }
    /// How long the parts of the last run's steps took (`step` names the step), and the work it
    /// ran beside them on other threads (`step` nil), in the order each was first measured.
    public var partTimings: [(part: String, step: String?, milliseconds: Double)] { parts.map { ($0.name, $0.step, $0.milliseconds) } }
    private var parts: [PartTimes.Part] = []
    /// The navigation work of the last assembly, in entries made and lookups done (see `NavigationBuilder.work`).
    var navigationWork: Int { cache.navigation?.layout.navigation.work.total ?? 0 }
    /// The process's peak memory in MB at the end of each step of `stageTimings` (0 where unknown,
    /// or when `notesPeakMemory` is off).
    public var stagePeakMegabytes: [Double] { runner.timer.peaks }
    /// Whether `stagePeakMegabytes` is noted (off by default: it costs a file read per step).
    public var notesPeakMemory = false

    /// Reads and renders everything.
    /// With a `sink`, the files go there as they are made and the session keeps none of them
    /// (`files` and the result's `files` stay empty): a build's memory then stays within what
    /// the pages and tokens need, however large the site.
    public func buildAll(progress: (@Sendable (BuildProgress) -> Void)? = nil, into sink: SiteFileSink? = nil) throws(DiagnosticsFailure) -> BuiltSite
    {
        try buildAll(progress: progress, into: sink, codeScan: nil)
    }

    /// - Parameter codeScan: the default language's scan of the code, for a translation.
    func buildAll(
        progress: (@Sendable (BuildProgress) -> Void)? = nil, into sink: SiteFileSink?,
        codeScan: (usage: CodeUsage?, diagnostics: [Diagnostic])?
    ) throws(DiagnosticsFailure) -> BuiltSite {
        cache.assembleEverything = true
        cache.tokens = TokenReuse()
        unfinished = UnfinishedIndexes()
        unfinishedLanguageCheck = nil
        let releases = try prepareVersions(sink: sink, progress: progress)
        var stages = SiteStages(options: options)
        stages.codeScanOfDefaultLanguage = codeScan
        let run = RebuildRun(plan: .everything, stages: stages, previous: nil, progress: progress, tokenReuse: cache.tokens)
        var built = try buildTranslations(of: perform(run, sink: sink).site, sink: sink)
        if let sink, !releases.releases.isEmpty { PublishedVersions(config: built.config, root: options.root).publish(releases.releases, into: sink) }
        built.diagnostics = DiagnosticReport.unique(built.diagnostics + releases.diagnostics)
        site = built
        return built
    }

    /// Builds (or finds in their cache) the releases of `versions:`, which the pages' switchers
    /// then list and the build puts below `v/`; `check` (a sink that keeps nothing) only checks
    /// their names, and a preview (no sink) publishes none.
    private func prepareVersions(
        sink: SiteFileSink?, progress: (@Sendable (BuildProgress) -> Void)?
    ) throws(DiagnosticsFailure) -> (releases: [PublishedVersions.Release], diagnostics: [Diagnostic]) {
        options.releases = []
        guard options.translation == nil, options.version == nil, let sink else { return ([], []) }
        var probe = SiteStages(options: options)
        try probe.readConfig()
        guard probe.config.versions != nil else { return ([], []) }
        let prepared = PublishedVersions(config: probe.config, root: options.root).prepare(building: !(sink is DiscardingSink)) {
            progress?(.stage($0))
        }
        if prepared.diagnostics.contains(where: { $0.severity == .error }) || (probe.config.strict && !prepared.diagnostics.isEmpty) {
            throw DiagnosticsFailure(prepared.diagnostics)
        }
        options.releases = prepared.releases
        return prepared
    }

    /// Applies changes to files (paths relative to the handbook root) and returns what the output
    /// folder needs: changed and removed files, the indexes included. A failed update keeps the
    /// last good site.
    public func update(changedPaths: Set<String>) throws(DiagnosticsFailure) -> SiteUpdate {
        let pages = try updatePages(changedPaths: changedPaths)
        let indexes = try finishIndexes()
        var update = pages.merging(indexes)
        update.stageTimings = pages.stageTimings + indexes.stageTimings
        return update
    }

    /// Applies changes as `update` does, in every language, up to what a reader reloads: the
    /// pages and token files. `llms.txt`, `llms-full.txt`, the search indexes, the sitemap and
    /// the translation status page are left for `finishIndexes`, which `serve` calls once the
    /// writer pauses.
    /// - Parameter deliver: given what changed in each language as soon as it is made, the
    ///   default language first, so that its pages reload while the translations are updated
    ///   (once, with every file, when a changed `specimen.yml` builds everything again); the
    ///   update returned holds all of it.
    public func updatePages(changedPaths: Set<String>, delivering deliver: ((SiteUpdate) -> Void)? = nil) throws(DiagnosticsFailure) -> SiteUpdate {
        guard let stages, !pagesReleased, !changedPaths.contains(SiteConfig.fileName) else {
            let previous = files
            _ = try buildAll()
            let update = SiteUpdate(previous: previous, current: files)
            deliver?(update)
            return update
        }
        let plan = RebuildPlan(changedPaths: stages.contentTree.ownPaths(changedPaths), stages: stages)
        let run = RebuildRun(plan: plan, stages: stages, previous: stages, progress: nil, tokenReuse: cache.tokens)
        var update: SiteUpdate
        do throws(DiagnosticsFailure) {
            update = try perform(run, sink: nil).assembly.site.update
        } catch {
            // The translations have not seen these changes yet: the next update brings them.
            unseenByTranslations.formUnion(changedPaths)
            throw error
        }
        deliver?(update)
        try updateTranslations(changedPaths, into: &update, delivering: deliver)
        runner.timer.lap("translations")
        update.stageTimings = runner.timer.laps
        return update
    }

    /// Runs the plan's steps: reading and rendering, the check, then assembling the files.
    private func perform(_ run: RebuildRun, sink: SiteFileSink?) throws(DiagnosticsFailure) -> (site: BuiltSite, assembly: AssemblyRun) {
        runner = StepRunner(progress: run.progress)
        runner.timer.notesPeakMemory = notesPeakMemory
        var run = run
        run.streamed = sink != nil
        pagesReleased = run.streamed
        // A failed run makes every file again next: until then no index is made from it.
        unfinished.assembler = nil
        do throws(DiagnosticsFailure) {
            try runner.run(RebuildSteps.reading(run.plan), on: &run)
        } catch {
            // Without a config nothing was read; otherwise what was read is kept for the next update.
            stages = error.step == RebuildSteps.readConfig.name ? nil : run.stages
            cache.assembleEverything = true
            throw error
        }
        stages = run.stages
        var assembly: AssemblyRun
        do throws(DiagnosticsFailure) {
            var checked = try runner.transition("check", from: &run, RebuildSteps.check)
            assembly = try runner.transition(RebuildSteps.navigationName, from: &checked) { checked throws(DiagnosticsFailure) in
                try RebuildSteps.navigation(&checked, cache: &cache, sink: sink)
            }
        } catch {
            // A failed check or navigation leaves nothing the next update could build on.
            cache.assembleEverything = true
            throw error
        }
        // The run now holds the only copy of the files, which it changes in place.
        site?.files = [:]
        try runner.run(RebuildSteps.assembling(run.plan, everything: assembly.everything), on: &assembly)
        parts = assembly.run.parts.all
        if assembly.everything {
            unfinished = UnfinishedIndexes()
        } else {
            unfinished.add(assembly.run, assembler: assembly.assembler)
        }
        return (finish(assembly), assembly)
    }

    /// Keeps what the next run reuses, and the site this run made.
    private func finish(_ assembly: AssemblyRun) -> BuiltSite {
        takeBack(assembly)
        cache.mentions = assembly.mentions
        cache.assembleEverything = assembly.site.sink != nil  // a streamed build keeps no files to update from
        let stages = assembly.stages
        let built = BuiltSite(
            config: stages.config, outputDirectory: stages.outputDirectory, files: cache.files,
            diagnostics: assembly.diagnostics, pageCount: stages.rendered.count, tokenCount: stages.tokens?.count ?? 0)
        site = built
        return built
    }

    /// Takes back what a run changed in place, holding their only copies: the cache and the
    /// site's files.
    func takeBack(_ assembly: AssemblyRun) {
        cache = assembly.cache
        cache.files = assembly.site.files
        site?.files = cache.files
    }
}
