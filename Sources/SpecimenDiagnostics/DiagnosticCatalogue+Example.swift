extension DiagnosticCatalogue {
    /// How to see a code for oneself.
    public enum Example: Sendable, Hashable {
        /// A small handbook whose files produce the code when the command runs in its folder.
        case handbook(Handbook)
        /// What happens, in words, for codes no handbook's files can produce (a disk that is
        /// full, a file without read permission).
        case situation(String)

        /// The token file most examples start from: two colors, `color.primary` and `color.text`.
        static let twoColorTokens = """
            {
              "color": {
                "$type": "color",
                "primary": { "$value": { "colorSpace": "srgb", "components": [0.04, 0.52, 1], "hex": "#0a84ff" } },
                "text": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1], "hex": "#1a1a1a" } }
              }
            }

            """

        /// A handbook of `files` (path → text, in the order shown); `command` is what follows
        /// `specimen`, words separated by single spaces; `prints` is the finding's line.
        static func handbook(files: KeyValuePairs<String, String>, command: String, prints: String) -> Example {
            .handbook(
                Handbook(
                    files: files.map { Handbook.File(path: $0.key, text: $0.value) },
                    arguments: command.split(separator: " ").map(String.init), message: prints))
        }
    }

    /// A handbook that produces a code: its files, the command that shows the code, and the line
    /// Specimen prints for it.
    public struct Handbook: Sendable, Hashable {
        /// A file of the handbook, its path relative to the handbook folder.
        public struct File: Sendable, Hashable {
            public var path: String
            public var text: String
        }

        public var files: [File]
        /// The arguments after `specimen`, run in the handbook folder: `["check"]`, say.
        public var arguments: [String]
        /// The finding as Specimen prints it, `FILE:LINE:COL: severity: message [code]`; where it
        /// names the folder the command ran in, `folderPlaceholder` stands for it.
        public var message: String

        /// Stands for the handbook folder in `message`, wherever that folder is on a machine.
        public static let folderPlaceholder = "/path/to/handbook"

        /// `specimen check --strict`: the command as a person types it.
        public var commandLine: String { (["specimen"] + arguments).joined(separator: " ") }
    }
}
