import Foundation
import Testing

@Suite("specimen tokens")
struct TokensCommandTests {
    static let files: [String: String] = [
        "specimen.yml": "title: T\ntokens: tokens/site.resolver.json\n",
        "tokens/site.resolver.json": """
        { "version": "2025.10",
          "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
          "modifiers": { "theme": { "default": "light", "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }] }
        """,
        "tokens/core.tokens.json": """
        { "palette": { "$type": "color", "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
          "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" }, "$description": "Tight gaps." } } }
        """,
        "tokens/light.tokens.json": #"{ "color": { "$type": "color", "text": { "$value": "{palette.black}" } } }"#,
        "tokens/dark.tokens.json": #"{ "color": { "$type": "color", "text": { "$value": "{palette.white}" } } }"#,
    ]

    @Test func checkResolvesEveryPermutation() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["tokens", "check"], in: root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("Checked 4 tokens in 2 permutations: 0 errors, 0 warnings"))
    }

    @Test func checkReportsLocatedErrorsAndExitsOne() throws {
        var files = Self.files
        files["tokens/dark.tokens.json"] = #"{ "color": { "$type": "color", "text": { "$value": "{palette.whte}" } } }"#
        let root = try temporaryHandbook(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["tokens", "check"], in: root)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains(
                "tokens/dark.tokens.json:1:52: error: '{palette.whte}' refers to no token; did you mean '{palette.white}'? [token-reference-unknown]")
        )
    }

    @Test func listFiltersByGroupTypeAndContext() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let dark = try SpecimenProcess.run(["tokens", "list", "color", "--context", "theme=dark"], in: root)
        #expect(dark.status == 0)
        #expect(dark.standardOutput.contains("color.text"))
        #expect(dark.standardOutput.contains("#ffffff  → palette.white"))
        #expect(!dark.standardOutput.contains("space.small"))
        let dimensions = try SpecimenProcess.run(["tokens", "list", "--type", "dimension"], in: root)
        #expect(dimensions.standardOutput.split(separator: "\n").count == 1)
        let unknown = try SpecimenProcess.run(["tokens", "list", "--context", "theme=blue"], in: root)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("modifier 'theme' has no context 'blue'"))
        let badType = try SpecimenProcess.run(["tokens", "list", "--type", "colour"], in: root)
        #expect(badType.status == 2)
    }

    @Test func showGivesEveryContextTheChainAndTheSource() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["tokens", "show", "color.text"], in: root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("theme=light: #000000"))
        #expect(outcome.standardOutput.contains("theme=dark: #ffffff"))
        #expect(outcome.standardOutput.contains("source: tokens/light.tokens.json:1\n"))
        let missing = try SpecimenProcess.run(["tokens", "show", "color.txt"], in: root)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("did you mean 'color.text'"))
    }

    @Test func exportWritesJSONAndCSSInTheirDocumentedShapes() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try SpecimenProcess.run(["tokens", "export", "--format", "json", "--context", "theme=dark"], in: root)
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: [String: Any]])
        #expect(object["color.text"]?["css"] as? String == "#ffffff")
        #expect(object["color.text"]?["aliasOf"] as? String == "palette.white")
        #expect(object["color.text"]?["type"] as? String == "color")
        #expect(object["space.small"]?["description"] as? String == "Tight gaps.")
        let css = try SpecimenProcess.run(["tokens", "export", "--format", "css"], in: root)
        #expect(css.standardOutput.contains(":root {\n"))
        #expect(css.standardOutput.contains("  --color-text: var(--palette-black);\n"))
        #expect(css.standardOutput.contains("[data-theme=\"dark\"] {\n  --color-text: var(--palette-white);\n}"))
        #expect(
            css.standardOutput.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n    --color-text: var(--palette-white);")
        )
    }

    @Test func exportWritesSwiftWithLightAndDarkColors() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let swift = try SpecimenProcess.run(["tokens", "export", "--format", "swift"], in: root)
        #expect(swift.status == 0, "\(swift.standardError)")
        #expect(swift.standardOutput.contains("public enum DesignTokens {"))
        #expect(
            swift.standardOutput.contains(
                "public static let text: TokenColor = TokenColor(light: .init(.sRGB, red: 0, green: 0, blue: 0), dark: .init(.sRGB, red: 1, green: 1, blue: 1))"
            ))
        #expect(swift.standardOutput.contains("public static let small: Double = 4"))
        #expect(swift.standardOutput.contains("public static var text: SwiftUI.Color { SwiftUI.Color(DesignTokens.Color.text) }"))

        var broken = Self.files
        broken["tokens/light.tokens.json"] = #"{ "color": { "$type": "color", "text": { "$value": "{palette.blak}" } } }"#
        let brokenRoot = try temporaryHandbook(broken)
        defer { try? FileManager.default.removeItem(at: brokenRoot) }
        let failed = try SpecimenProcess.run(["tokens", "export", "--format", "swift"], in: brokenRoot)
        #expect(failed.status == 1)
        #expect(failed.standardOutput.isEmpty)
        #expect(failed.standardError.contains("did you mean"))
    }

    @Test func exportWritesPlatformFormatsAndSaysWhatTheyLeaveOut() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = try SpecimenProcess.run(["tokens", "export", "--format", "xcassets"], in: root)
        #expect(missing.status == 2 && missing.standardError.contains("--format xcassets writes a folder; name it with --output DIR"))
        for _ in 0..<2 {
            let catalog = try SpecimenProcess.run(["tokens", "export", "--format", "xcassets", "--output", "Tokens.xcassets"], in: root)
            #expect(catalog.status == 0, "\(catalog.standardError)")
            #expect(catalog.standardError.contains("Wrote 4 files to Tokens.xcassets"))
            #expect(catalog.standardError.contains("xcassets: 1 of 4 tokens not exported (an asset catalog holds colors only): dimension 1"))
        }
        let text = try String(contentsOf: root.appendingPathComponent("Tokens.xcassets/text.colorset/Contents.json"), encoding: .utf8)
        #expect(text.contains("\"luminosity\""))
        let refused = try SpecimenProcess.run(["tokens", "export", "--format", "android-xml", "--output", "Tokens.xcassets"], in: root)
        #expect(refused.status == 1 && refused.standardError.contains("holds a --format xcassets export, not android-xml"))
        let android = try SpecimenProcess.run(["tokens", "export", "--format", "android-xml", "--output", "res"], in: root)
        #expect(android.status == 0, "\(android.standardError)")
        let night = try String(contentsOf: root.appendingPathComponent("res/values-night/colors.xml"), encoding: .utf8)
        #expect(night.contains("<color name=\"text\">#FFFFFFFF</color>"))
        let compose = try SpecimenProcess.run(["tokens", "export", "--format", "compose", "--package", "com.example.ds"], in: root)
        #expect(compose.status == 0 && compose.standardOutput.contains("package com.example.ds\n"))
        #expect(compose.standardOutput.contains("object DarkTokenColors : TokenColors() {\n    override val text: Color get() = Color(0xFFFFFFFF)"))
        let tailwind = try SpecimenProcess.run(["tokens", "export", "--format", "tailwind"], in: root)
        #expect(tailwind.status == 0 && tailwind.standardOutput.contains("  --color-text: var(--color-text);"))
        #expect(tailwind.standardOutput.contains("  --spacing-small: var(--space-small);"))
        let wrongPackage = try SpecimenProcess.run(["tokens", "export", "--format", "tailwind", "--package", "a.b"], in: root)
        #expect(wrongPackage.status == 2 && wrongPackage.standardError.contains("--package is for --format compose"))
        let wrongOutput = try SpecimenProcess.run(["tokens", "export", "--format", "compose", "--output", "x"], in: root)
        #expect(wrongOutput.status == 2 && wrongOutput.standardError.contains("prints to standard output"))
    }

    @Test func tokensCanComeFromAPathInsteadOfTheConfig() throws {
        let root = try temporaryHandbook(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["tokens", "list", "--tokens", "tokens/core.tokens.json"], in: root)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("palette.black"))
        let missing = try SpecimenProcess.run(["tokens", "check", "--tokens", "nowhere"], in: root)
        #expect(missing.status == 1)
    }
}
