extension DiagnosticCatalogue {
    /// Where the code of `usage:` uses the tokens: folders that cannot be scanned, and what `check` says of the uses.
    static let codeUsage: [Entry] = [
        Entry(
            "token-removed-in-code", .error,
            summary: "code of usage: still uses a token a release removed or renamed",
            explanation: """
                A file of a folder `usage:` names (or `--usage`) uses a token by one of its names — a CSS custom
                property, a Tailwind utility, the Swift, Compose or Android export's name, a `{reference}` — and the
                token's history (`history:`) says it was removed or renamed. Code using it breaks, or silently falls
                back, once the app takes the new tokens. The finding is at the use's file, line and column, and names
                what replaces the token when the handbook says (the rename, or the deprecation's replacement).
                `specimen check` reports it; a build publishes the handbook regardless, unless `diagnostics:` raises
                the code.
                """,
            example: .situation(
                """
                A handbook with `history: {tags: "v*"}` removed `color.legacy` in v2.0.0, deprecated before with
                "Use {color.brand}."; its `usage: [app]` folder still holds `.old { color: var(--color-legacy); }` on
                line 2 of app/web/theme.css. `specimen check` prints `app/web/theme.css:2:19: error: '--color-legacy'
                uses color.legacy, which was removed; use color.brand instead [token-removed-in-code]`.
                """),
            fix: """
                - Change the code to the replacement the message names (here `var(--color-brand)`).
                - If nothing replaces it, choose a current token on the handbook's pages, or bring the token back.
                """),
        Entry(
            "token-deprecated-in-code", .warning,
            summary: "code of usage: uses a deprecated token",
            explanation: """
                A file of a folder `usage:` names uses a token that is deprecated: it still works, but a later release
                may remove it. The finding is at the use and names the replacement the deprecation gives (`{path}` in
                its explanation). Reported by `specimen check`.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\nusage: [app]\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1], "hex": "#0a84ff" } },
                        "link": { "$value": "{color.primary}", "$deprecated": "Use {color.primary}." }
                      }
                    }

                    """,
                    "app/site.css": "a { color: var(--color-link); }\nbody { color: var(--color-primary); }\n",
                ],
                command: "check",
                prints:
                    "app/site.css:1:16: warning: '--color-link' uses color.link, which is deprecated; use color.primary instead [token-deprecated-in-code]"
            ),
            fix: """
                - Use the replacement the message names.
                - To let the code move at its own pace, make it a note: `diagnostics: {token-deprecated-in-code: note}`.
                """),
        Entry(
            "token-unused-in-code", .note,
            summary: "no code of usage: uses a token, directly or through a token it uses",
            explanation: """
                No file of the folders `usage:` names uses the token by any of its names, and no token the code uses
                names it (through an alias or inside a composite value). It may be dead weight the design system could
                drop, or a token for a platform whose code is not scanned. Notes are printed by `specimen check` only.
                Deprecated tokens are not reported.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\nusage: [app]\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": "Buttons use {color.primary}; text is {color.text}.\n",
                    "app/site.css": "a { color: var(--color-primary); }\n",
                ],
                command: "check",
                prints: "tokens.json:5:5: note: 'color.text' is used nowhere in the code of usage: (app) [token-unused-in-code]"),
            fix: """
                - Use it in the code, or remove it from the tokens if no platform needs it.
                - Name every code folder that uses the tokens in `usage:` (each app, each platform).
                - Turn the notes off with `diagnostics: {token-unused-in-code: off}`.
                """),
        Entry(
            "usage-folder-missing", .warning,
            summary: "a folder usage: names does not exist",
            explanation: """
                A code folder of `usage:` (relative to the handbook) or of `--usage` (relative to the working folder)
                is not there, so none of its uses are counted: token pages would show fewer uses than the code has.
                """,
            example: .handbook(
                files: ["specimen.yml": "tokens: tokens.json\nusage: [../app-that-moved]\n", "tokens.json": Example.twoColorTokens],
                command: "check",
                prints:
                    "specimen.yml:2:9: warning: no code folder at '../app-that-moved' (usage: '../app-that-moved'); its uses are not counted [usage-folder-missing]"
            ),
            fix: """
                - Correct the path: relative to the handbook's folder, e.g. `../app` for an app beside it.
                - In CI, check the app's repository out beside the handbook's first.
                """),
        Entry(
            "usage-outside-handbook", .error,
            summary: "usage: names a folder outside the handbook and the folder holding it",
            explanation: """
                The folders of `usage:` must be inside the handbook or beside it (in the folder holding it): handbooks
                are built in CI for pull requests, whose authors must not be able to make the build list the machine's
                files. Links inside a named folder that lead out of it are not followed either. A folder named on the
                command line (`--usage PATH`) may be anywhere: whoever runs the command chose it.
                """,
            example: .handbook(
                files: ["specimen.yml": "tokens: tokens.json\nusage: [/etc]\n", "tokens.json": Example.twoColorTokens],
                command: "check",
                prints:
                    "specimen.yml:2:9: error: '/etc' is outside the handbook and the folder beside it; name a folder there, or pass it with --usage [usage-outside-handbook]"
            ),
            fix: """
                - Check the code out inside or beside the handbook and name it relatively (`../app`).
                - Or pass the folder on the command line: `specimen check --usage /path/to/app`.
                """),
        Entry(
            "usage-none", .error,
            summary: "specimen usage has no code folder to scan",
            explanation: """
                `specimen usage` lists where code uses the tokens, so it needs code: the folders of `usage:` in
                specimen.yml, or `--usage PATH` on the command line. The handbook names neither.
                """,
            example: .handbook(
                files: ["specimen.yml": "tokens: tokens.json\n", "tokens.json": Example.twoColorTokens],
                command: "usage",
                prints: "specimen.yml:1:1: error: no code folder to scan: add 'usage: [../app]' to specimen.yml or pass --usage PATH [usage-none]"),
            fix: """
                - Add `usage: [../app]` (your code's folder) to specimen.yml, or run `specimen usage --usage ../app`.
                """),
        Entry(
            "usage-token-unknown", .error,
            summary: "specimen usage was asked for a token or group the handbook does not have",
            explanation: """
                The argument of `specimen usage` is a token's path (`color.primary`) or a group's (`color`, every
                token below it). Removed tokens count, so that their remaining uses can be listed. The message suggests
                the nearest name when there is one.
                """,
            example: .handbook(
                files: ["specimen.yml": "tokens: tokens.json\nusage: [app]\n", "tokens.json": Example.twoColorTokens, "app/site.css": "a {}\n"],
                command: "usage color.primery",
                prints: "color.primery:1:1: error: no token or group 'color.primery'; did you mean 'color.primary'? [usage-token-unknown]"),
            fix: """
                - Give the token's full path as the token files write it, or a group's.
                """),
    ]
}
