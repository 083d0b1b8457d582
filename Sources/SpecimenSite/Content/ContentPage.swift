/// A Markdown page of `Content/`, read and split, not yet rendered.
public struct ContentPage: Sendable, Hashable {
    /// Path below `Content/`, with `/` separators: `foundations/colors.md`.
    public var sourcePath: String
    /// Path as diagnostics show it, relative to the handbook root: `Content/foundations/colors.md`.
    public var displayPath: String
    public var frontMatter: FrontMatter
    public var body: String
    public var bodyLineOffset: Int
    /// The page's route below the base path: `foundations/colors/`, or `` for the home page.
    public var route: String

    /// True for `index.md` files, which stand for their folder.
    public var isIndex: Bool {
        sourcePath == "index.md" || sourcePath.hasSuffix("/index.md")
    }

    /// The folder below `Content/` that holds the page: `foundations`, or `` at the top.
    public var folder: String {
        sourcePath.lastIndex(of: "/").map { String(sourcePath[..<$0]) } ?? ""
    }
}
