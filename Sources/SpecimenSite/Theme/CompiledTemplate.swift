// Mirrors swift-mustache (hummingbird-project/swift-mustache 2.1: its parser, Template+Parser.swift,
// and renderer, Template+Render.swift) for the part of Mustache themes use. It mirrors no one
// template: it renders, in place of swift-mustache, every template of Templates/ and of a
// handbook's Templates/ that stays inside that part. Tests/SpecimenSiteTests/Theme/
// CompiledTemplateTests.swift keeps the two equal (hand-written cases, every transform on every
// kind of value, a thousand random templates, every file of Templates/ compiling, the sample
// handbook built both ways): change this, or swift-mustache's version, with those tests run.

/// A Mustache template compiled for fast rendering: the same tokens swift-mustache makes,
/// produced by the same rules (a port of its parser, standalone lines and partial indentation
/// included), for the subset of its syntax that themes use. Templates using anything else
/// (delimiter changes, inheritance, pragmas, dynamic partials, chained or unknown transforms)
/// are not compiled and render through swift-mustache. Without it a 1,000-page build executes
/// 87% more instructions (README "Performance").
struct CompiledTemplate: Sendable {
    enum Node: Sendable {
        case text(String)
        case variable(Name, escaped: Bool)
        case section(Name, inverted: Bool, body: [Node])
        case partial(String, indentation: String?)
    }

    /// A tag's name: dotted path and an optional transform, as in `empty(page.children)`.
    struct Name: Sendable, Equatable {
        /// `["."]` for the implicit iterator; empty with a transform for `first()` and the like.
        var path: [String]
        /// Whether lookup starts at the top of the stack only (`.title`).
        var anchored: Bool
        var transform: String?

        /// `.`, the top of the stack (checked once per lookup: comparing with `["."]` made an array).
        var isImplicitIterator: Bool { path.count == 1 && path[0] == "." }
    }

    let nodes: [Node]

    /// The partials this template includes.
    var partialNames: Set<String> {
        func collect(_ nodes: [Node], into names: inout Set<String>) {
            for node in nodes {
                switch node {
                case .partial(let name, _): names.insert(name)
                case .section(_, _, let body): collect(body, into: &names)
                default: break
                }
            }
        }
        var names = Set<String>()
        collect(nodes, into: &names)
        return names
    }

    /// Transforms rendered natively; anything else sends the template to swift-mustache.
    static let supportedTransforms: Set<String> = [
        "empty", "count", "first", "last", "index", "even", "odd",
        "lowercased", "uppercased", "equalzero", "plusone", "minusone",
    ]

    /// Compiles `text`, or nil when it uses syntax outside the subset (or is malformed, which
    /// swift-mustache reports when the theme loads).
    init?(_ text: String) {
        guard let nodes = try? Self.nodes(of: text) else { return nil }
        self.nodes = nodes
    }

    /// The nodes of `text`, read by scalars when each of its characters is one (no `\r\n`, no
    /// combining marks), else by characters (see `TemplateParser`).
    private static func nodes(of text: String) throws -> [Node] {
        let scalars = Array(text.unicodeScalars)
        if scalars.count == text.count {
            var parser = TemplateParser(scalars)
            return try parser.parse(section: nil)
        }
        var parser = TemplateParser(Array(text))
        return try parser.parse(section: nil)
    }
}
