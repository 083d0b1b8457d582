import Foundation

/// The search index, made from entries kept between runs: a run makes entries only for the
/// pages it rendered and the tokens whose pages it makes.
extension RebuildSteps {
    static let searchIndex = PipelineStep<AssemblyRun>("search index") { assembly in
        let stages = assembly.stages
        let assembler = assembly.assembler
        // After pages replaced their own renderings, the entries keep their places: an edit
        // makes only its pages' entries.
        if let pending = assembly.run.pendingPageSearchEntries {
            assembly.cache.pageSearchEntries = pending.wait()
        } else if assembly.everything || assembly.run.replaced == nil || assembly.cache.pageSearchEntries.count != stages.rendered.count {
            assembly.cache.pageSearchEntries = stages.rendered.parallelMap { assembler.searchEntry($0) }
        } else {
            for page in assembly.run.fresh {
                if let index = stages.renderedPositions[page.page.sourcePath] {
                    assembly.cache.pageSearchEntries[index] = assembler.searchEntry(page)
                }
            }
        }
        let tokenEntries = tokenSearchEntries(&assembly)
        assembly.searchIndex = SearchIndex.assemble(pageEntries: assembly.cache.pageSearchEntries, tokenEntries: tokenEntries)
    }

    /// The tokens' entries as one JSON array, made again for the tokens in scope.
    private static func tokenSearchEntries(_ assembly: inout AssemblyRun) -> Data {
        guard let links = assembly.stages.tokenLinks else { return Data("[]".utf8) }
        let tokens = links.tokens.tokens
        switch assembly.everything ? .all : assembly.run.tokenPages {
        case .all:
            let entries = tokens.parallelMap { SearchIndex.tokenEntry($0, links: links) }
            assembly.cache.tokenSearchEntries = Dictionary(zip(tokens.map(\.path), entries), uniquingKeysWith: { first, _ in first })
        case .only(let paths):
            for token in tokens where paths.contains(token.path) {
                assembly.cache.tokenSearchEntries[token.path] = SearchIndex.tokenEntry(token, links: links)
            }
        }
        return SearchIndex.array(tokens.map { assembly.cache.tokenSearchEntries[$0.path] ?? SearchIndex.tokenEntry($0, links: links) })
    }

    /// `search-index.json`: always on a full build, on an update when pages or tokens changed.
    static let searchIndexFile = PipelineStep<AssemblyRun>("search index file") { assembly in
        if assembly.everything {
            if let sink = assembly.sink {
                sink.write("search-index.json", assembly.searchIndex)
            } else {
                assembly.files["search-index.json"] = assembly.searchIndex
            }
            return
        }
        guard !assembly.run.fresh.isEmpty || assembly.run.plan.tokens else { return }
        assembly.replace(["search-index.json": assembly.searchIndex])
    }
}
