import SpecimenPages
import SpecimenTokens

/// The words of the navigation around its entries' titles, in the pages' language: a
/// section's toggle, and a long section's link to all its pages. Shared by every entry.
final class NavigationWords: Sendable {
    private let showPagesIn: String
    private let pagesIn: String
    private let allPages: String
    private let language: String

    static let english = NavigationWords(InterfaceStrings.inEnglish)

    init(_ strings: InterfaceStrings) {
        (showPagesIn, pagesIn, allPages) = (strings["showPagesIn"], strings["pagesIn"], strings["allPages"])
        language = strings.language
    }

    /// The toggle's title, for a section whose title is `title` (escaped or not, as given).
    func toggleTitle(_ title: String) -> String { showPagesIn.replacingEvery("{section}", with: title) }

    /// The toggle's hidden label.
    func groupLabel(_ title: String) -> String { pagesIn.replacingEvery("{section}", with: title) }

    /// The link to all of a long section's pages.
    func allPagesText(_ count: Int) -> String {
        allPages.replacingEvery("{count}", with: LocalFormats.number(count, in: language))
    }
}
