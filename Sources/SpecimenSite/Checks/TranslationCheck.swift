import SpecimenDiagnostics
import SpecimenPages

/// Where each page stands in each language of the handbook, and the notes `specimen check`
/// gives about it: pages not translated yet, translations older than their page.
struct TranslationCheck: Sendable, Equatable {
    /// A page as one language publishes it.
    struct Page: Sendable, Equatable {
        let sourcePath: String
        let title: String
        let route: String
        let translation: PageTranslation
        let freshness: TranslationFreshness?
    }

    enum Status: Equatable {
        case original, translated, outdated(TranslationFreshness), missing
        /// A page only another translation has: no language lacks it.
        case notApplicable
    }

    /// The default language's code and pages, then each translation's.
    let languages: [(code: String, pages: [Page])]
    /// Each language's pages by source path: `status` is asked for every page in every
    /// language, so a search through the pages would make the check quadratic.
    private let positions: [[String: Int]]

    init(languages: [(code: String, pages: [Page])]) {
        self.languages = languages
        positions = languages.map { language in
            Dictionary(language.pages.indices.map { (language.pages[$0].sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    static func == (lhs: TranslationCheck, rhs: TranslationCheck) -> Bool {
        lhs.languages.map(\.code) == rhs.languages.map(\.code) && lhs.languages.map(\.pages) == rhs.languages.map(\.pages)
    }

    /// Every page of any language, by source path: the default ones in their order, then the
    /// translations' own.
    var rows: [Page] {
        var seen: Set<String> = []
        return languages.flatMap(\.pages).filter { seen.insert($0.sourcePath).inserted }
    }

    /// How the page at `sourcePath` stands in the language at `index` of `languages`.
    func status(of sourcePath: String, in index: Int) -> Status {
        guard let position = positions[index][sourcePath] else {
            let isDefaultPage = positions.first?[sourcePath] != nil
            return isDefaultPage ? .missing : .notApplicable
        }
        let page = languages[index].pages[position]
        switch page.translation {
        case .original: return .original
        case .fallback: return .missing
        case .translated, .onlyHere: return page.freshness.map(Status.outdated) ?? .translated
        }
    }

    /// A note for each page some translation lacks (naming them all), and one for each
    /// translation older than its page.
    func notes(languageName: (String) -> String) -> [Diagnostic] {
        guard let original = languages.first else { return [] }
        var notes: [Diagnostic] = []
        for page in original.pages {
            let missing = languages.indices.dropFirst().filter { status(of: page.sourcePath, in: $0) == .missing }.map { languages[$0].code }
            guard !missing.isEmpty else { continue }
            let files = missing.map { "\(ContentDiscovery.folderName)/\($0)/\(page.sourcePath)" }
            notes.append(
                .note(
                    "translation-missing", "not translated into \(missing.joined(separator: ", ")) yet (\(files.joined(separator: ", ")))",
                    at: SourceLocation(file: "\(ContentDiscovery.folderName)/\(page.sourcePath)", line: 1, column: 1)))
        }
        for language in languages.dropFirst() {
            for page in language.pages {
                guard let freshness = page.freshness else { continue }
                let since = freshness.since.map { " since \($0)" } ?? ""
                let sections = freshness.changedSections.isEmpty ? "" : ": \(freshness.changedSections.joined(separator: ", "))"
                notes.append(
                    .note(
                        "translation-outdated",
                        "the \(languageName(original.code)) page \(ContentDiscovery.folderName)/\(page.sourcePath) has changed\(since)\(sections)",
                        at: SourceLocation(file: "\(ContentDiscovery.folderName)/\(language.code)/\(page.sourcePath)", line: 1, column: 1)))
            }
        }
        return notes
    }
}
