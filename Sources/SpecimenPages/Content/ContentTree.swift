/// Which pages of `Content/` a build reads: the default language's (every folder but those of
/// the other languages), or a translation's, whose folder `Content/<code>/` mirrors the
/// default tree: its pages stand for the default pages at the same paths, and a page it lacks
/// is the default page, shown in the default language.
public struct ContentTree: Sendable, Hashable {
    /// The folders below `Content/` that hold translations (the other languages' codes).
    public var translationFolders: Set<String>
    /// The translation being built, nil for the default language.
    public var translation: String?
    /// The default language's code, which a page falls back to.
    public var defaultLanguage: String

    /// The whole of `Content/`, as a handbook in one language has it.
    public static let single = ContentTree(translationFolders: [], translation: nil, defaultLanguage: "")

    /// The tree of `language` in a handbook published in `config`'s languages.
    package init(config: SiteConfig, language: String?) {
        let codes = config.publishedLanguages.map(\.code)
        translationFolders = Set(codes.dropFirst())
        translation = language == codes.first ? nil : language
        defaultLanguage = config.defaultLanguage
    }

    init(translationFolders: Set<String>, translation: String?, defaultLanguage: String) {
        (self.translationFolders, self.translation, self.defaultLanguage) = (translationFolders, translation, defaultLanguage)
    }

    /// Where a file below `Content/` belongs: the default tree, this translation's (at the
    /// path it mirrors), or another language's (nil).
    func place(of path: String) -> (logical: String, isTranslation: Bool)? {
        guard !translationFolders.isEmpty, let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { return (path, false) }
        let folder = String(path[..<slash])
        guard translationFolders.contains(folder) else { return (path, false) }
        guard folder == translation else { return nil }
        return (String(path[path.utf8.index(after: slash)...]), true)
    }

    /// The changed paths (relative to the handbook's root) that concern this tree, those of
    /// its translation's folder as the paths they mirror: a build of one language has the
    /// others' pages change under it unseen.
    package func ownPaths(_ paths: Set<String>) -> Set<String> {
        guard !translationFolders.isEmpty else { return paths }
        let content = ContentDiscovery.folderName + "/"
        return Set(
            paths.compactMap { path in
                guard path.hasPrefix(content) else { return path }
                return place(of: String(path.dropFirst(content.count))).map { content + $0.logical }
            })
    }

    /// The path below `Content/` of this translation's version of the page at `logical`.
    func translationPath(of logical: String) -> String? {
        translation.map { "\($0)/\(logical)" }
    }
}

/// What a page is to the languages of its handbook.
public enum PageTranslation: Sendable, Hashable {
    /// A page of the default language, as written.
    case original
    /// A page of a translation's folder.
    case translated
    /// A page of a translation's folder that the default tree lacks: only this language has it.
    case onlyHere
    /// A default page published in a translation that lacks it, in the default language.
    case fallback(language: String)
}
