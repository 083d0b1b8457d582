extension DiagnosticCatalogue {
    /// Reading the handbook's files: encodings, paths, front matter, routes and templates.
    static let content: [Entry] = [
        Entry(
            "file-unreadable", .error,
            summary: "a file cannot be read",
            explanation: """
                Specimen cannot read a file the handbook needs: a token file named in specimen.yml, a page, a template
                or a file of Public/. Most often the file is simply not there, because the path under `tokens:` has a
                typo; otherwise it lacks read permission, is a folder where a file is expected, or is a broken symbolic
                link. Whatever came from that file is missing from the build.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens/colors.json\n",
                    "tokens/colours.json": Example.twoColorTokens,
                ],
                command: "check",
                prints: "tokens/colors.json:1:1: error: cannot read token file 'tokens/colors.json' [file-unreadable]"),
            fix: """
                - Check that the path in the message exists, spelled exactly as in specimen.yml: paths are relative to
                  the handbook folder, and case matters. Here the file is `tokens/colours.json`, but specimen.yml names
                  `tokens/colors.json`.
                - If the file is there, check that it is a file you may read (`ls -l`).
                - A file named in a resolver document reports `resolver-file-missing` instead.
                """),
        Entry(
            "file-encoding", .error,
            summary: "a file is not UTF-8 text",
            explanation: """
                Specimen reads every page, template, config and token file as UTF-8 text, and this file holds bytes that
                are not valid UTF-8. It usually comes from an editor or an export set to another encoding, such as
                Latin-1, Windows-1252 or UTF-16. Specimen does not guess encodings, because a wrong guess would publish
                garbled characters without a word.
                """,
            example: .situation(
                """
                A page saved by an old editor in Windows-1252, where 'é' is the single byte 0xE9, or a token file
                exported as UTF-16: `specimen build` reports that file with `file is not valid UTF-8 text`.
                """),
            fix: """
                - Convert the file to UTF-8: choose UTF-8 in your editor's save dialog, or run `iconv -f WINDOWS-1252 -t
                  UTF-8 page.md > page-utf8.md` and replace the original with the result.
                - A UTF-8 byte-order mark at the start is fine; Specimen skips it.
                """),
        Entry(
            "file-outside-handbook", .error,
            summary: "a path, $ref or symbolic link leads outside the handbook; it is not opened",
            explanation: """
                Specimen reads only files inside the handbook folder. Here a path under `tokens:` in specimen.yml leads
                out of it with `..`; an absolute path, a `$ref` in a resolver document, or a symbolic link in Content/,
                Templates/ or a token folder that points outside get the same error. The file is not opened, so that a
                handbook cannot publish or read files from elsewhere on the machine.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: ../shared/tokens.json\n"
                ],
                command: "check",
                prints:
                    "specimen.yml:1:1: error: '../shared/tokens.json' leads outside the handbook; 'tokens' names files inside it (or use 'specimen tokens --tokens PATH' to inspect others) [file-outside-handbook]"
            ),
            fix: """
                - Move or copy the files into the handbook, a `tokens/` folder say, and name them by a path inside it.
                - If they must live elsewhere, such as a shared token package, copy them in as a step before the build,
                  or replace the symbolic link by the real folder.
                - To inspect tokens outside the handbook without building, `specimen tokens check --tokens PATH` reads
                  any path.
                """),
        Entry(
            "front-matter-syntax", .error,
            summary: "a page's YAML front matter is not valid YAML",
            explanation: """
                A page starts with front matter, the YAML block between two `---` lines that sets its title,
                description, order and draft state, and that block is not valid YAML. The line given counts from the top
                of the page and is where the parser noticed the problem. A common cause is a value that starts with `[`,
                `{`, `*`, `&` or a quote, or holds `: `, without quotes around it: here `[WIP] Colors` starts like a
                YAML list.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": """
                    ---
                    title: [WIP] Colors
                    ---

                    # Colors

                    """
                ],
                command: "check",
                prints:
                    "Content/index.md:2:14: error: invalid front matter: did not find expected key while parsing a block mapping [front-matter-syntax]"
            ),
            fix: """
                - Look at the line given and the one before it.
                - Quote values that hold YAML punctuation: `title: "[WIP] Colors"`, `title: "Colors: the basics"`.
                """),
        Entry(
            "front-matter-type", .error,
            summary: "a front-matter field has the wrong type",
            explanation: """
                A front-matter field that Specimen reads has a value of the wrong kind: `title` and `description` must
                be text, `order` a whole number, and `draft` true or false. Other fields are yours to use and are not
                checked.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": """
                    ---
                    title: Colors
                    order: first
                    ---

                    # Colors

                    """
                ],
                command: "check",
                prints: "Content/index.md:3:8: error: 'order' must be a whole number [front-matter-type]"),
            fix: """
                - Give the field the kind of value the message names: here `order: 1`.
                - Navigation sorts pages by `order`, then by title; if you do not need a fixed place for the page,
                  delete `order`.
                """),
        Entry(
            "front-matter-value", .error,
            summary: "a component page's status or link is not one Specimen can show",
            explanation: """
                A component page says what it documents in its front matter: `status` (draft, alpha, beta, stable or
                deprecated) shown under its title, in the components index, in search, in llms.txt and over MCP, and
                links to the component in Figma (`figma`), Storybook (`storybook`) and code (`source`). A status must be
                one of the five words; a link must be a whole URL starting with https:// (or http://), so that readers
                are not sent to a relative address or a script.
                """,
            example: .handbook(
                files: [
                    "Content/button.md": """
                    ---
                    title: Button
                    status: stabel
                    source: github.com/acme/ui/button.tsx
                    ---

                    Buttons start actions.

                    """
                ],
                command: "check",
                prints:
                    "Content/button.md:3:9: error: 'status' is draft, alpha, beta, stable or deprecated, not 'stabel'; did you mean 'stable'? [front-matter-value]"
            ),
            fix: """
                - Give `status` one of the five words, in lower case.
                - Write each link in full, with its scheme: `source: https://github.com/acme/ui/blob/main/button.tsx`.
                """),
        Entry(
            "front-matter-unterminated", .error,
            summary: "a page's front matter has no closing '---'",
            explanation: """
                The page's first line is `---`, which starts front matter, but no later line closes it with `---` (or
                `...`). Without the closing line Specimen cannot tell where the settings end and the page begins, so it
                reports the page rather than guess.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": """
                    ---
                    title: Colors

                    # Colors

                    """
                ],
                command: "check",
                prints: "Content/index.md:1:1: error: front matter starts with '---' but has no closing '---' line [front-matter-unterminated]"),
            fix: """
                - Add a line `---` after the last front-matter field (here, after `title: Colors`).
                - If the page has no front matter and the `---` is meant as a horizontal rule, put some text before it,
                  or write the rule as `***`.
                """),
        Entry(
            "front-matter-limit", .error,
            summary: "a page's title (1,000 bytes) or description (10,000) is longer than Specimen's limit",
            explanation: """
                A page's `title` is longer than 1,000 bytes, or its `description` longer than 10,000. Every page's
                navigation repeats the titles and each page's head holds its description, so Specimen bounds them to
                keep a site within a few times the size of its handbook. Such lengths usually mean that text meant for
                the page ended up in the front matter.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "---\ntitle: " + String(repeating: "Colors ", count: 150) + "\n---\n"
                ],
                command: "check",
                prints: "Content/index.md:2:1: error: the title is 1049 bytes long; a title holds at most 1000 [front-matter-limit]"),
            fix: """
                - Shorten the title to a few words, or the description to a sentence or two, and move the rest into the
                  page.
                - Check that the front matter is closed by `---` where you meant it to end.
                """),
        Entry(
            "route-conflict", .error,
            summary: "two pages would publish to the same URL",
            explanation: """
                Every page publishes to a URL made from its path: `Content/colors.md` and `Content/colors/index.md` both
                become `/colors/`. Two pages that publish to the same URL would overwrite each other, so Specimen
                reports the second one it meets.
                """,
            example: .handbook(
                files: [
                    "Content/colors.md": "# Colors\n",
                    "Content/colors/index.md": "# Colors\n",
                ],
                command: "check",
                prints:
                    "Content/colors/index.md:1:1: error: 'Content/colors/index.md' and 'Content/colors.md' both publish to /colors/; rename one of them [route-conflict]"
            ),
            fix: """
                - Keep one of them: usually make `Content/colors/index.md` the section's page and move the text of
                  `colors.md` into it, or the other way round.
                - Or rename one of the files, e.g. `Content/colors/overview.md`.
                """),
        Entry(
            "template-syntax", .error,
            summary: "a Mustache template does not parse",
            explanation: """
                A Mustache template of the theme does not parse: a section `{{#name}}` is never closed by `{{/name}}`, a
                closing tag names another section, or a tag lacks its `}}`. Templates in the handbook's Templates/
                folder replace the default theme's file of the same name, so the mistake is in your copy. No page can be
                rendered without a working theme, so the build stops.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "# Home\n",
                    "Templates/footer.mustache": """
                    <footer>
                      {{#site}}{{title}}
                    </footer>

                    """,
                ],
                command: "check",
                prints: "Templates/footer.mustache:4:1: error: template error: a section is opened but never closed [template-syntax]"),
            fix: """
                - Open the template at the line given. For a section that is never closed, that line is the end of the
                  file: look for the `{{#...}}` or `{{^...}}` without its `{{/...}}`.
                - Here, close the section: `{{#site}}{{title}}{{/site}}`.
                - To start again from the default theme, delete your copy: Specimen falls back to its built-in template
                  of that name.
                """),
        Entry(
            "template-missing", .error,
            summary: "a template includes a partial that does not exist",
            explanation: """
                A template includes a partial with `{{> name}}` that exists neither in Templates/ nor in the default
                theme, or the theme lacks one of the templates every build renders: layout, section, 404, token and
                tokens-index. Partials are named by their file name without `.mustache`, and the message suggests the
                closest existing one.
                """,
            example: .handbook(
                files: [
                    "Content/index.md": "# Home\n",
                    "Templates/footer.mustache": """
                    <footer>
                      {{> copyright}}
                    </footer>

                    """,
                ],
                command: "check",
                prints:
                    "Templates/footer.mustache:2:3: error: template 'copyright' is included here but does not exist in Templates/ or the default theme [template-missing]"
            ),
            fix: """
                - Create `Templates/NAME.mustache` (here `Templates/copyright.mustache`), or correct the name in the
                  `{{> ...}}` tag.
                - The default theme's partials are header, footer, sidebar, nav-item, breadcrumbs, pager, toc,
                  theme-switch and tokens-index-row; a file of the same name in Templates/ replaces one.
                """),
    ]
}
