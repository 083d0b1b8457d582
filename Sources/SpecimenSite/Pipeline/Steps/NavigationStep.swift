import SpecimenDiagnostics
import SpecimenPages

/// The step between checking and assembling: the navigation tree and template context, reused
/// from the last run while nothing they depend on changed.
extension RebuildSteps {
    static let navigationName = "navigation"

    /// Moves the session's files into the run (they are left in `cache` when this throws).
    static func navigation(_ checked: inout CheckedRun, cache: inout SessionCache, sink: SiteFileSink?) throws(DiagnosticsFailure) -> AssemblyRun {
        let run = checked.run
        let lastAssemblyHolds = !cache.assembleEverything && !run.plan.templates
        // When the pages rendered again replaced their own renderings, comparing those is enough:
        // the other pages' parts of the key are the last assembly's.
        let freshKeysHold = run.freshPagesKeep { SiteAssembler.NavigationKey($0) == SiteAssembler.NavigationKey($1) }
        let fullKey = freshKeysHold == nil ? SiteAssembler.navigationKey(of: run.stages.rendered) : nil
        let reused = lastAssemblyHolds ? cache.navigation.flatMap { last in (freshKeysHold ?? (fullKey == last.key)) ? last : nil } : nil
        let mentionsHold = !cache.assembleEverything && run.freshPagesKeep(TokenPages.sameMentions) == true
        // Index rows hold HTML the templates made.
        if cache.assembleEverything || run.plan.templates { cache.tokenIndexRows.removeAll() }
        let assembler = SiteAssembler(
            stages: run.stages, templates: checked.templates, navigation: reused, indexRows: cache.tokenIndexRows,
            mentions: mentionsHold ? cache.mentions : nil, renderer: run.renderer)
        let conflicts = reused != nil ? [] : SectionListing.conflicts(in: assembler.tree, pages: run.stages.rendered)
        if !conflicts.isEmpty { throw DiagnosticsFailure(checked.diagnostics + conflicts) }
        var carried = cache
        carried.files = [:]
        carried.navigation = NavigationCache(
            key: reused?.key ?? fullKey ?? SiteAssembler.navigationKey(of: run.stages.rendered), tree: assembler.tree, layout: assembler.context)
        // The run holds the only copies of what it changes in place.
        let files = cache.files
        cache.files = [:]
        cache.search.pageDocuments = []
        return AssemblyRun(
            run: run, diagnostics: checked.diagnostics, cache: carried, assembler: assembler, everything: reused == nil,
            mentions: assembler.mentions, mentionsChanged: !mentionsHold, site: SiteFiles(sink: sink, files: files))
    }
}

extension RebuildRun {
    /// Whether every page rendered again keeps `same` with the rendering it replaced; nil when
    /// the pages were not replaced one for one.
    func freshPagesKeep(_ same: (RenderedPage, RenderedPage) -> Bool) -> Bool? {
        replaced.map { old in zip(old, fresh).allSatisfy { same($0, $1) } }
    }
}
