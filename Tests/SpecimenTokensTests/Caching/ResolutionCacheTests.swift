import Foundation
import Testing

@testable import SpecimenTokens

@Suite("Reloading tokens with a cache")
struct ResolutionCacheTests {
    static let resolverPath = "tokens/handbook.resolver.json"

    static func load(_ folder: TemporaryFolder, cache: TokenResolutionCache?) -> ResolverDocument {
        ResolverDocument.load(url: folder.url.appendingPathComponent(resolverPath), displayPath: resolverPath, cache: cache)
    }

    /// Every permutation, resolved through `cache` and without one, must agree token for token.
    static func expectSameAsWithoutCache(_ folder: TemporaryFolder, cache: TokenResolutionCache) -> [[String: String]: TokenResolution] {
        let cached = load(folder, cache: cache), plain = load(folder, cache: nil)
        var results: [[String: String]: TokenResolution] = [:]
        for inputs in plain.permutations {
            let withCache = cached.resolve(inputs: inputs), without = plain.resolve(inputs: inputs)
            #expect(withCache.tokens.tokens == without.tokens.tokens, "\(inputs)")
            #expect(withCache.diagnostics.map(\.formatted) == without.diagnostics.map(\.formatted), "\(inputs)")
            results[inputs] = withCache
        }
        cache.keepOnlyUsed()
        return results
    }

    @Test func onlyPermutationsReadingAnEditedFileAreResolvedAgain() throws {
        let folder = try TemporaryFolder(ResolverModuleTests.files)
        defer { folder.remove() }
        let cache = TokenResolutionCache()
        let before = Self.expectSameAsWithoutCache(folder, cache: cache)
        try #"{ "color": { "$type": "color", "contrast": { "$value": "{palette.white}" }, "theme": { "$value": "{palette.white}" } } }"#
            .write(to: folder.url.appendingPathComponent("tokens/theme/light.json"), atomically: true, encoding: .utf8)
        let after = Self.expectSameAsWithoutCache(folder, cache: cache)
        for (inputs, resolution) in after {
            let reused = resolution.tokens.sharesStorage(with: before[inputs]!.tokens)
            #expect(reused == (inputs["theme"] == "dark"), "\(inputs): only the dark permutations, which do not read light.json, are reused")
        }
        #expect(after[["theme": "light", "density": "compact"]]?.color("color.text")?.components == [1, 1, 1])
    }

    @Test func contextsWrittenInsideTheDocumentAreToldApart() throws {
        // Both contexts come from the resolver document itself; they must not share a result.
        let folder = try TemporaryFolder([
            Self.resolverPath: """
            { "version": "2025.10", "modifiers": { "theme": { "default": "light", "contexts": {
              "light": [{ "n": { "$type": "number", "$value": 1 } }],
              "dark": [{ "n": { "$type": "number", "$value": 2 } }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """
        ])
        defer { folder.remove() }
        let cache = TokenResolutionCache()
        let results = Self.expectSameAsWithoutCache(folder, cache: cache)
        #expect(results[["theme": "light"]]?.tokens["n"]?.value == .number(1))
        #expect(results[["theme": "dark"]]?.tokens["n"]?.value == .number(2))
    }

    @Test func aBrokenFileAndItsFixAreBothSeen() throws {
        let folder = try TemporaryFolder(ResolverModuleTests.files)
        defer { folder.remove() }
        let cache = TokenResolutionCache()
        _ = Self.expectSameAsWithoutCache(folder, cache: cache)
        let light = folder.url.appendingPathComponent("tokens/theme/light.json")
        let good = try String(contentsOf: light, encoding: .utf8)
        try "{ \"color\": ".write(to: light, atomically: true, encoding: .utf8)
        let broken = Self.load(folder, cache: cache)
        #expect(broken.diagnostics.contains { $0.code == "json-syntax" })
        cache.keepOnlyUsed()
        try good.write(to: light, atomically: true, encoding: .utf8)
        let fixed = Self.expectSameAsWithoutCache(folder, cache: cache)
        #expect(fixed.values.allSatisfy { $0.diagnostics.isEmpty })
    }
}

@Suite("Exporting with a cache")
struct ExportCacheTests {
    @Test func cachedExportsAreByteIdenticalAfterAnEdit() throws {
        let folder = try TemporaryFolder(ResolverModuleTests.files)
        defer { folder.remove() }
        let cache = TokenExportCache()
        func exports() -> (css: String, json: String, cachedCSS: String, cachedJSON: String) {
            let document = ResolutionCacheTests.load(folder, cache: nil)
            let defaults = document.resolve(inputs: ["density": "compact"]).tokens
            let alternates = [
                TokenCSSExporter.ContextTokens(
                    modifier: "theme", context: "dark", tokens: document.resolve(inputs: ["theme": "dark", "density": "compact"]).tokens),
                TokenCSSExporter.ContextTokens(
                    modifier: "density", context: "comfortable", tokens: document.resolve(inputs: ["density": "comfortable"]).tokens),
            ]
            return (
                TokenCSSExporter.export(defaults: defaults, contexts: alternates),
                TokenJSONExporter.exportAllContexts(defaults: defaults, alternates: alternates, modifiers: document.modifiers),
                TokenCSSExporter.export(defaults: defaults, contexts: alternates, cache: cache),
                TokenJSONExporter.exportAllContexts(defaults: defaults, alternates: alternates, modifiers: document.modifiers, cache: cache)
            )
        }
        let first = exports()
        #expect(first.cachedCSS == first.css)
        #expect(first.cachedJSON == first.json)
        #expect((try JSONSerialization.jsonObject(with: Data(first.json.utf8)) as? [String: Any])?["tokens"] != nil)
        try #"{ "color": { "$type": "color", "contrast": { "$value": "{palette.white}" }, "theme": { "$value": "{palette.black}" } } }"#
            .write(to: folder.url.appendingPathComponent("tokens/theme/light.json"), atomically: true, encoding: .utf8)
        let second = exports()
        #expect(second.css != first.css)
        #expect(second.cachedCSS == second.css)
        #expect(second.cachedJSON == second.json)
    }

    /// On real systems, loaded through a resolution cache as the preview server loads them (so
    /// that the tokens an edit leaves alone are the very ones of before), edit after edit.
    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "microsoft-fluent"])
    func cachedExportsOfRealSystemsFollowEveryEdit(system: String) throws {
        let folder = try IncrementalResolutionTests.copy(system)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (resolutions, exports) = (TokenResolutionCache(), TokenExportCache())
        @discardableResult func check(_ label: String) -> Set<String> {
            let project = TokenProject.load(patterns: ["\(system).resolver.json"], root: folder, cache: resolutions)
            let base = project.baseInputs().inputs
            let defaults = project.resolve(inputs: base).tokens
            let alternates = project.alternateInputs(base: base).map {
                TokenCSSExporter.ContextTokens(modifier: $0.modifier, context: $0.context, tokens: project.resolve(inputs: $0.inputs).tokens)
            }
            let combinations = project.combinedInputs(base: base).map {
                TokenCSSExporter.CombinationTokens(contexts: $0.changed, tokens: project.resolve(inputs: $0.inputs).tokens)
            }
            func css(_ cache: TokenExportCache?) -> String {
                TokenCSSExporter.export(
                    defaults: defaults, contexts: alternates, combinations: combinations, modifiers: project.modifiers, cache: cache)
            }
            func json(_ cache: TokenExportCache?) -> String {
                TokenJSONExporter.exportAllContexts(defaults: defaults, alternates: alternates, modifiers: project.modifiers, cache: cache)
            }
            #expect(css(exports) == css(nil), "\(system) \(label)")
            #expect(json(exports) == json(nil), "\(system) \(label)")
            return Set(([defaults] + alternates.map(\.tokens)).flatMap { $0.tokens.map(\.source.file) })
        }
        let files = check("before")
        let edits = IncrementalResolutionTests.edits(in: folder, files: files.sorted())
        #expect(!edits.isEmpty, "\(system): edits are found in its files")
        for edit in edits {
            let url = folder.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacing(edit.old, with: edit.new, maxReplacements: 1).write(to: url, atomically: true, encoding: .utf8)
            check(edit.new)
        }
    }

    @Test func anEmptySetExportsAnEmptyObject() {
        let empty = ResolvedTokenSet(tokens: [])
        let json = TokenJSONExporter.exportAllContexts(defaults: empty, alternates: [], modifiers: [], cache: TokenExportCache())
        #expect(json == "{\n  \"modifiers\": [],\n  \"tokens\": {}\n}\n")
    }
}
