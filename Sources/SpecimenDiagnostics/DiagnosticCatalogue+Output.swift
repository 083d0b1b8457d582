extension DiagnosticCatalogue {
    /// Writing the site.
    static let output: [Entry] = [
        Entry(
            "output-unsafe", .error,
            summary: "the output folder would overwrite the handbook's sources",
            explanation: """
                Specimen replaces the whole output folder on every build, so it refuses an output folder that would
                destroy or swallow the handbook: the handbook folder itself or one above it, Content/, Templates/ or
                Public/, or a folder inside those, where the site would be read back as content on the next build. It
                also refuses an existing folder holding files Specimen did not write.
                """,
            example: .handbook(
                files: [
                    "specimen.yml": "output: Content/site\n",
                    "Content/index.md": "# Home\n",
                ],
                command: "build",
                prints:
                    "specimen.yml:1:1: error: refusing to write the site inside /path/to/handbook/Content: it would be read back as part of the handbook; choose a folder outside Content/, Templates/ and Public/ [output-unsafe]"
            ),
            fix: """
                - Set `output:` in specimen.yml, or `--output`, to a folder of its own, such as the default `Output/`.
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
