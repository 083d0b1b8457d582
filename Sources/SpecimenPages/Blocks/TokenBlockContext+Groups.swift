import SpecimenDiagnostics
import SpecimenTokens

extension TokenBlockContext {
    /// The group a block names at `arguments[index]`; without one (`swatches` alone), every
    /// token of the block's types, which suits systems whose tokens sit at the top level
    /// (Spectrum's `gray-100`). `required` is for blocks that name two groups (`contrast`).
    /// - Throws: `block-syntax` for a missing group that is required, `block-group-empty` for
    ///   a group without tokens of `types`, `block-group-unknown` for a group that is not there.
    func group(_ arguments: [String], at index: Int, types: Set<TokenType>?, block: String, required: Bool = false) throws(BlockFailure) -> String {
        let wanted = types.map { $0.map(\.rawValue).sorted().joined(separator: " or ") } ?? "any"
        guard arguments.count > index else {
            if required {
                throw BlockFailure("block-syntax", "a '\(block)' block needs a token group, e.g. '\(block) color'", word: block)
            }
            if !tokens(under: "", types: types).isEmpty { return "" }
            throw BlockFailure("block-group-empty", "the handbook has no \(wanted) tokens for a '\(block)' block", word: block)
        }
        let name = arguments[index]
        if !tokens(under: name, types: types).isEmpty { return name }
        if !tokens(under: name).isEmpty {
            throw BlockFailure("block-group-empty", "'\(name)' holds no \(wanted) tokens for a '\(block)' block", word: name)
        }
        let candidates = groupPaths.union(view.tokens.tokens.map(\.path))
        throw BlockFailure("block-group-unknown", "no token group '\(name)'\(Suggestion.phrase(for: name, in: candidates))", word: name)
    }
}

extension SiteTokenView {
    /// The contexts a block's `contexts:` names, in the handbook's order: each by its label
    /// (`dark`, `size: coarse`) or as `modifier=context` (`theme=dark`, `size=coarse`).
    /// - Throws: `block-options` for a name no context has, with the names there are.
    func contexts(named wanted: [String], place: BlockFailure.Place) throws(BlockFailure) -> [Context] {
        var chosen = Set<Int>()
        for name in wanted {
            let parts = name.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let match =
                parts.count == 2
                ? contexts.firstIndex { $0.isNamed(modifier: parts[0], context: parts[1]) }
                : contexts.firstIndex { $0.label == name }
            guard let match else {
                let known = contexts.map(\.label)
                let pairs = contexts.flatMap { context in context.modifier.map { ["\($0)=\(context.inputs[$0] ?? "")"] } ?? [] }
                throw BlockFailure(
                    "block-options",
                    "unknown context '\(name)' (contexts: \(known.joined(separator: ", ")))\(Suggestion.phrase(for: name, in: known + pairs))",
                    place: place)
            }
            chosen.insert(match)
        }
        return contexts.indices.filter(chosen.contains).map { contexts[$0] }
    }
}
