import SpecimenMarkdown

/// The code fences a live example gathers as its tabs: those written directly after it, one
/// after another, each with a language that names no block. They are taken out of the
/// document before its walk, so they render once, inside the example.
enum ExampleCodeTabs {
    /// Takes the fences following each example out of the document whose code blocks are
    /// `codeBlocks` (in document order, from a walk the renderer has made already: a walk of a
    /// large page costs as much as its parse's inlines); returns them by the line each example
    /// starts on, and the nodes taken out (and freed), which the walk must pass over.
    static func take(
        from codeBlocks: some Sequence<MarkdownNode>, kinds: [any PageBlock.Type]
    ) -> (tabs: [Int: [CodeSample]], removed: [MarkdownNode]) {
        guard kinds.contains(where: { $0 == ExampleBlock.self }) else { return ([:], []) }
        var taken: [Int: [CodeSample]] = [:]
        // Removed only once the walk is over: the walk's list holds them too.
        var claimed: [MarkdownNode] = []
        for node in codeBlocks {
            guard let info = node.fenceInfo, BlockRegistry.kind(ofInfo: info, among: kinds) == ExampleBlock.self else { continue }
            var samples: [CodeSample] = []
            var cursor = node
            while let next = cursor.next, next.kind == .codeBlock, let nextInfo = next.fenceInfo,
                !nextInfo.trimmingCharacters(in: .whitespaces).isEmpty, BlockRegistry.kind(ofInfo: nextInfo, among: kinds) == nil
            {
                samples.append(CodeSample(info: nextInfo, code: next.literal ?? ""))
                claimed.append(next)
                cursor = next
            }
            if !samples.isEmpty { taken[node.startLine] = samples }
        }
        for node in claimed { node.remove() }
        return (taken, claimed)
    }
}
