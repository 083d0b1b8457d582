/// A position in a source file: 1-based line and column, the column counted in characters.
public struct SourceLocation: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int
    public var column: Int

    /// Creates a location; lines and columns below 1 are clamped to 1 so output stays well-formed.
    public init(file: String, line: Int = 1, column: Int = 1) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
    }

    /// The same file, moved down by `lines` (used when a body starts after front matter).
    public func offset(lines: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: column)
    }
}
