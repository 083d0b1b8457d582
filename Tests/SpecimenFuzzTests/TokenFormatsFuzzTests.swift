import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// The token formats beyond DTCG JSON, fuzzed for their share of the budget: YAML token files
/// (the sample's tokens written as YAML, with anchors, aliases and merge keys among the
/// fragments) and a Tokens Studio export as kept in git (Digdir's Designsystemet, whose sizes
/// are arithmetic) with arithmetic and color modifiers among the fragments.
extension MutationFuzzTests {
    static let yamlFragments = [
        "&a ", "*a", "<<: *a\n", "!!binary ", "!tag ", "---\n", "...\n", "? ", "|\n", ">-\n", "- ", ": ", "\t", "%YAML 1.2\n", "~",
        "$value: ", "$type: color\n", "$type: dimension\n", "{color.primary}", "'{a.b}'", "\"\\u0000\"", "0x1F", ".inf", "-.nan",
        "1e400", "[*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]", "a: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n",
        String(repeating: "[", count: 300), String(repeating: "- ", count: 300), String(repeating: "  ", count: 500), "é", "🎨",
    ]

    static let studioFragments = [
        "{_size.unit} * 2", "floor({_size.unit} / 0)", "(((1)", "1 +", "- -1", "roundTo(1, 99)", "sqrt(-1)", "min()", "max(1px, 1rem)",
        "abs(", "{size.base} * {size.base}", String(repeating: "(", count: 200), String(repeating: "-", count: 500) + "1",
        Array(repeating: "1", count: 2_000).joined(separator: "+"), "rgba({color.a}, 0.5)", "linear-gradient(90deg, red 0%, {b} 100%)",
        #""$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2", "space": "lch"}}}"#,
        #""$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "2", "color": "{nothing}", "space": "hsl"}}}"#,
        #""$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "{_size.unit} * 0.1"}}}"#,
        #""selectedTokenSets": {"missing": "enabled"}"#, #""tokenSetOrder": ["a", "a"]"#, #""group": null"#,
        #""$type": "typography""#, #""lineHeight": "150%""#, #""fontWeight": "Bold Italic""#, "\"\"", "{", "}", ",", "null",
    ]

    @Test func yamlTokenFilesMutated() throws {
        let root = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let sampleTokens = root.appendingPathComponent("Content/tokens")
        let yaml = root.appendingPathComponent("yaml")
        var paths: [String] = []
        var originals: [String] = []
        for path in Self.files(under: sampleTokens, suffix: ".json") where !path.hasSuffix(".resolver.json") {
            let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: sampleTokens.appendingPathComponent(path)))
            paths.append(path.replacingOccurrences(of: "/", with: "-") + ".yaml")
            originals.append(BlockYAML.text(of: object))
        }
        paths.append("anchors.tokens.yaml")
        originals.append(
            "base: &base {$type: dimension, $value: {value: 4, unit: px}}\nspace:\n  s: *base\n  m:\n    <<: *base\n    $value: {value: 8, unit: px}\n"
        )
        try FileManager.default.createDirectory(at: yaml, withIntermediateDirectories: true)
        for (path, text) in zip(paths, originals) { try Data(text.utf8).write(to: yaml.appendingPathComponent(path)) }
        // Unmutated, the YAML reads as the JSON it was written from.
        let baseline = TokenProject.load(patterns: ["yaml/*.yaml"], root: root).resolve()
        #expect(
            baseline.tokens.tokens.count > 50 && !baseline.diagnostics.contains { $0.code.hasPrefix("yaml") }, "\(baseline.diagnostics.prefix(3))")
        var random = SeededRandom(seed: Self.seed ^ 0x7a31)
        let deadline = Date().addingTimeInterval(Self.share)
        var cases = 0
        while Date() < deadline {
            let pick = random.below(paths.count)
            let mutated = Mutator.mutate(originals[pick], fragments: Self.yamlFragments, random: &random)
            try Data(mutated.utf8).write(to: yaml.appendingPathComponent(paths[pick]))
            let start = Date()
            let resolution = TokenProject.load(patterns: ["yaml/*.yaml"], root: root).resolve(strict: cases % 2 == 0)
            Self.expectLocated(resolution.diagnostics, "case \(cases), \(paths[pick])")
            _ = TokenCSSExporter.export(defaults: resolution.tokens, contexts: [])
            _ = TokenJSONExporter.export(resolution.tokens)
            #expect(Date().timeIntervalSince(start) < Self.caseBound, "case \(cases) of \(paths[pick]) took too long")
            try Data(originals[pick].utf8).write(to: yaml.appendingPathComponent(paths[pick]))
            cases += 1
        }
        #expect(cases > 0, "the budget ran no case")
        print("fuzz: \(cases) YAML token-file mutations (seed \(Self.seed))")
    }

    @Test func tokensStudioFoldersMutated() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fixture = Self.packageRoot.appendingPathComponent("Tests/Fixtures/tokens-studio/designsystemet/design-tokens")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: root.appendingPathComponent("design-tokens"))
        let folder = root.appendingPathComponent("design-tokens")
        let paths = Self.files(under: folder, suffix: ".json")
        let originals = try paths.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        var random = SeededRandom(seed: Self.seed ^ 0x5707)
        let deadline = Date().addingTimeInterval(Self.share)
        var cases = 0
        while Date() < deadline {
            let pick = random.below(paths.count)
            let mutated = Mutator.mutate(originals[pick], fragments: Self.studioFragments, random: &random)
            try Data(mutated.utf8).write(to: folder.appendingPathComponent(paths[pick]))
            let start = Date()
            let project = TokenProject.load(patterns: ["design-tokens"], root: root)
            Self.expectLocated(project.diagnostics, "case \(cases), \(paths[pick])")
            // Two permutations of the 96, chosen by the seed: each costs a whole resolution.
            let permutations = project.permutations
            for _ in 0..<min(2, permutations.count) {
                let resolution = project.resolve(inputs: permutations[random.below(permutations.count)], strict: cases % 2 == 0)
                Self.expectLocated(resolution.diagnostics, "case \(cases), \(paths[pick])")
                _ = TokenCSSExporter.export(defaults: resolution.tokens, contexts: [])
                _ = TokenSwiftExporter.export(light: resolution.tokens, dark: nil)
            }
            #expect(Date().timeIntervalSince(start) < Self.caseBound, "case \(cases) of \(paths[pick]) took too long")
            try Data(originals[pick].utf8).write(to: folder.appendingPathComponent(paths[pick]))
            cases += 1
        }
        #expect(cases > 0, "the budget ran no case")
        print("fuzz: \(cases) Tokens Studio mutations (seed \(Self.seed))")
    }
}

/// JSON written as block YAML, the way a team keeping tokens in YAML writes them.
enum BlockYAML {
    static func text(of value: Any, indent: String = "") -> String {
        switch value {
        case let object as [String: Any]:
            guard !object.isEmpty else { return indent + "{}\n" }
            return object.keys.sorted().map { key in
                let child = object[key]!
                if isScalar(child) { return "\(indent)\(scalar(key)): \(scalar(child))\n" }
                return "\(indent)\(scalar(key)):\n" + text(of: child, indent: indent + "  ")
            }.joined()
        case let array as [Any]:
            guard !array.isEmpty else { return indent + "[]\n" }
            return array.map { item in
                isScalar(item) ? "\(indent)- \(scalar(item))\n" : "\(indent)-\n" + text(of: item, indent: indent + "  ")
            }.joined()
        default:
            return indent + scalar(value) + "\n"
        }
    }

    static func isScalar(_ value: Any) -> Bool {
        !(value is [String: Any]) && !(value is [Any]) || (value as? [String: Any])?.isEmpty == true || (value as? [Any])?.isEmpty == true
    }

    /// Scalars as JSON writes them: JSON's strings, escapes, numbers and literals are YAML's.
    static func scalar(_ value: Any) -> String {
        if let object = value as? [String: Any], object.isEmpty { return "{}" }
        if let array = value as? [Any], array.isEmpty { return "[]" }
        let data = try? JSONSerialization.data(withJSONObject: [value], options: [.withoutEscapingSlashes])
        return data.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? "null"
    }
}
