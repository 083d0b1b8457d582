extension DiagnosticCatalogue {
    /// Writing the site.
    static let output: [Entry] = [
        Entry(
            "output-unsafe", .error,
            summary: "the output folder would overwrite the handbook's sources",
            explanation: """
                Specimen replaces the whole output folder on every build, so where it may write is decided by what the
                handbook reads and where the folder was named, never by a marker file in the folder, which a pull request
                can commit like any other. It refuses an output folder that is, holds or lies inside what the handbook
                reads (the handbook folder, specimen.yml, Content/, Templates/, Public/, the files and folders of
                `tokens:`, or a file a pattern of `tokens:` matches); an `output:` in specimen.yml that leads outside the
                handbook (only `--output` may); an `output:` folder holding files under version control (a site
                committed on purpose is built with `--output`); and an existing folder holding files Specimen did not
                write.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "output: Content/site\n",
                    "Content/index.md": "# Home\n",
                ],
                command: "build",
                prints:
                    "specimen.yml:1:9: error: refusing to write the site to Content/site/: it lies inside Content/, which the handbook reads; choose a folder of its own, such as Output/ [output-unsafe]"
            ),
            fix: """
                - Set `output:` in specimen.yml, or `--output`, to a folder of its own, such as the default `Output/`.
                - To publish into a folder outside the handbook, or one committed to git (GitHub Pages from `docs/`), name
                  it on the command line: `specimen build --output docs`.
                - If an existing folder is refused for files Specimen did not write, build into a new folder, or move
                  those files away first.
                """),
        Entry(
            "output-write", .error,
            summary: "a file of the site cannot be written",
            explanation: """
                Specimen could not write the site: creating the folder beside the output where the new site is
                assembled, writing one of its files, or swapping it in failed. The message ends with the operating
                system's reason. The new site is assembled beside the old one and swapped in one step, so the previous
                site stays as it was.
                """,
            example: .situation(
                """
                `specimen build --output /var/www/handbook`, run by a user who may not write in /var/www, or on a disk
                that fills up during the build: `error: cannot write the site to /var/www/handbook: ...`, followed by
                the system's reason.
                """),
            fix: """
                - Read the reason at the end of the message: no permission, a full or read-only disk, a name that is too
                  long.
                - Build into a folder you may write to (`--output`), free some space, or fix the permissions, then build
                  again.
                """),
    ]
}
