import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// An update after an edit must give exactly what resolving everything again gives — the same
/// tokens, the same findings in the same order — while resolving only the edited tokens and
/// those leaning on them.
@Suite("Resolving again only what an edit touched")
struct IncrementalResolutionTests {
    /// Token documents read as files `0.json`, `1.json`, … merged in order.
    static func trees(_ texts: [String]) -> [TokenGroup] {
        var diagnostics: [Diagnostic] = []
        return texts.enumerated().compactMap {
            TokenSetBuilder.readTree(TokenSourceText(file: "\($0.offset).json", text: $0.element), diagnostics: &diagnostics)
        }
    }

    /// Updates the resolution of `old` to `new`, checks it against a whole resolution of `new`,
    /// and returns the tokens it resolved again (nil: it declined, and everything is resolved).
    static func update(from old: [String], to new: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Set<String>? {
        var updated = IncrementalResolution(trees: trees(old), texts: old)
        let whole = IncrementalResolution(trees: trees(new), texts: new)
        guard updated.update(trees: trees(new), texts: new) else { return nil }
        #expect(updated.tokens.tokens == whole.tokens.tokens, sourceLocation: sourceLocation)
        #expect(updated.tokens.tokens.map { whole.tokens[$0.path] } == whole.tokens.tokens, sourceLocation: sourceLocation)
        #expect(updated.diagnostics.map(\.formatted) == whole.diagnostics.map(\.formatted), sourceLocation: sourceLocation)
        return updated.resolvedAgain
    }

    /// Updates one resolution through each of `steps` in turn, each checked against a whole
    /// resolution; returns what each update resolved again.
    static func updates(through steps: [[String]], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Set<String>?] {
        guard let first = steps.first else { return [] }
        var updated = IncrementalResolution(trees: trees(first), texts: first)
        return steps.dropFirst().map { step in
            let whole = IncrementalResolution(trees: trees(step), texts: step)
            guard updated.update(trees: trees(step), texts: step) else { return nil }
            #expect(updated.tokens.tokens == whole.tokens.tokens, sourceLocation: sourceLocation)
            #expect(updated.diagnostics.map(\.formatted) == whole.diagnostics.map(\.formatted), sourceLocation: sourceLocation)
            return updated.resolvedAgain
        }
    }

    static let palette = ##"{ "base": { "$type": "color", "blue": { "$value": "#0000ff" }, "red": { "$value": "#ff0000" } } }"##
    static let semantic = """
        { "brand": { "$type": "color", "$value": "{base.blue}" },
          "button": { "bg": { "$value": "{brand}" }, "border": { "$type": "border", "$value": { "color": "{base.red}", "width": "{size.line}", "style": "solid" } } },
          "size": { "$type": "dimension", "line": { "$value": { "value": 1, "unit": "px" } } } }
        """

    /// Tokens under a group whose `$type` names no type are not reported again; once that
    /// `$type` is gone, they are: the group changed, so everything is resolved again.
    @Test func aGroupTypeNamingNothingThenRemovedIsAGroupChange() {
        let typo = #"{ "palette": { "$type": "colour", "a": { "$value": 1 } } }"#
        let removed = #"{ "palette": { "a": { "$value": 1 } } }"#
        #expect(Self.update(from: [typo], to: [removed]) == nil)
        #expect(IncrementalResolution(trees: Self.trees([removed]), texts: [removed]).diagnostics.map(\.code) == ["token-type-missing"])
    }

    @Test func anEditedValueResolvesItselfAndWhatLeansOnIt() {
        let edited = Self.palette.replacingOccurrences(of: "#0000ff", with: "#0000fe")
        #expect(Self.update(from: [Self.palette, Self.semantic], to: [edited, Self.semantic]) == ["base.blue", "brand", "button.bg"])
        // Through a composite's member, not only through aliases.
        let redder = Self.palette.replacingOccurrences(of: "#ff0000", with: "#fe0000")
        #expect(Self.update(from: [Self.palette, Self.semantic], to: [redder, Self.semantic]) == ["base.red", "button.border"])
    }

    @Test func anAliasPointedElsewhereAndAtNothingAndInACycle() {
        let before = [Self.palette, Self.semantic]
        let red = Self.semantic.replacingOccurrences(of: "{base.blue}", with: "{base.red}")
        #expect(Self.update(from: before, to: [Self.palette, red]) == ["brand", "button.bg"])
        let unknown = Self.semantic.replacingOccurrences(of: "{base.blue}", with: "{base.blu}")
        #expect(Self.update(from: before, to: [Self.palette, unknown]) == ["brand", "button.bg"])
        #expect(Self.update(from: [Self.palette, unknown], to: before) == ["brand", "button.bg"], "and fixed again")
        let cycle = Self.semantic.replacingOccurrences(of: "{base.blue}", with: "{button.bg}")
        #expect(Self.update(from: before, to: [Self.palette, cycle]) == ["brand", "button.bg"])
        #expect(Self.update(from: [Self.palette, cycle], to: before) == ["brand", "button.bg"], "and broken again")
    }

    @Test func whoNamesWhomFollowsEveryEditInARow() {
        // The brand turns to red: an edit of red now reaches it, an edit of blue no longer does.
        let red = Self.semantic.replacingOccurrences(of: "{base.blue}", with: "{base.red}")
        let redder = Self.palette.replacingOccurrences(of: "#ff0000", with: "#fe0000")
        let bluer = redder.replacingOccurrences(of: "#0000ff", with: "#0000fe")
        let steps = [
            [Self.palette, Self.semantic], [Self.palette, red], [redder, red], [bluer, red], [bluer, Self.semantic], [Self.palette, Self.semantic],
        ]
        #expect(
            Self.updates(through: steps) == [
                ["brand", "button.bg"], ["base.red", "brand", "button.bg", "button.border"], ["base.blue"], ["brand", "button.bg"],
                ["base.red", "base.blue", "brand", "button.bg", "button.border"],
            ])
    }

    @Test func aTypeChangeReachesTheTokensThatUseIt() {
        // The line width becomes a number: the border that takes it as its width now fails.
        let number = Self.semantic.replacingOccurrences(of: #""$value": { "value": 1, "unit": "px" }"#, with: #""$type": "number", "$value": 1"#)
        #expect(Self.update(from: [Self.palette, Self.semantic], to: [Self.palette, number]) == ["size.line", "button.border"])
    }

    @Test func aDefinitionReplacedByALaterFileChangesNothing() {
        let later = ##"{ "base": { "blue": { "$value": "#000080" } } }"##
        let edited = Self.palette.replacingOccurrences(of: "#0000ff", with: "#0000fe")
        #expect(Self.update(from: [Self.palette, Self.semantic, later], to: [edited, Self.semantic, later]) == [])
    }

    @Test func aDeprecationOfItsOwnOverridesItsGroups() {
        let deprecated = #"{ "old": { "$type": "number", "$deprecated": "use new", "a": { "$value": 1 }, "b": { "$value": 2 } } }"#
        let undone = deprecated.replacingOccurrences(of: #""b": { "$value": 2 }"#, with: #""b": { "$value": 2, "$deprecated": false }"#)
        #expect(Self.update(from: [deprecated], to: [undone]) == ["old.b"])
    }

    @Test func linesMovedDownMoveTheTokensBelowThem() {
        // Locations are part of a token: tokens whose definitions moved are resolved again.
        let longer = Self.semantic.replacingOccurrences(
            of: #""$value": "{base.blue}" },"#, with: "\"$value\": \"{base.blue}\",\n \"$description\": \"the brand\" },")
        #expect(
            Self.update(from: [Self.palette, Self.semantic], to: [Self.palette, longer]) == ["brand", "button.bg", "button.border", "size.line"])
    }

    @Test func editsThatChangeWhatExistsResolveEverything() {
        let before = [Self.palette, Self.semantic]
        let added = Self.palette.replacingOccurrences(of: #""red""#, with: ##""green": { "$value": "#00ff00" }, "red""##)
        #expect(Self.update(from: before, to: [added, Self.semantic]) == nil)
        let retyped = Self.semantic.replacingOccurrences(of: #""size": { "$type": "dimension""#, with: #""size": { "$type": "number""#)
        #expect(Self.update(from: before, to: [Self.palette, retyped]) == nil, "a group's type reaches tokens of other files")
        let extending = Self.semantic.replacingOccurrences(of: #""size": {"#, with: #""size": { "$extends": "{base}","#)
        #expect(Self.update(from: before, to: [Self.palette, extending]) == nil)
        #expect(Self.update(from: [Self.palette, extending], to: before) == nil)
    }

    // MARK: Real systems

    static let fixtures = PermutationComposerTests.fixtures

    /// A copy of a fixture system to edit: its resolver document and its folder.
    static func copy(_ system: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-incremental-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in [system, "\(system).resolver.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The trees and texts of the base permutation and of the first other context of each modifier.
    static func permutations(_ system: String, in folder: URL) -> [(trees: [TokenGroup], texts: [String])] {
        let project = TokenProject.load(path: "\(system).resolver.json", relativeTo: folder)
        guard case .resolver(let document) = project.kind else { return [] }
        let base = project.baseInputs().inputs
        var chosen = [base]
        for modifier in project.modifiers {
            if let other = modifier.contexts.first(where: { $0 != base[modifier.name] }) {
                chosen.append(base.merging([modifier.name: other]) { $1 })
            }
        }
        return chosen.map { inputs in
            let trees = document.trees(for: document.validate(inputs: inputs).0)
            return (trees, document.texts(of: trees) ?? [])
        }
    }

    /// Edits of the kind a designer makes, found in the system's own files: an alias pointed at
    /// another token of the same file's, an alias to nothing, a color component changed, a
    /// color written in hex changed (each where the system has one).
    static func edits(in folder: URL, files: [String]) -> [(file: String, old: String, new: String)] {
        var edits: [(file: String, old: String, new: String)] = []
        var found: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            let aliases = text.matches(of: /"\$value": "\{[^}"]+\}"/).map { String(text[$0.range]) }
            if !found.contains("alias"), let first = aliases.first, let other = aliases.first(where: { $0 != first }) {
                edits += [(file, first, other), (file, other, #""$value": "{no.such.token}""#)]
                found.insert("alias")
            }
            if !found.contains("component"), let component = text.firstMatch(of: /"components": \[\s*([0-9.]+)/) {
                // Only the number changes: no other token moves.
                let written = String(text[component.range])
                edits.append((file, written, written.dropLast(component.output.1.count) + "0.123"))
                found.insert("component")
            }
            if !found.contains("hex"), let hex = text.firstMatch(of: /"\$value": "#[0-9a-fA-F]{6}"/) {
                edits.append((file, String(text[hex.range]), ##""$value": "#123456""##))
                found.insert("hex")
            }
        }
        return edits
    }

    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "figma-sds", "microsoft-fluent", "shopify-polaris"])
    func realSystemsUpdateAsTheyResolve(system: String) throws {
        let folder = try Self.copy(system)
        defer { try? FileManager.default.removeItem(at: folder) }
        var resolutions = Self.permutations(system, in: folder).map { IncrementalResolution(trees: $0.trees, texts: $0.texts) }
        let files = Set(resolutions.flatMap { $0.trees.map(\.location.file) }).sorted()
        let edits = Self.edits(in: folder, files: files)
        #expect(!edits.isEmpty, "\(system): edits are found in its files")
        for edit in edits {
            let url = folder.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacing(edit.old, with: edit.new, maxReplacements: 1).write(to: url, atomically: true, encoding: .utf8)
            let after = Self.permutations(system, in: folder)
            for (index, permutation) in after.enumerated() {
                let whole = IncrementalResolution(trees: permutation.trees, texts: permutation.texts)
                var updated = resolutions[index]
                let accepted = updated.update(trees: permutation.trees, texts: permutation.texts)
                #expect(accepted, "\(system) \(edit)")
                #expect(updated.tokens.tokens == whole.tokens.tokens, "\(system) \(edit.new) in \(edit.file)")
                #expect(updated.diagnostics.map(\.formatted) == whole.diagnostics.map(\.formatted), "\(system) \(edit.new)")
                let again = updated.resolvedAgain?.count ?? .max
                #expect(again < whole.tokens.tokens.count / 4, "\(system) \(edit): \(again) of \(whole.tokens.tokens.count) tokens resolved again")
                resolutions[index] = updated
            }
        }
    }

    /// Every context of every modifier (the rest at the base), for making from the base.
    static func contexts(_ system: String, in folder: URL) -> [(label: String, trees: [TokenGroup], texts: [String])] {
        let project = TokenProject.load(path: "\(system).resolver.json", relativeTo: folder)
        guard case .resolver(let document) = project.kind else { return [] }
        let base = project.baseInputs().inputs
        let chosen =
            [(label: "base", inputs: base)] + project.alternateInputs(base: base).map { (label: "\($0.modifier)=\($0.context)", inputs: $0.inputs) }
        return chosen.map { context in
            let trees = document.trees(for: document.validate(inputs: context.inputs).0)
            return (context.label, trees, document.texts(of: trees) ?? [])
        }
    }

    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "figma-sds", "microsoft-fluent", "shopify-polaris"])
    func realSystemsMadeFromTheBaseResolveAsWhole(system: String) throws {
        let contexts = Self.contexts(system, in: Self.fixtures)
        let base = try #require(contexts.first)
        let seed = IncrementalResolution(trees: base.trees, texts: base.texts)
        var resolvedAgain: [String: Int] = [:]
        for context in contexts.dropFirst() {
            let whole = IncrementalResolution(trees: context.trees, texts: context.texts)
            let made = IncrementalResolution.seeded(trees: context.trees, texts: context.texts, from: seed)
            #expect(made.tokens.tokens == whole.tokens.tokens, "\(system) \(context.label)")
            #expect(made.tokens.tokens.map { whole.tokens[$0.path] } == whole.tokens.tokens, "\(system) \(context.label): found by path")
            #expect(made.diagnostics.map(\.formatted) == whole.diagnostics.map(\.formatted), "\(system) \(context.label)")
            resolvedAgain[context.label] = made.resolvedAgain?.count ?? whole.tokens.tokens.count
        }
        if system == "github-primer" {
            // Its sizes change 3 tokens; each theme changes the colors that lean on its palette.
            #expect(resolvedAgain["size=coarse"] ?? .max < 150 && resolvedAgain["theme=dark"] ?? .max < 1_000, "\(resolvedAgain)")
        }
    }

    @Test func madeFromAnotherPermutationFollowsWhatDiffers() {
        let dark = ##"{ "base": { "$type": "color", "blue": { "$value": "#000080" }, "red": { "$value": "#ff0000" } } }"##
        let extra = ##"{ "base": { "$type": "color", "green": { "$value": "#00ff00" } }, "brand": { "$value": "{base.green}" } }"##
        let broken = Self.semantic.replacingOccurrences(of: "{base.blue}", with: "{base.blu}")
        // A token close to the missing one's name changes what the error suggests.
        let near = ##"{ "base": { "$type": "color", "bly": { "$value": "#000001" } } }"##
        for (from, to) in [
            ([Self.palette, Self.semantic], [dark, Self.semantic]), ([Self.palette, Self.semantic], [Self.palette, Self.semantic, extra]),
            ([Self.palette, Self.semantic, extra], [Self.palette, Self.semantic]), ([Self.palette, broken], [Self.palette, Self.semantic]),
            ([Self.palette, Self.semantic], [Self.palette, broken]), ([Self.palette], [Self.palette, Self.semantic]),
            ([Self.palette, broken], [Self.palette, broken, near]),
        ] {
            let seed = IncrementalResolution(trees: Self.trees(from), texts: from)
            let whole = IncrementalResolution(trees: Self.trees(to), texts: to)
            let made = IncrementalResolution.seeded(trees: Self.trees(to), texts: to, from: seed)
            #expect(made.tokens.tokens == whole.tokens.tokens, "\(to)")
            #expect(made.diagnostics.map(\.formatted) == whole.diagnostics.map(\.formatted), "\(to)")
        }
    }
}
