import SpecimenDiagnostics
import SpecimenPages

/// The named steps a plan runs, in order. A full build and an update of `specimen serve` run
/// from the same steps; an update leaves out those its changes do not need.
enum RebuildSteps {
    /// Reading the inputs and rendering pages; `check` follows.
    static func reading(_ plan: RebuildPlan) -> [PipelineStep<RebuildRun>] {
        var steps: [PipelineStep<RebuildRun>] = []
        if plan.readsEverything { steps.append(readConfig) }
        if plan.contentSetChanged { steps.append(readContent) }
        if plan.templates { steps.append(readTemplates) }
        if plan.publicFiles || plan.contentSetChanged { steps.append(readPublicFiles) }
        if plan.tokens { steps += [resolveTokens, readHistory, scanCode] } else if !plan.codeFiles.isEmpty { steps.append(rescanCode) }
        if plan.components { steps.append(readComponents) } else if plan.tokens { steps.append(checkComponents) }
        if !plan.readsEverything { steps.append(selectPages) }
        return steps + [renderPages]
    }

    /// Making the site's files from the checked stage values.
    /// The files come first, the search index last: the pages' search documents, made in the
    /// background since rendering ended, are then ready when the index needs them. An update
    /// makes what readers reload; `indexing` follows, when `SiteSession.finishIndexes` runs.
    static func assembling(_ plan: RebuildPlan, everything: Bool) -> [PipelineStep<AssemblyRun>] {
        if everything { return [allFiles, searchIndex, searchIndexFile] }
        return [publicFiles, pageLayouts, tokenPages, tokenFiles]
    }

    /// The files an update makes from every page, for all the updates since they were last made.
    static let indexing = [assistantFiles, searchIndex, searchIndexFile]
}

extension SiteStages {
    /// The stage values a full build reads, before any page is rendered.
    static func read(options: BuildOptions) throws(DiagnosticsFailure) -> SiteStages {
        var run = RebuildRun(plan: .everything, stages: SiteStages(options: options), previous: nil, tokenReuse: TokenReuse())
        var runner = StepRunner()
        try runner.run(RebuildSteps.reading(.everything).filter { $0.name != RebuildSteps.renderPages.name }, on: &run)
        return run.stages
    }
}
