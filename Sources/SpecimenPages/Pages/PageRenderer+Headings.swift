import SpecimenMarkdown

/// A page's headings: the title its leading heading may give it, and the text and id of each.
extension PageRenderer {
    /// A heading's text (chips as their text), and its id as written (`{#id}`) or else the slug
    /// its id is made from.
    struct HeadingName: Sendable {
        let text: String
        let givenID: String?
        let baseSlug: String
    }

    /// The names of `headings`, in order; on every core when `onEveryCore`: a long page's
    /// thousands of headings were one core's work while the others waited. Only reads the
    /// tree, which nothing edits meanwhile; their ids are told apart afterwards, in order.
    static func headingNames(
        _ headings: [MarkdownNode], explicitIDs: [String?], chips: ChipMarkers, onEveryCore: Bool
    ) -> [HeadingName] {
        nonisolated(unsafe) let headings = headings
        let name = { @Sendable (index: Int) -> HeadingName in
            let text = chips.plainText(headings[index].plainText)
            let given = explicitIDs[index].map(HTMLEscaping.escape)
            return HeadingName(text: text, givenID: given, baseSlug: given == nil ? HeadingSlugger.baseSlug(for: text) : "")
        }
        return onEveryCore ? Array(headings.indices).parallelMap(name) : headings.indices.map(name)
    }

    /// The plain text of the document's first block when it is a heading of level 1.
    static func leadingHeading(of document: MarkdownDocument) -> String? {
        guard let first = document.root.firstChild, first.kind == .heading, first.headingLevel == 1 else { return nil }
        return first.plainText
    }

    /// The page's title: its front matter's, or else its leading heading's (of level 1) when
    /// short enough to be one, or else its file's name made readable; and whether the leading
    /// heading is the title, and so leaves the page.
    static func title(of page: ContentPage, leadingHeading: String?) -> (title: String, headingIsTitle: Bool) {
        let given = page.frontMatter.title
        // A heading too long to be a title stays in the page; the file name titles it.
        if let text = leadingHeading, (given == nil && text.utf8.count <= ContentDiscovery.maximumTitleLength) || given == text {
            return (text, true)
        }
        if let given { return (given, false) }
        let name = page.isIndex ? (page.folder.lastPathPart.map(String.init) ?? "Home") : String((page.sourcePath.lastPathPart ?? "").dropLast(3))
        return (humanize(name), false)
    }

    /// `color-tokens` → `Color tokens`.
    package static func humanize(_ name: String) -> String {
        let spaced = name.replacingEvery("-", with: " ").replacingEvery("_", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }
}
