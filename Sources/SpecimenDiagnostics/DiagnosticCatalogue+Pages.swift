extension DiagnosticCatalogue {
    /// What pages link to and mention: pages, anchors, images and tokens.
    static let pages: [Entry] = [
        Entry(
            "link-broken", .error,
            summary: "a relative .md link names no published page",
            explanation: """
                A page links to another page with a relative `.md` path, and no published page has that path. Specimen
                rewrites such links to the target's URL and cannot for this one, so a reader would land on a 404. The
                path is resolved from the linking page's folder (or from Content/ when it starts with `/`), and the
                message suggests the closest existing page. A relative link to another file, a PDF say, that is in
                neither Content/ nor Public/ gets this code too.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "See [the colors](colours.md).\n",
                    "Content/colors.md": "# Colors\n",
                ],
                command: "check",
                prints: "Content/index.md:1:18: error: link to missing page 'colours.md'; did you mean 'colors.md'? [link-broken]"),
            fix: """
                - Correct the path, or create the missing page. Here, write `[the colors](colors.md)`.
                - Links with a scheme (`https://...`) are not checked.
                """),
        Entry(
            "link-to-draft", .error,
            summary: "a link names a draft, or a file nothing publishes",
            explanation: """
                A page links to a page marked `draft: true` in its front matter, or to a Markdown file that is not
                published for another reason. Drafts are left out of the site, so on the published site the link would
                lead to a 404.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "Coming soon: [the roadmap](roadmap.md).\n",
                    "Content/roadmap.md": """
                    ---
                    title: Roadmap
                    draft: true
                    ---

                    """,
                ],
                command: "check",
                prints:
                    "Content/index.md:1:28: error: link to 'roadmap.md', which is a draft and is not published; build with --drafts or remove the link [link-to-draft]"
            ),
            fix: """
                - Remove or reword the link until the target is ready, or publish the target by deleting `draft: true`
                  from its front matter.
                - To preview drafts with their links, build or serve with `--drafts`.
                """),
        Entry(
            "anchor-broken", .error,
            summary: "a link's #fragment is no id on the target page",
            explanation: """
                A link names a `#fragment`, and the target page has no element with that id. Headings get their ids from
                their text (`## Spacing` becomes `#spacing`), so renaming a heading breaks every link to it. Specimen
                checks the fragments of links within a page and to other pages once every page is rendered, and suggests
                the closest existing id.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "Read [the spacing rules](guide.md#spaceing).\n",
                    "Content/guide.md": """
                    # Guide

                    ## Spacing

                    """,
                ],
                command: "check",
                prints: "Content/index.md:1:26: error: no '#spaceing' on /guide/; did you mean 'spacing'? [anchor-broken]"),
            fix: """
                - Use the id the heading has now, lowercase with words joined by `-` (the message suggests one), or
                  rename the heading back. Here, write `guide.md#spacing`.
                - To see a page's ids, open it in the preview (`specimen serve`): every heading has an anchor link.
                """),
        Entry(
            "image-missing", .error,
            summary: "an image's file is in neither Content/ nor Public/",
            explanation: """
                A page shows an image whose file is in neither Content/ nor Public/. The path is resolved like a link,
                from the page's folder; on the published page the image would be broken.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": """
                    # Home

                    ![Our logo](logo.png)

                    """
                ],
                command: "check",
                prints: "Content/index.md:3:13: error: image 'logo.png' is in neither Content/ nor Public/ [image-missing]"),
            fix: """
                - Put the file next to the page in Content/ (it is copied into the site), or in Public/ for files many
                  pages share, and refer to it by that path.
                - Check the spelling and the case of the name: `Logo.PNG` and `logo.png` are different files on most web
                  servers.
                - Images from other sites (`https://...`) are not checked.
                """),
        Entry(
            "token-reference-unknown", .error,
            summary: "a token reference names no token",
            explanation: """
                A page mentions a token in braces, like `{color.primary}`, or links to one with
                `[text](token:color.primary)`, and the handbook has no token by that name. A reference in a token file
                (an alias or a `$ref`) that points nowhere gets the same code. On a page, the reference cannot become a
                chip that links to the token.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": "Buttons use {color.primry}.\n",
                ],
                command: "check",
                prints: "Content/index.md:1:13: error: '{color.primry}' refers to no token; did you mean '{color.primary}'? [token-reference-unknown]"
            ),
            fix: """
                - Correct the name; the message suggests the closest token, and `specimen tokens list` shows every one.
                - Braces in code spans and code blocks stay literal: to show `{color.primry}` as text, put it in
                  backticks.
                - If the handbook has no tokens yet, add `tokens:` to specimen.yml.
                """),
        Entry(
            "token-deprecated", .warning,
            summary: "a page mentions a deprecated token",
            explanation: """
                A page mentions a token whose definition carries `$deprecated`: the design system is phasing it out. The
                page still shows it, marked as deprecated. When `$deprecated` names a replacement in braces, as here,
                the message says to use it; otherwise it quotes the explanation.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": """
                    {
                      "color": {
                        "$type": "color",
                        "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1] } },
                        "link": { "$value": "{color.primary}", "$deprecated": "{color.primary}" }
                      }
                    }

                    """,
                    "Content/index.md": "Links use {color.link}.\n",
                ],
                command: "check",
                prints: "Content/index.md:1:11: warning: '{color.link}' is deprecated; use {color.primary} instead [token-deprecated]"),
            fix: """
                - Refer to the replacement instead: here `{color.primary}`.
                - If a page mentions deprecated tokens on purpose, a changelog say, turn the warning off with
                  `diagnostics: {token-deprecated: off}` in specimen.yml.
                """),
        Entry(
            "token-unused", .note,
            summary: "a token no page shows, no component uses and no used token names",
            explanation: """
                A token appears on no page, is used by no component, and is named by no token that is used (through an
                alias or inside a composite value). It may be dead weight, or a token the handbook forgot to document.
                Notes are printed by `specimen check` only; a build keeps quiet about them, unless `diagnostics:` makes
                this one a warning or an error. Deprecated tokens are not reported.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": "Buttons use {color.primary}.\n",
                ],
                command: "check",
                prints: "tokens.json:5:5: note: 'color.text' is shown on no page, used by no component, and named by no used token [token-unused]"),
            fix: """
                - Show it somewhere: mention `{color.text}` on a page, or show its whole group in a block such as
                  `swatches color`.
                - Or delete it if nothing uses it.
                - If some tokens are meant for code only, turn the note off with `diagnostics: {token-unused: off}` in
                  specimen.yml, or make it an error (`token-unused: error`) so that `specimen check` and `specimen build`
                  fail on it.
                """),
    ]
}
