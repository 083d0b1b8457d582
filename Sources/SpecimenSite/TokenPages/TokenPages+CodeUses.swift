import SpecimenPages
import SpecimenTokens

/// The "Used in code" section of token pages and tombstones.
extension TokenPages {
    /// Places a platform shows before folding the rest, and the most a page lists at all.
    static let shownPlaces = 5
    static let listedPlaces = 100

    /// What the page of `path` shows of the code using it; nil when the handbook names no code (`usage:`).
    func codeUses(of path: String) -> CodeUsesContext? {
        guard let usage = codeUsage else { return nil }
        let places = usage.index.places(of: path)
        let platforms = TokenUse.Platform.allCases.compactMap { platform -> CodeUsesContext.Platform? in
            let mine = places.filter { $0.platform == platform }
            guard !mine.isEmpty else { return nil }
            let shown = mine.prefix(Self.listedPlaces).map {
                CodeUsesContext.Place(file: $0.file, line: $0.line, link: $0.link, written: $0.written)
            }
            return CodeUsesContext.Platform(
                label: platform.label, summary: summary(of: mine), first: Array(shown.prefix(Self.shownPlaces)),
                rest: Array(shown.dropFirst(Self.shownPlaces)),
                moreLabel: strings.format("codeUsesMore", ["count": strings.number(shown.count - Self.shownPlaces)]),
                unlisted: mine.count - shown.count)
        }
        let skipped = usage.index.skipped.values.reduce(0, +)
        return CodeUsesContext(
            summary: summary(of: places), platforms: platforms,
            none: strings.format("notUsedInCode", ["folders": usage.sources.map(\.path).joined(separator: ", ")]),
            skipped: skipped > 0 ? strings.format("codeUsesSkipped", ["count": strings.number(skipped)]) : nil)
    }

    /// "12 places in 4 files".
    private func summary(of places: [UsageIndex.Place]) -> String {
        Self.summary(of: places, strings: strings)
    }

    /// "12 places in 4 files", in the language of `strings`.
    static func summary(of places: [UsageIndex.Place], strings: InterfaceStrings) -> String {
        let files = Set(places.map(\.file)).count
        return strings.format(
            "codeUsesSummary",
            [
                "places": strings.format(places.count == 1 ? "codePlacesOne" : "codePlaces", ["count": strings.number(places.count)]),
                "files": strings.format(files == 1 ? "codeFilesOne" : "codeFiles", ["count": strings.number(files)]),
            ])
    }
}

/// Each token's uses in code as a count and in the words of the build's language ("12 places in
/// 4 files", "Unused in code"), for its search result; nothing without `usage:`.
struct CodeUsesText: Sendable {
    private let index: UsageIndex?
    private let strings: InterfaceStrings

    init(_ stages: SiteStages) {
        (index, strings) = (stages.codeUsage?.index, stages.strings)
    }

    func of(_ path: String) -> (count: Int, text: String)? {
        guard let index else { return nil }
        let places = index.places(of: path)
        guard !places.isEmpty else { return (0, strings["usesFilterUnused"]) }
        return (places.count, TokenPages.summary(of: places, strings: strings))
    }
}
