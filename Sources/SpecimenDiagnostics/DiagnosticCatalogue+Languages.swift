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
                    "specimen.yml": "languages: [en, de]\n",
                    "Content/index.md": "Welcome.\n",
                ],
                command: "check",
                prints:
                    "Content/de/_strings.yml:1:1: note: 71 interface strings have no de text and are shown in English (aliasChain, aliasedBy, allGroups, allPages, allTypes, …); give them in Content/de/_strings.yml [strings-missing]"
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
    ]
}
