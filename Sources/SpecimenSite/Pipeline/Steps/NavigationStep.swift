import SpecimenDiagnostics
import SpecimenPages

/// The step between checking and assembling: the navigation tree and template context, reused
/// from the last run while nothing they depend on changed.
extension RebuildSteps {
    static let navigationName = "navigation"

    /// Moves the session's files into the run (they are left in `cache` when this throws).
    static func navigation(
        _ checked: inout CheckedRun, cache: inout SessionCache, indexRows: TokenIndexRows, sink: SiteFileSink?
    ) throws(DiagnosticsFailure) -> AssemblyRun {
        let run = checked.run
        let lastAssemblyHolds = !cache.assembleEverything && !run.plan.templates
        // When the pages rendered again replaced their own renderings, comparing those is enough:
        // the other pages' parts of the key are the last assembly's.
        let freshKeysHold = run.freshPagesKeep { SiteAssembler.NavigationKey($0) == SiteAssembler.NavigationKey($1) }
        let fullKey = freshKeysHold == nil ? SiteAssembler.navigationKey(of: run.stages.rendered) : nil
        let keyHolds = lastAssemblyHolds && (freshKeysHold ?? (fullKey == cache.navigationKey))
        let mentionsHold = !cache.assembleEverything && run.freshPagesKeep(TokenPages.sameMentions) == true
        var assembler = SiteAssembler(
            stages: run.stages, templates: checked.templates, navigation: keyHolds ? cache.navigation : nil,
            mentions: mentionsHold ? cache.mentions : nil)
        let conflicts = keyHolds ? [] : SectionListing.conflicts(in: assembler.tree, pages: run.stages.rendered)
        if !conflicts.isEmpty { throw DiagnosticsFailure(checked.diagnostics + conflicts) }
        // Index rows hold HTML the templates made.
        if cache.assembleEverything || run.plan.templates { indexRows.removeAll() }
        assembler.indexRows = indexRows
        var carried = cache
        carried.files = [:]
        if !keyHolds { carried.navigationKey = fullKey ?? SiteAssembler.navigationKey(of: run.stages.rendered) }
        carried.navigation = (assembler.tree, assembler.context)
        // The run holds the only copies of what it changes in place.
        let files = cache.files
        cache.files = [:]
        cache.pageSearchDocuments = []
        return AssemblyRun(
            run: run, diagnostics: checked.diagnostics, cache: carried, assembler: assembler, indexRows: indexRows,
            sink: sink, everything: !keyHolds, mentions: assembler.mentions, mentionsChanged: !mentionsHold, files: files)
    }
}

extension RebuildRun {
    /// Whether every page rendered again keeps `same` with the rendering it replaced; nil when
    /// the pages were not replaced one for one.
    func freshPagesKeep(_ same: (RenderedPage, RenderedPage) -> Bool) -> Bool? {
        replaced.map { old in zip(old, fresh).allSatisfy { same($0, $1) } }
    }
}
