extension DiagnosticCatalogue {
    /// Groups that inherit another group's tokens with `$extends`.
    static let groupExtends: [Entry] = [
        Entry(
            "group-extends-syntax", .error,
            summary: "a $extends is not a reference",
            explanation: """
                A group's `$extends` names the group it inherits from, and must be a reference in braces such as
                `"{button}"`. Here it is not: a bare path, or not text at all. The group inherits nothing.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "button": {
                        "$type": "dimension",
                        "padding": { "$value": { "value": 8, "unit": "px" } }
                      },
                      "iconButton": { "$extends": "button" }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:6:31: error: '$extends' of 'iconButton' must be a reference in braces such as \"{button}\", not 'button' [group-extends-syntax]"
            ),
            fix: """
                - Write the reference in braces: `"$extends": "{button}"`.
                """),
        Entry(
            "group-extends-unknown", .error,
            summary: "a $extends names no group",
            explanation: """
                A group's `$extends` names a group that does not exist, so the group inherits nothing. The path is the
                group's full path from the top of the token set.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "button": {
                        "$type": "dimension",
                        "padding": { "$value": { "value": 8, "unit": "px" } }
                      },
                      "iconButton": { "$extends": "{buton}" }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:6:31: error: 'iconButton' extends 'buton', which does not exist [group-extends-unknown]"),
            fix: """
                - Correct the path, here `{button}`; `specimen tokens list` shows every token's path, and so the groups.
                """),
        Entry(
            "group-extends-token", .error,
            summary: "a $extends names a token instead of a group",
            explanation: """
                A group's `$extends` names a token, not a group. A group inherits the tokens of another group; a single
                token's value is taken with an alias instead.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "button": {
                        "$type": "dimension",
                        "padding": { "$value": { "value": 8, "unit": "px" } }
                      },
                      "iconButton": { "$extends": "{button.padding}" }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.json:6:31: error: 'iconButton' extends 'button.padding', which is a token; '$extends' must name a group [group-extends-token]"
            ),
            fix: """
                - Name the group that holds the token: `"$extends": "{button}"`.
                - To reuse one token's value, alias it from a token: `"padding": { "$value": "{button.padding}" }`.
                """),
        Entry(
            "group-extends-cycle", .error,
            summary: "groups extend each other in a cycle",
            explanation: """
                Groups extend each other in a loop (`button` extends `iconButton`, which extends `button`), or a group
                extends a group that contains it. There would be no end to what they inherit, so the `$extends` that
                closes the loop is ignored.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "button": {
                        "$extends": "{iconButton}",
                        "padding": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }
                      },
                      "iconButton": { "$extends": "{button}" }
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.json:6:31: error: '$extends' cycle: button → iconButton → button [group-extends-cycle]"),
            fix: """
                - Decide which group is the base, and delete `$extends` from it.
                - Tokens both need can go in a third group that both extend.
                """),
    ]
}
