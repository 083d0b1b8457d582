import Foundation
import SpecimenPages

/// Everything a session reuses from one run to the next, so that an update of `specimen serve`
/// redoes only what changed. The stages are functions of their inputs and read none of it:
/// the steps look here for what they may reuse, and each field says what it holds, who makes
/// it and when it stops holding.
struct SessionCache {
    /// The files of the last good build, by path below the output folder: what the next
    /// update changes in place. Made by every run that keeps its files; none after a build
    /// that streamed them to disk (`assembleEverything` is then set).
    var files: [String: Data] = [:]
    /// Whether the next run makes every file again: set before a full build, after a failed
    /// run and after a streamed build; cleared by a run that kept its files.
    var assembleEverything = true
    /// The navigation and layout of the last assembly: hold while no page's title, order,
    /// description or path changed and the templates did not (see `NavigationCache.key`).
    var navigation: NavigationCache?
    /// Where pages mentioned each token at the last assembly: holds while every page rendered
    /// again mentions the same tokens (`TokenPages.sameMentions`).
    var mentions: [String: [TokenMention]] = [:]
    /// The search index's parts (see `SearchCache`).
    var search = SearchCache()
    /// The token index's rows: a row holds while its token's type, value, deprecation and URL
    /// do; all are dropped when the templates change or every file is made again.
    let tokenIndexRows = TokenIndexRows()
    /// Parsed token files, resolved permutations, composed combinations, each token's exports
    /// and platform names (see `TokenReuse`); made anew by every full build.
    var tokens = TokenReuse()
}

/// The navigation tree and layout context of an assembly, with what they were made from.
struct NavigationCache {
    /// Each page's path, title, order and description, in order: what the navigation depends on.
    var key: [SiteAssembler.NavigationKey]
    var tree: SiteTree
    var layout: LayoutContextBuilder
}

/// The search index's parts, kept so that an update makes documents only for what it changed.
/// A streamed build keeps none of them: the next run makes them all.
struct SearchCache {
    /// Each page's document, in the order of the rendered pages: one holds until its page is
    /// rendered again; all are made again when the pages are not replaced one for one.
    var pageDocuments: [SearchDocument] = []
    /// Each token's document and nearest-color entry, by path: one holds until its token's
    /// page is made again.
    var tokenEntries: [String: TokenSearchEntry] = [:]
    /// The index's terms, updated in place for the documents a run changes; made anew when
    /// every file is.
    var terms: SearchTermTable?
    /// The paths of the index's files at the last assembly, to remove those no longer made.
    var filePaths: Set<String> = []

    /// Forgets the documents and terms (after a streamed build, which keeps nothing).
    mutating func forgetDocuments() {
        (pageDocuments, tokenEntries, terms) = ([], [:], nil)
    }
}

/// A token's search document and its entry in the nearest-color list (nil for a non-color).
struct TokenSearchEntry: Sendable {
    var document: SearchDocument
    var color: String?
}
