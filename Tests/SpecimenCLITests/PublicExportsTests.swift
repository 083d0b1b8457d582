import Foundation
import Testing

/// Public token repositories beyond the six shared systems, as their teams keep them in git in
/// the forms of other tools, Tokens Studio, Figma's variables export and Style Dictionary's
/// classic source (`Tests/Fixtures`, each with a README naming its repository, commit and
/// licence). Each is built into a handbook as a new user would (the token files as published,
/// `specimen.yml` naming them, every group in a block) with the real `specimen`; what is reported
/// is counted, and values are checked against the files by hand.
@Suite("public token exports", .serialized)
struct PublicExportsTests {
    struct System: CustomTestStringConvertible, Sendable {
        var name: String
        /// The folder under `Tests/Fixtures` whose files are copied into the handbook.
        var fixture: String
        /// What `tokens:` names.
        var tokens: String
        /// Lines for `specimen.yml` beyond title and tokens.
        var config: String = ""
        /// Tokens in the default permutation, as the build's summary counts them.
        var tokenCount: Int?
        /// Every finding of `specimen check` by severity and code (token-unused and the site's
        /// own notes left out): what the system's files make Specimen say.
        var reported: [String: Int]
        /// Findings checked at their place, `FILE:LINE:COL [code]`: each an error under `--strict`.
        var deviations: [String] = []
        /// The errors the files hold as published, `FILE:LINE:COL [code] message`: the build stops at them.
        var errors: [String] = []
        /// Token path → (modifier, context; empty for the default) → the CSS value, derived by hand.
        var values: [(path: String, modifier: String, context: String, css: String, why: String)] = []
        /// Token path → (modifier, context) → the token it aliases.
        var aliases: [(path: String, modifier: String, context: String, target: String)] = []

        var testDescription: String { name }
    }

    static let systems: [System] = [
        System(
            name: "hyphen",
            fixture: "style-dictionary/hyphen",
            tokens: "tokens/**/*.json",
            tokenCount: 368,
            reported: [
                "warning token-legacy-syntax": 368, "warning token-legacy-untyped": 261, "warning token-legacy-reference": 110,
                "warning token-legacy-value": 109, "warning token-member-nonstandard": 91, "note token-string-typed": 8,
            ],
            deviations: [
                // `{ "value": "'geist', …" }` under `assets`: no type, kept as a string.
                "tokens/assets/fontFamily.json:4:7 [token-legacy-untyped]",
                // `linear-gradient(60deg, {color.base.yellow.500.value} 0%, …)` under `color`: a gradient.
                "tokens/color/background.json:155:7 [token-legacy-untyped]",
                // `"value": "{color.base.white.value}"`.
                "tokens/color/background.json:5:18 [token-legacy-reference]",
                // `"darkValue"` beside `"value"`.
                "tokens/color/background.json:6:9 [token-member-nonstandard]",
                // `"value": "transparent"`.
                "tokens/color/background.json:46:18 [token-legacy-value]",
            ],
            values: [
                ("color.background.primary", "", "", "#ffffff", "background.json: {color.base.white.value}; base.json: white = #FFFFFF"),
                (
                    "color.background.brand-gradient", "", "", "linear-gradient(60deg, #eab308 0%, #fa0a64 100%)",
                    "background.json: linear-gradient(60deg, {color.base.yellow.500.value} 0%, {color.base.magenta.value} 100%); base.json: yellow.500 = #eab308, magenta = #FA0A64"
                ),
                ("color.background.transparent", "", "", "rgba(0, 0, 0, 0)", "background.json: \"transparent\""),
                ("size.spacing.md", "", "", ".625", "spacing.json: \".625\", rems to the team's size/remAuto transform, kept as written"),
                (
                    "size.box-shadow.xs", "", "", "0 1px 3px 0 rgba(0, 0, 0, 0.1), 0 1px 2px 0 rgba(0, 0, 0, 0.06)",
                    "box-shadow.json: the CSS value as written"
                ),
                ("size.z-index.modal", "", "", "8000", "zIndex.json: \"8000\""),
            ],
            aliases: [("color.font.base", "", "", "color.base.grey.600")]),
        System(
            name: "lemonade",
            fixture: "figma/lemonade",
            tokens: "tokens",
            tokenCount: 709,
            reported: [:],
            values: [
                (
                    "Content.content-primary", "", "", "rgba(9, 8, 6, 0.925)",
                    "theme-colors.light: Figma's value, alias of neutral/alpha/900 = srgb(0.03529, 0.03137, 0.02353) = (9, 8, 6), alpha 0.925"
                ),
                (
                    "Content.content-primary", "theme", "Dark", "rgba(255, 255, 255, 0.9)",
                    "theme-colors.dark: alias of white/900 = srgb(1, 1, 1), alpha 0.8999999761581421"
                ),
                (
                    "Background.Brand.bg-brand", "", "", "#e1e51a",
                    "primitive-colors: yellow-lime.500 = #E1E51A (Figma resolved the library's published 0.88210, a half-step away)"
                ),
                ("spacing-50", "", "", "2px", "spacing.tokens.json: 2, scoped to GAP, in pixels"),
                ("font-weight.semibold", "", "", "600", "typography.tokens.json: \"SemiBold\", scoped to FONT_STYLE"),
            ],
            aliases: [
                ("Content.content-primary", "", "", "neutral.alpha.900"),
                ("Content.content-primary", "theme", "Dark", "white.900"),
                ("Background.Brand.bg-brand", "", "", "yellow-lime.500"),
            ]),
        System(
            name: "designsystemet",
            fixture: "tokens-studio/designsystemet",
            tokens: "design-tokens",
            config: #"contexts: {"Color scheme": Light}"# + "\n" + #"themeModifier: {name: "Color scheme", light: Light, dark: Dark}"#,
            tokenCount: 527,
            reported: [:],
            values: [
                ("_size.3", "", "", "12px", "size/global.json: floor({_size.unit} * 3); unit = 4 / 18 × 18 = 4 (medium)"),
                ("_size.3", "Size", "large", "14px", "large: unit = 4 / 18 × 21 = 4.667 (rounded as Tokens Studio rounds); floor(14.001)"),
                ("_size.3", "Size", "small", "10px", "small: unit = 4 / 18 × 16 = 3.556; floor(10.668)"),
                ("background-tinted", "", "", "#eef4fa", "semantic/color/accent.json → color.accent.background-tinted → light accent.2"),
                ("background-tinted", "Color scheme", "Dark", "#102033", "color-scheme/dark/designsystemet.json: accent.2"),
                ("background-tinted", "Color", "brand1", "#edf5f3", "semantic/color/brand1.json → light brand1.2"),
                ("letter-spacing.1", "", "", "-0.01em", "typography/size/medium.json: \"-1%\""),
                ("font-size.4", "Size", "large", "21px", "typography/size/large.json: \"21\""),
            ],
            aliases: [("background-tinted", "", "", "color.accent.background-tinted")]),
        System(
            name: "compound",
            fixture: "tokens-studio/compound",
            tokens: "tokens",
            config: "contexts: {theme: Light}\nthemeModifier: {name: theme, light: Light, dark: Dark}",
            tokenCount: 378,
            reported: ["warning tokens-studio-theme-ungrouped": 8],
            deviations: ["tokens/$themes.json:2:3 [tokens-studio-theme-ungrouped]"],
            values: [
                ("color.text.primary", "", "", "#1b1d22", "theme-semantics.json: {color.gray.1400}; theme-light.json: #1b1d22"),
                ("color.text.primary", "theme", "Dark", "#ebeef2", "theme-dark.json: gray.1400 = #ebeef2"),
                (
                    "color.alpha.gray.100", "", "", "rgba(54.37, 104.55, 154.73, 0.02)",
                    "theme-light.json: hsla(210, 48%, 41%, 0.02): C = 0.3936, m = 0.2132, (m, m + C/2, m + C) × 255"
                ),
                ("font.family.sans", "theme", "Web", #""Inter""#, "platform-web.json: \"Inter\"; Android and iOS name others"),
                ("font.body.md.regular", "theme", "Web", #"400 15px/1.5 "Inter""#, "platform-web.json: weight 400, size 15, line height 150%"),
            ]),
        System(
            name: "canvas",
            fixture: "tokens-studio/canvas",
            tokens: "tokens",
            reported: [
                "error token-reference-unknown": 28, "warning token-value-invalid-hex": 85, "warning token-typography-incomplete": 37,
                "warning token-legacy-type": 31, "warning token-value-unknown-member": 15, "warning token-type-nonstandard": 14,
                "warning token-value-css-member": 12, "warning token-legacy-value": 6, "warning tokens-studio-set-missing": 4,
                "note tokens-studio-set-folder": 1,
            ],
            errors: [
                // The brand's gradient names `base` and `dark` shades its palette no longer has (it has 25 … 975).
                "tokens/sys/brand/canvas.json:616:18 [token-reference-unknown] '{brand.primary.base}' refers to no token; did you mean '{brand.primary.A25}'?",
                // `color.shadow.1` is defined only in deprecated/sys/color/color.json, which no theme selects.
                "tokens/sys/depth.json:10:20 [token-reference-unknown] '{color.shadow.1}' refers to no token",
                // The font weights are `light`, `normal`, `medium` and `bold`.
                "tokens/sys/type.json:339:25 [token-reference-unknown] '{font-weight.md}' refers to no token; did you mean '{font-weight.medium}'?",
            ]),
    ]

    @Test("builds as published, says what it reports, fails located under --strict, keeps every value", arguments: systems)
    func system(_ system: System) throws {
        let root = try Self.handbook(for: system)
        defer { try? FileManager.default.removeItem(at: root) }

        let build = try SpecimenProcess.run(["build", "--verbose"], in: root)
        let findings = try DesignSystemsTests.findings(in: root, strict: false)
        var reported: [String: Int] = [:]
        for finding in findings where !["token-unused", "sitemap-origin-missing"].contains(finding.code) {
            reported["\(finding.severity) \(finding.code)", default: 0] += 1
        }
        #expect(reported == system.reported)

        guard system.errors.isEmpty else {
            // Errors of the files' own: the build stops, each is reported where it is, with what to write.
            #expect(build.status == 1)
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
            for error in system.errors {
                let parts = error.split(separator: " ", maxSplits: 2).map(String.init)
                #expect(build.standardError.contains("\(parts[0]): error: \(parts[2]) \(parts[1])"), "\(error)")
            }
            return
        }
        #expect(build.status == 0, "\(build.standardError.suffix(2000))")
        #expect(!build.standardError.contains(": error:"))
        if let count = system.tokenCount { #expect(build.standardError.contains(", \(count) tokens"), "\(build.standardError.suffix(300))") }

        // Strict: every deviation is an error, at the same place, and the build fails.
        let strict = try SpecimenProcess.run(["build", "--strict", "--verbose"], in: root)
        let warnings = findings.filter { $0.severity == "warning" }
        #expect(strict.status == (warnings.isEmpty ? 0 : 1))
        for deviation in system.deviations {
            let parts = deviation.split(separator: " ", maxSplits: 1).map(String.init)
            #expect(warnings.contains { $0.place == parts[0] && "[\($0.code)]" == parts[1] }, "\(deviation) not a warning by default")
            #expect(strict.standardError.contains("\(parts[0]): error: ") && strict.standardError.contains(parts[1]), "\(deviation) under --strict")
        }
        let strictErrors = try DesignSystemsTests.findings(in: root, strict: true).filter { $0.severity == "error" }
        for warning in warnings {
            #expect(strictErrors.contains { $0.place == warning.place && $0.code == warning.code }, "\(warning) is no error under --strict")
        }

        let tokensJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("Output/tokens.json"))) as? [String: Any])
        let tokens = try #require(tokensJSON["tokens"] as? [String: [String: Any]])
        // Every token of the default permutation and of each other context is in tokens.json.
        let modifiers = tokensJSON["modifiers"] as? [[String: Any]] ?? []
        var choices: [[String]] = [[]]
        for modifier in modifiers {
            let name = modifier["name"] as? String ?? ""
            for context in modifier["contexts"] as? [String] ?? [] { choices.append(["--context", "\(name)=\(context)"]) }
        }
        for choice in choices {
            // Keyed by path: Figma's names may hold spaces (`Content.Voice.On Color.…`).
            let export = try SpecimenProcess.run(["tokens", "export", "--format", "json"] + choice, in: root)
            #expect(export.status == 0, "\(choice): \(export.standardError.suffix(500))")
            let paths = try #require(try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any]).keys
            #expect(!paths.isEmpty, "\(choice)")
            let missing = paths.filter { tokens[$0] == nil }.sorted()
            #expect(missing.isEmpty, "\(choice): \(missing.prefix(5)) not in tokens.json")
        }

        for expected in system.values {
            let entry = try #require(tokens[expected.path], "\(expected.path)")
            #expect(
                Self.member("css", of: entry, expected.modifier, expected.context) == expected.css,
                "\(expected.path) in \(expected.context.isEmpty ? "the default permutation" : expected.context): \(expected.why)")
        }
        for alias in system.aliases {
            let entry = try #require(tokens[alias.path], "\(alias.path)")
            #expect(Self.member("aliasOf", of: entry, alias.modifier, alias.context) == alias.target, "\(alias.path) in \(alias.context)")
        }
    }

    /// A member of a token's entry in `tokens.json` in a context: under `contexts` where it
    /// differs there, else the entry's own (the default's, or the first context of `onlyIn`).
    static func member(_ name: String, of entry: [String: Any], _ modifier: String, _ context: String) -> String? {
        guard !modifier.isEmpty else { return entry[name] as? String }
        let contexts = entry["contexts"] as? [String: [String: [String: Any]]]
        if let there = contexts?[modifier]?[context] { return there[name] as? String }
        return entry[name] as? String
    }

    // MARK: The handbook

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A temporary handbook holding the system's files as published, its config, and pages with
    /// a block for each group: swatches for colors, a type scale for typography, a table for the rest.
    static func handbook(for system: System) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        let source = fixtures.appendingPathComponent(system.fixture)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where !["README.md", "LICENSE"].contains(name) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        let config = "title: \(system.name)\ntokens: \"\(system.tokens)\"\n\(system.config)\n"
        try Data(config.utf8).write(to: root.appendingPathComponent("specimen.yml"))
        try Data("# \(system.name)\n\nEvery token of the system, on the pages beside this one.\n".utf8).write(
            to: root.appendingPathComponent("Content/index.md"))
        let export = try SpecimenProcess.run(["tokens", "export", "--format", "json"], in: root)
        // A system with errors of its own exports nothing; its handbook is the index alone.
        guard export.status == 0 else { return root }
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: [String: Any]], "\(export.standardError)")
        var typesByGroup: [String: Set<String>] = [:]
        for (path, entry) in entries {
            let group = path.contains(".") ? String(path.prefix { $0 != "." }) : ""
            typesByGroup[group, default: []].insert(entry["type"] as? String ?? "")
        }
        var pages: [String: String] = ["colors": "", "typography": "", "other": ""]
        for (group, types) in typesByGroup.sorted(by: { $0.key < $1.key }) {
            let heading = "## \(group.isEmpty ? "Top level" : group)\n\n"
            if types.contains("color") { pages["colors"]! += heading + "```swatches \(group)\n```\n\n" }
            if types.contains("typography") { pages["typography"]! += heading + "```type-scale \(group)\n```\n\n" }
            let rest = types.subtracting(["color", "typography"]).sorted()
            if !rest.isEmpty { pages["other"]! += heading + "```tokens \(group)\ntypes: [\(rest.joined(separator: ", "))]\n```\n\n" }
        }
        for (name, body) in pages where !body.isEmpty {
            try Data("---\ntitle: \(name.capitalized)\n---\n\n\(body)".utf8).write(to: root.appendingPathComponent("Content/\(name).md"))
        }
        return root
    }
}
