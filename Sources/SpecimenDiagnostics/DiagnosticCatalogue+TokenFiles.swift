extension DiagnosticCatalogue {
    /// Token files as files: finding them, and reading them as JSON or YAML.
    static let tokenFiles: [Entry] = [
        Entry(
            "json-syntax", .error,
            summary: "a token file is not JSON",
            explanation: """
                A token file is not valid JSON, so none of its tokens can be read. The message points at the first
                character that makes it invalid, which is often just after the real mistake, such as a comma missing at
                the end of the line before. Pages, blocks and components that use the file's tokens fail too, but those
                errors are left out until this one is fixed.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color"
                        "primary": { "$value": "#0a84ff" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:5: error: invalid JSON: expected ',' or '}' after the value of '$type' [json-syntax]"),
            fix: """
                - Look at the position given and at the line before it: add the missing `,` between members, close
                  brackets and quotes, and put every key in double quotes.
                - Here, add a comma after `"$type": "color"`.
                - Comments and trailing commas are read (with a warning), so they are not the cause.
                """),
        Entry(
            "yaml-syntax", .error,
            summary: "a token file is not YAML",
            explanation: """
                A token file written in YAML (`.yaml` or `.yml`) does not parse, so none of its tokens can be read. YAML
                token files hold the same structure as JSON ones. The line given is where the parser noticed the
                problem; keys that are lists or mappings, and nesting deeper than 256 levels, are refused too.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.yaml\n",
                    "tokens.yaml": """
                    color:
                      $type: color
                      primary: {$value: {colorSpace: srgb, components: [0, 0.5, 1]}

                    """,
                ],
                command: "check",
                prints: "tokens.yaml:4:1: error: invalid YAML: did not find expected ',' or '}' while parsing a flow mapping [yaml-syntax]"),
            fix: """
                - Look at the line given and the one before it: close brackets and braces, and indent with spaces.
                - Quote references, since bare braces are a YAML mapping: `$value: "{color.primary}"`.
                - Here, close the braces: `primary: {$value: {colorSpace: srgb, components: [0, 0.5, 1]}}`.
                """),
        Entry(
            "yaml-alias-limit", .error,
            summary: "a YAML token file expands through its aliases past what it may hold",
            explanation: """
                YAML aliases (`*name`) repeat an anchored node (`&name`) without writing it out, so a few hundred bytes
                that nest aliases ten to a level stand for millions of nodes: a file that would take minutes and
                gigabytes to read. Specimen reads a YAML token file up to 100,000 nodes and 1 MB of text, plus ten
                of each per byte of the file (no file spells out more than that without aliases), and refuses the
                file past that, at the top-level member whose expansion ran over. Aliases used as abbreviations,
                a shadow or a font stack repeated a few times, stay far below it.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.yaml\n",
                    "tokens.yaml": """
                    a: &a [x, x, x, x, x, x, x, x, x, x]
                    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
                    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
                    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
                    f: {$type: fontFamily, $value: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]}

                    """,
                ],
                command: "check",
                prints:
                    "tokens.yaml:5:1: error: 'f' expands through YAML aliases past what the file may hold (100,000 nodes and 1 MB of text, and ten of each per byte of the file); write the values out, or name tokens with references such as {color.base} instead of aliases [yaml-alias-limit]"
            ),
            fix: """
                - Write the repeated values out, or make them tokens and refer to them: `$value: "{font.stack}"`.
                - A file generated by a script that nests aliases is better written as JSON.
                """),
        Entry(
            "json-comment", .warning, isDeviation: true,
            summary: "a token file has comments (JSONC)",
            explanation: """
                The token file has `//` or `/* */` comments. JSON has none; Specimen reads the file as JSONC all the
                same and warns once per file, because other tools that read the tokens, such as Style Dictionary or the
                JSON parser of a build script, may reject it. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      // Brand colors
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:2:3: warning: comments are not part of JSON; tools other than Specimen may reject this file [json-comment]"),
            fix: """
                - Move what the comment says into the format: a `$description` on the token or group.
                - Or keep the comments and turn the warning off: `diagnostics: {json-comment: off}` in specimen.yml.
                """),
        Entry(
            "json-trailing-comma", .warning, isDeviation: true,
            summary: "a token file has trailing commas",
            explanation: """
                An object or an array ends with a comma before its `}` or `]`. JSON does not allow that; Specimen reads
                the file anyway, but stricter tools reject it. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:85: warning: trailing comma before '}' is not allowed in JSON [json-trailing-comma]"),
            fix: """
                - Delete the comma after the last member; the position given is the comma.
                - Or turn the warning off: `diagnostics: {json-trailing-comma: off}` in specimen.yml.
                """),
        Entry(
            "json-duplicate-key", .warning, isDeviation: true,
            summary: "an object has the same key twice; the last one wins",
            explanation: """
                An object has the same key twice. Specimen takes the last one, as most JSON readers do, so the first is
                silently lost, and tools that take the first one read a different value. Under `--strict` it is an
                error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:5:5: warning: duplicate key 'primary'; the last one wins [json-duplicate-key]"),
            fix: """
                - Keep one of the two members, or rename one if both are wanted (`primary` and `primary-strong`, say).
                - The position given is the second key.
                """),
        Entry(
            "token-file-type", .error,
            summary: "a token file does not hold an object",
            explanation: """
                A token file must hold one object, whose members are tokens and groups. This file holds something else
                at its top, here an array, as some exports of other tools do, so it adds no tokens.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    [
                      { "name": "primary", "value": "#0a84ff" }
                    ]

                    """,
                ],
                command: "check",
                prints: "tokens.json:1:1: error: a token file must hold a JSON object, not an array [token-file-type]"),
            fix: """
                - Rewrite the file as a DTCG token document:
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } }
                      }
                    }
                - If it is another tool's export, convert it first, or leave it out of `tokens:`.
                """),
        Entry(
            "tokens-missing", .error,
            summary: "no token file or folder where the config or --tokens says",
            explanation: """
                `specimen tokens` or `specimen diff` was given a token source (with `--tokens PATH`, or as OLD or NEW),
                and there is no file or folder at that path, or the folder holds no token files (`.json`, `.yaml`,
                `.yml`). A missing file named under `tokens:` in specimen.yml is reported as `file-unreadable` instead.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "title: Acme handbook\n"
                ],
                command: "tokens check --tokens design-tokens",
                prints: "design-tokens:1:1: error: no token file or folder at 'design-tokens' [tokens-missing]"),
            fix: """
                - Check the path: it is relative to the folder you run the command in, not to `--root`.
                - Point `--tokens` at a resolver document, a token file, or a folder of token files.
                """),
        Entry(
            "tokens-pattern-empty", .warning,
            summary: "a token file pattern matches no file",
            explanation: """
                An entry under `tokens:` in specimen.yml is a glob (it holds `*` or `?`), and no file of the handbook
                matches it. The build goes on with the tokens the other entries find, which may be fewer than intended.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    tokens:
                      - tokens.json
                      - themes/*.json

                    """,
                    "tokens.json": Example.twoColorTokens,
                ],
                command: "check",
                prints: "specimen.yml:1:1: warning: token pattern 'themes/*.json' matches no file [tokens-pattern-empty]"),
            fix: """
                - Correct the pattern. It is matched against paths relative to the handbook folder: `*` and `?` stay
                  within one folder, `**` crosses folders (`tokens/**/*.json`).
                - Or delete the entry if its files are gone.
                """),
        Entry(
            "tokens-resolver-mixed", .error,
            summary: "a resolver document is listed beside other token files",
            explanation: """
                `tokens:` in specimen.yml lists a resolver document (a `*.resolver.json` file) beside other token files.
                A resolver document names its own token files in its sets and modifiers, so it must be the only entry;
                otherwise Specimen could not tell how the other files combine with its contexts.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    tokens:
                      - tokens.resolver.json
                      - extra.json

                    """,
                    "extra.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "resolutionOrder": [{ "type": "set", "name": "base", "sources": [{ "$ref": "extra.json" }] }]
                    }

                    """,
                ],
                command: "check",
                prints:
                    "specimen.yml:1:1: error: 'tokens.resolver.json' is a resolver document; list it alone under 'tokens', it names its own token files [tokens-resolver-mixed]"
            ),
            fix: """
                - List the resolver document alone: `tokens: tokens.resolver.json`.
                - Name the other files in one of its sets: `"sources": [{ "$ref": "extra.json" }]`.
                """),
    ]
}
