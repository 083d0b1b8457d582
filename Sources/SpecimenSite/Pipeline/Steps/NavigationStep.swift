import SpecimenDiagnostics

/// The step between checking and assembling: the navigation tree and template context, reused
/// from the last run while nothing they depend on changed.
extension RebuildSteps {
    static let navigationName = "navigation"

    static func navigation(
        _ checked: inout CheckedRun, cache: SessionCache, indexRows: TokenIndexRows, sink: SiteFileSink?
    ) throws(DiagnosticsFailure) -> AssemblyRun {
        let run = checked.run
        let key = SiteAssembler.navigationKey(of: run.stages.rendered)
        let keyHolds = !cache.assembleEverything && !run.plan.templates && key == cache.navigationKey
        var assembler = SiteAssembler(stages: run.stages, templates: checked.templates, navigation: keyHolds ? cache.navigation : nil)
        let conflicts = keyHolds ? [] : SectionListing.conflicts(in: assembler.tree, pages: run.stages.rendered)
        if !conflicts.isEmpty { throw DiagnosticsFailure(checked.diagnostics + conflicts) }
        // Index rows hold HTML the templates made.
        if cache.assembleEverything || run.plan.templates { indexRows.removeAll() }
        assembler.indexRows = indexRows
        var cache = cache
        cache.navigationKey = key
        cache.navigation = (assembler.tree, assembler.context)
        return AssemblyRun(
            run: run, diagnostics: checked.diagnostics, cache: cache, assembler: assembler, indexRows: indexRows,
            sink: sink, everything: !keyHolds, mentions: assembler.mentions, files: cache.files)
    }
}
