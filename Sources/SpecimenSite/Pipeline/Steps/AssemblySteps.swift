import Foundation
import SpecimenPages

/// The steps that make the site's files from the checked stage values: all of them on a full
/// build, or on an update only those its changes reach.
extension RebuildSteps {
    /// Every file but the search index, into the sink as they are made (on all cores: creating
    /// files costs more than making them), or kept in memory.
    static let allFiles = PipelineStep<AssemblyRun>("templates", announcing: "Applying templates") { assembly in
        assembly.site.replacedSite = assembly.site.files
        if let sink = assembly.site.sink {
            sink.begin(output: assembly.stages.outputDirectory)
            assembly.pendingSearchFiles = searchIndexBeside(assembly, into: sink)
            let parts = assembly.run.parts.of("templates")
            assembly.assembler.all(
                tokenFiles: assembly.run.background.tokenFiles, parts: parts, partFiles: sink.beginFile,
                filesMade: assembly.run.background.pageTextRelease?.filesMade,
                inChunks: { chunk in parts.measure("handing files to the writer") { sink.write(all: chunk) } })
            assembly.site.files = [:]
        } else {
            assembly.site.files = assembly.assembler.all(tokenFiles: assembly.run.background.tokenFiles, parts: assembly.run.parts.of("templates"))
        }
    }

    /// The static files, when they or the set of pages changed; those gone are removed.
    static let publicFiles = PipelineStep<AssemblyRun>("public files") { assembly in
        guard assembly.run.plan.publicFiles || assembly.run.linksChanged else { return }
        assembly.site.replace(assembly.stages.publicFiles)
        let before = Set(assembly.run.previous?.publicFiles.keys ?? [:].keys)
        for path in before.subtracting(assembly.stages.publicFiles.keys) { assembly.site.remove(path) }
    }

    /// The layout of every page rendered again.
    static let pageLayouts = PipelineStep<AssemblyRun>("page layouts") { assembly in
        assembly.site.replace(assembly.assembler.pageFiles(assembly.run.fresh).lazy.map { (key: $0.0, value: $0.1) })
    }

    /// `llms.txt`, which lists every page, and `llms-full.txt`, which holds them all, after a
    /// page changed: made after the pages are delivered, since no reader reloads them.
    static let assistantFiles = PipelineStep<AssemblyRun>("llms.txt") { assembly in
        guard !assembly.run.fresh.isEmpty else { return }
        // Made before replacing, so that the site's files are not copied to be changed.
        let llms = assembly.assembler.llmsFiles(reusingCopiesIn: assembly.site.files)
        assembly.site.replace(llms.lazy.map { (key: $0.0, value: $0.1) })
    }

    /// The pages of changed tokens, and of tokens whose mentions in pages changed.
    static let tokenPages = PipelineStep<AssemblyRun>("token pages") { assembly in
        let old = assembly.cache.mentions, new = assembly.mentions
        let mentionChanges = assembly.mentionsChanged ? Set(new.keys).union(old.keys).filter { new[$0] != old[$0] } : []
        let scope = assembly.run.tokenPages.union(mentionChanges)
        guard !scope.isEmpty else { return }
        assembly.site.replace(assembly.assembler.tokenPageFiles(only: scope))
    }

    /// `tokens.css` and `tokens.json` after a token edit, and the pages of tokens that are gone removed.
    static let tokenFiles = PipelineStep<AssemblyRun>("token files") { assembly in
        guard assembly.run.plan.tokens else { return }
        let paths = (assembly.stages.tokens?.defaults.tokens ?? []).map(\.path) + (assembly.stages.history?.history.tombstones.keys ?? [:].keys)
        let current = Set(paths.flatMap { [SiteTokenView.outputPath($0), "tokens/\($0).svg"] })
        for path in assembly.site.files.keys.filter({ isTokenPage($0) && !current.contains($0) }) { assembly.site.remove(path) }
        assembly.site.replace(assembly.run.background.tokenFiles?.wait() ?? assembly.assembler.tokenDataFiles())
        if assembly.stages.tokens == nil {
            assembly.site.remove("tokens.css")
            assembly.site.remove("tokens.json")
        }
    }

    private static func isTokenPage(_ path: String) -> Bool {
        path.hasPrefix("tokens/") && path != "tokens/index.html" && (path.hasSuffix("/index.html") || path.hasSuffix(".svg"))
    }
}
