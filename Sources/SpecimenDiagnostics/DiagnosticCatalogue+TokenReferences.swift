extension DiagnosticCatalogue {
    /// Aliases and `$ref` pointers between tokens, and the limits on following them.
    static let tokenReferences: [Entry] = [
        Entry(
            "token-reference-syntax", .error,
            summary: "a reference is malformed, or longer than 1,000 bytes",
            explanation: """
                A reference is malformed: an empty name between dots (`{color..primary}`), a brace inside the braces, a
                `$ref` that is not a JSON Pointer into the file (one starts with `#/`), or a reference longer than 1,000
                bytes. It cannot name a token, so the value stays unresolved.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                        "link": { "$value": "{color..primary}" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:5:25: error: '{color..primary}' is not a valid reference; write names joined by dots, e.g. {color.brand.primary} [token-reference-syntax]"
            ),
            fix: """
                - Write names joined by single dots in one pair of braces: `{color.primary}`.
                - A `$ref` is a JSON Pointer into the token set: `{ "$ref": "#/color/primary/$value" }`.
                """),
        Entry(
            "token-reference-group", .error,
            summary: "a reference names a group, not a token",
            explanation: """
                A reference names a group, not a token: here `color.blue` holds the token `color.blue.500` but has no
                value of its own. A reference must name a single token, whose value it takes.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "blue": { "500": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } } },
                        "link": { "$value": "{color.blue}" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:5:25: error: '{color.blue}' refers to a group, not a token; reference one of its tokens [token-reference-group]"),
            fix: """
                - Name one of the group's tokens: here `{color.blue.500}`.
                - Or give the group a `$root` token and reference `{color.blue.$root}`.
                """),
        Entry(
            "token-reference-into-value", .error,
            summary: "a curly reference points inside a token's value",
            explanation: """
                A curly reference points inside the value of a token, here at the color of a shadow:
                `{shadow.card.color}`. Curly references name whole tokens only; to reach a part of a composite value,
                DTCG uses a JSON Pointer in a `$ref`.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "shadow": {
                        "card": {
                          "$type": "shadow",
                          "$value": {
                            "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2 },
                            "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" },
                            "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" }
                          }
                        }
                      },
                      "color": { "shade": { "$type": "color", "$value": "{shadow.card.color}" } }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:12:53: error: '{shadow.card.color}' points inside the value of token 'shadow.card'; curly references name whole tokens — use {\"$ref\": \"#/shadow/card/$value/color\"} [token-reference-into-value]"
            ),
            fix: """
                - Use the `$ref` the message gives: `{ "$ref": "#/shadow/card/$value/color" }`.
                - Or make the part a token of its own, `color.shadow` say, and reference it from both.
                """),
        Entry(
            "token-reference-cycle", .error,
            summary: "references form a cycle",
            explanation: """
                References go round in a circle: `color.primary` aliases `color.link`, which aliases `color.primary`. No
                token of the cycle can get a value, and each of them is reported (for `$ref` objects, the pointer that
                closes the cycle is).
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": "{color.link}" },
                        "link": { "$value": "{color.primary}" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:4:5: error: 'color.primary' is part of a reference cycle: color.primary → color.link → color.primary [token-reference-cycle]"
            ),
            fix: """
                - Give one token of the cycle a real value, and let the others alias it.
                """),
        Entry(
            "token-reference-external", .error,
            summary: "a $ref in a token file names another file",
            explanation: """
                A `$ref` in a token file names another file, here `brand.json#/color/blue`. In a token file a `$ref` may
                point only within that file; tokens of several files are combined by listing the files under `tokens:`,
                or in a resolver document, whose sources name files.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "primary": { "$ref": "brand.json#/color/blue" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:3:26: error: '$ref' to another file ('brand.json#/color/blue') is only supported in resolver documents [token-reference-external]"
            ),
            fix: """
                - List both files under `tokens:` and alias the token with a curly reference: `"primary": { "$value":
                  "{color.blue}" }`.
                - Or point within the file: `#/color/blue`.
                """),
        Entry(
            "token-reference-type", .error,
            summary: "a $ref points at a value of the wrong kind",
            explanation: """
                An object `{ "$ref": ... }` in a token file stands for the object it points at, so the target must be an
                object: a token, a group, or an object value. Here it is text, a number, an array or a boolean, so
                nothing can take the `$ref`'s place.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "blue": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                        "primary": { "$ref": "#/color/blue/$value/colorSpace" }
                      }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:5:26: error: '$ref' target '#/color/blue/$value/colorSpace' is a string, not an object [token-reference-type]"),
            fix: """
                - Point the `$ref` at a token: `{ "$ref": "#/color/blue" }`.
                - To take one token's value, alias it instead: `"primary": { "$value": "{color.blue}" }`.
                """),
        Entry(
            "token-limit-exceeded", .error,
            summary: "references or $extends go deeper, or make more tokens, than Specimen's limits (100 deep, 100,000 tokens)",
            explanation: """
                Specimen follows at most 100 references in a row, and lets `$extends` make at most 100,000 tokens in
                all. The limits keep every build fast and bounded, whatever the input; real design systems stay far
                below them, so reaching one usually means a generated file gone wrong. The reference or `$extends` at
                the limit is not followed.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "g0": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 } },
                      "g1": { "a": { "$extends": "{g0}" }, "b": { "$extends": "{g0}" } },
                      "g2": { "a": { "$extends": "{g1}" }, "b": { "$extends": "{g1}" } },
                      "g3": { "a": { "$extends": "{g2}" }, "b": { "$extends": "{g2}" } },
                      "g4": { "a": { "$extends": "{g3}" }, "b": { "$extends": "{g3}" } },
                      "g5": { "a": { "$extends": "{g4}" }, "b": { "$extends": "{g4}" } },
                      "g6": { "a": { "$extends": "{g5}" }, "b": { "$extends": "{g5}" } },
                      "g7": { "a": { "$extends": "{g6}" }, "b": { "$extends": "{g6}" } },
                      "g8": { "a": { "$extends": "{g7}" }, "b": { "$extends": "{g7}" } },
                      "g9": { "a": { "$extends": "{g8}" }, "b": { "$extends": "{g8}" } },
                      "g10": { "a": { "$extends": "{g9}" }, "b": { "$extends": "{g9}" } },
                      "g11": { "a": { "$extends": "{g10}" }, "b": { "$extends": "{g10}" } },
                      "g12": { "a": { "$extends": "{g11}" }, "b": { "$extends": "{g11}" } },
                      "g13": { "a": { "$extends": "{g12}" }, "b": { "$extends": "{g12}" } },
                      "g14": { "a": { "$extends": "{g13}" }, "b": { "$extends": "{g13}" } },
                      "g15": { "a": { "$extends": "{g14}" }, "b": { "$extends": "{g14}" } },
                      "g16": { "a": { "$extends": "{g15}" }, "b": { "$extends": "{g15}" } },
                      "g17": { "a": { "$extends": "{g16}" }, "b": { "$extends": "{g16}" } }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:17:61: error: '$extends' would give the tokens more than 100000 members; 'g15.b' does not inherit '{g14}' [token-limit-exceeded]"
            ),
            fix: """
                - Shorten long alias chains: point tokens at the base value, not at each other one after another.
                - Check what each `$extends` copies: here every group copies the one before it twice, doubling the
                  number of tokens at each level.
                """),
    ]
}
