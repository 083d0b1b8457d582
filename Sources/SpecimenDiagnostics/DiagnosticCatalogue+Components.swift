extension DiagnosticCatalogue {
    /// Component specs (`NAME.component.yml`) and the contrast of their matrices.
    static let components: [Entry] = [
        Entry(
            "component-syntax", .error,
            summary: "a component spec is not valid YAML",
            explanation: """
                A component spec, a `NAME.component.yml` file under Content/, is not valid YAML, or is valid YAML but
                not a mapping with `axes`, `template` and `style`. The component cannot be drawn, and every block that
                shows it fails too.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "# Button\n",
                    "Content/button.component.yml": """
                    axes:
                      state: [normal, hover

                    """,
                ],
                command: "check",
                prints:
                    "Content/button.component.yml:3:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence [component-syntax]"
            ),
            fix: """
                - Look at the line given and the one before it: close brackets and quotes, and indent with spaces.
                - Here, close the list: `state: [normal, hover]`.
                """),
        Entry(
            "component-spec", .error,
            summary: "a component spec is missing a field or has a wrong one",
            explanation: """
                A component spec is valid YAML but lacks a field or has a wrong one. A spec needs `axes` (each axis with
                a list of values; axis names hold letters, digits, `-` and `_`), a `template` (the Mustache snippet for
                one instance) and `style` (CSS properties mapped to token references); `matrix.rows` and
                `matrix.columns`, when given, must name axes.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": "# Button\n",
                    "Content/button.component.yml": """
                    axes:
                      state: [normal, hover]
                    style:
                      color: "{color.text}"

                    """,
                ],
                command: "check",
                prints: "Content/button.component.yml:1:1: error: 'template' must hold the Mustache snippet for one instance [component-spec]"),
            fix: """
                - Add or correct the field the message names; here the spec has no `template`. A complete small spec:
                    axes:
                      state: [normal, hover]
                    template: |
                      <button style="{{style}}">{{label}}</button>
                    style:
                      color: "{color.text}"
                """),
        Entry(
            "component-template", .error,
            summary: "a component's Mustache snippet does not parse, or holds a script where raw HTML is off",
            explanation: """
                The `template` of a component spec, the Mustache snippet for one instance, does not parse; most often a
                section such as `{{#label}}` is never closed. The message gives the line within the snippet and the
                parser's reason. Where `markdown.unsafe` is false (or `--safe-html` is given), the snippet must also
                be markup without scripts: no `<script>`, `<style>` or `<iframe>`, no event handler, no `javascript:`
                URL, no `url()` in a style, no unescaped `{{{value}}}`; the message names what it found.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": "# Button\n",
                    "Content/button.component.yml": """
                    axes:
                      state: [normal, hover]
                    template: "<button>{{#label}}{{label}}</button>"
                    style:
                      color: "{color.text}"

                    """,
                ],
                command: "check",
                prints:
                    "Content/button.component.yml:3:11: error: template error in the snippet (line 1 of the snippet): a section is opened but never closed [component-template]"
            ),
            fix: """
                - Close every section: `{{#state_disabled}} disabled{{/state_disabled}}`.
                - Here, `<button>{{label}}</button>` is enough: the section around the label is not needed.
                """),
        Entry(
            "component-token-missing", .error,
            summary: "a component's style names a token that does not exist for some combination",
            explanation: """
                A component's `style` names tokens with axis placeholders, such as `{button.{variant}.background}`, and
                for some combination of axis values that token does not exist. Specimen checks every combination in
                every context and reports each missing token once; without it, that cell of the matrix could not be
                styled.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "button": {
                        "$type": "color",
                        "primary": { "background": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } } }
                      }
                    }

                    """,
                    "Content/index.md": """
                    ```component button
                    ```

                    """,
                    "Content/button.component.yml": """
                    axes:
                      variant: [primary, secondary]
                    template: |
                      <button style="{{style}}">{{label}}</button>
                    style:
                      background-color: "{button.{variant}.background}"

                    """,
                ],
                command: "check",
                prints:
                    "Content/button.component.yml:6:21: error: 'background-color' needs token 'button.secondary.background' for variant=secondary, which does not exist; did you mean 'button.primary.background'? [component-token-missing]"
            ),
            fix: """
                - Add the missing token to your token files, here `button.secondary.background`.
                - Or remove the value from the axis if the component has no such variant.
                """),
        Entry(
            "component-no-tokens", .error,
            summary: "a component spec needs tokens, and the handbook has none",
            explanation: """
                There is a component spec under Content/, but specimen.yml names no token files. A component takes every
                style from tokens, so without tokens it cannot be drawn.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "# Button\n",
                    "Content/button.component.yml": """
                    axes:
                      variant: [primary, secondary]
                    template: |
                      <button style="{{style}}">{{label}}</button>
                    style:
                      background-color: "{button.{variant}.background}"

                    """,
                ],
                command: "check",
                prints:
                    "Content/button.component.yml:1:1: error: component 'button' needs tokens; add 'tokens:' to specimen.yml [component-no-tokens]"),
            fix: """
                - Add `tokens:` to specimen.yml, naming the files that hold the component's tokens.
                - If the spec is not ready yet, move it out of Content/ for now.
                """),
        Entry(
            "contrast-insufficient", .error,
            summary: "a component's text on its fill is below the configured WCAG 2 level",
            explanation: """
                For every cell of a component matrix, in every context, Specimen lays the `color` of its style over its
                `background-color` as the matrix paints them and measures the WCAG 2 contrast ratio. This pair falls
                below the level `checks.contrast` sets: AA by default, 4.5:1 for text, or AAA, 7:1. Many people would
                find that text hard to read. The APCA Lc value is given beside it for reference.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "button": {
                        "$type": "color",
                        "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
                        "text": { "$value": { "colorSpace": "srgb", "components": [0.7, 0.7, 0.7], "hex": "#b3b3b3" } }
                      }
                    }

                    """,
                    "Content/index.md": """
                    ```component button
                    ```

                    """,
                    "Content/button.component.yml": """
                    axes:
                      variant: [primary]
                    template: |
                      <button style="{{style}}">{{label}}</button>
                    style:
                      background-color: "{button.background}"
                      color: "{button.text}"

                    """,
                ],
                command: "check",
                prints:
                    "Content/button.component.yml:7:10: error: 'button.text' on 'button.background' is 2.11:1 in value (variant=primary), below WCAG 2 AA (4.5:1 for text); APCA Lc 41.3 [contrast-insufficient]"
            ),
            fix: """
                - Darken the text or lighten the fill (in dark contexts, the other way round) until the ratio passes; on
                  white, text of #767676 or darker reaches 4.5:1.
                - States that are inactive by design are exempt: `checks.contrastExempt` lists them, `[disabled]` by
                  default; add your own there.
                - `checks.contrast: off` turns the check off for the whole handbook. `diagnostics:` cannot, since this
                  is an error.
                """),
    ]
}
