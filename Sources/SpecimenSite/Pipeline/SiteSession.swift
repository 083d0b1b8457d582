import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// A build that keeps its stage values, so that a change to a few files redoes only what depends
/// on them; `specimen serve` keeps one alive. The files of an update equal those of a full build.
///
/// Not thread-safe: one caller at a time (the preview server's rebuild thread).
public final class SiteSession: @unchecked Sendable {
    public let options: BuildOptions
    private var stages: SiteStages?
    /// The files of the last good build, by path below the output folder.
    public private(set) var files: [String: Data] = [:]
    /// The last good build, whose files the output folder holds.
    public private(set) var site: BuiltSite?
    private var navigationKey: [String] = []
    /// The navigation tree and template context of the last assembly, valid while the key holds.
    private var navigation: (SiteTree, TemplateContext)?
    private var mentions: [String: [[String: String]]] = [:]
    /// `tokens.css` and `tokens.json`, being made while an update renders pages.
    private var pendingTokenFiles: BackgroundTask<[String: Data]>?
    /// Set after a failed update: the next update assembles every file again.
    private var assembleEverything = true
    /// The paths the last assembly wrote, or nil when it wrote every file.
    private var touched: Set<String>?
    /// Search-index entries by page source path, and of all tokens, reused while unchanged.
    private var searchEntries: [String: Data] = [:]
    private var tokenSearchEntries: [String: Data] = [:]
    private var timer = StageTimer()
    private var sink: SiteFileSink?
    private let indexRows = TokenIndexRows()

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Where the site goes, once the config has been read.
    public var outputDirectory: URL? { stages?.outputDirectory ?? site?.outputDirectory }
    /// The config of the last build that read one.
    public var config: SiteConfig? { stages?.config }

    /// Reads and renders everything.
    /// With a `sink`, the files go there as they are made and the session keeps none of them
    /// (`files` and the result's `files` stay empty): a build's memory then stays within what
    /// the pages and tokens need, however large the site.
    public func buildAll(progress: (@Sendable (BuildProgress) -> Void)? = nil, into sink: SiteFileSink? = nil) throws(DiagnosticsFailure) -> BuiltSite {
        self.sink = sink
        defer { self.sink = nil }
        assembleEverything = true
        timer = StageTimer()
        var stages: SiteStages
        do throws(DiagnosticsFailure) {
            stages = try SiteStages(options: options, progress: progress)
        } catch {
            self.stages = nil
            throw error
        }
        timer.lap("read")
        stages.renderAllPages(progress: progress)
        timer.lap("render pages")
        self.stages = stages
        progress?(.stage("Applying templates"))
        return try finish(stages, rendered: [], tokenPaths: nil, tokensChanged: true, pagesChanged: true)
    }

    /// How long each stage of the last build or update took, in order.
    public var stageTimings: [(stage: String, milliseconds: Double)] { timer.laps }

    /// The process's peak memory in MB at the end of each stage of `stageTimings` (0 where unknown).
    public var stagePeakMegabytes: [Double] { timer.peaks }

    /// Applies changes to files (paths relative to the handbook root) and returns what the output
    /// folder needs: changed and removed files. A failed update keeps the last good site.
    public func update(changedPaths: Set<String>) throws(DiagnosticsFailure) -> SiteUpdate {
        let previous = files
        guard var stages, !changedPaths.contains("specimen.yml") else {
            _ = try buildAll()
            return SiteUpdate(previous: previous, current: files)
        }
        timer = StageTimer()
        let change = SiteChange(paths: changedPaths, stages: stages)
        let oldTokens = stages.tokens
        if change.templates { stages.loadTemplates() }
        if change.contentSetChanged { stages.loadContent() }
        if change.publicFiles || change.contentSetChanged { stages.loadPublicFiles() }
        timer.lap("read")
        if change.tokens { stages.loadTokens() }
        if change.components { stages.loadComponents() } else if change.tokens { stages.validateComponents() }
        // tokens.css and tokens.json depend on the tokens alone: made while pages render.
        if change.tokens, !change.templates, let tokens = stages.tokens {
            let appearance = stages.config.themeModifier
            pendingTokenFiles = BackgroundTask { tokens.files(appearance: appearance) }
        }
        defer { pendingTokenFiles = nil }
        timer.lap("tokens")

        var toRender = Set<String>()
        let linksChanged = change.contentSetChanged || Set(stages.publicFiles.keys) != Set((self.stages?.publicFiles ?? [:]).keys)
        var affectedTokens: Set<String>? = []
        var tokenPagesToRender: Set<String>? = []
        if change.tokens {
            let affected = TokenChanges.affected(old: oldTokens, new: stages.tokens)
            affectedTokens = affected?.pages
            tokenPagesToRender = affected?.tokenPages
        }
        if linksChanged {
            toRender = Set(stages.inventory.pages.map(\.sourcePath))
        } else {
            for path in change.pages {
                guard let page = ContentDiscovery.page(atSourcePath: path, root: options.root, includeDrafts: options.includeDrafts) else {
                    // Unreadable, or now a draft: rediscovering reports it exactly as a full build does.
                    stages.loadContent()
                    stages.loadPublicFiles()
                    toRender = Set(stages.inventory.pages.map(\.sourcePath))
                    break
                }
                if let index = stages.inventory.pages.firstIndex(where: { $0.sourcePath == path }) {
                    stages.inventory.pages[index] = page
                }
                toRender.insert(path)
            }
            for page in stages.rendered {
                if change.components, page.page.body.contains("component") { toRender.insert(page.page.sourcePath) }
                if change.tokens, TokenChanges.pageDepends(page, on: affectedTokens) { toRender.insert(page.page.sourcePath) }
            }
        }
        timer.lap("select pages")
        let renderer = stages.renderer
        let byPath = Dictionary(stages.rendered.map { ($0.page.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        let pages = stages.inventory.pages
        let fresh = pages.filter { toRender.contains($0.sourcePath) || byPath[$0.sourcePath] == nil }.parallelMap { renderer.render($0) }
        let freshByPath = Dictionary(fresh.map { ($0.page.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        stages.rendered = pages.compactMap { freshByPath[$0.sourcePath] ?? byPath[$0.sourcePath] }
        self.stages = stages
        timer.lap("render \(fresh.count) page\(fresh.count == 1 ? "" : "s")")
        let tokenPaths = change.templates ? nil : tokenPagesToRender
        _ = try finish(stages, rendered: fresh, tokenPaths: tokenPaths, tokensChanged: change.tokens,
                       pagesChanged: !fresh.isEmpty, publicChanged: change.publicFiles || linksChanged, templatesChanged: change.templates)
        var update = SiteUpdate(previous: previous, current: files, touched: touched)
        timer.lap("compare")
        update.stageTimings = timer.laps
        return update
    }

    /// Checks the diagnostics and assembles the files that the changes touch.
    private func finish(_ stages: SiteStages, rendered fresh: [RenderedPage], tokenPaths: Set<String>?, tokensChanged: Bool,
                        pagesChanged: Bool, publicChanged: Bool = true, templatesChanged: Bool = true) throws(DiagnosticsFailure) -> BuiltSite {
        let diagnostics: [Diagnostic]
        switch stages.outcome {
        case .failure(let failure):
            assembleEverything = true
            throw failure
        case .success(let found):
            diagnostics = found
        }
        let newNavigationKey = SiteAssembler.navigationKey(of: stages.rendered)
        let reusable = !assembleEverything && !templatesChanged && newNavigationKey == navigationKey
        var assembler = SiteAssembler(stages: stages, templates: stages.templates!, navigation: reusable ? navigation : nil)
        if assembleEverything || templatesChanged { indexRows.removeAll() }
        assembler.indexRows = indexRows
        let newMentions = assembler.mentions
        let everything = assembleEverything || templatesChanged || newNavigationKey != navigationKey
        timer.lap("navigation")
        let searchIndex = updatedSearchIndex(stages, assembler: assembler, fresh: everything ? nil : fresh,
                                             tokens: everything ? nil : (tokensChanged ? tokenPaths : []))
        timer.lap("search index")
        if let sink {
            sink.begin(output: stages.outputDirectory)
            // Files are written on all cores: creating them costs more than making them.
            assembler.all(inChunks: { chunk in
                DispatchQueue.concurrentPerform(iterations: chunk.count) { index in sink.write(chunk[index].0, chunk[index].1) }
            })
            sink.write("search-index.json", searchIndex)
            files = [:]
            touched = nil
            timer.lap("templates")
        } else if everything {
            files = assembler.all()
            files["search-index.json"] = searchIndex
            touched = nil
            timer.lap("templates")
        } else {
            var updated = files
            var reassembled = Set<String>()
            if publicChanged {
                for (path, data) in stages.publicFiles { updated[path] = data; reassembled.insert(path) }
                let stale = Set((self.stages?.publicFiles ?? [:]).keys).subtracting(stages.publicFiles.keys)
                for path in stale { updated[path] = nil }
            }
            for (path, data) in assembler.pageFiles(fresh) { updated[path] = data; reassembled.insert(path) }
            timer.lap("page layouts")
            var tokenPages = tokensChanged ? tokenPaths : Set<String>()
            let mentionChanges = Set(newMentions.keys).union(mentions.keys).filter { newMentions[$0] != mentions[$0] }
            if !mentionChanges.isEmpty, tokenPages != nil { tokenPages!.formUnion(mentionChanges) }
            if tokenPages == nil || !tokenPages!.isEmpty {
                let pages = assembler.tokenPageFiles(only: tokenPages)
                updated.merge(pages) { _, new in new }
                reassembled.formUnion(pages.keys)
                timer.lap("\(tokenPages?.count ?? stages.tokens?.count ?? 0) token pages")
            }
            if tokensChanged {
                let current = Set((stages.tokens?.defaults.tokens ?? []).flatMap { [TokenLinks.outputPath($0.path), "tokens/\($0.path).svg"] })
                updated = updated.filter { path, _ in !Self.isTokenPage(path) || current.contains(path) }
                let data = pendingTokenFiles?.wait() ?? assembler.tokenDataFiles()
                updated.merge(data) { _, new in new }
                reassembled.formUnion(data.keys)
                if stages.tokens == nil { updated["tokens.css"] = nil; updated["tokens.json"] = nil }
            }
            if pagesChanged || tokensChanged {
                updated["search-index.json"] = searchIndex
                reassembled.insert("search-index.json")
            }
            // Only what was assembled again can differ; the update compares just those.
            touched = Set(updated.keys.filter { files[$0] == nil }).union(files.keys.filter { updated[$0] == nil })
            touched!.formUnion(reassembled)
            files = updated
        }
        if !everything { timer.lap("templates") }
        navigationKey = newNavigationKey
        navigation = (assembler.tree, assembler.context)
        mentions = newMentions
        assembleEverything = sink != nil  // a streamed build keeps no files to update from
        let built = BuiltSite(config: stages.config, outputDirectory: stages.outputDirectory, files: files, diagnostics: diagnostics,
                              pageCount: stages.rendered.count, tokenCount: stages.tokens?.count ?? 0)
        site = built
        return built
    }

    /// The search index, making entries only for `fresh` pages and the tokens at `tokens` (all
    /// of either when nil).
    private func updatedSearchIndex(_ stages: SiteStages, assembler: SiteAssembler, fresh: [RenderedPage]?, tokens paths: Set<String>?) -> Data {
        if let fresh {
            for page in fresh { searchEntries[page.page.sourcePath] = assembler.searchEntry(page) }
        } else {
            let entries = stages.rendered.parallelMap { assembler.searchEntry($0) }
            searchEntries = Dictionary(zip(stages.rendered.map(\.page.sourcePath), entries), uniquingKeysWith: { first, _ in first })
        }
        var tokenEntries = Data("[]".utf8)
        if let links = stages.tokenLinks {
            let tokens = links.tokens.tokens
            if let paths {
                for token in tokens where paths.contains(token.path) { tokenSearchEntries[token.path] = SearchIndex.tokenEntry(token, links: links) }
            } else {
                let entries = tokens.parallelMap { SearchIndex.tokenEntry($0, links: links) }
                tokenSearchEntries = Dictionary(zip(tokens.map(\.path), entries), uniquingKeysWith: { first, _ in first })
            }
            tokenEntries = SearchIndex.array(tokens.map { tokenSearchEntries[$0.path] ?? SearchIndex.tokenEntry($0, links: links) })
        }
        let entries = stages.rendered.map { searchEntries[$0.page.sourcePath] ?? assembler.searchEntry($0) }
        return SearchIndex.assemble(pageEntries: entries, tokenEntries: tokenEntries)
    }

    private static func isTokenPage(_ path: String) -> Bool {
        path.hasPrefix("tokens/") && path != "tokens/index.html" && (path.hasSuffix("/index.html") || path.hasSuffix(".svg"))
    }
}

/// What an update changed in the output folder.
public struct SiteUpdate: Sendable {
    /// New or changed files with their contents.
    public var changed: [String: Data]
    /// Files that are no longer part of the site.
    public var removed: [String]
    /// How long each stage of the update took, in order.
    public var stageTimings: [(stage: String, milliseconds: Double)] = []

    /// The difference between two sites; only `touched` paths are compared when given.
    init(previous: [String: Data], current: [String: Data], touched: Set<String>? = nil) {
        if let touched {
            changed = [:]
            for path in touched { if let data = current[path], previous[path] != data { changed[path] = data } }
            removed = touched.filter { current[$0] == nil && previous[$0] != nil }.sorted()
        } else {
            changed = current.filter { previous[$0.key] != $0.value }
            removed = previous.keys.filter { current[$0] == nil }.sorted()
        }
    }

    /// True when only stylesheets changed, so open pages can swap them without reloading.
    public var isStylesheetOnly: Bool {
        !changed.isEmpty && removed.isEmpty && changed.keys.allSatisfy { $0.hasSuffix(".css") }
    }

    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }
}
