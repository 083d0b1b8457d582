import Foundation
import SpecimenDiagnostics

/// A DTCG 2025.10 resolver document (`*.resolver.json`): sets and modifiers of token sources,
/// and the order in which they merge. Its files are read once, when the document is loaded.
public struct ResolverDocument: Sendable {
    /// A modifier and its contexts, e.g. `theme` with `light` and `dark`.
    public struct Modifier: Sendable, Hashable {
        public var name: String
        /// Context names in the order written.
        public var contexts: [String]
        public var defaultContext: String?
        public var description: String?
        /// Where the modifier is defined, for diagnostics about choosing its context.
        public var location: SourceLocation?
        /// What a design tool keeps about the modifier (Tokens Studio's Figma references of each
        /// theme), written back as the modifier's `$extensions` when converted.
        public var extensions: JSONValue?
    }

    enum Step: Sendable {
        case set(name: String, sources: [TokenGroup])
        case modifier(name: String, contexts: [String: [TokenGroup]])
    }

    public var file: String
    public var name: String?
    public var description: String?
    /// The modifiers in resolution order.
    public var modifiers: [Modifier]
    var steps: [Step]
    /// Findings while loading (warnings, or errors that made parts unusable).
    public var diagnostics: [Diagnostic]
    /// The text of the document and of every file it read, by display path.
    var sourceTexts: [String: String] = [:]
    /// Where resolved permutations are kept for the next load, if anywhere.
    var cache: TokenResolutionCache?
    /// Sets read for references only (a Tokens Studio export's `source` sets), whose tokens a
    /// permutation leaves out.
    var referenceOnly: ReferenceOnlySets?

    /// Every combination of contexts, modifiers in resolution order, contexts in written order.
    public var permutations: [[String: String]] {
        modifiers.reduce([[:]]) { partial, modifier in
            partial.flatMap { inputs in
                modifier.contexts.map { context in inputs.merging([modifier.name: context]) { _, new in new } }
            }
        }
    }

    /// Resolves one permutation. Inputs name contexts by modifier; names match case-insensitively,
    /// missing modifiers take their default; anything else is an error.
    /// - Parameter seed: the inputs of a permutation resolved before with the same cache,
    ///   from which this one is made when it is not in the cache (see `IncrementalResolution.seeded`).
    public func resolve(inputs: [String: String], strict: Bool = false, seed: [String: String]? = nil) -> TokenResolution {
        var diagnostics = diagnostics
        let (chosen, inputErrors) = validate(inputs: inputs)
        diagnostics += inputErrors
        guard inputErrors.isEmpty else {
            return TokenResolution(tokens: ResolvedTokenSet(tokens: []), diagnostics: TokenDiagnostics.finish(diagnostics, strict: strict))
        }
        let seedChosen = seed.map { validate(inputs: $0) }.flatMap { $0.1.isEmpty ? $0.0 : nil }
        let resolved = resolved(trees(for: chosen), chosen: chosen, seed: seedChosen)
        diagnostics += resolved.diagnostics
        var tokens = resolved.tokens
        if let hidden = referenceOnly?.hidden(for: chosen), !hidden.isEmpty {
            tokens = ResolvedTokenSet(tokens: tokens.tokens.filter { !hidden.contains($0.path) })
        }
        return TokenResolution(tokens: tokens, diagnostics: TokenDiagnostics.finish(diagnostics, strict: strict))
    }

    /// The trees a permutation merges, in resolution order.
    func trees(for chosen: [String: String]) -> [TokenGroup] {
        steps.flatMap { step in
            switch step {
            case .set(_, let sources): sources
            case .modifier(let name, let contexts): contexts[chosen[name] ?? ""] ?? []
            }
        }
    }

    /// The text of the file each tree was read from; nil when some tree's text is not known.
    func texts(of trees: [TokenGroup]) -> [String]? {
        var texts: [String] = []
        texts.reserveCapacity(trees.count)
        for tree in trees {
            guard let text = sourceTexts[tree.location.file] else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// Resolves merged trees, or takes them from the cache when the same contexts were chosen and
    /// the document and every file the trees come from read as they did then (the document and
    /// the contexts decide which sources merge; the texts decide what they hold), or updates the
    /// cached resolution when only token definitions changed.
    private func resolved(
        _ trees: [TokenGroup], chosen: [String: String], seed: [String: String]? = nil
    ) -> (tokens: ResolvedTokenSet, diagnostics: [Diagnostic]) {
        guard let cache, let documentText = sourceTexts[file], let texts = texts(of: trees) else {
            let resolution = IncrementalResolution(trees: trees)
            return (resolution.tokens, resolution.diagnostics)
        }
        let resolution = cache.resolution(
            key: cacheKey(chosen, trees), document: documentText, trees: trees, texts: texts,
            seedKey: seed.map { cacheKey($0, self.trees(for: $0)) })
        return (resolution.tokens, resolution.diagnostics)
    }

    /// What the cache knows a permutation's resolution by: the document, the contexts chosen
    /// and the files merged.
    private func cacheKey(_ chosen: [String: String], _ trees: [TokenGroup]) -> String {
        let contexts = chosen.sorted { $0.key < $1.key }.map { "\($0.key)\u{1}\($0.value)" }
        return ([file] + contexts + trees.map(\.location.file)).joined(separator: "\u{0}")
    }

    /// Maps inputs onto the written context names; reports unknown names and missing inputs.
    /// A name that matches nothing is reported where `places` says it was chosen (by the
    /// modifier's name as written), else at the document.
    public func validate(inputs: [String: String], places: [String: ContextChoicePlace] = [:]) -> ([String: String], [Diagnostic]) {
        var chosen: [String: String] = [:]
        var attempted: Set<String> = []
        var errors: [Diagnostic] = []
        let location = SourceLocation(file: file)
        for (key, value) in inputs {
            guard let modifier = modifiers.first(where: { $0.name.lowercased() == key.lowercased() }) else {
                errors.append(
                    .error(
                        "resolver-input-unknown-modifier",
                        "there is no modifier '\(key)'\(Suggestion.phrase(for: key, in: modifiers.map(\.name))); modifiers: \(modifiers.map(\.name).joined(separator: ", "))",
                        at: places[key]?.modifier ?? location, sourceLine: places[key]?.modifierLine))
                continue
            }
            attempted.insert(modifier.name)
            guard let context = modifier.contexts.first(where: { $0.lowercased() == value.lowercased() }) else {
                errors.append(
                    .error(
                        "resolver-input-unknown-context",
                        "modifier '\(modifier.name)' has no context '\(value)'\(Suggestion.phrase(for: value, in: modifier.contexts)); contexts: \(modifier.contexts.joined(separator: ", "))",
                        at: places[key]?.context ?? location, sourceLine: places[key]?.contextLine))
                continue
            }
            chosen[modifier.name] = context
        }
        for modifier in modifiers where chosen[modifier.name] == nil && !attempted.contains(modifier.name) {
            if let fallback = modifier.defaultContext {
                chosen[modifier.name] = fallback
            } else {
                let example = modifier.contexts.first ?? "…"
                errors.append(
                    .error(
                        "resolver-input-missing",
                        "modifier '\(modifier.name)' has no default context, and none was chosen; choose one of \(modifier.contexts.joined(separator: ", ")) in specimen.yml (contexts: {\(modifier.name): \(example)}) or on the command line (--context \(modifier.name)=\(example))",
                        at: modifier.location ?? location))
            }
        }
        return (chosen, errors)
    }
}

/// Where a context was chosen, so that a choice naming nothing is reported there rather than at
/// the resolver document: the modifier's name and the context's, in `contexts:` of
/// `specimen.yml`, or the `--context` option of the command line.
public struct ContextChoicePlace: Sendable, Hashable {
    /// Where the modifier is named, and the line it is on (for a caret display).
    public var modifier: SourceLocation
    public var modifierLine: String?
    /// Where the context is named, and the line it is on.
    public var context: SourceLocation
    public var contextLine: String?

    public init(modifier: SourceLocation, modifierLine: String? = nil, context: SourceLocation, contextLine: String? = nil) {
        self.modifier = modifier
        self.modifierLine = modifierLine
        self.context = context
        self.contextLine = contextLine
    }

    /// A choice made with `--context modifier=context`, located at the option (as `--base-url` is).
    public static let commandLine = ContextChoicePlace(
        modifier: SourceLocation(file: "--context"), context: SourceLocation(file: "--context"))
}
