/// What a folder format (`xcassets`, `android-xml`) exports: files by relative path, made in
/// memory so that nothing reaches the disk until all of them are ready.
public struct ExportedFolder: Sendable {
    /// One file: its path inside the folder, `/`-separated, and its text.
    public struct File: Sendable, Equatable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The format, as `--format` names it; the folder's marker records it.
    public var format: String
    /// The files, in the order written.
    public var files: [File]
    /// The tokens the format has no place for.
    public var uncarried: UncarriedTokens

    public init(format: String, files: [File], uncarried: UncarriedTokens) {
        self.format = format
        self.files = files
        self.uncarried = uncarried
    }

    /// The text of the file at `path`, if the export has one.
    public subscript(path: String) -> String? {
        files.first { $0.path == path }?.text
    }
}
