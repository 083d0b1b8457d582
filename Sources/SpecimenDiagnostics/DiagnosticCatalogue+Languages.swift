extension DiagnosticCatalogue {
    /// A handbook in several languages: its translations and the interface's words.
    static let languages: [Entry] = [
        Entry(
            "strings-missing", .note,
            summary: "the interface has no text in a language of the handbook for some strings",
            explanation: """
                The site's own words (the search field's label, "On this page", "Previous" and "Next", the token pages'
                headings, the notice on a page not yet translated) come in English, French, Korean, Thai, Portuguese and
                Georgian. A language of `languages:` (or `language:`) that Specimen has no words for shows those strings in
                English, and so does a string the handbook's own file leaves out. The note lists the first few and says
                which file gives them. Notes are printed by `specimen check` only.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "baseURL: https://handbook.example/\nlanguages: [en, de]\n",
                    "Content/index.md": "Welcome.\n",
                ],
                command: "check",
                prints:
                    "Content/de/_strings.yml:1:1: note: 172 interface strings have no de text and are shown in English (added, alertCaution, alertImportant, alertNote, alertTip, …); give them in Content/de/_strings.yml [strings-missing]"
            ),
            fix: """
                - Give the language's words in `Content/<code>/_strings.yml` (for the default language,
                  `Content/_strings.yml`): a mapping of each string's name to its text, e.g. `next: Weiter`. The README's
                  "Languages" section lists every name with its English text; `{count}` and the like mark values put in.
                - Or leave them in English, and turn the note off with `diagnostics: {strings-missing: off}`.
                """),
        Entry(
            "strings-unknown", .warning,
            summary: "a _strings.yml names a string the interface does not have",
            explanation: """
                A `_strings.yml` file gives text for a name that is none of the interface's strings, usually a misspelt
                one. The text is not shown anywhere; the message suggests the closest name.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "languages: [en, fr]\n",
                    "Content/index.md": "Welcome.\n",
                    "Content/fr/_strings.yml": "nxet: Suivant\n",
                ],
                command: "check",
                prints: "Content/fr/_strings.yml:1:1: warning: no interface string is called 'nxet'; did you mean 'next'? [strings-unknown]"),
            fix: """
                - Use the name the message suggests, or one from the README's list.
                """),
        Entry(
            "strings-invalid", .error,
            summary: "a _strings.yml is not a mapping of names to text",
            explanation: """
                A `_strings.yml` file must be YAML mapping each interface string's name to its text. This one is not valid
                YAML, is not a mapping, or gives something other than text (a list, a mapping) for a name.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "languages: [en, fr]\n",
                    "Content/index.md": "Welcome.\n",
                    "Content/fr/_strings.yml": "next: [Suivant]\n",
                ],
                command: "check",
                prints: "Content/fr/_strings.yml:1:7: error: the string 'next' must be text [strings-invalid]"),
            fix: """
                - Write one `name: text` line per string; quote text that holds `: ` or starts with `{`, `[` or `*`.
                """),
        Entry(
            "translation-missing", .note,
            summary: "a page is not translated into some languages of the handbook yet",
            explanation: """
                A page of the default language has no file at the same path in some translations' folders
                (`Content/<code>/…`). Those languages publish it anyway, with the default text and a notice in the
                reader's language. The note names the languages and the files that would translate it; the translation
                status page (`/translations/`) shows every page against every language. Notes are printed by
                `specimen check` only.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "languages: [en, fr]\n",
                    "Content/index.md": "Welcome.\n",
                    "Content/fr/index.md": "Bienvenue.\n",
                    "Content/colors.md": "Colors.\n",
                ],
                command: "check",
                prints: "Content/colors.md:1:1: note: not translated into fr yet (Content/fr/colors.md) [translation-missing]"),
            fix: """
                - Translate the page into the file the note names, keeping each heading's id with `{#id}`.
                - Or leave it: readers get the default text with the notice. `diagnostics: {translation-missing: off}`
                  silences the note.
                """),
        Entry(
            "translation-outdated", .note,
            summary: "the page a translation translates has changed since",
            explanation: """
                The default language's page has changed since it was translated, by the handbook's git history: since
                the commit or date the translation's `translatedFrom:` names, or else since the translation's own last
                commit. The note names the sections that changed and the day they first did; the translated page shows
                an "outdated" notice in its language saying the same. Without git nothing is said.
                """,
            example: .situation(
                """
                A handbook in git, in English and French: Content/fr/colors.md was committed on 2 March, and on 5 April
                a commit changed the "Grays" section of Content/colors.md. `specimen check` prints
                `Content/fr/colors.md:1:1: note: the English page Content/colors.md has changed since 2026-04-05: Grays
                [translation-outdated]`, and /fr/colors/ says so above its text.
                """),
            fix: """
                - Bring the translation up to date with the sections named, then commit it (or set `translatedFrom:` to
                  the commit or the day it now matches).
                - `diagnostics: {translation-outdated: off}` silences the note.
                """),
        Entry(
            "sitemap-origin-missing", .note,
            summary: "baseURL has no origin, so the site has no sitemap and its alternates are root-relative",
            explanation: """
                The sitemap protocol and search engines' language alternates take full URLs
                (`https://handbook.example.com/foundations/colors/`), and `baseURL` gives only the path the site is published
                under. Specimen then writes no `sitemap.xml`, and the `<link rel="alternate" hreflang>` of a handbook in
                several languages are root-relative. Links inside the site use the path alone either way. Notes are
                printed by `specimen check` only.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "baseURL: /docs/\n",
                    "Content/index.md": "Welcome.\n",
                ],
                command: "check",
                prints:
                    "specimen.yml:1:1: note: baseURL has no origin, so no sitemap.xml is written and language alternates are root-relative; give it in full, e.g. https://handbook.example.com/ [sitemap-origin-missing]"
            ),
            fix: """
                - Give `baseURL` in full, with the scheme and host the site is published at: `baseURL: https://example.com/docs/`.
                  `specimen serve` still previews it at its path.
                - For a site search engines should not see, turn the note off: `diagnostics: {sitemap-origin-missing: off}`.
                """),
    ]
}
