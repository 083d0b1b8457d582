import Foundation
import Testing

@testable import SpecimenTokens

/// A composed combination must be the very tokens a resolution gives, and contexts that touch
/// the same tokens must not be composed.
@Suite("Composing combinations of contexts")
struct PermutationComposerTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.deletingLastPathComponent().appendingPathComponent("shared/fixtures/design-systems")

    /// Each combination of `project` as changed contexts, and whether it was composed; every
    /// composed one is checked against its resolution.
    static func composed(_ project: TokenProject, _ name: String) -> [(changed: [String: String], composed: Bool)] {
        let base = project.baseInputs().inputs
        let composer = PermutationComposer(
            base: project.resolve(inputs: base).tokens,
            alternates: project.alternateInputs(base: base).map { ($0.modifier, $0.context, project.resolve(inputs: $0.inputs).tokens) })
        return project.combinedInputs(base: base).map { combination in
            guard let tokens = composer.compose(combination.changed) else { return (combination.changed, false) }
            let resolved = project.resolve(inputs: combination.inputs).tokens.tokens
            let wrong = zip(tokens.tokens, resolved).filter { $0 != $1 }.map(\.0.path)
            #expect(tokens.tokens.count == resolved.count && wrong.isEmpty, "\(name) \(combination.changed): \(wrong.prefix(3))")
            return (combination.changed, true)
        }
    }

    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "figma-sds", "microsoft-fluent", "shopify-polaris"])
    func realSystemsComposeOnlyWhatResolvesTheSame(system: String) {
        let project = TokenProject.load(path: "\(system).resolver.json", relativeTo: Self.fixtures)
        let combinations = Self.composed(project, system)
        if system == "github-primer" {
            #expect(combinations.count == 6 && combinations.allSatisfy(\.composed), "Primer's theme changes colors, its size dimensions")
        }
    }

    @Test func contextsThatTouchTheSameTokenAreResolved() throws {
        let folder = try TemporaryFolder(ContextCascadeTests.jointFiles)
        defer { folder.remove() }
        let project = TokenProject.load(path: "joint.resolver.json", relativeTo: folder.url)
        let composed = Self.composed(project, "joint").map { ($0.changed.keys.sorted().joined(separator: "+"), $0.composed) }
        // The focus ring follows the theme's link color and the contrast's width: those two meet.
        #expect(
            Dictionary(composed) { first, _ in first } == [
                "contrast+theme": false, "size+theme": true, "contrast+size": true, "contrast+size+theme": false,
            ])
    }

    /// The base and each other context of `project`, resolved.
    static func parts(
        _ project: TokenProject
    ) -> (base: ResolvedTokenSet, alternates: [(modifier: String, context: String, tokens: ResolvedTokenSet)]) {
        let base = project.baseInputs().inputs
        return (
            project.resolve(inputs: base).tokens,
            project.alternateInputs(base: base).map { ($0.modifier, $0.context, project.resolve(inputs: $0.inputs).tokens) }
        )
    }

    @Test(arguments: ["github-primer", "adobe-spectrum", "microsoft-fluent"])
    func afterAnEditTheEarlierComposerOnlySavesWork(system: String) throws {
        let folder = try IncrementalResolutionTests.copy(system)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = TokenResolutionCache()
        func load() -> TokenProject { TokenProject.load(patterns: ["\(system).resolver.json"], root: folder, cache: cache) }
        let before = Self.parts(load())
        var earlier = PermutationComposer(base: before.base, alternates: before.alternates)
        let files = Set(before.base.tokens.map(\.source.file)).sorted()
        let edits = IncrementalResolutionTests.edits(in: folder, files: files)
        #expect(!edits.isEmpty, "\(system): edits are found in its files")
        for edit in edits {
            let url = folder.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacing(edit.old, with: edit.new, maxReplacements: 1).write(to: url, atomically: true, encoding: .utf8)
            let project = load()
            let after = Self.parts(project)
            let kept = after.base.tokens.filter { before.base[$0.path]?.isIdentical(to: $0) == true }.count
            #expect(
                kept * 10 > after.base.tokens.count * 9, "\(system): most tokens are the very ones of before, \(kept) of \(after.base.tokens.count)")
            let fresh = PermutationComposer(base: after.base, alternates: after.alternates)
            let updated = PermutationComposer(base: after.base, alternates: after.alternates, previous: earlier)
            for combination in project.combinedInputs(base: project.baseInputs().inputs) {
                let (a, b) = (fresh.compose(combination.changed), updated.compose(combination.changed))
                let wrong = zip(a?.tokens ?? [], b?.tokens ?? []).filter { $0 != $1 }.map(\.0.path)
                #expect(
                    (a == nil) == (b == nil) && a?.tokens.count == b?.tokens.count && wrong.isEmpty,
                    "\(system) \(edit.new) in \(combination.changed): \(wrong.prefix(3))")
            }
            earlier = updated
        }
    }

    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon"])
    func eachContextSharesTheBasesVeryTokensWhereTheyAreEqual(system: String) throws {
        let project = TokenProject.load(path: "\(system).resolver.json", relativeTo: Self.fixtures)
        let (base, alternates) = Self.parts(project)
        let composer = PermutationComposer(base: base, alternates: alternates)
        var sharedCount = 0
        for alternate in alternates {
            let shared = try #require(composer.shared(alternate.modifier, alternate.context))
            #expect(shared.tokens == alternate.tokens.tokens, "\(system) \(alternate.context): the same tokens")
            for token in shared.tokens {
                #expect(shared[token.path]?.isIdentical(to: token) == true, "\(token.path): found by its path")
                let isBases = base[token.path]?.isIdentical(to: token) == true
                #expect(isBases == (base[token.path] == token), "\(system) \(token.path): the base's token exactly where equal")
                if isBases { sharedCount += 1 }
            }
        }
        #expect(sharedCount > 0)
        #expect(composer.shared("no-such-modifier", "x") == nil)
    }

    @Test func theSamplesContrastAndThemeMeetInItsColors() {
        let project = TokenProject.load(path: "Content/tokens/handbook.resolver.json", relativeTo: Self.repository)
        let combinations = Self.composed(project, "sample")
        #expect(combinations.count == 1 && !combinations[0].composed)
    }
}
