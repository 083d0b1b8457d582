import Foundation
import Testing

/// `contexts:`, `themeModifier` as a mapping, `diagnostics:` and `--context`, as a user meets
/// them: through `specimen.yml`, the command line and what the build writes.
@Suite("choosing contexts and diagnostic levels")
struct TokenSettingsTests {
    /// A theme modifier whose contexts are not called light and dark, and has no default.
    static let files: [String: String] = [
        "tokens/site.resolver.json": #"""
        { "version": "2025.10",
          "resolutionOrder": [{ "type": "modifier", "name": "theme", "contexts": {
            "default": [{ "$ref": "default.tokens.json" }],
            "inverted": [{ "$ref": "inverted.tokens.json" }] } }] }
        """#,
        "tokens/default.tokens.json":
            #"{ "color": { "$type": "color", "page": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }, "space": { "$type": "dimension", "s": { "$value": { "value": 1, "unit": "em" } }, "m": { "$value": { "value": 2, "unit": "em" } }, "l": { "$value": { "value": 3, "unit": "em" } }, "xl": { "$value": { "value": 4, "unit": "em" } }, "xxl": { "$value": { "value": 5, "unit": "em" } } } }"#,
        "tokens/inverted.tokens.json":
            #"{ "color": { "$type": "color", "page": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }, "space": { "$type": "dimension", "s": { "$value": { "value": 1, "unit": "em" } }, "m": { "$value": { "value": 2, "unit": "em" } }, "l": { "$value": { "value": 3, "unit": "em" } }, "xl": { "$value": { "value": 4, "unit": "em" } }, "xxl": { "$value": { "value": 5, "unit": "em" } } } }"#,
        "Content/index.md": "# Home\n\nThe page is {color.page}.\n\n```swatches\n```\n\n```tokens space\ntypes: [dimension]\n```\n",
    ]

    static func handbook(config: String) throws -> URL {
        try temporaryHandbook(files.merging(["specimen.yml": "title: T\ntokens: tokens/site.resolver.json\n" + config]) { $1 })
    }

    @Test func aModifierWithoutDefaultNamesBothWaysOut() throws {
        let root = try Self.handbook(config: "")
        defer { try? FileManager.default.removeItem(at: root) }
        let build = try SpecimenProcess.run(["build"], in: root)
        #expect(build.status == 1)
        #expect(build.standardError.contains("tokens/site.resolver.json:2:23: error: modifier 'theme' has no default context, and none was chosen"))
        #expect(
            build.standardError.contains(
                "in specimen.yml (contexts: {theme: default}) or on the command line (--context theme=default) [resolver-input-missing]"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))

        let chosen = try SpecimenProcess.run(["build", "--context", "theme=inverted"], in: root)
        #expect(chosen.status == 0, "\(chosen.standardError)")
        let css = try String(contentsOf: root.appendingPathComponent("Output/tokens.css"), encoding: .utf8)
        #expect(css.contains(":root {\n  --color-page: #000000;"), "--context picks the permutation under :root")
        let unknown = try SpecimenProcess.run(["check", "--context", "theme=dark"], in: root)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("modifier 'theme' has no context 'dark'"))
    }

    /// A mistake in `contexts:` is the config's, not the resolver document's: it is reported
    /// at the name written in `specimen.yml`, and a mistake in `--context` at the option.
    @Test func aContextMistakeIsReportedWhereTheContextWasChosen() throws {
        let dusk = try Self.handbook(config: "contexts: {theme: dusk}\n")
        defer { try? FileManager.default.removeItem(at: dusk) }
        let noDusk = "error: modifier 'theme' has no context 'dusk'; contexts: default, inverted [resolver-input-unknown-context]"
        for command in [["build"], ["check"], ["tokens", "check"], ["tokens", "export", "--format", "css"]] {
            let outcome = try SpecimenProcess.run(command, in: dusk)
            #expect(outcome.status == 1, "\(command)")
            #expect(outcome.standardError.contains("specimen.yml:3:19: \(noDusk)\n"), "\(command): \(outcome.standardError)")
        }

        let them = try Self.handbook(config: "contexts:\n  them: default\n")
        defer { try? FileManager.default.removeItem(at: them) }
        for command in [["build"], ["tokens", "check"]] {
            let outcome = try SpecimenProcess.run(command, in: them)
            #expect(outcome.status == 1, "\(command)")
            let noThem = "error: there is no modifier 'them'; did you mean 'theme'?; modifiers: theme [resolver-input-unknown-modifier]"
            #expect(outcome.standardError.contains("specimen.yml:4:3: \(noThem)\n"), "\(command): \(outcome.standardError)")
        }

        // The command line's choice is the option's mistake, even over a sound `contexts:`.
        let sound = try Self.handbook(config: "contexts: {theme: default}\n")
        defer { try? FileManager.default.removeItem(at: sound) }
        for command in [["build", "--context", "theme=dusk"], ["tokens", "check", "--context", "theme=dusk"]] {
            let outcome = try SpecimenProcess.run(command, in: sound)
            #expect(outcome.status == 1, "\(command)")
            #expect(outcome.standardError.contains("--context:1:1: \(noDusk)\n"), "\(command): \(outcome.standardError)")
        }
        let files = try temporaryHandbook(["tokens/a.tokens.json": #"{ "size": { "$type": "number", "s": { "$value": 1 } } }"#])
        defer { try? FileManager.default.removeItem(at: files) }
        let plain = try SpecimenProcess.run(["tokens", "check", "--tokens", "tokens", "--context", "theme=dark"], in: files)
        #expect(plain.status == 1)
        #expect(plain.standardError.hasPrefix("--context:1:1: error: there is no modifier 'theme': the tokens come from files without a resolver"))
    }

    @Test func contextsAndAThemeMappingDriveTheSwitchAndTheSystemSetting() throws {
        let root = try Self.handbook(config: "contexts: {theme: default}\nthemeModifier: {name: theme, light: default, dark: inverted}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let build = try SpecimenProcess.run(["build"], in: root)
        #expect(build.status == 0, "\(build.standardError)")
        let css = try String(contentsOf: root.appendingPathComponent("Output/tokens.css"), encoding: .utf8)
        #expect(css.contains(":root {\n  --color-page: #ffffff;"))
        #expect(
            css.contains("\n[data-theme=\"inverted\"] {\n  --color-page: #000000;"), "the theme switcher sets the context itself")
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n    --color-page: #000000;"))
        let page = try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(page.contains("inverted"), "blocks show the other context by its name")

        // The tokens commands read the same settings.
        let swift = try SpecimenProcess.run(["tokens", "export", "--format", "swift"], in: root)
        #expect(swift.status == 0, "\(swift.standardError)")
        #expect(swift.standardOutput.contains("light: .init(.sRGB, red: 1, green: 1, blue: 1), dark: .init(.sRGB, red: 0, green: 0, blue: 0)"))
        let list = try SpecimenProcess.run(["tokens", "list", "color"], in: root)
        #expect(list.standardOutput.contains("#ffffff"))
    }

    @Test func aModeModifierAnswersToTheSitesSwitchToo() throws {
        var files = Self.files
        files["tokens/site.resolver.json"] = files["tokens/site.resolver.json"]!.replacingOccurrences(
            of: "\"name\": \"theme\"", with: "\"name\": \"mode\"")
        let root = try temporaryHandbook(
            files.merging([
                "specimen.yml": "tokens: tokens/site.resolver.json\ncontexts: {mode: default}\nthemeModifier: {name: mode, dark: inverted}\n"
            ]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try SpecimenProcess.run(["build"], in: root).status == 0)
        let css = try String(contentsOf: root.appendingPathComponent("Output/tokens.css"), encoding: .utf8)
        #expect(css.contains("\n[data-mode=\"inverted\"] {"))
        #expect(css.contains(":root:not([data-mode]) {"), "an explicit light choice is not overridden by the system setting")
        let page = try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(page.contains("<div class=\"theme-switch\" role=\"group\" aria-label=\"Color theme\" data-specimen-modifier=\"mode\">"))
        #expect(
            page.contains(
                "\"name\":\"mode\",\"attribute\":\"mode\",\"base\":\"default\",\"appearance\":true,\"contexts\":[\"default\",\"inverted\"],\"dark\":[\"inverted\"]"
            ))
    }

    @Test func diagnosticLevelsSilencePromoteAndRefuseToRelaxErrors() throws {
        let quiet = try Self.handbook(config: "contexts: {theme: default}\ndiagnostics:\n  token-unit-nonstandard: off\n")
        defer { try? FileManager.default.removeItem(at: quiet) }
        let build = try SpecimenProcess.run(["build"], in: quiet)
        #expect(build.status == 0)
        #expect(!build.standardError.contains("token-unit-nonstandard"))
        #expect(build.standardError.contains("0 warnings"))
        #expect(try SpecimenProcess.run(["build", "--strict"], in: quiet).status == 0, "a code turned off stays off under --strict")

        let loud = try Self.handbook(config: "contexts: {theme: default}\ndiagnostics: {token-unit-nonstandard: error, token-unit-nonstandrd: off}\n")
        defer { try? FileManager.default.removeItem(at: loud) }
        let failed = try SpecimenProcess.run(["build"], in: loud)
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("error: unit 'em' is outside DTCG 2025.10"))
        #expect(
            failed.standardError.contains(
                "specimen.yml:4:46: warning: unknown diagnostic code 'token-unit-nonstandrd', ignored; did you mean 'token-unit-nonstandard'?"))

        let relaxed = try Self.handbook(config: "contexts: {theme: default}\ndiagnostics: {token-value-invalid: off, token-name-case: loud}\n")
        defer { try? FileManager.default.removeItem(at: relaxed) }
        let refused = try SpecimenProcess.run(["build"], in: relaxed)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("'token-value-invalid' is an error a build cannot go past"))
        #expect(refused.standardError.contains("'diagnostics.token-name-case' is off, warning or error, not 'loud'"))
    }

    /// `token-unused` is a note of `check`; a team that makes it a warning or an error sees it
    /// in `build` too, and a build without that setting stays as quiet as before.
    @Test func anUnusedTokenRaisedByTheConfigIsReportedByBuild() throws {
        let files = [
            "t.tokens.json": #"{ "color": { "$type": "color", "used": { "$value": \#(Self.red) }, "spare": { "$value": \#(Self.red) } } }"#,
            "Content/index.md": "# Home\n\nThe accent is {color.used}.\n",
        ]
        let unused =
            "t.tokens.json:1:105: warning: 'color.spare' is shown on no page, used by no component, and named by no used token [token-unused]"
        let warned = try temporaryHandbook(files.merging(["specimen.yml": "tokens: t.tokens.json\ndiagnostics: {token-unused: warning}\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: warned) }
        let build = try SpecimenProcess.run(["build"], in: warned)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains(unused + "\n"), "\(build.standardError)")
        #expect(build.standardError.contains("Built 1 page, 2 tokens, 1 warning (1 token-unused) in "))
        #expect(try SpecimenProcess.run(["build", "--strict"], in: warned).status == 1)

        let failed = try temporaryHandbook(files.merging(["specimen.yml": "tokens: t.tokens.json\ndiagnostics: {token-unused: error}\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: failed) }
        let strictBuild = try SpecimenProcess.run(["build"], in: failed)
        #expect(strictBuild.status == 1)
        #expect(strictBuild.standardError.contains(unused.replacingOccurrences(of: ": warning: ", with: ": error: ") + "\n"))

        let quiet = try temporaryHandbook(files.merging(["specimen.yml": "tokens: t.tokens.json\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: quiet) }
        let plain = try SpecimenProcess.run(["build"], in: quiet)
        #expect(plain.status == 0)
        #expect(!plain.standardError.contains("token-unused"), "notes are for check")
        #expect(plain.standardError.contains("Built 1 page, 2 tokens, 0 warnings in "))
    }

    /// `--strict` is one rule in `build` and `tokens check`: every warning becomes an error (the
    /// token engine's, the format's deviations, the config's), and notes stay notes.
    @Test func strictPromotesTheSameFindingsInBuildAndTokensCheck() throws {
        let root = try temporaryHandbook([
            "specimen.yml": "title: T\ntokens: t.tokens.json\ntitel: T\n",
            "t.tokens.json": #"{ "color": { "$type": "color", "Accent": { "$value": \#(Self.red) }, "accent": { "$value": \#(Self.red) } }, "#
                + #""space": { "$type": "dimension", "s": { "$value": { "value": 1, "unit": "em" } } } }"#,
            "Content/index.md": "# Home\n\n{color.Accent} and {color.accent}.\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let codes = ["[token-name-case]", "[token-unit-nonstandard]", "[config-unknown-key]"]
        func findings(_ arguments: [String]) throws -> (status: Int32, lines: Set<String>) {
            let outcome = try SpecimenProcess.run(arguments + ["--verbose"], in: root)
            let lines = outcome.standardError.split(separator: "\n").map(String.init).filter { line in codes.contains { line.hasSuffix($0) } }
            return (outcome.status, Set(lines))
        }
        let build = try findings(["build"])
        let tokens = try findings(["tokens", "check"])
        #expect(build.status == 0 && tokens.status == 0)
        #expect(build.lines.count == 3 && build.lines.allSatisfy { $0.contains(": warning: ") }, "\(build.lines)")
        #expect(tokens.lines == build.lines)

        let strictBuild = try findings(["build", "--strict"])
        let strictTokens = try findings(["tokens", "check", "--strict"])
        #expect(strictBuild.status == 1)
        #expect(strictTokens.status == 1, "a warning fails tokens check --strict as it fails build --strict")
        #expect(strictBuild.lines.count == 3 && strictBuild.lines.allSatisfy { $0.contains(": error: ") }, "\(strictBuild.lines)")
        #expect(strictTokens.lines == strictBuild.lines)
        #expect(strictBuild.lines.contains("specimen.yml:3:1: error: unknown setting 'titel'; did you mean 'title'? [config-unknown-key]"))

        let check = try SpecimenProcess.run(["check", "--strict", "--format", "json"], in: root)
        #expect(check.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [[String: Any]])
        let severities = Dictionary(json.map { ($0["code"] as? String ?? "", $0["severity"] as? String ?? "") }) { first, _ in first }
        #expect(severities["token-name-case"] == "error")
        #expect(severities["token-unused"] == "note", "notes stay notes under --strict")

        // A warning that is no deviation from the format, alone, fails both.
        try Data("title: T\ntokens: t.tokens.json\n".utf8).write(to: root.appendingPathComponent("specimen.yml"))
        try Data(#"{ "color": { "$type": "color", "Accent": { "$value": \#(Self.red) }, "accent": { "$value": \#(Self.red) } } }"#.utf8).write(
            to: root.appendingPathComponent("t.tokens.json"))
        #expect(try findings(["tokens", "check"]).status == 0)
        let alone = try findings(["tokens", "check", "--strict"])
        #expect(alone.status == 1)
        #expect(alone.lines == (try findings(["build", "--strict"])).lines)
        #expect(alone.lines.count == 1 && alone.lines.allSatisfy { $0.contains(": error: ") }, "\(alone.lines)")
    }

    static let red = #"{ "colorSpace": "srgb", "components": [1, 0, 0] }"#

    @Test func theTerminalShowsThreeFindingsOfACodeAndCountsTheRest() throws {
        let root = try Self.handbook(config: "contexts: {theme: default}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let build = try SpecimenProcess.run(["build"], in: root)
        #expect(build.status == 0)
        let shown = build.standardError.split(separator: "\n").filter { $0.hasSuffix("[token-unit-nonstandard]") }
        #expect(shown.count == 3, "\(build.standardError)")
        #expect(build.standardError.contains("… and 7 more [token-unit-nonstandard] (--verbose lists them all)"))
        #expect(build.standardError.contains("Built 1 page, 6 tokens, 10 warnings (10 token-unit-nonstandard) in "))

        let verbose = try SpecimenProcess.run(["build", "--verbose"], in: root)
        #expect(verbose.standardError.split(separator: "\n").filter { $0.hasSuffix("[token-unit-nonstandard]") }.count == 10)
        let json = try SpecimenProcess.run(["check", "--format", "json"], in: root)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(findings.filter { $0["code"] as? String == "token-unit-nonstandard" }.count == 10)
        let tokens = try SpecimenProcess.run(["tokens", "check"], in: root)
        #expect(tokens.standardError.contains("Checked 6 tokens in 2 permutations: 0 errors, 10 warnings (10 token-unit-nonstandard)"))
    }

    @Test func blocksWithoutAGroupAndWithATypeFilter() throws {
        let root = try Self.handbook(config: "contexts: {theme: default}\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try SpecimenProcess.run(["build"], in: root).status == 0)
        let page = try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(page.contains("data-token=\"color.page\""))
        #expect(page.contains("data-token=\"space.xxl\""))

        try Data("```tokens space\ntypes: [color]\n```\n\n```swatches\nsample: x\n```\n".utf8).write(
            to: root.appendingPathComponent("Content/index.md"))
        let bad = try SpecimenProcess.run(["build"], in: root)
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("no 'color' tokens under 'space'; types there: dimension [block-options]"))
        #expect(bad.standardError.contains("unknown option 'sample' of a 'swatches' block; it takes contexts, layout [block-options]"))
    }
}
