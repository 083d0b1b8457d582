extension DiagnosticCatalogue {
    /// `specimen.yml`, command-line options and `specimen init`.
    static let configuration: [Entry] = [
        Entry(
            "config-syntax", .error,
            summary: "specimen.yml is not valid YAML",
            explanation: """
                specimen.yml, the handbook's settings file, cannot be read as YAML, so Specimen stops before reading
                anything else. The message names the YAML problem and the line where the parser noticed it, which is
                often just after the real mistake: an unclosed bracket or quote, a tab used for indentation, or a value
                holding ': ' without quotes.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    title: Acme handbook
                    tokens: [tokens.json

                    """
                ],
                command: "check",
                prints: "specimen.yml:3:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence [config-syntax]"),
            fix: """
                - Open specimen.yml at the line given and look at it and the line before it.
                - Close any open `[`, `{` or quote; indent with spaces, not tabs; quote values that contain `: ` or
                  start with `*`, `&`, `@` or a backtick.
                - Here, close the list: `tokens: [tokens.json]` (or write `tokens: tokens.json`).
                """),
        Entry(
            "config-type", .error,
            summary: "a setting in specimen.yml has the wrong type",
            explanation: """
                A setting in specimen.yml has a known name but the wrong kind of value: a list where text is expected,
                text where true or false is expected, a single value where a mapping is expected. The message says what
                the setting takes. The file as a whole must be a mapping of settings (`title: ...` lines), not a list or
                a single value.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    title: Acme handbook
                    strict: sometimes

                    """
                ],
                command: "check",
                prints: "specimen.yml:2:9: error: 'strict' must be true or false [config-type]"),
            fix: """
                - Give the setting the kind of value the message asks for; the README's `specimen.yml` section lists
                  every setting with an example.
                - `strict` takes `true` or `false`; `tokens` a file, a glob or a list of them; `markdown`, `checks`,
                  `contexts` and `diagnostics` take mappings.
                - Here, write `strict: true` or `strict: false`.
                """),
        Entry(
            "config-value", .error,
            summary: "a setting in specimen.yml has a value Specimen cannot use",
            explanation: """
                A setting in specimen.yml has the right kind of value, but not one Specimen can use: a `baseURL` that is
                neither an http(s) URL nor a path, a `checks.contrast` other than AA, AAA or off, a `diagnostics:` level
                other than off, warning or error, or a `themeModifier` mapping without `name`.

                `diagnostics:` also refuses to relax an error. Errors are what a build cannot go past, so only warnings
                and notes can be turned off or kept as warnings; any code can be made an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    title: Acme handbook
                    diagnostics:
                      link-broken: off

                    """
                ],
                command: "check",
                prints:
                    "specimen.yml:3:16: error: 'link-broken' is an error a build cannot go past; only warnings and notes can be turned off or kept as warnings [config-value]"
            ),
            fix: """
                - Use one of the values the message lists.
                - Under `diagnostics:`, set only warnings and notes to `off` or `warning` (`specimen explain CODE` says
                  which a code is). An error is fixed where it is reported; here, fix the broken links instead and
                  delete the `link-broken` line.
                """),
        Entry(
            "examples-css-missing", .error,
            summary: "examples.css names a stylesheet Public/ does not have",
            explanation: """
                `examples: {css: [...]}` in specimen.yml names the stylesheets every live example (```` ```html example ````)
                links after the handbook's tokens.css: the team's component CSS, written with the tokens' custom
                properties. Each is a path below Public/, published at the same path. One of them is not there, so the
                examples would render unstyled and the component pages could not say which tokens their examples use.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    title: Acme handbook
                    examples:
                      css: [assets/components.css]

                    """
                ],
                command: "check",
                prints: "specimen.yml:3:9: error: examples.css names 'assets/components.css', which is not in Public/ [examples-css-missing]"),
            fix: """
                - Put the stylesheet in Public/ at the path named (here Public/assets/components.css), or correct the path:
                  it is written as published, below Public/, without `Public/` in front.
                """),
        Entry(
            "specimen-version-unmet", .error,
            summary: "the handbook needs a version of Specimen other than this one",
            explanation: """
                specimen.yml's `specimen:` setting names the versions of Specimen the handbook is written for, and the
                one running is not among them. It stops before reading anything else: a newer handbook may use settings
                an older Specimen would ignore or misread, and a build in CI should fail on the version, not on what
                follows from it. The message names the range and the version running.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    title: Acme handbook
                    specimen: ">=99"

                    """
                ],
                command: "check",
                prints:
                    "specimen.yml:2:11: error: this handbook needs Specimen >=99, and this is Specimen \(SpecimenVersion.current); install a version in that range [specimen-version-unmet]"
            ),
            fix: """
                - Install a release of Specimen in the range (`specimen --version` tells which one runs), or pin it in CI
                  (the workflow `specimen init --ci` writes downloads the release it names).
                - If the range is wrong, widen it: `specimen: ">=0.3"`, `">=0.3, <0.5"`, `"^0.3"` (0.3.x).
                """),
        Entry(
            "config-unknown-key", .warning,
            summary: "a setting Specimen does not know, usually a typo",
            explanation: """
                specimen.yml holds a setting Specimen does not know. It is ignored, so whatever it was meant to do does
                not happen; usually it is a typo or a different capitalisation of a real setting, and the message
                suggests the closest one. The same warning covers unknown keys under `markdown:`, `checks:` and
                `themeModifier:`, and codes under `diagnostics:` that are not in the catalogue.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    title: Acme handbook
                    baseUrl: /handbook/

                    """
                ],
                command: "check",
                prints: "specimen.yml:2:1: warning: unknown setting 'baseUrl'; did you mean 'baseURL'? [config-unknown-key]"),
            fix: """
                - Rename the key to the one suggested (keys are case-sensitive: `baseURL`, not `baseUrl`), or delete it.
                - The README's `specimen.yml` section lists every setting.
                - `diagnostics: {config-unknown-key: off}` silences the warning, but a misspelt setting still does
                  nothing.
                """),
        Entry(
            "option-value", .error,
            summary: "a command-line option has a value Specimen cannot use",
            explanation: """
                A command-line option has a value Specimen cannot use. Today this is `--base-url`, which takes an http
                or https URL (`https://example.com/handbook/`) or a path (`/handbook/`); other schemes, spaces, `?`
                queries and `#` fragments are refused. The command stops before it reads the handbook.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "# Home\n"
                ],
                command: "build --base-url ftp://example.com/handbook/",
                prints: "--base-url:1:1: error: --base-url 'ftp://example.com/handbook/' is neither an http(s) URL nor a path [option-value]"),
            fix: """
                - Pass an http(s) URL or a path: `specimen build --base-url /handbook/`, or `--base-url
                  https://example.com/handbook/`.
                - Or leave the option out and set `baseURL:` in specimen.yml.
                """),
        Entry(
            "root-missing", .error,
            summary: "the handbook folder does not exist",
            explanation: """
                `--root` names the handbook folder, the one holding specimen.yml and Content/, and there is no folder at
                that path. The path is relative to the folder you run Specimen in; without `--root`, the handbook is
                that folder itself.
                """,
            example: .handbook(
                files: [
                    "handbook/Content/index.md": "# Home\n"
                ],
                command: "build --root handbok",
                prints: "handbok:1:1: error: no handbook folder at /path/to/handbook/handbok [root-missing]"),
            fix: """
                - Check the spelling of the path (here `handbook`, not `handbok`), or `cd` into the handbook and leave
                  `--root` out.
                - To start a new handbook there, run `specimen init PATH` first.
                """),
        Entry(
            "init-not-empty", .error,
            summary: "specimen init was pointed at a folder that is not empty",
            explanation: """
                `specimen init` writes a starter handbook: a specimen.yml, pages, tokens with a light/dark resolver
                document, and a component. It refuses a folder that already holds files, hidden ones included, so that
                it never overwrites work by accident.
                """,
            example: .handbook(
                files: [
                    "notes.md": "Ideas for the handbook\n"
                ],
                command: "init .",
                prints:
                    "/path/to/handbook:1:1: error: /path/to/handbook is not empty; choose a new folder, or add --force to write the starter files into it anyway (files it replaces are backed up) [init-not-empty]"
            ),
            fix: """
                - Give init a new or empty folder: `specimen init my-handbook`.
                - Or add `--force` to write the starter files into this folder anyway: files it replaces are first
                  copied to `.specimen-init-backup/`, and other files are kept.
                """),
        Entry(
            "init-not-folder", .error,
            summary: "specimen init was pointed at something that is not a folder",
            explanation: """
                `specimen init DIR` writes the starter handbook into the folder DIR, creating it when it does not exist.
                Here DIR is the path of a file, not of a folder, so there is nowhere to write.
                """,
            example: .handbook(
                files: [
                    "handbook": "Ideas for the handbook\n"
                ],
                command: "init handbook",
                prints: "/path/to/handbook/handbook:1:1: error: /path/to/handbook/handbook is a file, not a folder [init-not-folder]"),
            fix: """
                - Pass the path of a folder that does not exist yet (init creates it) or of an empty folder.
                - Or move the file that is in the way.
                """),
        Entry(
            "init-write", .error,
            summary: "specimen init could not write a file",
            explanation: """
                `specimen init` could not create a folder or write one of the starter handbook's files. The message ends
                with the reason the operating system gave: no permission, a read-only or full disk, a name that is too
                long. Files written before the failure stay where they are.
                """,
            example: .situation(
                """
                `specimen init /srv/handbook`, run by a user who may not write in /srv (or on a full or read-only disk),
                cannot create the folder or its files: `error: cannot write the starter handbook: ...`, followed by the
                system's reason.
                """),
            fix: """
                - Read the reason at the end of the message.
                - Choose a folder you may write to (inside your home folder, say), fix its permissions or free some
                  space, then run init again (with `--force` if it left files behind).
                """),
        Entry(
            "init-ci-exists", .error,
            summary: "specimen init --ci found a workflow there already",
            explanation: """
                `specimen init --ci github` writes .github/workflows/specimen.yml, and `--ci gitlab` writes .gitlab-ci.yml,
                at the root of the handbook's git repository (the handbook's folder when it is in none). That file is
                there already, and Specimen never replaces a workflow: a team's own jobs may be in it. Nothing is
                written, the starter handbook included.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "title: Acme handbook\n",
                    ".gitlab-ci.yml": "pages:\n  script: [make site]\n",
                ],
                command: "init . --ci gitlab",
                prints:
                    "/path/to/handbook/.gitlab-ci.yml:1:1: error: /path/to/handbook/.gitlab-ci.yml exists already; Specimen leaves it as it is (move it aside to have a new one written) [init-ci-exists]"
            ),
            fix: """
                - Move the file aside (`git mv .gitlab-ci.yml old-ci.yml`), run init again, and carry your own jobs over
                  into the new file; or copy the jobs of the README's "Publishing" section into yours.
                """),
    ]
}
