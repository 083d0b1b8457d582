/// What kind of source a file is, from its extension: which of its text is comment (a name in
/// a comment is no use: it breaks nothing when the token goes), and which platforms' names it
/// can hold.
public enum SourceKind: Sendable, Equatable {
    /// Swift: the Swift export's names and the asset catalog's; `//` and `/* */` comments.
    case swift
    /// Kotlin and Java: the Compose export's names and `R.kind.name`; `//` and `/* */` comments.
    case kotlin
    /// JavaScript and TypeScript (and JSX): custom properties, Tailwind classes; `//` and `/* */`.
    case script
    /// CSS: custom properties, Tailwind's `@apply`; `/* */` comments.
    case style
    /// Sass and Less: as CSS, with `//` comments too.
    case preprocessedStyle
    /// HTML and templates (Vue, Svelte, Astro, ERB, …): custom properties, Tailwind classes; `<!-- -->`.
    case markup
    /// Android's XML: resources; `<!-- -->` comments.
    case xml
    /// Anything else read as text (token files, Markdown, YAML): references and custom properties, no comments.
    case text

    /// The kind of a file named `name`.
    public init(fileName name: String) {
        let dot = name.lastIndex(of: ".")
        let suffix = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
        self = Self.byExtension[suffix] ?? .text
    }

    private static let byExtension: [String: SourceKind] = {
        var kinds: [String: SourceKind] = ["swift": .swift, "css": .style, "xml": .xml]
        for suffix in ["kt", "kts", "java"] { kinds[suffix] = .kotlin }
        for suffix in ["js", "jsx", "ts", "tsx", "mjs", "cjs", "mts", "cts"] { kinds[suffix] = .script }
        for suffix in ["scss", "sass", "less"] { kinds[suffix] = .preprocessedStyle }
        for suffix in ["html", "htm", "vue", "svelte", "astro", "erb", "hbs", "handlebars", "liquid", "njk", "twig", "php", "mdx", "cshtml", "razor"]
        {
            kinds[suffix] = .markup
        }
        return kinds
    }()

    /// Whether `//` starts a comment running to the end of the line.
    var hasLineComments: Bool {
        switch self {
        case .swift, .kotlin, .script, .preprocessedStyle: true
        default: false
        }
    }
    /// Whether `/* … */` is a comment.
    var hasBlockComments: Bool { hasLineComments || self == .style }
    /// Whether `<!-- … -->` is a comment.
    var hasMarkupComments: Bool { self == .markup || self == .xml }
    /// Whether quotes open strings, which a comment marker inside does not end (`"https://…"`).
    var tracksStrings: Bool { hasBlockComments }
    /// Whether Tailwind classes may be written here.
    var holdsTailwindClasses: Bool {
        switch self {
        case .script, .style, .preprocessedStyle, .markup: true
        default: false
        }
    }
}
