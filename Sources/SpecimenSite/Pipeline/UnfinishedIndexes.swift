import SpecimenPages

/// What updates of pages left for `SiteSession.finishIndexes`: `llms.txt`, `llms-full.txt`
/// and the search index are made from every page, so `serve` delivers an edit's pages first
/// and remakes them once the writer pauses, for all the edits made meanwhile at once.
struct UnfinishedIndexes {
    /// The assembler of the last update, whose stage values the indexes are made from; nil
    /// after a failed update (the next good one makes every file and these indexes again).
    var assembler: SiteAssembler?
    /// The plan of the last update, its `tokens` set when any update's was.
    private var plan: RebuildPlan?
    /// The pages rendered since the indexes were made, by source path.
    private(set) var pages: Set<String> = []
    /// False when pages came or went meanwhile: every page's search document is made again.
    private var replacedOneForOne = true
    private var tokenPages: RebuildScope<String> = .none
    private var codeTokens: Set<String> = []
    /// The search documents of the last update's pages, being made in the background, while
    /// no other update's pages are unfinished (they would then be stale or too few).
    private var documents: BackgroundTask<[SearchDocument]>?

    /// Whether an update left something to make.
    var isEmpty: Bool { plan == nil }

    /// Notes what an update's pages phase left for the indexes.
    mutating func add(_ run: RebuildRun, assembler: SiteAssembler) {
        let touchesIndexes = !run.fresh.isEmpty || run.plan.tokens || !run.codeTokens.isEmpty || !run.tokenPages.isEmpty
        self.assembler = assembler
        guard touchesIndexes else { return }
        documents = pages.isEmpty ? run.background.freshSearchDocuments : nil
        var plan = run.plan
        plan.tokens = plan.tokens || self.plan?.tokens == true
        self.plan = plan
        pages.formUnion(run.fresh.map(\.page.sourcePath))
        replacedOneForOne = replacedOneForOne && run.pagesKeptTheirPlaces
        tokenPages = tokenPages.union(run.tokenPages)
        codeTokens.formUnion(run.codeTokens)
    }

    /// A run that carries all of it, over `stages` (the session's, which the assembler's are).
    func run(over stages: SiteStages, tokenReuse: TokenReuse) -> RebuildRun? {
        guard let plan else { return nil }
        var run = RebuildRun(plan: plan, stages: stages, previous: nil, tokenReuse: tokenReuse)
        let positions = stages.renderedPositions
        run.fresh = pages.compactMap { positions[$0] }.sorted().map { stages.rendered[$0] }
        run.pagesKeptTheirPlaces = replacedOneForOne
        run.tokenPages = tokenPages
        run.codeTokens = codeTokens
        if let documents, run.fresh.count == pages.count { run.background.freshSearchDocuments = documents }
        return run
    }
}
