import Foundation

/// The search index, made from entries kept between runs: a run makes entries only for the
/// pages it rendered and the tokens whose pages it makes.
extension RebuildSteps {
    static let searchIndex = PipelineStep<AssemblyRun>("search index") { assembly in
        let stages = assembly.stages
        let assembler = assembly.assembler
        if assembly.everything {
            let entries = stages.rendered.parallelMap { assembler.searchEntry($0) }
            assembly.cache.searchEntries = Dictionary(zip(stages.rendered.map(\.page.sourcePath), entries), uniquingKeysWith: { first, _ in first })
        } else {
            for page in assembly.run.fresh { assembly.cache.searchEntries[page.page.sourcePath] = assembler.searchEntry(page) }
        }
        let tokenEntries = tokenSearchEntries(&assembly)
        let entries = stages.rendered.map { assembly.cache.searchEntries[$0.page.sourcePath] ?? assembler.searchEntry($0) }
        assembly.searchIndex = SearchIndex.assemble(pageEntries: entries, tokenEntries: tokenEntries)
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

    /// On an update: `search-index.json`, when pages or tokens changed.
    static let searchIndexFile = PipelineStep<AssemblyRun>("search index file") { assembly in
        guard !assembly.run.fresh.isEmpty || assembly.run.plan.tokens else { return }
        assembly.replace(["search-index.json": assembly.searchIndex])
    }
}
