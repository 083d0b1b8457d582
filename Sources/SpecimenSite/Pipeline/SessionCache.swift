import Foundation

/// What a session keeps from one run to the next, so that an update redoes only what changed.
struct SessionCache {
    /// The files of the last good build, by path below the output folder (none after a build
    /// that streamed its files to disk).
    var files: [String: Data] = [:]
    /// What the layout of every page depended on at the last assembly (see `SiteAssembler.navigationKey`).
    var navigationKey: [SiteAssembler.NavigationKey] = []
    /// The navigation tree and template context of the last assembly, valid while the key holds.
    var navigation: (SiteTree, LayoutContextBuilder)?
    /// Where pages mentioned each token at the last assembly.
    var mentions: [String: [TokenMention]] = [:]
    /// Search documents of the pages, in the order of the rendered pages of the last assembly,
    /// and of the tokens by path (with their nearest-color entries), reused while unchanged.
    var pageSearchDocuments: [SearchDocument] = []
    var tokenSearch: [String: TokenSearch] = [:]
    typealias TokenSearch = (document: SearchDocument, color: String?)
    /// The search index's terms at the last assembly, updated for the documents a run changes.
    var searchTerms: SearchTermTable?
    /// The paths of the search index's files at the last assembly, to remove those gone.
    var searchFilePaths: Set<String> = []
    /// Set after a failed run or a streamed build: the next run assembles every file again.
    var assembleEverything = true
}
