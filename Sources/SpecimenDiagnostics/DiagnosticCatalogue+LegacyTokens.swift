extension DiagnosticCatalogue {
    /// Older forms of tokens that Specimen still reads, with a warning that says how to migrate.
    static let legacyTokens: [Entry] = [
        Entry(
            "token-legacy-syntax", .warning, isDeviation: true,
            summary: "value/type without $ (a 2021 draft)",
            explanation: """
                The token writes `value` and `type` without `$`, as the 2021 drafts of the format and Style Dictionary 3
                did. Specimen reads it, but current DTCG tools look for `$value` and `$type`. Under `--strict` it is an
                error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": {
                        "m": { "value": { "value": 16, "unit": "px" }, "type": "dimension" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:3:5: warning: 'space.m' uses 'value'/'type' without '$' (a 2021 draft); rename them '$value' and '$type' [token-legacy-syntax]"
            ),
            fix: """
                - Rename `value` to `$value`, `type` to `$type` and `description` to `$description` throughout the file.
                """),
        Entry(
            "token-legacy-type", .warning, isDeviation: true,
            summary: "a type name from older drafts or other tools",
            explanation: """
                The `$type` is a name from older drafts of the format or from other tools, such as Tokens Studio's
                `spacing`, `sizing`, `borderRadius`, `fontSizes` or `boxShadow`. Specimen reads it as the current type
                the message names. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": {
                        "$type": "spacing",
                        "m": { "$value": { "value": 16, "unit": "px" } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:3:14: warning: type 'spacing' is not a DTCG 2025.10 type; write 'dimension' [token-legacy-type]"),
            fix: """
                - Write the type the message names: here `dimension`.
                """),
        Entry(
            "token-legacy-untyped", .warning, isDeviation: true,
            summary: "a token in Style Dictionary's classic form without a type: a color under 'color', else kept as written",
            explanation: """
                Style Dictionary's classic form (`value` without `$`) gives tokens no type: Style Dictionary transforms
                them by their category, the first name of their path. Specimen does the same where that is certain: a
                color under `color` is read as a color, as every Style Dictionary transform group reads it, and a CSS
                gradient there (`linear-gradient({color.a.value} 0%, …)`) as a gradient. Anything else means what the
                team's own transforms make of it (a `size` may be rems without a unit, pixels, a z-index or a shadow),
                so it is kept as written: a string (written to `tokens.css` as it is when it is a CSS value, and shown
                as the color, length or shadow it reads as), a number or a boolean; an object is kept as its JSON. A
                token in the current form without a type is an error instead (`token-type-missing`).
                Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "primary": { "value": "#0a84ff" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    #"tokens.json:3:5: warning: 'color.primary' has no type; Style Dictionary reads tokens under 'color' as colors, and so does Specimen: write "$type": "color" on its group [token-legacy-untyped]"#
            ),
            fix: """
                - Give the group its type: `"color": { "$type": "color", … }`, `"spacing": { "$type": "dimension", … }`,
                  with the unit in each value (`"1rem"` for a Style Dictionary `size/rem` transform's `"1"`).
                """),
        Entry(
            "token-legacy-value", .warning, isDeviation: true,
            summary: "an older value form: hex strings, '16px', font lists in one string, …",
            explanation: """
                The value is written in an older form that Specimen still reads: a color as a hex string, a dimension as
                a string like `"16px"` or a bare number, a font list in one string, a `lineHeight` as a string (`"150%"`,
                `"24px"`, kept as written), a shadow with Tokens Studio's `x`, `y` and `type`. DTCG 2025.10 has structured values for all of
                them, and the message gives the equivalent. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": "#0a84ff" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:4:28: warning: color '#0a84ff' is a hex string; write {\"colorSpace\": \"srgb\", \"components\": [0.0392, 0.5176, 1]} [token-legacy-value]"
            ),
            fix: """
                - Replace the value with the one the message gives, here `{"colorSpace": "srgb", "components": [0.0392,
                  0.5176, 1]}`; add `"hex": "#0a84ff"` to keep the hex at hand.
                """),
        Entry(
            "token-line-height-length", .note,
            summary: "a typography lineHeight is a length, where the format writes a multiple of the font size",
            explanation: """
                The typography value's `lineHeight` is a dimension (`24px`, `1.75rem`), as Figma, Tokens Studio and CSS
                write it; DTCG 2025.10 writes a number, a multiple of the font size. Specimen keeps the length as it is:
                tokens.css gets it in the `font` shorthand (`16px/24px`), the type scale shows it, tokens.json keeps the
                dimension, and the platform exports, which take a multiple, get the length divided by the font size.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "body": {
                        "$type": "typography",
                        "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
                                    "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": { "value": 24, "unit": "px" } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:5:78: note: lineHeight 24px is a length, kept as written; the format writes it as a multiple of the font size, 1.5 [token-line-height-length]"
            ),
            fix: """
                - Nothing needs to change: the note is printed by `specimen check` only.
                - To follow the format, write the multiple it gives, e.g. `"lineHeight": 1.5`;
                  `diagnostics: {token-line-height-length: off}` turns the note off.
                """),
        Entry(
            "token-legacy-reference", .warning, isDeviation: true,
            summary: "a reference ending in .value (Style Dictionary 3)",
            explanation: """
                A reference ends in `.value` (or `.$value`), as Style Dictionary 3 wrote them: `{color.primary.value}`.
                In DTCG a reference names the token itself; Specimen follows it to the token all the same. Under
                `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                        "link": { "$value": "{color.primary.value}" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:5:25: warning: '{color.primary.value}' ends in '.value' (Style Dictionary 3 style); write '{color.primary}' [token-legacy-reference]"
            ),
            fix: """
                - Drop the suffix: `{color.primary}`.
                """),
    ]
}
