extension DiagnosticCatalogue {
    /// What design tools export: Tokens Studio's sets and themes, Figma's mode files.
    static let designTools: [Entry] = [
        Entry(
            "figma-mode-duplicate", .warning,
            summary: "two files of a Figma export are the same mode of one collection",
            explanation: """
                `tokens:` names a folder of Figma's variables export, one `.tokens.json` file per mode, each naming its mode
                in `$extensions` (`com.figma.modeName`). Files that share Figma variables are modes of one collection, and
                two of them name the same mode: an old export beside a new one, or a copy. The first (in path order) is read;
                the other is left out.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens\n",
                    "tokens/light.tokens.json":
                        "{ \"bg\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [1, 1, 1] }, \"$extensions\": { \"com.figma.variableId\": \"VariableID:1:2\" } },\n  \"$extensions\": { \"com.figma.modeName\": \"Light\" } }\n",
                    "tokens/light copy.tokens.json":
                        "{ \"bg\": { \"$type\": \"color\", \"$value\": { \"colorSpace\": \"srgb\", \"components\": [1, 1, 1] }, \"$extensions\": { \"com.figma.variableId\": \"VariableID:1:2\" } },\n  \"$extensions\": { \"com.figma.modeName\": \"Light\" } }\n",
                ],
                command: "check",
                prints:
                    "tokens/light.tokens.json:2:42: warning: the mode 'Light' of this collection is already read from 'tokens/light copy.tokens.json'; this file is not read (export the collection again, or remove one of them) [figma-mode-duplicate]"
            ),
            fix: """
                - Keep one file per mode: delete the stale copy, or export the collection from Figma again into an empty folder.
                """),
        Entry(
            "tokens-studio-themes", .error,
            summary: "a Tokens Studio $themes file is not a list of named themes",
            explanation: """
                `tokens:` names a Tokens Studio export (a folder holding `$themes.json` or `$metadata.json`, or one file with
                `$themes`), and its themes cannot be read: `$themes` must be a list of themes, each with a `name` and
                `selectedTokenSets` mapping set names to `enabled`, `source` or `disabled`. A theme that cannot be read is
                left out.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens\n",
                    "tokens/core.json": "{ \"color\": { \"x\": { \"value\": \"#0a84ff\", \"type\": \"color\" } } }\n",
                    "tokens/$themes.json": "{ \"name\": \"Light\" }\n",
                ],
                command: "check",
                prints: "tokens/$themes.json:1:1: error: $themes must be a list of themes [tokens-studio-themes]"),
            fix: """
                - Export the themes again from Tokens Studio (Settings › Sync, or "Export to file/folder" with themes).
                - Or write the list by hand: `[{"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "enabled"}}]`.
                """),
        Entry(
            "tokens-studio-theme-ungrouped", .warning,
            summary: "a Tokens Studio theme has no group",
            explanation: """
                Specimen reads each theme group of a Tokens Studio export as a modifier, and its themes as that modifier's
                contexts (a group `Mode` with themes `Light` and `Dark`). A theme without a group is read into one modifier
                called `theme` with the other ungrouped themes, so that one of them applies at a time, as in the plugin.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens\n",
                    "tokens/core.json": "{ \"color\": { \"x\": { \"value\": \"#0a84ff\", \"type\": \"color\" } } }\n",
                    "tokens/$themes.json": "[\n  { \"name\": \"Light\", \"selectedTokenSets\": { \"core\": \"enabled\" } }\n]\n",
                ],
                command: "check",
                prints:
                    "tokens/$themes.json:2:3: warning: theme 'Light' has no group; it is read as a context of the modifier 'theme' (give it a group in Tokens Studio's theme editor) [tokens-studio-theme-ungrouped]"
            ),
            fix: """
                - Give the theme a group in Tokens Studio's theme editor ("Create group"), then export again.
                """),
        Entry(
            "tokens-studio-set-missing", .warning,
            summary: "a Tokens Studio theme selects a set the export does not have; the theme is left out",
            explanation: """
                A theme of a Tokens Studio export selects a token set (as `enabled` or `source`) that is not in the export:
                its file was renamed, moved or not exported. The theme is left out (the site has no context for it), since
                every reference into the missing set would fail; its other sets are still read by the themes that select
                them. When every theme is left out, the sets are read in order as one token set.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens\n",
                    "tokens/core.json": "{ \"color\": { \"x\": { \"value\": \"#0a84ff\", \"type\": \"color\" } } }\n",
                    "tokens/$themes.json":
                        "[\n  { \"name\": \"Light\", \"group\": \"Mode\", \"selectedTokenSets\": { \"core\": \"enabled\", \"brand\": \"enabled\" } }\n]\n",
                ],
                command: "check",
                prints:
                    "tokens/$themes.json:2:3: warning: theme 'Light' selects the set 'brand', which the export does not have; the theme is left out [tokens-studio-set-missing]"
            ),
            fix: """
                - Export the set too (a set is the file's path below the export folder, without `.json`), or deselect it in
                  the theme.
                """),
        Entry(
            "tokens-studio-set-folder", .note,
            summary: "a set named in a Tokens Studio $themes or $metadata is a folder of sets",
            explanation: """
                `$themes.json` or `$metadata.json` names a set that is no file but a folder of sets, as when a team splits
                `base.json` into `base/palette.json`, `base/size.json` and so on, keeping the name. Specimen reads the name as
                every set under the folder, at any depth, in path order, each selected as the name was. A set with the name
                itself (a `base.json` beside the `base/` folder) is that set alone.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens\n",
                    "tokens/base/palette.json": "{ \"blue\": { \"value\": \"#0a84ff\", \"type\": \"color\" } }\n",
                    "tokens/base/size.json": "{ \"space\": { \"value\": \"8\", \"type\": \"spacing\" } }\n",
                    "tokens/$themes.json": "[\n  { \"name\": \"Light\", \"group\": \"Mode\", \"selectedTokenSets\": { \"base\": \"enabled\" } }\n]\n",
                ],
                command: "check",
                prints:
                    "tokens/$themes.json:2:3: note: 'base' is a folder of 2 sets, not a set; it stands for them in path order (base/palette, base/size) [tokens-studio-set-folder]"
            ),
            fix: """
                - Nothing needs to change: the note is printed by `specimen check` only.
                - To say it in Tokens Studio's own terms, select each set of the folder in the theme.
                """),
        Entry(
            "tokens-studio-group-overlap", .warning,
            summary: "themes of two Tokens Studio groups select the same set",
            explanation: """
                Each theme group of a Tokens Studio export becomes a modifier, and a set belongs to the contexts of the themes
                that select it. Here themes of two groups select the same set, so the set is read in both modifiers: where
                both apply, the later group's overrides the earlier's, which is what Tokens Studio does when the two themes
                are active together.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens\n",
                    "tokens/core.json": "{ \"color\": { \"x\": { \"value\": \"#0a84ff\", \"type\": \"color\" } } }\n",
                    "tokens/dark.json": "{ \"color\": { \"y\": { \"value\": \"#000000\", \"type\": \"color\" } } }\n",
                    "tokens/$themes.json": """
                    [
                      { "name": "Light", "group": "Mode", "selectedTokenSets": { "core": "enabled" } },
                      { "name": "Dark", "group": "Mode", "selectedTokenSets": { "core": "enabled", "dark": "enabled" } },
                      { "name": "Night", "group": "Brand", "selectedTokenSets": { "core": "enabled", "dark": "enabled" } }
                    ]

                    """,
                ],
                command: "check",
                prints:
                    "tokens/$themes.json:4:3: warning: the set 'dark' is selected by themes of the groups 'Mode' and 'Brand'; it is read in each, the later group's themes overriding the earlier's [tokens-studio-group-overlap]"
            ),
            fix: """
                - Give each group its own sets: a set that several groups need belongs in a set every theme selects.
                """),
    ]
}
