extension DiagnosticCatalogue {
    /// `history:`: the releases read from git tags, the changelog block, removed tokens.
    static let history: [Entry] = [
        Entry(
            "history-unavailable", .note,
            summary: "history: names releases, but the handbook is not in a git repository",
            explanation: """
                `history:` in specimen.yml reads the token files as they were at each release tag of the handbook's git
                repository. The handbook is in none (it was copied or unpacked without its `.git`), or git is not
                installed, or git could not read the tags' files: token pages then show no history, removed tokens get no
                page, and the changelog block says that no release could be read. Notes are printed by `specimen check`
                only.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\nhistory: {tags: \"v*\"}\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/index.md": "Welcome.\n",
                ],
                command: "check",
                prints:
                    "specimen.yml:2:10: note: the handbook is not in a git repository, so its token pages show no history [history-unavailable]"
            ),
            fix: """
                - Build from a clone of the repository, with its tags (in CI, a full clone: `fetch-depth: 0` in GitHub
                  Actions' checkout).
                - Or take `history:` out of specimen.yml.
                """),
        Entry(
            "history-no-releases", .note,
            summary: "no git tag matches the pattern history: names",
            explanation: """
                No tag of the handbook's repository matches the pattern in `history: {tags: …}`. Either the releases are
                tagged otherwise (`release-1.2.0` where the pattern says `v*`), or the clone has no tags: shallow clones,
                which CI services make by default, fetch none. Token pages then show no history. Notes are printed by
                `specimen check` only.
                """,
            example: .situation(
                """
                A handbook in git whose specimen.yml says `history: {tags: "v*"}`, built in a shallow CI clone that
                fetched no tags. `specimen check` prints `specimen.yml:3:10: note: no tag matches 'v*', so token pages
                show no history; in a shallow clone fetch the tags (git fetch --tags) [history-no-releases]`.
                """),
            fix: """
                - Fetch the tags (`git fetch --tags`, or `fetch-depth: 0` in GitHub Actions' checkout).
                - Or correct the pattern: `git tag --list` shows the repository's tags.
                """),
        Entry(
            "history-release-unreadable", .warning,
            summary: "the tokens of a release tag do not resolve, so the release is left out",
            explanation: """
                The token files as they were at a release tag do not resolve: a file the tag's specimen.yml (or, without
                one, today's) names is missing at that tag, or its tokens have an error. The release is left out of the
                history; the releases before and after it are compared with each other.
                """,
            example: .situation(
                """
                A handbook in git whose tag v0.9.0 predates its token files being moved into Content/tokens/: at that tag
                neither specimen.yml nor the files it names exist. `specimen build` prints `specimen.yml:3:10: warning:
                release 'v0.9.0' is left out of the history: its tokens do not resolve (…) [history-release-unreadable]`.
                """),
            fix: """
                - Narrow the pattern to the releases that have token files, e.g. `tags: "v1.*"` or a prefix the older
                  tags lack.
                - Or silence it with `diagnostics: {history-release-unreadable: off}`.
                """),
        Entry(
            "token-reference-removed", .error,
            summary: "a page refers to a token a release removed or renamed",
            explanation: """
                A page refers (`{path}` or `[text](token:path)`) to a token that one of the releases `history:` reads had,
                and that the tokens now lack: it was removed or renamed. The message says in which release, and names the
                token to use instead, following renames through chains. The reference still links to the token's
                tombstone page, which tells the same.
                """,
            example: .situation(
                """
                A handbook in git with `history: {tags: "v*"}` whose release v2.0.0 renamed `color.old` to `color.new`.
                A page still saying `{color.old}` makes `specimen check` print `Content/index.md:3:8: error: '{color.old}'
                was renamed to {color.new} in 2.0.0 [token-reference-removed]`.
                """),
            fix: """
                - Refer to the token the message names instead.
                - A changelog that names removed tokens on purpose is the `changelog` block's work: it links them to
                  their tombstones without an error.
                """),
        Entry(
            "block-no-history", .error,
            summary: "a changelog block, and specimen.yml has no history:",
            explanation: """
                The `changelog` block is written from the releases `history:` in specimen.yml names: each release tag's
                tokens are compared with the one before. Without `history:` there are no releases to write it from.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "tokens: tokens.json\n",
                    "tokens.json": Example.twoColorTokens,
                    "Content/changelog.md": "```changelog\n```\n",
                ],
                command: "check",
                prints:
                    "Content/changelog.md:1:4: error: the changelog block is made from the releases 'history:' in specimen.yml names, and this handbook has none (e.g. history: {tags: \"v*\"}) [block-no-history]"
            ),
            fix: """
                - Add `history: {tags: "v*"}` to specimen.yml, with the pattern your release tags follow.
                - Or write the changelog by hand, or run `specimen diff git:v1.0.0 .` for one release's section.
                """),
        Entry(
            "version-unknown", .error,
            summary: "versions: names a release no tag holds",
            explanation: """
                `versions:` lists releases to publish beside the current handbook, by the names `history:` gives them: what
                the `*` of its tag pattern matched (`1.4.0` for the tag `v1.4.0` under `v*`). No tag of the repository
                gives this name. The message suggests the closest release.
                """,
            example: .situation(
                """
                A handbook in git with `history: {tags: "v*"}`, tags v1.4.0 and v2.0.0, and `versions: ["v1.4.0"]` (the tag
                where the release's name is wanted). `specimen build` prints `specimen.yml:4:11: error: versions: names
                'v1.4.0', which no tag matching 'v*' holds; did you mean '1.4.0'? [version-unknown]`.
                """),
            fix: """
                - Name the release as the changelog shows it: `versions: ["1.4.0"]`.
                - `git tag --list` shows the tags; the release is what the pattern's `*` matched.
                """),
        Entry(
            "version-unbuildable", .warning,
            summary: "a release of versions: does not build, so it is not published",
            explanation: """
                A release of `versions:` is built from the handbook as it was at its tag, by the Specimen building now. It
                does not build: an error this Specimen finds that an older one did not, or a file the release names that
                its tag lacks. The message quotes the first error. The release is not published; the current handbook
                and the other releases are.
                """,
            example: .situation(
                """
                A handbook whose release v1.0.0 has a page linking to a page that never existed, which the Specimen of
                the time did not check. `specimen build` prints `specimen.yml:4:11: warning: version '1.0.0' is not
                published: the handbook at v1.0.0 does not build (Content/index.md:3:5: error: link to missing page …)
                [version-unbuildable]`.
                """),
            fix: """
                - Fix the release on a branch from its tag and tag the fix (`v1.0.1`), then publish that one.
                - Or leave the release out of `versions:`.
                """),
    ]
}
