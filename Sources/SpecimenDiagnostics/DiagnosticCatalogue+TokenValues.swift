extension DiagnosticCatalogue {
    /// Token types, and values of the right shape for them.
    static let tokenValues: [Entry] = [
        Entry(
            "token-type-unknown", .error,
            summary: "a $type is malformed or a typo of a known type",
            explanation: """
                A `$type` is not text, or is a name a typo away from one of the format's types, like `colour` for
                `color`. Types Specimen does not know are otherwise read as opaque values with a warning
                (`token-type-nonstandard`), but a near miss of a real type is almost certainly a mistake, so it is an
                error and the token gets no type.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "primary": { "$type": "colour", "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:3:27: error: unknown type 'colour'; did you mean 'color'? [token-type-unknown]"),
            fix: """
                - Write the type's exact name: color, dimension, fontFamily, fontWeight, duration, cubicBezier, number,
                  strokeStyle, border, transition, shadow, gradient or typography.
                """),
        Entry(
            "token-type-nonstandard", .warning, isDeviation: true,
            summary: "a $type outside the format: string, boolean and link are read as such, others kept as opaque JSON",
            explanation: """
                The `$type` is not one of the thirteen types of DTCG 2025.10. `string`, `boolean` and `link` are common
                additions, and Specimen reads them as such: a string that is a CSS value reaches tokens.css as it is
                (`rgba(0, 0, 0, 0.12)`, `uppercase`), other strings and links as quoted strings, booleans tokens.json
                only. Any other name is kept as opaque JSON and exported to tokens.json only. Under
                `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "font": {
                        "license": { "$type": "string", "$value": "SIL Open Font License" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:3:27: warning: type 'string' is not a DTCG 2025.10 type; it is read as a string (exported to CSS as written when it is a CSS value, else quoted) [token-type-nonstandard]"
            ),
            fix: """
                - If the value fits a standard type, use that: a size is a `dimension`, a font name a `fontFamily`.
                - Otherwise keep it and turn the warning off: `diagnostics: {token-type-nonstandard: off}` in
                  specimen.yml.
                """),
        Entry(
            "token-string-typed", .note,
            summary: "a string token's value is a color, a length, a duration or a shadow in CSS",
            explanation: """
                The token is typed `string`, and its value is a CSS color, length, duration or shadow (`rgba(0, 0, 0,
                0.12)`, `24px`, `150ms`, `0 1px 2px #0003`). Specimen writes it to tokens.css as it is and previews it as
                that kind (a swatch, a ruler), and tokens.json keeps the string; but to every other tool the token is
                text. A DTCG type would say what it is.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "shadow": {
                        "color": { "$type": "string", "$value": "rgba(0, 0, 0, 0.12)" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:3:45: note: 'shadow.color' is a string whose value is a color in CSS; \"$type\": \"color\" would say so to every tool (it is already shown and written to tokens.css as one) [token-string-typed]"
            ),
            fix: """
                - Give it the type the note names, and write its value in that type's form, e.g.
                    "color": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.12 } }
                - Or leave it a string: the note is printed by `specimen check` only, and
                  `diagnostics: {token-string-typed: off}` turns it off.
                """),
        Entry(
            "token-type-missing", .error,
            summary: "no type can be settled for a token",
            explanation: """
                No type can be settled for a token: it has no `$type`, no group above it has one, and its value is not
                an alias of a token that has a type. Specimen never guesses a type from a value (is 16 a number or a
                dimension?), so the token cannot be resolved.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": {
                        "m": { "$value": { "value": 16, "unit": "px" } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:3:5: error: 'space.m' has no type: give it '$type', or put it in a group that has one (types are never guessed from values) [token-type-missing]"
            ),
            fix: """
                - Add `$type` to the token, or once to its group so that all its tokens share it: `"space": { "$type":
                  "dimension", ... }`.
                """),
        Entry(
            "token-type-mismatch", .error,
            summary: "an alias or reference has the wrong type",
            explanation: """
                A token declares one type but aliases a token of another type, or a reference inside a composite value
                (a shadow's color, a border's width) names a token of the wrong type. The value cannot be used as
                declared.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": { "$type": "dimension", "m": { "$value": { "value": 16, "unit": "px" } } },
                      "color": { "text": { "$type": "color", "$value": "{space.m}" } }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:3:52: error: 'color.text' is declared color but aliases 'space.m', which is dimension [token-type-mismatch]"),
            fix: """
                - Point the reference at a token of the right type: a color for a color.
                - Or correct the `$type`, if the declaration is what is wrong.
                """),
        Entry(
            "token-value-invalid", .error,
            summary: "a value has the wrong shape for its type",
            explanation: """
                A `$value` does not have the shape its type requires: a color needs a `colorSpace` and three
                `components`, a dimension a numeric `value` and a `unit`, a typography value its members, and so on. The
                message says what is wrong. The token is left without a value, and so are the tokens that alias it.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52] } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:66: error: 'components' must be an array of exactly three numbers or \"none\" [token-value-invalid]"),
            fix: """
                - Write the value as the message describes: here `"components": [0.04, 0.52, 1]`, three numbers for red,
                  green and blue.
                - The DTCG 2025.10 format defines the shape of each type's value.
                """),
        Entry(
            "token-value-invalid-hex", .warning, isDeviation: true,
            summary: "a color's hex fallback is not 6-digit (ignored)",
            explanation: """
                A color's `hex` member is an optional fallback for tools that cannot read color spaces, and must be six
                hex digits such as `"#0a84ff"`. Here it is something else (three digits, eight with alpha, a name), so
                it is ignored; the `components` define the color either way. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.53, 1], "hex": "#08f" } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:4:87: warning: the 'hex' fallback '#08f' is not 6 digits such as \"#0a84ff\"; it is ignored (the components are the color) [token-value-invalid-hex]"
            ),
            fix: """
                - Write six digits, here `"#0088ff"`; transparency belongs in the color's `alpha`.
                - Or delete `hex`.
                """),
        Entry(
            "token-value-range", .warning, isDeviation: true,
            summary: "a color component is out of its space's range",
            explanation: """
                A color component is outside the range of its color space, like 255 in `srgb`, whose components run from
                0 to 1. Specimen keeps the value, and browsers clip it, but it is nearly always a mistake, typically
                0–255 values pasted into a 0–1 format. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [10, 132, 255] } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:66: warning: component 1 of a srgb color should be within 0.0…1.0, not 10.0 [token-value-range]"),
            fix: """
                - Divide 0–255 values by 255: `[10, 132, 255]` becomes `[0.039, 0.518, 1]`.
                - Check the `colorSpace`: each space has its own ranges.
                """),
        Entry(
            "token-value-unknown-member", .warning, isDeviation: true,
            summary: "a composite value has a member its type does not define (ignored)",
            explanation: """
                A composite value, such as a dimension, shadow, border or typography value, has a member its type does
                not define, often a typo of one it does. Specimen ignores the member, so it has no effect. Under
                `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": {
                        "$type": "dimension",
                        "m": { "$value": { "value": 16, "unit": "px", "scale": 2 } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:51: warning: 'scale' is not part of a dimension value; it is ignored [token-value-unknown-member]"),
            fix: """
                - Correct the name if it is a typo; the message suggests the closest member.
                - Otherwise delete it, or keep the data under the token's `$extensions`.
                """),
        Entry(
            "token-value-css-member", .warning, isDeviation: true,
            summary: "a typography value has a CSS member beyond the format (fontStyle, …; kept)",
            explanation: """
                A typography value has a CSS member beyond the format, one of `fontStyle`, `fontVariant`,
                `textDecoration` and `textTransform`, which design tools export. Specimen keeps it and writes it to
                tokens.css as the CSS property (`text-transform`), but other DTCG tools ignore it. Under `--strict` it
                is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "typography": {
                        "$type": "typography",
                        "label": {
                          "$value": {
                            "fontFamily": "Inter", "fontSize": { "value": 12, "unit": "px" }, "fontWeight": 600,
                            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4, "textTransform": "uppercase"
                          }
                        }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:7:75: warning: 'textTransform' is not part of a DTCG typography value; it is kept and reaches tokens.css as CSS 'text-transform' [token-value-css-member]"
            ),
            fix: """
                - If you rely on it, keep it and turn the warning off: `diagnostics: {token-value-css-member: off}`.
                - For files that other tools must read the same way, delete it and set the property in your own CSS.
                """),
        Entry(
            "token-typography-incomplete", .warning, isDeviation: true,
            summary: "a typography value lacks letterSpacing or lineHeight (CSS uses normal)",
            explanation: """
                A DTCG typography value has five members: `fontFamily`, `fontSize`, `fontWeight`, `letterSpacing` and
                `lineHeight`. This one lacks `letterSpacing` or `lineHeight`, as many design-tool exports do, and
                Specimen renders it with CSS's `normal` for what is missing. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "typography": {
                        "$type": "typography",
                        "body": {
                          "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400 }
                        }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:5:17: warning: a typography value should have 'letterSpacing' and 'lineHeight'; CSS uses 'normal' for them [token-typography-incomplete]"
            ),
            fix: """
                - Add the missing members: `"letterSpacing": { "value": 0, "unit": "px" }` and `"lineHeight": 1.5`, a
                  number relative to the font size.
                """),
        Entry(
            "token-unit-nonstandard", .warning, isDeviation: true,
            summary: "a dimension unit other than px and rem",
            explanation: """
                DTCG 2025.10 dimensions allow only the units `px` and `rem`. This one has another unit (em, %, pt, vw,
                ...) or none; Specimen writes it to CSS as it is, but other tools may reject or misread it. Under
                `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": {
                        "$type": "dimension",
                        "m": { "$value": { "value": 1.5, "unit": "em" } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:4:46: warning: unit 'em' is outside DTCG 2025.10, which allows only px and rem; it is kept as written [token-unit-nonstandard]"
            ),
            fix: """
                - Convert to px or rem where you can: 1.5em of a 16px font is 24px, or 1.5rem at the root.
                - If a relative unit is intended, keep it and turn the warning off: `diagnostics:
                  {token-unit-nonstandard: off}`.
                """),
    ]
}
