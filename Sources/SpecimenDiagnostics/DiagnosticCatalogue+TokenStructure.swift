extension DiagnosticCatalogue {
    /// The structure of a token file: names, tokens and groups, and their `$` properties.
    static let tokenStructure: [Entry] = [
        Entry(
            "token-name-invalid", .error,
            summary: "a token or group name is empty or holds '{', '}' or '.'",
            explanation: """
                A token or group name is empty, or holds `{`, `}` or `.`. Those characters make up references, such as
                `{color.brand.primary}`, so a name holding them could never be referred to without ambiguity. The member
                is skipped.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "brand.primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:5: error: name 'brand.primary' contains '.', which token names cannot hold [token-name-invalid]"),
            fix: """
                - Nest instead of writing dots: `"brand": { "primary": { ... } }` gives the token `color.brand.primary`.
                - Or use another separator in the name: `brand-primary`.
                """),
        Entry(
            "token-name-case", .warning,
            summary: "two names differ only by case",
            explanation: """
                Two members of a group have names that differ only by case, like `primary` and `Primary`. Specimen keeps
                both, but much of what is made from tokens ignores case, such as file names on macOS and Windows,
                Android resource names, and code generators that change case, and would merge or confuse the two.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                        "Primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:5:5: warning: 'Primary' differs from 'primary' only by case; tools that ignore case will confuse them [token-name-case]"
            ),
            fix: """
                - Rename one so that the names differ by more than case, e.g. `primary` and `primary-strong`.
                - If both are intended, turn the warning off: `diagnostics: {token-name-case: off}`.
                """),
        Entry(
            "token-member-type", .error,
            summary: "a group member is neither a token nor a group",
            explanation: """
                A member of a group is neither a token (an object with `$value`) nor a group (an object of more
                members), but a plain string, number, array or boolean. In a DTCG file every value sits inside a token
                object, so the member is skipped.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": "#0a84ff"
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:16: error: 'primary' must be a token or group object, not a string [token-member-type]"),
            fix: """
                - Wrap the value in a token: `"primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52,
                  1] } }`.
                - A flat file of `name: value` pairs from another tool has to be converted to the DTCG shape.
                """),
        Entry(
            "token-value-with-children", .error,
            summary: "a token holds a token or group beside its $value",
            explanation: """
                An object has a `$value`, which makes it a token, and also a member that is an object, as if it were a
                group. A DTCG token cannot contain tokens or groups, so the nested member is not read.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": {
                          "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] },
                          "hover": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } }
                        }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:6:7: error: 'color.primary' has a '$value' and also a member 'hover'; a token cannot contain tokens or groups [token-value-with-children]"
            ),
            fix: """
                - Put the nested token beside it instead: `color.primary` and `color.primary-hover`.
                - Or make `primary` a group whose `$root` token holds the base value, referred to as
                  `{color.primary.$root}`:
                    "primary": {
                      "$root": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                      "hover": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } }
                    }
                """),
        Entry(
            "token-member-nonstandard", .warning, isDeviation: true,
            summary: "a token has a scalar member beside $value that the format does not define (ignored)",
            explanation: """
                A token has a member beside `$value` that the format does not define and whose value is not an object,
                such as an id a design tool added. The format reserves the token object for its `$` properties, so
                Specimen ignores the member. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": {
                          "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] },
                          "figmaId": "12:34"
                        }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:6:7: warning: 'color.primary' has a member 'figmaId' beside '$value', which the format does not define; it is ignored (move it under '$extensions' to keep it) [token-member-nonstandard]"
            ),
            fix: """
                - Move it under `$extensions`, keyed by a reverse domain name: `"$extensions": { "com.figma": { "id":
                  "12:34" } }`. Specimen keeps extensions.
                - Or delete it.
                """),
        Entry(
            "token-unknown-property", .warning, isDeviation: true,
            summary: "a $-property the format does not define",
            explanation: """
                A name that starts with `$` is not one of the format's properties, which on a token are `$value`,
                `$type`, `$description`, `$deprecated` and `$extensions`, and on a group `$type`, `$description`,
                `$deprecated`, `$extensions` and `$extends` (`$schema` belongs at the top of the file). Usually it is a
                typo, and the property is ignored: here the token gets no description. Under `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": {
                          "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] },
                          "$descripton": "Buttons and links"
                        }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:6:7: warning: unknown token property '$descripton'; did you mean '$description'? [token-unknown-property]"),
            fix: """
                - Correct the name; the message suggests the closest property, here `$description`.
                - Keep data of your own under `$extensions`, or in a name without `$`.
                """),
        Entry(
            "token-missing-value", .warning, isDeviation: true,
            summary: "an object has $type but no $value",
            explanation: """
                An object has `$type` but no `$value`, and nothing but `$` properties: it looks like a token whose value
                was forgotten. Specimen reads it as a group with no tokens, so it is missing from the site. Under
                `--strict` it is an error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "primary": { "$type": "color", "$description": "Buttons and links" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:3:5: warning: 'color.primary' has '$type' but no '$value'; it is read as an empty group [token-missing-value]"),
            fix: """
                - Add the `$value`.
                - If it is meant as a group that sets the type of tokens still to come, add them, or remove the group
                  for now.
                """),
        Entry(
            "token-root-group", .error,
            summary: "$root is a group rather than a token",
            explanation: """
                `$root` is the format's name for a group's own base token: in a group `accent` holding `$root` and
                `hover`, `{accent.$root}` is the base value beside `{accent.hover}`. It must be a token with a `$value`;
                here it is a group of other tokens, so it is skipped.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                        "$root": {
                          "light": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } }
                        }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:5:5: error: '$root' must be a token with a '$value' [token-root-group]"),
            fix: """
                - Give `$root` its own `$value`.
                - Move the tokens inside it up into the group, beside it: here `color.light`.
                """),
        Entry(
            "token-extends", .error,
            summary: "$extends is written on a token; only groups extend",
            explanation: """
                `$extends` is written on a token, an object with `$value`. Only groups extend: a group with `$extends`
                inherits every token of the group it names. A token that should take another's value is an alias
                instead: `"$value": "{color.primary}"`.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                        "link": { "$value": "{color.primary}", "$extends": "{color.primary}" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:5:44: error: '$extends' belongs on groups; token 'color.link' cannot extend (alias another token with '$value': \"{…}\") [token-extends]"
            ),
            fix: """
                - Delete `$extends` from the token; its `$value` alias already does the job.
                - To copy a whole group, put `$extends` on the group.
                """),
        Entry(
            "token-description-type", .error,
            summary: "$description is not a string",
            explanation: """
                `$description` must be text. Here it is a number, an object, an array or a boolean, so it is ignored and
                the token's page shows no description.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": {
                        "$type": "dimension",
                        "m": { "$value": { "value": 16, "unit": "px" }, "$description": 16 }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:69: error: '$description' must be a string [token-description-type]"),
            fix: """
                - Write the description as text: `"$description": "The gap between paragraphs"`.
                - Keep structured data under `$extensions`.
                """),
        Entry(
            "token-deprecated-type", .error,
            summary: "$deprecated is not true, false or a string",
            explanation: """
                `$deprecated` marks a token that the design system is phasing out. It must be `true`, `false`, or text
                explaining what to use instead, where a reference in braces (`"Use {space.l}"`) names the replacement.
                Here it is something else, so the token is not marked deprecated.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": {
                        "$type": "dimension",
                        "m": { "$value": { "value": 16, "unit": "px" }, "$deprecated": 1 }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:68: error: '$deprecated' must be true, false, or an explanation string [token-deprecated-type]"),
            fix: """
                - Write `"$deprecated": true`, or give the reason and the replacement: `"$deprecated": "Use {space.l}"`.
                """),
        Entry(
            "token-extensions-type", .error,
            summary: "$extensions is not an object",
            explanation: """
                `$extensions` holds data of other tools and vendors, and must be an object keyed by reverse domain
                names, such as `{ "com.figma": { ... } }`. Here it is text, a number, an array or a boolean, so it is
                dropped.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "space": {
                        "$type": "dimension",
                        "m": { "$value": { "value": 16, "unit": "px" }, "$extensions": "figma" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:4:68: error: '$extensions' must be an object keyed by vendor (reverse domain names) [token-extensions-type]"),
            fix: """
                - Wrap the data in an object under a vendor key: `"$extensions": { "com.figma": { "collection":
                  "Spacing" } }`.
                """),
    ]
}
