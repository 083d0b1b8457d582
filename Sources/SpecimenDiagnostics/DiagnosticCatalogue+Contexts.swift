extension DiagnosticCatalogue {
    /// Choosing a context for each modifier, and the permutations they make.
    static let contexts: [Entry] = [
        Entry(
            "resolver-input-missing", .error,
            summary: "a modifier has no default and no context was chosen",
            explanation: """
                A modifier has no `default`, and neither specimen.yml nor the command line chooses a context for it. The
                site shows one permutation first, and the tokens commands resolve one, so Specimen needs a context for
                every modifier.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "resolutionOrder": [
                        { "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] },
                        { "type": "modifier", "name": "theme", "contexts": { "light": [], "dark": [] } }
                      ]
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.resolver.json:5:5: error: modifier 'theme' has no default context, and none was chosen; choose one of light, dark in specimen.yml (contexts: {theme: light}) or on the command line (--context theme=light) [resolver-input-missing]"
            ),
            fix: """
                - Give the modifier a default in the resolver document: `"default": "light"`.
                - Or choose one in specimen.yml, `contexts: {theme: light}`, or for one command, `--context
                  theme=light`.
                """),
        Entry(
            "resolver-input-unknown-modifier", .error,
            summary: "a chosen context names no modifier",
            explanation: """
                `contexts:` in specimen.yml, or `--context`, chooses a context for a modifier the resolver document does
                not have; often the name has a typo. If the tokens come from plain token files, there are no modifiers
                at all. The choice is ignored.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    tokens: tokens.resolver.json
                    contexts:
                      them: dark

                    """,
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "resolutionOrder": [
                        { "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] },
                        { "type": "modifier", "name": "theme", "default": "light", "contexts": { "light": [], "dark": [] } }
                      ]
                    }

                    """,
                ],
                command: "check",
                prints:
                    "specimen.yml:3:3: error: there is no modifier 'them'; did you mean 'theme'?; modifiers: theme [resolver-input-unknown-modifier]"
            ),
            fix: """
                - Use the modifier's exact name (the message lists them): `contexts: {theme: dark}`.
                - Delete the choice if the modifier is gone.
                """),
        Entry(
            "resolver-input-unknown-context", .error,
            summary: "a chosen context is not one of the modifier's",
            explanation: """
                `contexts:` in specimen.yml, or `--context`, chooses a context the modifier does not have; often the
                name has a typo. The choice is ignored and the modifier keeps its default.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": """
                    tokens: tokens.resolver.json
                    contexts:
                      theme: drak

                    """,
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "resolutionOrder": [
                        { "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] },
                        { "type": "modifier", "name": "theme", "default": "light", "contexts": { "light": [], "dark": [] } }
                      ]
                    }

                    """,
                ],
                command: "check",
                prints:
                    "specimen.yml:3:10: error: modifier 'theme' has no context 'drak'; did you mean 'dark'?; contexts: light, dark [resolver-input-unknown-context]"
            ),
            fix: """
                - Use one of the contexts the message lists: `contexts: {theme: dark}`.
                """),
        Entry(
            "resolver-permutations-limit", .error,
            summary: "a resolver has more permutations than Specimen enumerates (1,024); the base and each context are checked",
            explanation: """
                Each combination of contexts, one per modifier, is a permutation, and `specimen tokens check` resolves
                each in full. With many modifiers their number multiplies: eleven modifiers of two contexts make 2,048.
                Past 1,024, Specimen checks the base permutation and each context of each modifier on its own (what the
                site shows), and says so with this error, so that nobody takes the rest as checked.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "resolutionOrder": [
                        { "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] },
                        { "type": "modifier", "name": "m1", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m2", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m3", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m4", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m5", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m6", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m7", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m8", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m9", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m10", "default": "a", "contexts": { "a": [], "b": [] } },
                        { "type": "modifier", "name": "m11", "default": "a", "contexts": { "a": [], "b": [] } }
                      ]
                    }

                    """,
                ],
                command: "tokens check",
                prints:
                    "tokens.resolver.json:5:5: error: m1 2 × m2 2 × m3 2 × m4 2 × m5 2 × m6 2 × m7 2 × m8 2 × m9 2 × m10 2 × m11 2 make more than 1024 permutations, more than Specimen enumerates; checked the base and each context of each modifier instead (pick others with --context) [resolver-permutations-limit]"
            ),
            fix: """
                - Check the combinations that matter with `--context modifier=context`, repeated for each modifier.
                - Consider whether some modifiers could be sets, or could merge into one modifier.
                """),
    ]
}
