import Foundation
import Testing

@testable import SpecimenTokens

@Suite("Resolver module")
struct ResolverModuleTests {
    static let files: [String: String] = [
        "tokens/handbook.resolver.json": """
        {
          "version": "2025.10",
          "name": "Handbook",
          "sets": {
            "material": { "sources": [{ "$ref": "material/palette.json" }, { "$ref": "#/$defs/spacing~1scale.json" }] }
          },
          "modifiers": {
            "theme": {
              "default": "light",
              "contexts": {
                "light": [{ "$ref": "theme/light.json" }],
                "dark": [{ "$ref": "theme/dark.json" }, { "$ref": "theme/extra.json#/overrides" }]
              }
            }
          },
          "resolutionOrder": [
            { "$ref": "#/sets/material" },
            { "$ref": "#/modifiers/theme" },
            { "type": "modifier", "name": "density", "contexts": { "compact": [{ "space": { "gap": { "$value": "{spacing.small}" } } }], "comfortable": [{ "space": { "gap": { "$value": "{spacing.large}" } } }] } },
            { "type": "set", "name": "semantic", "sources": [{ "color": { "text": { "$value": "{color.contrast}" } } }] }
          ],
          "$defs": {
            "spacing/scale.json": { "spacing": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } }, "large": { "$value": { "value": 12, "unit": "px" } } } }
          }
        }
        """,
        "tokens/material/palette.json": """
        { "palette": { "$type": "color", "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
        """,
        "tokens/theme/light.json":
            #"{ "color": { "$type": "color", "contrast": { "$value": "{palette.black}" }, "theme": { "$value": "{palette.white}" } } }"#,
        "tokens/theme/dark.json":
            #"{ "color": { "$type": "color", "contrast": { "$value": "{palette.white}" }, "theme": { "$value": "{palette.black}" } } }"#,
        "tokens/theme/extra.json": #"{ "overrides": { "color": { "dark-only": { "$type": "number", "$value": 1 } } } }"#,
    ]

    @Test func permutationsAreTheProductOfContexts() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let document = ResolverDocument.load(
            url: folder.url.appendingPathComponent("tokens/handbook.resolver.json"), displayPath: "tokens/handbook.resolver.json")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.formatted))")
        #expect(document.modifiers.map(\.name) == ["theme", "density"])
        #expect(document.permutations.count == 4)
        #expect(document.permutations.first == ["theme": "light", "density": "compact"])
    }

    @Test func aliasesResolveAfterSetsAndChosenContextsMerge() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let document = ResolverDocument.load(
            url: folder.url.appendingPathComponent("tokens/handbook.resolver.json"), displayPath: "tokens/handbook.resolver.json")
        let light = document.resolve(inputs: ["density": "compact"])
        #expect(light.diagnostics.isEmpty, "\(light.diagnostics.map(\.formatted))")
        #expect(light.color("color.text")?.components == [0, 0, 0])
        #expect(light.tokens["color.dark-only"] == nil)
        #expect(light.dimension("space.gap")?.value == 4)
        // Context names match case-insensitively.
        let dark = document.resolve(inputs: ["Theme": "DARK", "density": "comfortable"])
        #expect(dark.diagnostics.isEmpty)
        #expect(dark.color("color.text")?.components == [1, 1, 1])
        #expect(dark.tokens["color.dark-only"] != nil)
        #expect(dark.dimension("space.gap")?.value == 12)
        #expect(dark.tokens["color.contrast"]?.source.file == "tokens/theme/dark.json")
    }

    @Test(
        "bad inputs are named",
        arguments: [
            (["density": "compact", "mood": "happy"], "resolver-input-unknown-modifier"),
            (["density": "roomy"], "resolver-input-unknown-context"),
            ([:], "resolver-input-missing"),
        ] as [([String: String], String)])
    func badInputs(inputs: [String: String], code: String) throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let document = ResolverDocument.load(
            url: folder.url.appendingPathComponent("tokens/handbook.resolver.json"), displayPath: "tokens/handbook.resolver.json")
        #expect(document.resolve(inputs: inputs).errorCodes == [code])
    }

    @Test(
        "malformed documents are reported where they are wrong",
        arguments: [
            (#"{ "version": "1.0", "resolutionOrder": [] }"#, "resolver-version"),
            (#"{ "version": "2025.10" }"#, "resolver-syntax"),
            (##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/resolutionOrder/0" }] }"##, "resolver-reference"),
            (##"{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/nope" }] }"##, "resolver-reference"),
            (#"{ "version": "2025.10", "resolutionOrder": [{ "type": "modifier", "name": "m", "contexts": {} }] }"#, "resolver-modifier-empty"),
            (
                #"{ "version": "2025.10", "resolutionOrder": [{ "type": "modifier", "name": "m", "default": "x", "contexts": { "a": [], "b": [] } }] }"#,
                "resolver-default"
            ),
            (
                #"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [] }, { "type": "set", "name": "s", "sources": [] }] }"#,
                "resolver-duplicate-name"
            ),
            (
                #"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "missing.json" }] }] }"#,
                "resolver-file-missing"
            ),
            (
                #"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "https://example.com/t.json" }] }] }"#,
                "resolver-reference-remote"
            ),
        ])
    func malformed(json: String, code: String) {
        let document = ResolverDocument.parse(json, file: "r.resolver.json", folder: FileManager.default.temporaryDirectory)
        #expect(document.diagnostics.filter { $0.severity == .error }.map(\.code) == [code], "\(document.diagnostics.map(\.formatted))")
    }

    @Test func aHandbookConfigListsFilesAndGlobsMergedInOrder() throws {
        let folder = try TemporaryFolder([
            "tokens/a/base.tokens.json": #"{ "n": { "$type": "number", "$value": 1 }, "keep": { "$type": "number", "$value": 5 } }"#,
            "tokens/b/override.tokens.json": #"{ "n": { "$type": "number", "$value": 2 } }"#,
            "tokens/notes.txt": "not tokens",
        ])
        defer { folder.remove() }
        let project = TokenProject.load(patterns: ["tokens/**/*.tokens.json"], root: folder.url)
        let result = project.resolve()
        #expect(result.diagnostics.isEmpty)
        #expect(result.tokens["n"]?.value == .number(2))
        #expect(result.tokens["keep"]?.value == .number(5))
        let empty = TokenProject.load(patterns: ["nothing/*.json"], root: folder.url)
        #expect(empty.resolve().warningCodes == ["tokens-pattern-empty"])
    }

    /// A folder named in `tokens:` stands for its token files in path order (`a/` before `b/`,
    /// so b's value wins), or for the one resolver document it holds when named alone.
    @Test func aHandbookConfigNamesFolders() throws {
        let folder = try TemporaryFolder([
            "tokens/a/base.tokens.json": #"{ "n": { "$type": "number", "$value": 1 }, "keep": { "$type": "number", "$value": 5 } }"#,
            "tokens/b/override.tokens.yaml": "n: {$type: number, $value: 2}\n",
            "tokens/notes.txt": "not tokens",
            "more/last.json": #"{ "keep": { "$type": "number", "$value": 6 } }"#,
            "empty/readme.md": "no tokens here",
        ])
        defer { folder.remove() }
        let result = TokenProject.load(patterns: ["tokens", "more/"], root: folder.url).resolve()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(result.tokens["n"]?.value == .number(2))
        #expect(result.tokens["keep"]?.value == .number(6))
        #expect(TokenProject.load(patterns: ["empty"], root: folder.url).resolve().warningCodes == ["tokens-pattern-empty"])
        let resolverFolder = try TemporaryFolder(Self.files)
        defer { resolverFolder.remove() }
        let resolved = TokenProject.load(patterns: ["tokens"], root: resolverFolder.url)
        guard case .resolver = resolved.kind else {
            Issue.record("a folder holding one resolver document is read through it")
            return
        }
    }

    @Test func aFolderWithAResolverUsesIt() throws {
        let folder = try TemporaryFolder(Self.files)
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        #expect(project.modifiers.map(\.name) == ["theme", "density"])
        #expect(project.resolve(inputs: ["density": "compact"]).tokens["color.text"] != nil)
    }

    @Test(
        "glob patterns",
        arguments: [
            ("tokens/*.json", "tokens/a.json", true), ("tokens/*.json", "tokens/x/a.json", false),
            ("tokens/**/*.json", "tokens/x/y/a.json", true), ("tokens/**/*.json", "tokens/a.json", true),
            ("t?ken.json", "token.json", true), ("*.tokens.json", "a.json", false),
        ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches)
    }
}

@Suite("Resolver reference objects with siblings")
struct ResolverSiblingTests {
    @Test func membersBesideARefOverrideShallowly() throws {
        let folder = try TemporaryFolder([
            "base.tokens.json":
                #"{ "color": { "$type": "color", "a": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }, "b": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] } } }, "n": { "$type": "number", "$value": 1 } }"#
        ])
        defer { folder.remove() }
        let text = """
            { "version": "2025.10",
              "modifiers": { "theme": { "default": "light", "contexts": { "light": [], "dark": [] } } },
              "resolutionOrder": [
                { "type": "set", "name": "s", "sources": [{ "$ref": "base.tokens.json", "color": { "$type": "color", "a": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }] },
                { "$ref": "#/modifiers/theme", "default": "dark" }
              ] }
            """
        let document = ResolverDocument.parse(text, file: "r.resolver.json", folder: folder.url)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.formatted))")
        #expect(document.modifiers.first?.defaultContext == "dark")
        let result = document.resolve(inputs: [:])
        #expect(result.color("color.a")?.components == [0, 0, 1])
        // Shallow: the written "color" replaces the referenced group whole, so "color.b" is gone.
        #expect(result.tokens["color.b"] == nil)
        #expect(result.tokens["n"] != nil)
        #expect(result.tokens["color.a"]?.source.file == "r.resolver.json")
    }
}

@Suite("tokens.json across contexts")
struct AllContextsExportTests {
    @Test func tokensOfOtherContextsAreListedAndThoseOnlyInOneSaySo() throws {
        let folder = try TemporaryFolder(ResolverModuleTests.files)
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        let base = project.baseInputs().inputs
        let defaults = project.resolve(inputs: base)
        let alternates = project.alternateContexts(base: base).map {
            TokenCSSExporter.ContextTokens(modifier: $0.modifier, context: $0.context, tokens: $0.resolution.tokens)
        }
        let json = TokenJSONExporter.exportAllContexts(defaults: defaults.tokens, alternates: alternates, modifiers: project.modifiers)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tokens = try #require(root["tokens"] as? [String: [String: Any]])
        let text = try #require(tokens["color.text"])
        let contexts = try #require(text["contexts"] as? [String: [String: [String: Any]]])
        #expect(contexts["theme"]?["dark"]?["css"] as? String == "#ffffff")
        let darkOnly = try #require(tokens["color.dark-only"])
        #expect(darkOnly["onlyIn"] as? [String] == ["theme: dark"])
        // Stable order: keys sorted, so two builds of the same tokens give the same bytes.
        #expect(json == TokenJSONExporter.exportAllContexts(defaults: defaults.tokens, alternates: alternates, modifiers: project.modifiers))
    }

    /// A token only other contexts have keeps each context's value: Element's Compound names a
    /// font family per platform, in platform contexts the default one lacks.
    @Test func aTokenOnlyOtherContextsHaveKeepsTheValueOfEach() throws {
        let folder = try TemporaryFolder([
            "t.resolver.json": """
            { "version": "2025.10", "resolutionOrder": [ { "type": "modifier", "name": "platform", "default": "base", "contexts": {
                "base": [{ "x": { "$type": "number", "$value": 1 } }],
                "android": [{ "font": { "$type": "fontFamily", "$value": "Roboto" } }],
                "ios": [{ "font": { "$type": "fontFamily", "$value": "SF Pro" } }],
                "web": [{ "font": { "$type": "fontFamily", "$value": "Roboto" } }] } } ] }
            """
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "t.resolver.json", relativeTo: folder.url)
        let base = project.baseInputs().inputs
        let alternates = project.alternateContexts(base: base).map {
            TokenCSSExporter.ContextTokens(modifier: $0.modifier, context: $0.context, tokens: $0.resolution.tokens)
        }
        let defaults = project.resolve(inputs: base).tokens
        let json = TokenJSONExporter.exportAllContexts(defaults: defaults, alternates: alternates, modifiers: project.modifiers)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let font = try #require((root["tokens"] as? [String: [String: Any]])?["font"])
        #expect(font["onlyIn"] as? [String] == ["platform: android", "platform: ios", "platform: web"])
        #expect(font["css"] as? String == #""Roboto""#)
        let contexts = try #require(font["contexts"] as? [String: [String: [String: Any]]], "\(font)")
        #expect(contexts["platform"]?["ios"]?["css"] as? String == #""SF Pro""#)
        #expect(contexts["platform"]?["web"] == nil, "the same as the first context's")
    }
}
