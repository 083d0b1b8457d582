/// A Markdown page of `Content/`, read and split (front matter, body, route, translation), not
/// yet rendered. Made by `ContentDiscovery`, the "read content" step.
///
/// Its fields live in one shared box, copied only when a copy is changed: a session keeps every
/// page, and replacing one edited page in a 10,000-page handbook copied all the others field by
/// field.
@dynamicMemberLookup
public struct ContentPage: Sendable, Hashable {
    public struct Fields: Sendable, Hashable {
        /// Path below `Content/`, with `/` separators: `foundations/colors.md`. In a
        /// translation, the path of the default page it stands for (`Content/fr/a.md` is `a.md`).
        public var sourcePath: String
        /// Path of the file as diagnostics show it, relative to the handbook root:
        /// `Content/foundations/colors.md`, `Content/fr/foundations/colors.md`.
        public var displayPath: String
        public var frontMatter: FrontMatter
        public var body: String
        public var bodyLineOffset: Int
        /// The page's route below the base path: `foundations/colors/`, or `` for the home page.
        public var route: String
        /// Whether the page is a translation, or the default text standing in for one.
        public var translation: PageTranslation = .original
        /// For a translation: what changed in the page it translates since (nil: current).
        package var freshness: TranslationFreshness?
    }

    // Usable from inline so that other modules read a field directly: through the generic
    // key path the subscript took, reading a field cost a key-path projection each time.
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    public init(sourcePath: String, displayPath: String, frontMatter: FrontMatter, body: String, bodyLineOffset: Int, route: String) {
        box = Box(
            Fields(
                sourcePath: sourcePath, displayPath: displayPath, frontMatter: frontMatter, body: body, bodyLineOffset: bodyLineOffset,
                route: route))
    }

    /// Lets go of the page's Markdown in every copy of the page at once, which share it (the
    /// content's list and the rendered page): see `RenderedPage.releaseText`.
    package func releaseBody() {
        box.fields.body = ""
    }

    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            box.fields[keyPath: field] = newValue
        }
    }

    public static func == (lhs: ContentPage, rhs: ContentPage) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
    }

    /// True for `index.md` files, which stand for their folder.
    public var isIndex: Bool {
        let path = self.sourcePath
        return path == "index.md" || path.utf8.reversed().starts(with: "dm.xedni/".utf8)
    }

    /// The folder below `Content/` that holds the page: `foundations`, or `` at the top.
    /// Found on bytes: the navigation asks it of every page, and Characters were slow on deep paths.
    public var folder: String {
        let path = self.sourcePath
        return path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }
}
