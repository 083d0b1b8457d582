import Foundation
import Testing

@testable import SpecimenTokens

/// `tokens convert --to dtcg`: converting any source and reading the result back gives every
/// token the same type and value in every permutation, on written exports, the sample, a public
/// Tokens Studio export and the six real systems.
@Suite("Converting to DTCG")
struct DTCGConversionTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    struct RoundTrip {
        let conversion: DTCGConversion
        let converted: TokenProject
        let folder: TemporaryFolder
    }

    /// Converts `project`, writes the files, reads them back and compares every permutation.
    static func roundTrip(_ project: TokenProject, sourceLocation: SourceLocation = #_sourceLocation) throws -> RoundTrip {
        let conversion = DTCGConversion.convert(modifiers: project.modifiers, name: "Test") { project.resolve(inputs: $0).tokens }
        let folder = try TemporaryFolder(Dictionary(uniqueKeysWithValues: conversion.files.map { ($0.path, $0.text) }))
        let converted = TokenProject.load(path: DTCGConversion.resolverFile, relativeTo: folder.url)
        #expect(converted.modifiers.map(\.name) == project.modifiers.map(\.name), sourceLocation: sourceLocation)
        #expect(converted.modifiers.map(\.contexts) == project.modifiers.map(\.contexts), sourceLocation: sourceLocation)
        for inputs in project.permutations {
            let original = project.resolve(inputs: inputs)
            let back = converted.resolve(inputs: inputs)
            #expect(!back.hasErrors, "\(inputs): \(back.diagnostics.filter { $0.severity == .error }.prefix(3))", sourceLocation: sourceLocation)
            var mismatches: [String] = []
            for token in original.tokens.tokens {
                guard let other = back.tokens[token.path] else {
                    mismatches.append("\(token.path) is missing")
                    continue
                }
                if other.typeName != token.typeName || other.value != token.value {
                    mismatches.append("\(token.path): \(token.typeName) \(token.value.css) became \(other.typeName) \(other.value.css)")
                }
                if let target = token.aliasOf, original.tokens[target] != nil, !conversion.jointTokens.contains(token.path), other.aliasOf != target {
                    mismatches.append("\(token.path) aliased \(target), now \(other.aliasOf ?? "nothing")")
                }
            }
            let extra = back.tokens.tokens.map(\.path).filter {
                original.tokens[$0] == nil && !$0.hasPrefix(JointTokenEncoding.group + ".") && !conversion.tokensNotRemovable.contains($0)
            }
            #expect(mismatches.isEmpty, "\(inputs): \(mismatches.prefix(5))", sourceLocation: sourceLocation)
            #expect(extra.isEmpty, "\(inputs): \(extra.prefix(5)) are new", sourceLocation: sourceLocation)
        }
        return RoundTrip(conversion: conversion, converted: converted, folder: folder)
    }

    @Test func theSampleHandbookRoundTripsWithReferencesInsideCompositesKept() throws {
        let project = TokenProject.load(path: "Content/tokens/handbook.resolver.json", relativeTo: Self.packageRoot)
        let trip = try Self.roundTrip(project)
        defer { trip.folder.remove() }
        // A border whose color follows theme and contrast keeps its reference, so it needs no helpers.
        #expect(trip.conversion.jointTokens == [])
        let base = try #require(trip.conversion.files.first { $0.path == "tokens/base.tokens.json" })
        #expect(base.text.contains(#""color": "{color.secondary}""#))
        let resolver = try #require(trip.conversion.files.first { $0.path == DTCGConversion.resolverFile })
        #expect(resolver.text.contains(#""version": "2025.10""#))
        let increased = trip.converted.resolve(inputs: ["theme": "dark", "contrast": "increased"])
        #expect(increased.tokens["border.focus"]?.references == ["color.secondary"])
    }

    @Test func aFigmaExportRoundTrips() throws {
        let trip = try Self.roundTrip(TokenProject.load(path: "Tests/Fixtures/figma/variables", relativeTo: Self.packageRoot))
        defer { trip.folder.remove() }
        #expect(trip.conversion.jointTokens.isEmpty)
        let base = try #require(trip.conversion.files.first { $0.path == "tokens/base.tokens.json" })
        #expect(base.text.contains("com.figma.variableId"), "extensions are kept")
    }

    @Test func computedTokensStudioValuesAreWrittenAsValuesInEveryCombination() throws {
        let folder = try TemporaryFolder([
            "ts/core.json":
                ##"{ "space": { "base": { "value": "8", "type": "spacing" } }, "blue": { "value": "#1f6fe5", "type": "color" }, "red": { "value": "#d92d20", "type": "color" } }"##,
            "ts/brand/a.json": #"{ "accent": { "value": "{blue}", "type": "color" }, "gap": { "value": "{space.base} * 2", "type": "spacing" } }"#,
            "ts/brand/b.json": #"{ "accent": { "value": "{red}", "type": "color" }, "gap": { "value": "{space.base} * 3", "type": "spacing" } }"#,
            "ts/mode/light.json":
                #"{ "hover": { "value": "{accent}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "darken", "value": "0.2", "space": "lch" } } } } }"#,
            "ts/mode/dark.json":
                #"{ "hover": { "value": "{accent}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "lch" } } } } }"#,
            "ts/$themes.json": """
            [
              { "name": "A", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/a": "enabled" } },
              { "name": "B", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/b": "enabled" } },
              { "name": "Light", "group": "Mode", "selectedTokenSets": { "mode/light": "enabled" } },
              { "name": "Dark", "group": "Mode", "selectedTokenSets": { "mode/dark": "enabled" } }
            ]
            """,
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "ts", relativeTo: folder.url)
        let trip = try Self.roundTrip(project)
        defer { trip.folder.remove() }
        // hover depends on brand (its accent) and mode (its modifier) at once; gap on brand alone.
        #expect(trip.conversion.jointTokens == ["hover"])
        let dark = trip.converted.resolve(inputs: ["Brand": "B", "Mode": "Dark"])
        #expect(dark.tokens["hover"]?.aliasOf == "specimen-convert.hover@")
        #expect(dark.tokens.aliasChain(from: "hover") == ["hover", "specimen-convert.hover@", "specimen-convert.hover@1"])
        let texts = trip.conversion.files.map(\.text).joined()
        #expect(!texts.contains("modify"), "the color modifier is applied, and not left for another tool to apply again")
        #expect(!texts.contains("\"space\""), "a source set's tokens are not published")
        #expect(trip.converted.resolve(inputs: ["Brand": "B", "Mode": "Light"]).tokens["gap"]?.value.css == "24px")
    }

    @Test func aPublicTokensStudioExportRoundTripsInAllThirtyPermutations() throws {
        // NVE Designsystem (MIT; see Tests/Fixtures/tokens-studio/nve/README.md), with its one
        // seven-digit color, an error, made six digits in a copy.
        let source = Self.packageRoot.appendingPathComponent("Tests/Fixtures/tokens-studio/nve")
        let copy = try TemporaryFolder([:])
        defer { copy.remove() }
        try FileManager.default.createDirectory(at: copy.url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: copy.url.appendingPathComponent("nve"))
        let rme = copy.url.appendingPathComponent("nve/tokens/brand/rme.json")
        let text = try String(contentsOf: rme, encoding: .utf8).replacingOccurrences(of: "#fffffff", with: "#ffffff")
        try Data(text.utf8).write(to: rme)
        let project = TokenProject.load(path: "nve/tokens", relativeTo: copy.url)
        #expect(project.permutations.count == 30)
        let trip = try Self.roundTrip(project)
        defer { trip.folder.remove() }
    }

    @Test(arguments: ["github-primer", "adobe-spectrum", "figma-sds", "microsoft-fluent", "shopify-polaris", "ibm-carbon"])
    func aRealSystemRoundTrips(name: String) throws {
        let fixtures = Self.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/design-systems")
        let trip = try Self.roundTrip(TokenProject.load(path: "\(name).resolver.json", relativeTo: fixtures))
        defer { trip.folder.remove() }
    }

    @Test func filesWithoutAResolverBecomeOneSet() throws {
        let folder = try TemporaryFolder([
            "t.tokens.json": #"{ "a": { "$type": "number", "$value": 1 }, "b": { "$type": "number", "$value": "{a}" } }"#
        ])
        defer { folder.remove() }
        let trip = try Self.roundTrip(TokenProject.load(path: "t.tokens.json", relativeTo: folder.url))
        defer { trip.folder.remove() }
        #expect(trip.conversion.files.map(\.path) == [DTCGConversion.resolverFile, "tokens/base.tokens.json"])
    }
}
