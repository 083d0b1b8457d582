extension DiagnosticCatalogue {
    /// Resolver documents: their sets, modifiers and sources.
    static let resolver: [Entry] = [
        Entry(
            "resolver-syntax", .error,
            summary: "a resolver document breaks the module's structure",
            explanation: """
                A resolver document, the file that combines sets of token files with modifiers such as a light/dark
                theme, does not have the structure of the DTCG Resolver module: it is not an object, it lacks
                `resolutionOrder`, or an entry, set, modifier, context or source has the wrong shape. The message says
                which part. None of its tokens can be read until it is fixed.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } }
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.resolver.json:1:1: error: a resolver document needs 'resolutionOrder', the list of sets and modifiers to merge [resolver-syntax]"
            ),
            fix: """
                - Add or correct the part the message names. A minimal document:
                    {
                      "version": "2025.10",
                      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
                      "resolutionOrder": [{ "$ref": "#/sets/base" }]
                    }
                - `specimen init` writes a complete one with a light/dark modifier.
                """),
        Entry(
            "resolver-version", .error,
            summary: "a resolver document's version is not 2025.10",
            explanation: """
                A resolver document's `version` must be `"2025.10"`, the version of the Resolver module Specimen
                implements. Another value may mean a document written for a different draft, whose rules differ.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "1.0",
                      "resolutionOrder": [{ "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] }]
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.resolver.json:2:14: error: 'version' must be \"2025.10\" [resolver-version]"),
            fix: """
                - Write `"version": "2025.10"`, and check the document against that version of the module.
                """),
        Entry(
            "resolver-version-missing", .warning, isDeviation: true,
            summary: "a resolver document has no version",
            explanation: """
                The Resolver module asks every document to declare `"version": "2025.10"`, and this one does not.
                Specimen reads it all the same, since the module's own examples leave it out. Under `--strict` it is an
                error.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "resolutionOrder": [{ "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] }]
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.resolver.json:1:1: warning: a resolver document should declare \"version\": \"2025.10\" [resolver-version-missing]"),
            fix: """
                - Add `"version": "2025.10",` at the top of the document.
                """),
        Entry(
            "resolver-reference", .error,
            summary: "a resolver $ref names nothing usable",
            explanation: """
                A `$ref` in a resolver document names nothing usable. An entry of `resolutionOrder` must reference
                `#/sets/NAME` or `#/modifiers/NAME`, and that set or modifier must exist; a source must be a token file
                or a pointer into one, not a set or modifier; nothing may point into `resolutionOrder`; and a pointer
                must lead somewhere.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
                      "resolutionOrder": [{ "$ref": "#/sets/bsae" }]
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.resolver.json:4:33: error: there is no set 'bsae'; did you mean 'base'? [resolver-reference]"),
            fix: """
                - Correct the name; the message suggests the closest, here `#/sets/base`.
                - Sources are token files: `{ "$ref": "colors.tokens.json" }`.
                """),
        Entry(
            "resolver-reference-remote", .error,
            summary: "a resolver source is a URL, which is not fetched",
            explanation: """
                A source of a resolver document is an http(s) URL. Specimen fetches nothing from the network, so that a
                build gives the same site every time, offline too.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "resolutionOrder": [{ "type": "set", "name": "base", "sources": [{ "$ref": "https://example.com/tokens.json" }] }]
                    }

                    """,
                ],
                command: "check",
                prints:
                    "tokens.resolver.json:3:78: error: remote sources ('https://example.com/tokens.json') are not fetched; download the file and reference it by path [resolver-reference-remote]"
            ),
            fix: """
                - Download the file into the handbook and reference it by its path: `{ "$ref": "vendor/tokens.json" }`.
                """),
        Entry(
            "resolver-file-missing", .error,
            summary: "a file a resolver document names cannot be read",
            explanation: """
                A resolver document names a token file, as in `{ "$ref": "colors.tokens.json" }`, that cannot be read:
                usually nothing is at that path, which is relative to the resolver document's folder. Its tokens are
                missing from every permutation that uses it.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "resolutionOrder": [{ "type": "set", "name": "base", "sources": [{ "$ref": "colors.tokens.json" }] }]
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.resolver.json:3:78: error: cannot read token file 'colors.tokens.json' [resolver-file-missing]"),
            fix: """
                - Correct the path, relative to the resolver document, or create the file.
                - If the file is there, check that you may read it.
                """),
        Entry(
            "resolver-duplicate-name", .error,
            summary: "a set or modifier appears twice in resolutionOrder",
            explanation: """
                The same set or modifier appears twice in `resolutionOrder`. Each is merged once, so the second entry is
                skipped.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.resolver.json\n",
                    "base.tokens.json": Example.twoColorTokens,
                    "tokens.resolver.json": """
                    {
                      "version": "2025.10",
                      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
                      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/sets/base" }]
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.resolver.json:4:50: error: 'base' appears twice in 'resolutionOrder' [resolver-duplicate-name]"),
            fix: """
                - Delete the repeated entry. If some values must come after a modifier, put them in a set of their own,
                  with another name.
                """),
        Entry(
            "resolver-modifier-empty", .error,
            summary: "a modifier has no contexts",
            explanation: """
                A modifier has no contexts, so there is nothing to choose between. A modifier such as `theme` needs
                contexts (`light`, `dark`, ...), each with a list of sources.
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
                        { "type": "modifier", "name": "theme", "contexts": {} }
                      ]
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.resolver.json:5:56: error: modifier 'theme' has no contexts [resolver-modifier-empty]"),
            fix: """
                - Add its contexts: `"contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref":
                  "dark.tokens.json" }] }`.
                - Or delete the modifier.
                """),
        Entry(
            "resolver-modifier-single", .warning,
            summary: "a modifier has a single context",
            explanation: """
                A modifier has a single context, so it never changes anything: a set would do the same more simply.
                Often the second context (dark, compact, ...) is still to be written.
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
                        { "type": "modifier", "name": "theme", "default": "light", "contexts": { "light": [] } }
                      ]
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.resolver.json:5:76: warning: modifier 'theme' has a single context; a set would do [resolver-modifier-single]"),
            fix: """
                - Add the other contexts, or turn the modifier into a set: `{ "type": "set", "name": "theme", "sources":
                  [...] }`.
                - Or keep it and turn the warning off: `diagnostics: {resolver-modifier-single: off}`.
                """),
        Entry(
            "resolver-default", .error,
            summary: "a modifier's default is not one of its contexts",
            explanation: """
                A modifier's `default` names a context the modifier does not have, perhaps one since renamed. The
                modifier then has no default, so a context has to be chosen for it, which is why
                `resolver-input-missing` follows.
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
                        { "type": "modifier", "name": "theme", "default": "dim", "contexts": { "light": [], "dark": [] } }
                      ]
                    }

                    """,
                ],
                command: "check",
                prints: "tokens.resolver.json:5:55: error: 'default' of 'theme' must be one of its contexts: light, dark [resolver-default]"),
            fix: """
                - Set `default` to one of the contexts the message lists: `"default": "light"`.
                """),
    ]
}
