import Foundation
import Testing

/// The six public design systems of `../shared/fixtures/design-systems/`, each built into a
/// handbook as a new user would: every color group in `swatches`, typography in `type-scale`,
/// the rest in `tokens` blocks.
@Suite("real design systems", .serialized)
struct DesignSystemsTests {
    /// A system of the fixtures and what its handbook needs to choose.
    struct System: CustomTestStringConvertible, Sendable {
        var name: String
        /// Lines for `specimen.yml` beyond title and tokens.
        var config: String = ""
        /// Deviations from the format, each `FILE:LINE:COL [code]`, found by reading the files.
        var deviations: [String]
        /// Token path → (context label or "" for the first permutation) → the CSS value, derived by hand.
        var values: [(path: String, modifier: String, context: String, css: String, why: String)]

        var testDescription: String { name }
    }

    static let systems: [System] = [
        System(
            name: "github-primer",
            deviations: [
                // `"alpha": 0` beside `$value` of base.color.transparent.
                "github-primer/base/color/light/light.tokens.json:49:9 [token-member-nonstandard]",
                // `"$type": "string"` of boxShadow.thin.
                "github-primer/functional/size/border.tokens.json:7:16 [token-type-nonstandard]",
                // A typography value with fontWeight, fontSize, lineHeight, fontFamily and no letterSpacing.
                "github-primer/functional/typography/typography.tokens.json:122:19 [token-typography-incomplete]",
            ],
            values: [
                (
                    "bgColor.default", "", "", "#ffffff",
                    "functional/color/bgColor.tokens.json: {base.color.neutral.0}; light.tokens.json: neutral.0 = {base.color.white} = srgb(1, 1, 1)"
                ),
                (
                    "bgColor.default", "theme", "dark", "#010409",
                    "dark.tokens.json: neutral.0 = {base.color.black} = srgb(0.00392, 0.01569, 0.03529) = (1, 4, 9) of 255"
                ),
                (
                    "boxShadow.thin", "", "", "inset 0 0 0 1px",
                    "border.tokens.json: a string \"inset 0 0 0 {borderWidth.thin}\"; borderWidth.thin = 1px; a CSS value, so written as it is"
                ),
            ]),
        System(
            name: "adobe-spectrum",
            config: "contexts: {theme: light, size: desktop}",
            deviations: [
                // `"$type": "string"` of body-cjk-emphasized-font-style.
                "adobe-spectrum/base.tokens.json:125:14 [token-type-nonstandard]",
                // `"unit": "dp"`.
                "adobe-spectrum/base.tokens.json:77:15 [token-unit-nonstandard]",
            ],
            values: [
                ("gray-100", "", "", "#e9e9e9", "theme-light.tokens.json: srgb(0.91373 × 3) = 233 = 0xe9"),
                ("gray-100", "theme", "dark", "#2c2c2c", "theme-dark.tokens.json: srgb(0.17255 × 3) = 44 = 0x2c"),
                ("component-height-100", "", "", "32px", "size-desktop.tokens.json: {value: 32, unit: px}"),
                ("component-height-100", "size", "mobile", "40px", "size-mobile.tokens.json: {value: 40, unit: px}"),
                ("body-cjk-emphasized-font-style", "", "", "normal", "base.tokens.json: {default-font-style} = \"normal\", a CSS keyword"),
                ("drop-shadow-color-100", "", "", "rgba(0, 0, 0, 0.12)", "theme-light.tokens.json: a string, a CSS color, written as it is"),
                ("drop-shadow-color-100", "theme", "dark", "rgba(0, 0, 0, 0.36)", "theme-dark.tokens.json: a string, a CSS color"),
            ]),
        System(
            name: "figma-sds",
            deviations: [
                // `"unit": "em"` of typography.title-hero's letterSpacing.
                "figma-sds/typography.tokens.json:10:48 [token-unit-nonstandard]",
                // color.black.50 has `$type` and no `$value`.
                "figma-sds/color.tokens.json:5:7 [token-missing-value]",
            ],
            values: [
                (
                    "color.background.brand.$root", "", "", "#2c2c2c",
                    "theme-light.tokens.json: {color.brand.800}; color.tokens.json: brand.800 = srgb(0.17255 × 3) = 0x2c"
                )
            ]),
        System(
            name: "microsoft-fluent",
            config: "contexts: {theme: default}\nthemeModifier: {name: theme, light: default, dark: inverted}",
            deviations: [
                // `MozOsxFontSmoothing` inside fonts.tiny's typography value.
                "microsoft-fluent/fonts.tokens.json:15:9 [token-value-unknown-member]",
                // `"letterSpacing": 0`, a dimension without a unit.
                "microsoft-fluent/fonts.tokens.json:13:26 [token-legacy-value]",
            ],
            values: [
                (
                    "semanticColors.blockingBackground", "", "", "#fde7e9",
                    "theme-default.tokens.json: srgb(0.99216, 0.90588, 0.91373) = (253, 231, 233)"
                ),
                (
                    "semanticColors.blockingBackground", "theme", "inverted", "#442726",
                    "theme-inverted.tokens.json: srgb(0.26667, 0.15294, 0.14902) = (68, 39, 38)"
                ),
            ]),
        System(
            name: "shopify-polaris",
            deviations: [],
            values: [
                ("color.blue", "", "", "#006fbb", "colors.tokens.json: srgb(0, 0.43529, 0.73333) = (0, 111, 187)"),
                ("space.base", "", "", "16px", "space.tokens.json: {value: 16, unit: px} in a dimension group"),
            ]),
        System(
            name: "ibm-carbon",
            config: "contexts: {breakpoint: md}",
            deviations: [
                // `"letterSpacing": "0.16px"`, a dimension as a string.
                "ibm-carbon/typography.tokens.json:15:26 [token-legacy-value]"
            ],
            values: [
                (
                    "type.display01", "", "", "300 2.625rem/1.19 system-ui, sans-serif",
                    "typography.tokens.json: weight 300, 2.625rem, line height 1.19"
                ),
                ("type.display01", "breakpoint", "lg", "300 3.375rem/1.19 system-ui, sans-serif", "typography-lg.tokens.json: 3.375rem"),
            ]),
    ]

    @Test("builds clean, fails located under --strict, and keeps every token and value", arguments: systems)
    func system(_ system: System) throws {
        let root = try Self.handbook(for: system)
        defer { try? FileManager.default.removeItem(at: root) }

        let build = try SpecimenProcess.run(["build", "--verbose"], in: root)
        #expect(build.status == 0, "\(build.standardError.suffix(2000))")
        #expect(!build.standardError.contains(": error:"))
        let warnings = try Self.findings(in: root, strict: false)
        #expect(warnings.allSatisfy { $0.severity == "warning" || $0.severity == "note" })

        // Strict: every deviation is an error, at the same place, and the build fails.
        let strict = try SpecimenProcess.run(["build", "--strict", "--verbose"], in: root)
        #expect(strict.status == (system.deviations.isEmpty ? 0 : 1))
        for deviation in system.deviations {
            let (place, code) = Self.split(deviation)
            #expect(
                strict.standardError.contains("\(place): error: ") && strict.standardError.contains(code), "\(deviation) not reported under --strict")
            #expect(warnings.contains { $0.place == place && "[\($0.code)]" == code }, "\(deviation) not a warning by default")
        }
        let strictErrors = try Self.findings(in: root, strict: true).filter { $0.severity == "error" }
        for warning in warnings where warning.severity == "warning" {
            #expect(strictErrors.contains { $0.place == warning.place && $0.code == warning.code }, "\(warning) is no error under --strict")
        }

        let tokensJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("Output/tokens.json"))) as? [String: Any])
        let tokens = try #require(tokensJSON["tokens"] as? [String: [String: Any]])
        for inputs in try Self.permutations(of: system, config: root) {
            let arguments = inputs.sorted { $0.key < $1.key }.flatMap { ["--context", "\($0.key)=\($0.value)"] }
            let list = try SpecimenProcess.run(["tokens", "list"] + arguments, in: root)
            #expect(list.status == 0, "\(inputs): \(list.standardError.suffix(500))")
            let paths = list.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
            #expect(!paths.isEmpty)
            let missing = paths.filter { tokens[$0] == nil }
            #expect(missing.isEmpty, "\(inputs): \(missing.prefix(5)) not in tokens.json")
        }

        for expected in system.values {
            let entry = try #require(tokens[expected.path], "\(expected.path)")
            var css = entry["css"] as? String
            if !expected.modifier.isEmpty {
                let contexts = entry["contexts"] as? [String: [String: [String: Any]]]
                css = contexts?[expected.modifier]?[expected.context]?["css"] as? String
            }
            #expect(
                css == expected.css, "\(expected.path) in \(expected.context.isEmpty ? "the first permutation" : expected.context): \(expected.why)")
        }
    }

    // MARK: The handbook

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/design-systems")

    /// A temporary handbook holding a copy of the system's files, its config, and pages with a
    /// block for each group: swatches for colors, a type scale for typography, a table for the rest.
    static func handbook(for system: System) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        for name in [system.name, "\(system.name).resolver.json"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        let config = "title: \(system.name)\ntokens: \(system.name).resolver.json\n\(system.config)\n"
        try Data(config.utf8).write(to: root.appendingPathComponent("specimen.yml"))
        let export = try SpecimenProcess.run(["tokens", "export", "--format", "json"], in: root)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: [String: Any]], "\(export.standardError)")
        var typesByGroup: [String: Set<String>] = [:]
        for (path, entry) in entries {
            // Flat systems (Spectrum's `gray-100`) have no groups: their blocks name none.
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
        try Data("# \(system.name)\n\nEvery token of the system, on the pages beside this one.\n".utf8).write(
            to: root.appendingPathComponent("Content/index.md"))
        return root
    }

    /// Every combination of the resolver's contexts, read from the resolver document itself.
    static func permutations(of system: System, config root: URL) throws -> [[String: String]] {
        let data = try Data(contentsOf: root.appendingPathComponent("\(system.name).resolver.json"))
        let resolver = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let modifiers = resolver["modifiers"] as? [String: [String: Any]] ?? [:]
        return modifiers.reduce([[:]]) { partial, modifier in
            let contexts = (modifier.value["contexts"] as? [String: Any])?.keys.sorted() ?? []
            return partial.flatMap { inputs in contexts.map { inputs.merging([modifier.key: $0]) { $1 } } }
        }
    }

    struct Finding: CustomStringConvertible {
        var place: String
        var severity: String
        var code: String
        var description: String { "\(place) \(severity) [\(code)]" }
    }

    /// What `specimen check --format json` finds (every finding: JSON output is never capped).
    static func findings(in root: URL, strict: Bool) throws -> [Finding] {
        let check = try SpecimenProcess.run(["check", "--format", "json"] + (strict ? ["--strict"] : []), in: root)
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [[String: Any]], "\(check.standardError)")
        return objects.map { object in
            Finding(
                place: "\(object["file"]!):\(object["line"]!):\(object["column"]!)", severity: object["severity"] as? String ?? "",
                code: object["code"] as? String ?? "")
        }
    }

    private static func split(_ deviation: String) -> (place: String, code: String) {
        let parts = deviation.split(separator: " ", maxSplits: 1).map(String.init)
        return (parts[0], parts[1])
    }
}
