import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The handbook's tokens, resolved in every context a page may show (the default permutation,
/// each other context of every modifier, the combinations `tokens.css` is exact in), with
/// their names on every platform, and the `tokens.css` and `tokens.json` made from them.
/// Made by `load`, the "resolve tokens" step, from the config's `tokens:` and `contexts:`.
package struct SiteTokens: Sendable {
    package let project: TokenProject
    /// The permutation the site shows first: `contexts:` and `--context`, then defaults.
    package let baseInputs: [String: String]
    package let defaults: ResolvedTokenSet
    package let alternates: [TokenCSSExporter.ContextTokens]
    /// The permutations leaving the base in several modifiers at once, when there are at most
    /// `maximumCombinations`: `tokens.css` is exact in each of them.
    let combinations: [TokenCSSExporter.CombinationTokens]
    /// Every permutation above, for saying which of them share a value.
    package let permutations: PermutationGroups
    /// The names each platform's export gives each token, being made.
    private let pendingPlatformNames: BackgroundTask<PlatformNames>
    /// The names each platform's export gives each token (waits until they are made).
    package var platformNames: PlatformNames { pendingPlatformNames.wait() }
    /// The names `tokens export --format swift` gives each token.
    package var swiftNames: SwiftTokenNames { platformNames.swift }
    /// What `tokens.css` and `tokens.json` made for each token before (the reuse's).
    let exportCache: TokenExportCache

    /// Resolves the tokens named in the config; nil (and no diagnostics) when it names none.
    /// Work that depends only on what did not change is taken from `reuse`, which keeps this
    /// load's for the next.
    package static func load(config: SiteConfig, root: URL, reusing reuse: TokenReuse = TokenReuse()) -> (SiteTokens?, [Diagnostic]) {
        guard !config.tokens.isEmpty else { return (nil, []) }
        let resolutionCache = reuse.resolutions
        let project = TokenProject.load(patterns: config.tokens, root: root, cache: resolutionCache)
        // Each permutation resolves on its own; on all cores they take the time of one or two.
        let (base, inputErrors) = project.baseInputs(choosing: config.contexts, places: config.contextPlaces)
        let permutations = [(modifier: "", context: "", inputs: base)] + project.alternateInputs(base: base)
        let joint = project.combinedInputs(base: base)
        let strict = config.strict
        // The default and one other context resolve side by side; every other permutation is then
        // made from the default where the two agree (see `IncrementalResolution.seeded`).
        let inputs = permutations.map(\.inputs)
        let firstTwo = Array(inputs.prefix(2)).parallelMap { project.resolve(inputs: $0, strict: strict) }
        let defaults = firstTwo[0]
        let resolutions = firstTwo + Array(inputs.dropFirst(2)).parallelMap { project.resolve(inputs: $0, strict: strict, seed: base) }
        // Platform names depend on the default permutation alone: they are made while the rest is
        // composed and pages render, and waited for by the first token page.
        let platformNames = reuse.platformNames(of: defaults.tokens)
        let alternates = zip(permutations.dropFirst(), resolutions.dropFirst()).map { (modifier: $0.modifier, context: $0.context, resolution: $1) }
        // A combination of contexts that touch unrelated tokens is composed; the rest are resolved.
        let composer = PermutationComposer(
            base: defaults.tokens, alternates: alternates.map { ($0.modifier, $0.context, $0.resolution.tokens) },
            previous: reuse.composer)
        reuse.composer = composer
        let jointTokens = joint.parallelMap {
            composer.compose($0.changed) ?? project.resolve(inputs: $0.inputs, strict: strict, seed: base).tokens
        }
        // Each context's tokens that equal the default's are the default's very tokens from here on.
        let alternateTokens = alternates.map { composer.shared($0.modifier, $0.context) ?? $0.resolution.tokens }
        resolutionCache.keepOnlyUsed()
        let combinations = zip(joint, jointTokens).map { TokenCSSExporter.CombinationTokens(contexts: $0.changed, tokens: $1) }
        // A combination's findings are those of its contexts, already reported once each.
        let labelWarnings = ModifierLabels.diagnostics(config.modifierLabels, modifiers: project.modifiers)
        let diagnostics = TokenDiagnostics.finish(
            inputErrors + labelWarnings + defaults.diagnostics + alternates.flatMap(\.resolution.diagnostics), strict: false)
        let tokens = SiteTokens(
            project: project,
            baseInputs: base,
            defaults: defaults.tokens,
            alternates: zip(alternates, alternateTokens).map { .init(modifier: $0.modifier, context: $0.context, tokens: $1) },
            combinations: combinations,
            permutations: PermutationGroups(
                modifiers: project.modifiers.map { ($0.name, $0.contexts) },
                permutations: zip(permutations.map(\.inputs), [defaults.tokens] + alternateTokens).map { .init(inputs: $0, tokens: $1) }
                    + zip(joint.map(\.inputs), jointTokens).map { .init(inputs: $0, tokens: $1) }),
            pendingPlatformNames: platformNames,
            exportCache: reuse.exports)
        return (tokens, diagnostics)
    }

    package var count: Int { defaults.tokens.count }

    /// `tokens.css` and `tokens.json` at the site root; `removed` lists the tokens past
    /// releases had apart in `tokens.json`.
    package func files(appearance: AppearanceModifier, removed: JSONValue? = nil) -> [String: Data] {
        // The two are independent and each walks every token: one per core.
        let exports = [0, 1].parallelMap { which in
            which == 0
                ? Data(
                    TokenCSSExporter.export(
                        defaults: defaults, contexts: alternates, combinations: combinations, appearance: appearance,
                        modifiers: project.modifiers, cache: exportCache
                    ).utf8)
                : Data(
                    TokenJSONExporter.exportAllContexts(
                        defaults: defaults, alternates: alternates, modifiers: project.modifiers, cache: exportCache, removed: removed
                    )
                    .utf8)
        }
        return ["tokens.css": exports[0], "tokens.json": exports[1]]
    }
}
