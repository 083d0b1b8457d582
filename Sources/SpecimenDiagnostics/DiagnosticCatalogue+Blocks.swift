extension DiagnosticCatalogue {
    /// Fenced blocks that show tokens and components on a page.
    static let blocks: [Entry] = [
        Entry(
            "block-syntax", .error,
            summary: "a block's info string is malformed",
            explanation: """
                A fenced code block whose info string starts with a block's name is a Specimen block, and the words
                after the name do not fit that block: `contrast`, for one, takes two groups joined by `on`. The blocks,
                each with the words it takes, are listed below.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "text": {
                          "primary": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1], "hex": "#1a1a1a" } },
                          "muted": { "$value": { "colorSpace": "srgb", "components": [0.4, 0.4, 0.4], "hex": "#666666" } }
                        },
                        "background": {
                          "default": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } }
                        }
                      }
                    }

                    """,
                    "Content/index.md": """
                    ```contrast color.text color.background
                    ```

                    """,
                ],
                command: "check",
                prints: "Content/index.md:1:4: error: write 'contrast FOREGROUND-GROUP on BACKGROUND-GROUP' [block-syntax]"),
            fix: """
                - Write the info string in the form the message shows; here:
                    ```contrast color.text on color.background
                    ```
                - To show an ordinary code block instead, start the info string with another word, such as `text`.
                """),
        Entry(
            "block-options", .error,
            summary: "a block's YAML options are malformed or name an unknown context",
            explanation: """
                The body of a block holds YAML options, and these cannot be used: the body is not a YAML mapping, an
                option is unknown to the block or has a value of the wrong kind, `contexts` names a context the tokens
                do not have, or `types` names a type with no tokens in the group. The finding points at the option.
                Every block that shows tokens takes `contexts` (which contexts to show side by side); the blocks, each
                with the options it takes, are listed below.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": """
                    ```swatches color
                    columns: 3
                    ```

                    """,
                ],
                command: "check",
                prints: "Content/index.md:2:1: error: unknown option 'columns' of a 'swatches' block; it takes contexts, layout [block-options]"),
            fix: """
                - Remove the unknown option or correct its name; the message lists what the block takes.
                - `contexts: [light, dark]` must name contexts of your resolver document's modifiers
                  (or `modifier=context` pairs); `layout:` of a swatches block is cards, grid, table or palette.
                - Leave the body empty to get the defaults.
                """),
        Entry(
            "block-group-unknown", .error,
            summary: "a block names a token group that does not exist",
            explanation: """
                A block names a token group that does not exist, so there is nothing to show. A group's name is a token
                path without its last part: for the token `color.brand.primary`, `color` and `color.brand` are groups.
                The message suggests the closest existing group.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": """
                    ```swatches colour
                    ```

                    """,
                ],
                command: "check",
                prints: "Content/index.md:1:13: error: no token group 'colour'; did you mean 'color'? [block-group-unknown]"),
            fix: """
                - Correct the group's name; `specimen tokens list` shows every token's path. Here, write `swatches
                  color`.
                """),
        Entry(
            "block-group-empty", .error,
            summary: "a block's group holds no token of the types it shows",
            explanation: """
                The group exists but holds no tokens of the types the block shows (the blocks are listed below, with
                what each shows): colors for `swatches`, say, or any type for `tokens`. A block without a group looks
                at the whole handbook, and found none there either.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": """
                    ```type-scale color
                    ```

                    """,
                ],
                command: "check",
                prints: "Content/index.md:1:15: error: 'color' holds no typography tokens for a 'type-scale' block [block-group-empty]"),
            fix: """
                - Point the block at a group of the right type, here a group of typography tokens for `type-scale`.
                - Or use a `tokens` block, which shows tokens of every type: `tokens color`.
                """),
        Entry(
            "block-no-tokens", .error,
            summary: "a block needs tokens, and the handbook has none",
            explanation: """
                The page uses a block that shows tokens (the blocks are listed below), but the handbook has no tokens
                to show. Tokens come only from the files that `tokens:` in specimen.yml names, and here it names none.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": """
                    ```swatches color
                    ```

                    """
                ],
                command: "check",
                prints: "Content/index.md:1:4: error: a 'swatches' block needs tokens; add 'tokens:' to specimen.yml [block-no-tokens]"),
            fix: """
                - Add `tokens:` to specimen.yml: a token file (`tokens: tokens.json`), a glob (`tokens:
                  "tokens/**/*.json"`), a list of them, or one resolver document.
                - `specimen init` writes a starter handbook with tokens, a resolver document and blocks that work.
                """),
        Entry(
            "block-component-unknown", .error,
            summary: "a component block names no component spec",
            explanation: """
                A `component NAME` block names a component that has no spec. Specs are files named `NAME.component.yml`
                anywhere under Content/, and the block's NAME is the file's name without `.component.yml`.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": """
                    ```component button
                    ```

                    """,
                ],
                command: "check",
                prints: "Content/index.md:1:14: error: no component 'button'; specs live in Content/**/NAME.component.yml [block-component-unknown]"),
            fix: """
                - Create the spec, here `Content/components/button.component.yml`, with its `axes`, `template` and
                  `style` (`specimen init` writes an example).
                - Or correct the name in the block; the message suggests a close one when there is.
                """),
    ]
}
