import Foundation
import Testing

@testable import SpecimenTokens

/// `tokens.css` must give every permutation of contexts its resolved values: the rules are
/// applied here as a browser applies them (a compound of more attribute selectors beats fewer,
/// then the later rule wins) and compared, property by property, with each permutation's own
/// declarations.
@Suite("tokens.css in every permutation")
struct ContextCascadeTests {
    /// The CSS a site makes for `project` with `base` shown first, combinations included.
    static func css(for project: TokenProject, base: [String: String]) -> String {
        let defaults = project.resolve(inputs: base).tokens
        let alternates = project.alternateInputs(base: base).map {
            TokenCSSExporter.ContextTokens(modifier: $0.modifier, context: $0.context, tokens: project.resolve(inputs: $0.inputs).tokens)
        }
        let combinations = project.combinedInputs(base: base).map {
            TokenCSSExporter.CombinationTokens(contexts: $0.changed, tokens: project.resolve(inputs: $0.inputs).tokens)
        }
        return TokenCSSExporter.export(defaults: defaults, contexts: alternates, combinations: combinations, modifiers: project.modifiers)
    }

    /// Property → value on an `<html>` element carrying `attributes`, from the top-level rules of
    /// `css` (media queries apply only when no attribute is set, so they are left out).
    static func cascade(_ css: String, attributes: [String: String]) -> [String: String] {
        var winners: [String: (specificity: Int, value: String)] = [:]
        var selector: String?
        var depth = 0
        for line in css.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("@media") { depth += 1; continue }
            if depth > 0 {
                if line == "}" { depth -= 1 }
                continue
            }
            if line.hasSuffix(" {") {
                selector = String(line.dropLast(2))
            } else if line == "}" {
                selector = nil
            } else if let selector, let specificity = Self.specificity(of: selector, attributes: attributes),
                let colon = line.firstIndex(of: ":")
            {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces)
                let value = String(line[line.index(after: colon)...].dropLast()).trimmingCharacters(in: .whitespaces)
                if specificity >= winners[name]?.specificity ?? 0 { winners[name] = (specificity, value) }
            }
        }
        return winners.mapValues(\.value)
    }

    /// The highest specificity among the selectors of a list that match, nil if none does.
    static func specificity(of list: String, attributes: [String: String]) -> Int? {
        let pattern = /\[data-([^=\]]+)="([^"]*)"\]/
        let matching = list.components(separatedBy: ", ").compactMap { selector -> Int? in
            if selector == ":root" { return 1 }
            let required = selector.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
            guard !required.isEmpty, required.allSatisfy({ attributes[$0.0] == $0.1 }) else { return nil }
            return required.count
        }
        return matching.max()
    }

    /// Property → value as the permutation's own declarations write them.
    static func declarations(_ tokens: ResolvedTokenSet) -> [String: String] {
        var result: [String: String] = [:]
        for token in tokens.tokens {
            for line in TokenCSSExporter.declaration(token).split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                result[String(line[..<colon])] = String(line[line.index(after: colon)...].dropLast()).trimmingCharacters(in: .whitespaces)
            }
        }
        return result
    }

    /// Checks every permutation; returns how many it checked.
    @discardableResult
    static func expectExact(_ project: TokenProject, base: [String: String], _ name: String) -> Int {
        let css = css(for: project, base: base)
        let attributeNames = Dictionary(project.modifiers.map { ($0.name, TokenCSSExporter.attributeName($0.name)) }, uniquingKeysWith: { a, _ in a })
        for inputs in project.permutations {
            let attributes = Dictionary(inputs.map { (attributeNames[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            let shown = cascade(css, attributes: attributes)
            let expected = declarations(project.resolve(inputs: inputs).tokens)
            let wrong = expected.filter { shown[$0.key] != $0.value }.sorted { $0.key < $1.key }
            #expect(
                wrong.isEmpty,
                "\(name) \(inputs.sorted { $0.key < $1.key }): \(wrong.prefix(3).map { "\($0.key) is \(shown[$0.key] ?? "unset"), not \($0.value)" })"
            )
        }
        return project.permutations.count
    }

    /// A focus ring whose color follows the theme and whose width follows the contrast: in a
    /// dark, increased-contrast page it is neither context's alone.
    static let jointFiles: [String: String] = [
        "joint.resolver.json": """
        {
          "version": "2025.10",
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/contrast" }, { "$ref": "#/modifiers/size" }],
          "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
          "modifiers": {
            "theme": { "default": "light", "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] } },
            "contrast": { "default": "standard", "contexts": { "standard": [], "increased": [{ "$ref": "increased.tokens.json" }] } },
            "size": { "default": "m", "contexts": { "m": [], "l": [{ "$ref": "large.tokens.json" }] } }
          }
        }
        """,
        "base.tokens.json": """
        {
          "palette": { "$type": "color", "white": { "$value": "#ffffff" }, "black": { "$value": "#000000" } },
          "color": { "$type": "color", "text": { "$value": "{palette.black}" }, "link": { "$value": "#0000cc" }, "page": { "$value": "{palette.white}" } },
          "border": {
            "width": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } },
            "focus": { "$type": "border", "$value": { "color": "{color.link}", "width": "{border.width}", "style": "solid" } }
          },
          "space": { "$type": "dimension", "pad": { "$value": { "value": 8, "unit": "px" } } }
        }
        """,
        "dark.tokens.json": """
        { "color": { "$type": "color", "text": { "$value": "{palette.white}" }, "page": { "$value": "{palette.black}" }, "link": { "$value": "#8888ff" } } }
        """,
        "increased.tokens.json": """
        { "border": { "width": { "$type": "dimension", "$value": { "value": 3, "unit": "px" } } } }
        """,
        "large.tokens.json": """
        { "space": { "$type": "dimension", "pad": { "$value": { "value": 12, "unit": "px" } } } }
        """,
    ]

    @Test func aTokenThatDependsOnTwoModifiersGetsAJointRuleAndNothingElseDoes() throws {
        let folder = try TemporaryFolder(Self.jointFiles)
        defer { folder.remove() }
        let project = TokenProject.load(path: "joint.resolver.json", relativeTo: folder.url)
        let base = project.baseInputs().inputs
        #expect(Self.expectExact(project, base: base, "joint") == 8)
        let css = Self.css(for: project, base: base)
        let joint = try #require(css.components(separatedBy: "\n[data-theme=\"dark\"][data-contrast=\"increased\"] {\n").dropFirst().first)
        #expect(joint.prefix { $0 != "}" } == "  --border-focus: 3px solid #8888ff;\n")
        // The other joint rules would repeat what the single ones give; aliases follow their targets.
        #expect(css.components(separatedBy: "][data-").count == 2)
        #expect(css.contains("\n[data-size=\"l\"] {\n  --space-pad: 12px;\n}\n"))
    }

    @Test func withoutCombinationsTheSingleRulesGetTheJointTokenWrong() throws {
        let folder = try TemporaryFolder(Self.jointFiles)
        defer { folder.remove() }
        let project = TokenProject.load(path: "joint.resolver.json", relativeTo: folder.url)
        let base = project.baseInputs().inputs
        let alternates = project.alternateInputs(base: base).map {
            TokenCSSExporter.ContextTokens(modifier: $0.modifier, context: $0.context, tokens: project.resolve(inputs: $0.inputs).tokens)
        }
        let singlesOnly = TokenCSSExporter.export(defaults: project.resolve(inputs: base).tokens, contexts: alternates, modifiers: project.modifiers)
        let shown = Self.cascade(singlesOnly, attributes: ["theme": "dark", "contrast": "increased", "size": "m"])
        #expect(shown["--border-focus"] == "3px solid #0000cc", "the cascade the test applies is the one that needs the joint rule")
    }

    static let systems = ["github-primer", "adobe-spectrum", "ibm-carbon", "figma-sds", "microsoft-fluent", "shopify-polaris"]

    @Test("every permutation of a real design system", arguments: systems)
    func realSystemsAreExactInEveryPermutation(system: String) throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/design-systems")
        let project = TokenProject.load(path: "\(system).resolver.json", relativeTo: fixtures)
        let base = project.baseInputs().inputs
        let checked = Self.expectExact(project, base: base, system)
        #expect(checked == max(1, project.permutationCount))
        if system == "github-primer" { #expect(checked == 12) }
    }
}
