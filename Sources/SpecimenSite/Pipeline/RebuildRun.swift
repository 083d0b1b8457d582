import Foundation
import SpecimenDiagnostics
import SpecimenPages

/// What the reading and rendering steps of one run carry from step to step.
struct RebuildRun {
    var plan: RebuildPlan
    var stages: SiteStages
    /// The stage values of the last run (nil on a full build), to compare against.
    let previous: SiteStages?
    var progress: (@Sendable (BuildProgress) -> Void)?
    /// What resolving the tokens reuses from the session's last run (its cache's).
    let tokenReuse: TokenReuse
    /// Pages to render again, decided by `select pages`.
    var pagesToRender: RebuildScope<String> = .all
    /// Tokens whose pages (and search entries) are to be made again.
    var tokenPages: RebuildScope<String> = .all
    /// Tokens whose uses in code changed in this update (the code of `usage:` was edited).
    var codeTokens: Set<String> = []
    /// Pages whose links may point elsewhere now: every page is rendered and laid out again.
    var linksChanged = true
    /// The pages this run rendered.
    var fresh: [RenderedPage] = []
    /// The renderer this run's pages were rendered with: their Markdown copies are made with it
    /// too, and so take the blocks it rendered rather than render each again.
    var renderer: PageRenderer?
    /// The renderings `fresh` replaced, in the same order; nil when the pages were not replaced
    /// one for one (a full build, pages added or removed).
    var replaced: [RenderedPage]? {
        didSet { pagesKeptTheirPlaces = replaced != nil }
    }
    /// Whether the pages rendered replaced their own renderings one for one (as `replaced`
    /// says), so that every other page's search document keeps its place.
    var pagesKeptTheirPlaces = false
    /// Whether the run hands its files to a sink and keeps nothing for a next run (a build,
    /// not a preview), so that what it makes can be let go as soon as it is written.
    var streamed = false
    /// What the run makes on other threads while its steps go on.
    var background = BackgroundWork()
    /// The time of the parts of its steps and of its work beside them, for `build --timings`.
    let parts = PartTimes()

    /// Work a run starts on another thread and a later step waits for: each is made from stage
    /// values already read, where a core would otherwise wait.
    struct BackgroundWork {
        /// The theme, read while the content is.
        var templates: BackgroundTask<Result<ThemeTemplates, DiagnosticsFailure>>?
        /// `tokens.css` and `tokens.json`, made while pages render.
        var tokenFiles: BackgroundTask<[String: Data]>?
        /// The search documents of every page, in order, made while a full build goes on.
        var pageSearchDocuments: BackgroundTask<[SearchDocument]>?
        /// A streamed full build's index of every page, and the task that fills it while the
        /// build goes on (the index takes somewhere to write its files while it is filled).
        var streamedSearchIndex: (index: StreamedSearchIndex, filled: BackgroundTask<Void>)?
        /// A streamed full build's: lets go of each page's text once its files and search
        /// document are made.
        var pageTextRelease: PageTextRelease?
        /// The search documents of `fresh`, in order, made while an update goes on.
        var freshSearchDocuments: BackgroundTask<[SearchDocument]>?
    }
}

/// A run whose findings passed: no errors (and, under strict, no warnings), and a theme.
struct CheckedRun {
    var run: RebuildRun
    /// Every finding of the run, for the report.
    let diagnostics: [Diagnostic]
    let templates: ThemeTemplates
}

/// What the assembling steps of one run carry from step to step: the checked run, the
/// session's cache (moved in, and back out when the run ends), and what the run makes.
struct AssemblyRun {
    let run: RebuildRun
    let diagnostics: [Diagnostic]
    var cache: SessionCache
    let assembler: SiteAssembler
    /// Every file is made again (templates or navigation changed, a full build, a failure before).
    let everything: Bool
    /// Where pages mention each token now.
    let mentions: [String: [TokenMention]]
    /// False when the mentions are the cache's, known without comparing them.
    let mentionsChanged: Bool
    /// The site's files as this run leaves them, and what it changed.
    var site: SiteFiles
    /// The search index's files (see `SearchIndexFiles`), and a streamed build's, being made
    /// beside the templates (see `RebuildSteps.searchIndexBeside`): those not yet written.
    var searchFiles: [String: Data] = [:]
    var pendingSearchFiles: BackgroundTask<[String: Data]>?

    var stages: SiteStages { run.stages }
}

/// The site's files as a run makes them: kept in memory (the last run's, changed in place) or,
/// in a streamed build, handed to a sink as they are made.
struct SiteFiles {
    /// Where a streamed build puts its files; nil keeps them in `files`.
    let sink: SiteFileSink?
    /// The files as the run leaves them. The run holds the only copy, so that replacing a few
    /// of them does not copy them all.
    var files: [String: Data]
    /// What the run changed: each path it made or removed, with its data before (nil: new).
    private(set) var before: [String: Data?] = [:]
    /// Set when every file was made again: the last run's files, to compare with.
    var replacedSite: [String: Data]?

    /// Puts files made again into the site.
    mutating func replace<Files: Sequence>(_ made: Files) where Files.Element == (key: String, value: Data) {
        for (path, data) in made {
            if before[path] == nil { before[path] = .some(files[path]) }
            files[path] = data
        }
    }

    /// Takes a file out of the site.
    mutating func remove(_ path: String) {
        guard let data = files.removeValue(forKey: path) else { return }
        if before[path] == nil { before[path] = .some(data) }
    }

    /// What the output folder needs after this run.
    var update: SiteUpdate {
        if let replacedSite { return SiteUpdate(previous: replacedSite, current: files) }
        return SiteUpdate(before: before, current: files)
    }
}
