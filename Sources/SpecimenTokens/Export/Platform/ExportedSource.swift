/// What a single-file format (`compose`, `tailwind`) exports: the file's text, and the tokens it has no place for.
public struct ExportedSource: Sendable {
    public var text: String
    public var uncarried: UncarriedTokens

    public init(text: String, uncarried: UncarriedTokens) {
        self.text = text
        self.uncarried = uncarried
    }
}
