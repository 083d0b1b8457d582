import Foundation
import SpecimenPages
import SpecimenTokens

/// The search index, made from documents kept between runs: a run makes documents only for the
/// pages it rendered and the tokens whose pages it makes.
extension RebuildSteps {
    static let searchIndex = PipelineStep<AssemblyRun>("search index") { assembly in
        let stages = assembly.stages
        let assembler = assembly.assembler
        guard stages.config.search, assembly.pendingSearchFiles == nil else {
            // A streamed build keeps nothing for a next run, which makes everything again.
            assembly.searchFiles = assembly.pendingSearchFiles?.wait() ?? [:]
            assembly.cache.search.forgetDocuments()
            return
        }
        // After pages replaced their own renderings, the documents keep their places: an edit
        // makes only its pages' documents.
        if let pending = assembly.run.background.pageSearchDocuments {
            assembly.cache.search.pageDocuments = pending.wait()
        } else if assembly.everything || !assembly.run.pagesKeptTheirPlaces || assembly.cache.search.pageDocuments.count != stages.rendered.count {
            assembly.cache.search.pageDocuments = stages.rendered.parallelMap { assembler.searchDocument($0) }
        } else {
            let made = assembly.run.background.freshSearchDocuments?.wait() ?? assembly.run.fresh.parallelMap { assembler.searchDocument($0) }
            for (page, document) in zip(assembly.run.fresh, made) {
                if let index = stages.renderedPositions[page.page.sourcePath] { assembly.cache.search.pageDocuments[index] = document }
            }
        }
        let tokens = tokenSearchDocuments(&assembly)
        // Taken out of the cache while it changes, so that it is changed in place.
        var terms = assembly.everything ? nil : assembly.cache.search.terms.take()
        let sink = assembly.site.sink
        let write = sink.map { $0.write(all:) }
        assembly.searchFiles = SearchIndexFiles.files(
            pages: assembly.cache.search.pageDocuments + assembler.listingSearchDocuments(), tokens: tokens.documents, colors: tokens.colors,
            language: stages.config.language, terms: &terms, write: write)
        assembly.cache.search.terms = terms
        if sink != nil {
            // A streamed build keeps nothing for a next run, which makes everything again.
            assembly.cache.search.forgetDocuments()
        }
    }

    /// A streamed full build's search index, made and written to `sink` while the templates are
    /// applied, so that it fills what the templates leave idle; what it returns are the files
    /// not yet written (the manifest, the colors). Nil without search, or when the pages'
    /// documents are not being made.
    static func searchIndexBeside(_ assembly: AssemblyRun, into sink: SiteFileSink) -> BackgroundTask<[String: Data]>? {
        guard assembly.stages.config.search, let streamed = assembly.run.background.streamedSearchIndex else { return nil }
        let (assembler, view, language) = (assembly.assembler, assembly.stages.tokenView, assembly.stages.config.language)
        let uses = CodeUsesText(assembly.stages)
        let parts = assembly.run.parts
        streamed.index.startWriting(sink.write(all:))
        return BackgroundTask {
            let tokens = parts.measure("token search documents", of: nil) { view.map { allTokenSearch($0, language: language, uses: uses) } }
            let listings = assembler.listingSearchDocuments()
            streamed.filled.wait()
            let index = streamed.index
            return parts.measure("search index", of: nil) {
                index.add(listings)
                let files = SearchIndexFiles.files(
                    streamed: index, tokens: tokens?.map(\.document) ?? [], colors: tokens?.compactMap(\.color) ?? [], language: language,
                    write: sink.write(all:))
                // Nothing keeps the index, and freeing it took a tenth of a Thai build, with the
                // site waiting for it.
                DispatchQueue.global(qos: .utility).async { withExtendedLifetime(index) {} }
                return files
            }
        }
    }

    /// Every token's document and color entry.
    private static func allTokenSearch(_ view: SiteTokenView, language: String, uses: CodeUsesText) -> [TokenSearchEntry] {
        view.tokens.tokens.parallelMap { token in
            TokenSearchEntry(
                document: SearchDocument(token: token, view: view, language: language, uses: uses.of(token.path)),
                color: SearchColors.entry(token, view: view))
        }
    }

    /// The tokens' documents and color entries, made again for the tokens in scope.
    private static func tokenSearchDocuments(_ assembly: inout AssemblyRun) -> (documents: [SearchDocument], colors: [String]) {
        guard let view = assembly.stages.tokenView else { return ([], []) }
        let tokens = view.tokens.tokens
        let language = assembly.stages.config.language
        let uses = CodeUsesText(assembly.stages)
        let made: @Sendable (ResolvedToken) -> TokenSearchEntry = { token in
            TokenSearchEntry(
                document: SearchDocument(token: token, view: view, language: language, uses: uses.of(token.path)),
                color: SearchColors.entry(token, view: view))
        }
        switch assembly.everything ? .all : assembly.run.tokenPages {
        case .all:
            let entries = allTokenSearch(view, language: language, uses: uses)
            assembly.cache.search.tokenEntries = Dictionary(zip(tokens.map(\.path), entries), uniquingKeysWith: { first, _ in first })
        case .only(let paths):
            for token in tokens where paths.contains(token.path) { assembly.cache.search.tokenEntries[token.path] = made(token) }
        }
        let entries = tokens.map { assembly.cache.search.tokenEntries[$0.path] ?? made($0) }
        return (entries.map(\.document), entries.compactMap(\.color))
    }

    /// The files under `search/`: all of them on a full build; on an update, when pages or
    /// tokens changed, those that differ, and those no longer part of the index removed.
    static let searchIndexFile = PipelineStep<AssemblyRun>("search index file") { assembly in
        let files = assembly.searchFiles
        defer { assembly.cache.search.filePaths = Set(files.keys) }
        if assembly.everything {
            if let sink = assembly.site.sink {
                sink.write(all: files.map { ($0.key, $0.value) })
            } else {
                assembly.site.files.merge(files) { _, new in new }
            }
            return
        }
        guard !assembly.run.fresh.isEmpty || assembly.run.plan.tokens || !assembly.run.codeTokens.isEmpty else { return }
        for path in assembly.cache.search.filePaths where files[path] == nil { assembly.site.remove(path) }
        let changed = files.filter { assembly.site.files[$0.key] != $0.value }
        assembly.site.replace(changed.lazy.map { (key: $0.key, value: $0.value) })
    }
}
