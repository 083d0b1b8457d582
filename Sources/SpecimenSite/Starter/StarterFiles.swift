/// The text of the starter handbook's files (see `StarterHandbook`).
enum StarterFiles {
    static let configuration: [String: String] = [
        "specimen.yml": """
        # The handbook's settings; `specimen build` reads them. Every setting is in Specimen's README.
        title: {{TITLE}}
        description: Our design system — its tokens, foundations and components.
        baseURL: /
        tokens: tokens/handbook.resolver.json
        themeModifier: theme

        """,
        // The built site, and what builds keep between them (records of the last build, published releases).
        ".gitignore": "Output/\n.specimen/\n",
        "tokens/handbook.resolver.json": """
        {
          "version": "2025.10",
          "name": "{{TITLE}}",
          "sets": {
            "base": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "typography.tokens.json" }] },
            "components": { "sources": [{ "$ref": "button.tokens.json" }] }
          },
          "modifiers": {
            "theme": {
              "description": "The light and the dark appearance.",
              "default": "light",
              "contexts": {
                "light": [{ "$ref": "light.tokens.json" }],
                "dark": [{ "$ref": "dark.tokens.json" }]
              }
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/sets/components" }]
        }

        """,
    ]

    static let pages: [String: String] = [
        "Content/index.md": """
        ---
        title: {{TITLE}}
        description: How our products look and feel, and the tokens that make them.
        ---

        This handbook documents our design system. Its pages are Markdown in `Content/`; its
        design tokens are W3C design-token files in `tokens/`, with a light and a dark context.

        Write a token's name in braces, like {color.primary}, and the page shows a chip that
        links to the token's own page. Blocks show whole groups: see [Colors](foundations/colors.md),
        [Typography](foundations/typography.md), [Spacing](foundations/spacing.md) and the
        [Button](components/button.md).

        ## Working on it

        - `specimen serve` previews the handbook and reloads as you edit.
        - `specimen check` finds broken links, unknown tokens and low contrast.
        - `specimen build` writes the site to `Output/`.

        """,
        "Content/foundations/index.md": """
        ---
        title: Foundations
        order: 1
        ---

        The choices every screen builds on: color, type and space.

        """,
        "Content/foundations/colors.md": """
        ---
        title: Colors
        order: 1
        ---

        Semantic colors name a role, not a shade: {color.primary} for actions, {color.text} on
        {color.background}. Each has a value for the light and for the dark appearance.

        ```swatches color
        ```

        """,
        "Content/foundations/typography.md": """
        ---
        title: Typography
        order: 2
        ---

        Two text styles: {typography.heading} and {typography.body}.

        ```type-scale typography
        ```

        """,
        "Content/foundations/spacing.md": """
        ---
        title: Spacing and radius
        order: 3
        ---

        Space comes in steps of four pixels.

        ```tokens space
        ```

        ```tokens radius
        ```

        """,
        "Content/components/index.md": """
        ---
        title: Components
        order: 2
        ---

        Components take every value from a token.

        """,
        "Content/components/button.md": """
        ---
        title: Button
        ---

        A primary button for the one action a screen is for, a secondary one for the rest.
        Every cell below is a real button styled from its tokens, in both appearances.

        ```component button
        ```

        """,
        "Content/components/button.component.yml": """
        # The button: its axes, one instance as a template, and the token behind each style.
        title: Button
        axes:
          variant: [primary, secondary]
          state: [normal, disabled]
        matrix:
          rows: variant
          columns: state
        label: Continue
        template: |
          <button type="button" style="{{style}}"{{#state_disabled}} disabled{{/state_disabled}}>{{label}}</button>
        style:
          background-color: "{button.{variant}.{state}.background}"
          color: "{button.{variant}.{state}.foreground}"
          padding: "{space.s} {space.m}"
          border-radius: "{radius.m}"
          border: "0"
          font: "{typography.body}"

        """,
    ]

    static let tokens: [String: String] = [
        "tokens/base.tokens.json": """
        {
          "palette": {
            "$type": "color",
            "$description": "Raw colors. Pages and components use the semantic names in light.tokens.json and dark.tokens.json.",
            "blue": {
              "300": { "$value": { "colorSpace": "srgb", "components": [0.5255, 0.698, 0.9608], "hex": "#86b2f5" } },
              "500": { "$value": { "colorSpace": "srgb", "components": [0.1216, 0.4353, 0.898], "hex": "#1f6fe5" } }
            },
            "gray": {
              "0": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
              "100": { "$value": { "colorSpace": "srgb", "components": [0.9137, 0.9255, 0.9412], "hex": "#e9ecf0" } },
              "500": { "$value": { "colorSpace": "srgb", "components": [0.4196, 0.4471, 0.502], "hex": "#6b7280" } },
              "900": { "$value": { "colorSpace": "srgb", "components": [0.0863, 0.098, 0.1176], "hex": "#16191e" } }
            }
          },
          "space": {
            "$type": "dimension",
            "xs": { "$value": { "value": 4, "unit": "px" } },
            "s": { "$value": { "value": 8, "unit": "px" } },
            "m": { "$value": { "value": 16, "unit": "px" } },
            "l": { "$value": { "value": 24, "unit": "px" } }
          },
          "radius": {
            "$type": "dimension",
            "s": { "$value": { "value": 4, "unit": "px" } },
            "m": { "$value": { "value": 8, "unit": "px" } }
          }
        }

        """,
        "tokens/typography.tokens.json": """
        {
          "font": {
            "family": { "$type": "fontFamily", "sans": { "$value": ["Inter", "system-ui", "sans-serif"] } },
            "weight": {
              "$type": "fontWeight",
              "regular": { "$value": 400 },
              "semibold": { "$value": 600 }
            }
          },
          "typography": {
            "$type": "typography",
            "heading": {
              "$description": "Titles of screens and sections.",
              "$value": {
                "fontFamily": "{font.family.sans}",
                "fontSize": { "value": 24, "unit": "px" },
                "fontWeight": "{font.weight.semibold}",
                "letterSpacing": { "value": 0, "unit": "px" },
                "lineHeight": 1.25
              }
            },
            "body": {
              "$description": "Running text and controls.",
              "$value": {
                "fontFamily": "{font.family.sans}",
                "fontSize": { "value": 16, "unit": "px" },
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": { "value": 0, "unit": "px" },
                "lineHeight": 1.5
              }
            }
          }
        }

        """,
        "tokens/light.tokens.json": """
        {
          "color": {
            "$type": "color",
            "primary": { "$value": "{palette.blue.500}", "$description": "Actions and links." },
            "on-primary": { "$value": "{palette.gray.0}", "$description": "Text on primary fills." },
            "background": { "$value": "{palette.gray.0}", "$description": "The page behind everything." },
            "text": { "$value": "{palette.gray.900}", "$description": "Running text." },
            "muted": { "$value": "{palette.gray.100}", "$description": "Quiet fills: disabled controls." }
          }
        }

        """,
        "tokens/dark.tokens.json": """
        {
          "color": {
            "$type": "color",
            "primary": { "$value": "{palette.blue.300}", "$description": "Actions and links." },
            "on-primary": { "$value": "{palette.gray.900}", "$description": "Text on primary fills." },
            "background": { "$value": "{palette.gray.900}", "$description": "The page behind everything." },
            "text": { "$value": "{palette.gray.100}", "$description": "Running text." },
            "muted": { "$value": "{palette.gray.500}", "$description": "Quiet fills: disabled controls." }
          }
        }

        """,
        "tokens/button.tokens.json": """
        {
          "button": {
            "$type": "color",
            "primary": {
              "normal": { "background": { "$value": "{color.primary}" }, "foreground": { "$value": "{color.on-primary}" } },
              "disabled": { "background": { "$value": "{color.muted}" }, "foreground": { "$value": "{color.text}" } }
            },
            "secondary": {
              "normal": { "background": { "$value": "{color.background}" }, "foreground": { "$value": "{color.primary}" } },
              "disabled": { "background": { "$value": "{color.background}" }, "foreground": { "$value": "{color.muted}" } }
            }
          }
        }

        """,
    ]
}
