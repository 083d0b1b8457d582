import SpecimenDiagnostics
import SpecimenPages

/// The steps that decide which pages to render, render them, and check the findings.
extension RebuildSteps {
    /// On an update: the pages to render again (edited, showing changed tokens or components,
    /// or all of them when links may have changed) and the token pages to make again.
    static let selectPages = PipelineStep<RebuildRun>("select pages") { run in
        let affected = run.plan.tokens ? TokenChanges.affected(old: run.previous?.tokens, new: run.stages.tokens) : (pages: .none, tokenPages: .none)
        // A token edit can change any token's history (its unreleased entry) and the tombstones.
        let retold = run.plan.tokens && run.stages.history != nil
        run.tokenPages = run.plan.templates || retold ? .all : affected.tokenPages.union(run.codeTokens)
        let previousFiles = Set(run.previous?.publicFiles.keys ?? [:].keys)
        run.linksChanged = run.plan.contentSetChanged || Set(run.stages.publicFiles.keys) != previousFiles
        guard rereadEditedPages(&run), !run.linksChanged else {
            run.pagesToRender = .all
            return
        }
        var selected = Set(run.plan.editedPages)
        for page in run.stages.rendered {
            if run.plan.components, page.page.body.containsUTF8("component") { selected.insert(page.page.sourcePath) }
            if run.plan.tokens, TokenChanges.pageDepends(page, on: affected.pages) { selected.insert(page.page.sourcePath) }
            if retold, ChangelogMarkdown.isHeld(by: page.page.body) { selected.insert(page.page.sourcePath) }
        }
        run.pagesToRender = .only(selected)
    }

    /// Reads the pages edited in place again; false when one cannot be (unreadable, or now a
    /// draft): content is then discovered again, which reports it exactly as a full build does.
    private static func rereadEditedPages(_ run: inout RebuildRun) -> Bool {
        let (options, tree) = (run.stages.options, run.stages.contentTree)
        for path in run.plan.editedPages {
            guard var page = ContentDiscovery.page(atSourcePath: path, root: options.root, includeDrafts: options.includeDrafts, tree: tree) else {
                run.stages.loadContent()
                run.stages.loadPublicFiles()
                run.linksChanged = true
                return false
            }
            if tree.translation != nil { page = SiteStages.withFreshness(page, git: run.stages.git) }
            if let index = run.stages.inventory.pages.firstIndex(where: { $0.sourcePath == path }) {
                run.stages.inventory.pages[index] = page
            }
        }
        return true
    }

    /// Renders the selected pages on all cores and keeps the others' last rendering.
    static let renderPages = PipelineStep<RebuildRun>("render pages") { run in
        // The anchor check follows the renderings here: the session keeps the stage values
        // as they are when the reading steps end.
        defer { run.stages.updateAnchorFindings(fresh: run.fresh, replaced: run.replaced) }
        let renderer = run.stages.renderer
        run.renderer = renderer
        guard !run.plan.readsEverything else {
            run.stages.renderAllPages(with: renderer, progress: run.progress)
            // The pages' search documents need nothing but the pages: they are made while the
            // check and the navigation (which run on one core) go on.
            let (pages, config, strings, parts) = (run.stages.rendered, run.stages.config, run.stages.strings, run.parts)
            if run.streamed {
                let release = PageTextRelease(positions: run.stages.renderedPositions, searching: config.search)
                run.background.pageTextRelease = release
                guard config.search else { return }
                let index = StreamedSearchIndex()
                run.background.streamedSearchIndex = (
                    index, BackgroundTask { fill(index, with: pages, config: config, strings: strings, parts: parts, release: release) }
                )
                return
            }
            guard config.search else { return }
            run.background.pageSearchDocuments = BackgroundTask {
                parts.measure("search documents", of: nil) {
                    pages.parallelMap { SiteAssembler.searchDocument($0, config: config, strings: strings) }
                }
            }
            return
        }
        let pages = run.stages.inventory.pages
        if run.stages.renderedFollowsInventory {
            // Positions, not copies, and only the selected pages looked at: an edit in a big
            // handbook must cost what the edited pages cost.
            let positions = run.stages.renderedPositions
            let selected: [ContentPage]
            switch run.pagesToRender {
            case .all: selected = pages
            case .only(let paths): selected = paths.compactMap { positions[$0] }.sorted().map { pages[$0] }
            }
            run.fresh = selected.parallelMap { renderer.render($0) }
            run.replaced = run.stages.replaceRendered(run.fresh)
            // Their search documents are made while the rest of the update goes on.
            let (fresh, config, strings, parts) = (run.fresh, run.stages.config, run.stages.strings, run.parts)
            if config.search {
                run.background.freshSearchDocuments = BackgroundTask {
                    parts.measure("search documents", of: nil) {
                        fresh.parallelMap { SiteAssembler.searchDocument($0, config: config, strings: strings) }
                    }
                }
            }
        } else {
            let scope = run.pagesToRender
            let kept = run.stages.renderedPositions
            run.fresh = pages.filter { scope.contains($0.sourcePath) || kept[$0.sourcePath] == nil }.parallelMap { renderer.render($0) }
            let fresh = Dictionary(run.fresh.map { ($0.page.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
            let previous = run.stages.rendered
            run.stages.setRendered(pages.compactMap { page in fresh[page.sourcePath] ?? kept[page.sourcePath].map { previous[$0] } })
        }
    }

    /// The findings of every stage: a failure when any is an error (or, under strict, a
    /// warning), or when the theme did not load.
    static func check(_ run: inout RebuildRun) throws(DiagnosticsFailure) -> CheckedRun {
        let diagnostics = try run.stages.outcome.get()
        guard let templates = run.stages.templates else { throw DiagnosticsFailure(diagnostics) }
        return CheckedRun(run: run, diagnostics: diagnostics, templates: templates)
    }

    /// Fills a streamed build's `index` with `pages`, their documents made and read a batch at
    /// a time, so that no more than a batch's postings are held at once; `release` is told
    /// which pages' documents are made.
    private static func fill(
        _ index: StreamedSearchIndex, with pages: [RenderedPage], config: SiteConfig, strings: InterfaceStrings, parts: PartTimes,
        release: PageTextRelease
    ) {
        for start in stride(from: 0, to: pages.count, by: 1_024) {
            let batch = pages[start..<min(start + 1_024, pages.count)]
            let documents = parts.measure("search documents", of: nil) {
                Array(batch).parallelMap { SiteAssembler.searchDocument($0, config: config, strings: strings) }
            }
            release.searched(through: start + batch.count)
            parts.measure("search index", of: nil) { index.add(documents) }
        }
    }
}
