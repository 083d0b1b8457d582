import CCmarkGFM

/// A cmark-gfm syntax extension, named as cmark-gfm names it.
public enum MarkdownExtension: String, Sendable, Hashable, CaseIterable {
    case table
    case strikethrough
    case autolink
    case tagfilter
    case tasklist
}

/// Parser and renderer settings; each flag mirrors a cmark-gfm option or command-line switch.
public struct MarkdownOptions: Sendable, Hashable {
    public var extensions: Set<MarkdownExtension>
    /// `CMARK_OPT_FOOTNOTES` (`-e footnotes` on the command line).
    public var footnotes: Bool
    /// Pass raw HTML through (`--unsafe`); otherwise cmark replaces it with a comment.
    public var unsafe: Bool
    public var smart: Bool
    public var fullInfoString: Bool
    public var tablePreferStyleAttributes: Bool

    public init(
        extensions: Set<MarkdownExtension> = [],
        footnotes: Bool = false,
        unsafe: Bool = false,
        smart: Bool = false,
        fullInfoString: Bool = false,
        tablePreferStyleAttributes: Bool = false
    ) {
        self.extensions = extensions
        self.footnotes = footnotes
        self.unsafe = unsafe
        self.smart = smart
        self.fullInfoString = fullInfoString
        self.tablePreferStyleAttributes = tablePreferStyleAttributes
    }

    /// GitHub-flavored Markdown as Specimen renders pages: every extension plus footnotes, and
    /// table alignment as `style` (HTML5 made the `align` attribute obsolete).
    public static func githubFlavored(unsafe: Bool) -> MarkdownOptions {
        MarkdownOptions(extensions: Set(MarkdownExtension.allCases), footnotes: true, unsafe: unsafe, tablePreferStyleAttributes: true)
    }

    var cmarkFlags: Int32 {
        var flags = CMARK_OPT_DEFAULT
        if footnotes { flags |= CMARK_OPT_FOOTNOTES }
        if unsafe { flags |= CMARK_OPT_UNSAFE }
        if smart { flags |= CMARK_OPT_SMART }
        if fullInfoString { flags |= CMARK_OPT_FULL_INFO_STRING }
        if tablePreferStyleAttributes { flags |= CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES }
        return Int32(flags)
    }
}
