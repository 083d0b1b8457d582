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

    @Test func theSamplesContrastAndThemeMeetInItsColors() {
        let project = TokenProject.load(path: "Content/tokens/handbook.resolver.json", relativeTo: Self.repository)
        let combinations = Self.composed(project, "sample")
        #expect(combinations.count == 1 && !combinations[0].composed)
    }
}
