import Foundation
import SpecimenMarkdown
import SpecimenPages

/// The template stage: turns rendered pages, tokens and public files into the site's files.
/// Each kind of file has its own function, so that a rebuild can redo only some of them.
/// Made by the "navigation" step from a run's checked stage values, its navigation reused
/// from the session's cache while its key holds.
struct SiteAssembler {
    let stages: SiteStages
    let templates: ThemeTemplates
    let tree: SiteTree
    let context: LayoutContextBuilder
    /// Token index rows kept between updates (the session cache's).
    let indexRows: TokenIndexRows
    /// Where pages mention each token (computed once: the session and the token pages both need it).
    let mentions: [String: [TokenMention]]
    /// The renderer of the pages themselves, whose blocks are rendered already: the pages'
    /// Markdown copies are made with it (with a new one when nil).
    let pageRenderer: PageRenderer?

    /// `navigation` reuses the tree and template context of an earlier assembly whose
    /// navigation key was the same (they depend on nothing else).
    /// `mentions` reuses those of an earlier assembly whose pages mentioned the same tokens.
    init(
        stages: SiteStages, templates: ThemeTemplates, navigation: NavigationCache? = nil, indexRows: TokenIndexRows = TokenIndexRows(),
        mentions: [String: [TokenMention]]? = nil, renderer: PageRenderer? = nil
    ) {
        self.stages = stages
        pageRenderer = renderer
        self.templates = templates
        self.indexRows = indexRows
        let tree = navigation?.tree ?? SiteTree(pages: stages.rendered, siteTitle: stages.config.title)
        self.tree = tree
        var context =
            navigation?.layout
            ?? LayoutContextBuilder(
                config: stages.config, tree: tree, hasTokens: stages.tokens != nil, strings: stages.strings)
        context.templates = templates
        let switches = ModifierSwitchContext.switches(
            for: stages.tokens, appearance: stages.config.themeModifier, labels: stages.config.modifierLabels)
        if context.modifiers != switches { context.modifiers = switches }
        self.context = context
        self.mentions = stages.tokens == nil ? [:] : mentions ?? TokenPages.mentions(in: stages.rendered, href: context.href)
    }

    /// What the layout of every page depends on besides its own content: the navigation tree.
    static func navigationKey(of pages: [RenderedPage]) -> [NavigationKey] {
        pages.map(NavigationKey.init)
    }

    /// One page's part of the navigation key: compared field by field, without joining them
    /// into a new string for every page of every update.
    struct NavigationKey: Equatable {
        var sourcePath: String
        var title: String
        var order: Int?
        var description: String?

        init(_ page: RenderedPage) {
            sourcePath = page.page.sourcePath
            title = page.title
            order = page.page.frontMatter.order
            description = page.page.frontMatter.description
        }
    }

    /// Every file of the site but the search index, which the session assembles from cached entries.
    /// `tokenFiles`, when given, is `tokens.css` and `tokens.json` already being made.
    func all(tokenFiles: BackgroundTask<[String: Data]>? = nil, parts: StepParts? = nil) -> [String: Data] {
        var files: [String: Data] = [:]
        all(tokenFiles: tokenFiles, parts: parts, inChunks: { chunk in for (path, data) in chunk { files[path] = data } })
        return files
    }

    /// Every file of the site but the search index, handed over a chunk at a time, so that a
    /// build need not hold the whole site in memory. Generated files come after the public
    /// files they may replace.
    /// - Parameters:
    ///   - parts: times each kind of file made, for `build --timings`.
    ///   - partFiles: where a file too big to hold is written a part at a time
    ///     (`llms-full.txt`); without it, that file too is handed over whole.
    ///   - filesMade: told of each chunk of content pages whose files (HTML, Markdown copy, part
    ///     of `llms-full.txt`) are made, which need the pages' text no more.
    func all(
        tokenFiles: BackgroundTask<[String: Data]>? = nil, parts: StepParts? = nil, partFiles: ((String) -> SiteFilePartWriter)? = nil,
        filesMade: (([RenderedPage]) -> Void)? = nil, inChunks sink: ([(String, Data)]) -> Void
    ) {
        func timed<Value>(_ name: String, _ body: () -> Value) -> Value { parts.map { $0.measure(name, body) } ?? body() }
        sink(stages.publicFiles.map { ($0.key, $0.value) })
        // Found before the pages' text may be let go (`filesMade`); the token pages link it.
        let changelog = stages.tokens == nil ? nil : changelogURL()
        let chunk = 256
        do {
            // Pages in reading order, so that each chunk's Markdown copies go into llms-full.txt
            // as they are made and none is held after its chunk; the file itself is let go
            // before the token pages are made.
            let (listed, others) = pagesInReadingOrder()
            let pages = listed + others
            var full = LLMsFullText(baseURL: stages.config.baseURL)
            let fullWriter = partFiles?("llms-full.txt")
            for start in stride(from: 0, to: pages.count, by: chunk) {
                let chunkPages = Array(pages[start..<min(pages.count, start + chunk)])
                let html = timed("page HTML") { pageHTMLFiles(chunkPages) }
                let copies = timed("Markdown copies") { markdownCopies(chunkPages) }
                sink(html + timed("Markdown copies") { markdownFiles(copies) })
                timed("llms-full.txt") {
                    for (offset, copy) in copies.enumerated() where start + offset < listed.count {
                        full.append(route: copy.page.route, markdown: copy.markdown)
                    }
                    if let fullWriter { full.flush(to: fullWriter) }
                }
                filesMade?(chunkPages)
            }
            timed("llms-full.txt") { fullWriter?.finish() }
            sink(timed("llms-full.txt") { llmsFiles(listed: listed, full: fullWriter == nil ? full : nil) })
        }
        sink(timed("section and site pages") { sectionAndSiteFiles().map { ($0.key, $0.value) } })
        if let tokens = stages.tokens, let view = stages.tokenView {
            let pages = timed("token pages") { tokenPages(tokens, view: view, changelogURL: changelog) }
            sink(
                timed("token pages") {
                    [("tokens/index.html", Data(pages.renderIndex(templates: templates, context: context, rows: indexRows).utf8))]
                })
            let all = tokens.defaults.tokens
            for start in stride(from: 0, to: all.count, by: chunk) {
                let paths = Set(all[start..<min(all.count, start + chunk)].map(\.path))
                sink(
                    timed("token pages") { pages.render(templates: templates, context: context, only: .only(paths)).map { ($0.0, Data($0.1.utf8)) } })
            }
            sink(timed("token pages") { pages.renderTombstones(templates: templates, context: context).map { ($0.0, Data($0.1.utf8)) } })
        }
        if !stages.config.isTranslation {
            sink(timed("waiting for tokens.css and tokens.json") { (tokenFiles?.wait() ?? tokenDataFiles()).map { ($0.key, $0.value) } })
        }
    }

    /// The HTML of content pages, and their Markdown copies.
    func pageFiles(_ pages: [RenderedPage]) -> [(String, Data)] {
        pageHTMLFiles(pages) + markdownFiles(markdownCopies(pages))
    }

    private func pageHTMLFiles(_ pages: [RenderedPage]) -> [(String, Data)] {
        let componentsIndex =
            pages.contains { $0.page.route == ComponentsIndex.route }
            ? ComponentsIndex(pages: stages.rendered, strings: stages.strings, href: context.href).html(templates: templates, site: context.site) : ""
        return pages.parallelMap { page -> (String, Data) in
            // Most pages have nothing to add, and `+` copied each page's HTML whole (a 4 MB
            // page's twice over, its growth faulting in memory never touched).
            let added = componentTokens(of: page) + (page.page.route == ComponentsIndex.route ? componentsIndex : "")
            var layout = context.layout(
                route: page.page.route, title: page.title,
                description: page.page.frontMatter.description ?? "",
                contentHTML: added.isEmpty ? page.contentHTML : page.contentHTML + added,
                toc: page.tableOfContents, translation: page.page.translation, freshness: page.page.freshness)
            layout.page.markdownURL = context.href(LLMsText.markdownPath(for: page.page.route))
            layout.page.component = ComponentContext(page.page.frontMatter.component, strings: stages.strings)
            let html = templates.render(layout: layout)
            return (SiteBuilder.outputPath(for: page.page.route), Data(html.utf8))
        }
    }

    /// What a component page ends with: every token its component uses (its examples' CSS, its
    /// component blocks' specs) as chips, folded; empty on other pages.
    private func componentTokens(of page: RenderedPage) -> String {
        guard !page.componentTokens.isEmpty, let view = stages.tokenView else { return "" }
        let title = HTMLEscaping.escape(stages.strings["exampleTokens"])
        return "\n<details class=\"component-tokens\" id=\"component-tokens\"><summary>\(title) (\(page.componentTokens.count))</summary>"
            + view.chipList(page.componentTokens) + "</details>\n"
    }

    /// Section listings, the 404 page and the sitemap: what the navigation tree alone decides.
    func sectionAndSiteFiles() -> [String: Data] {
        let listingPages = SectionListing.all(in: tree).flatMap { listing in (1...listing.pageCount).map { (listing, $0) } }
        var files = Dictionary(
            listingPages.parallelMap { listing, number in listingFile(listing, page: number) }, uniquingKeysWith: { first, _ in first })
        let notFound = stages.strings["notFoundTitle"]
        let notFoundBody = templates.render("404", PageBodyContext(site: context.site, page: .init(title: notFound, children: nil)))
        files["404.html"] = Data(
            templates.render(
                layout: context.layout(
                    route: nil, title: notFound, description: "", contentHTML: notFoundBody, is404: true)
            ).utf8)
        // A handbook in several languages has one sitemap, of them all (see `SiteSession`); the
        // sitemap protocol takes full URLs, which need the site's origin.
        if stages.config.languages.count < 2, stages.config.baseURL.origin != nil, stages.config.publishedVersion == nil {
            files["sitemap.xml"] = Data(Sitemap.xml(routes: context.readingOrder, baseURL: stages.config.baseURL).utf8)
        }
        return files
    }

    /// Page `number` of a section's listing: its share of the entries, and a pager when there
    /// is more than one page.
    private func listingFile(_ listing: SectionListing, page number: Int) -> (String, Data) {
        let children = listing.entries(onPage: number).map { entry in
            var child = SectionChildContext(title: entry.title, url: context.href(entry.route), description: Self.description(of: entry))
            if case .page(let page) = entry { (child.status, child.statusLabel) = page.page.frontMatter.component.status.badge(in: stages.strings) }
            return child
        }
        let pager = ListingPagerContext(listing, page: number, href: context.href, strings: stages.strings)
        let title = Self.title(of: listing, page: number, strings: stages.strings)
        let body = templates.render(
            "section", PageBodyContext(site: context.site, page: .init(title: title, children: children, pager: pager)))
        let route = listing.route(ofPage: number)
        let html = templates.render(
            layout: context.layout(route: route, title: title, description: "", contentHTML: body, isSection: true, children: children))
        return (SiteBuilder.outputPath(for: route), Data(html.utf8))
    }

    /// The token index, and the page and badge of each token in scope.
    func tokenPageFiles(only paths: RebuildScope<String>) -> [String: Data] {
        guard let tokens = stages.tokens, let view = stages.tokenView else { return [:] }
        let pages = tokenPages(tokens, view: view, changelogURL: changelogURL())
        var files: [String: Data] = ["tokens/index.html": Data(pages.renderIndex(templates: templates, context: context, rows: indexRows).utf8)]
        for (path, html) in pages.render(templates: templates, context: context, only: paths) { files[path] = Data(html.utf8) }
        for (path, html) in pages.renderTombstones(templates: templates, context: context, only: paths) { files[path] = Data(html.utf8) }
        return files
    }

    /// The URL of the page that holds the changelog, if one does.
    private func changelogURL() -> String? {
        stages.inventory.pages.first { ChangelogMarkdown.isHeld(by: $0.body) }.map { context.href($0.route) }
    }

    private func tokenPages(_ tokens: SiteTokens, view: SiteTokenView, changelogURL: String?) -> TokenPages {
        var pages = TokenPages(tokens: tokens, view: view)
        pages.mentions = mentions
        pages.componentUses = TokenPages.components(in: stages.rendered, strings: stages.strings, href: context.href)
        pages.codeUsage = stages.codeUsage
        pages.strings = stages.strings
        pages.changelogURL = changelogURL
        return pages
    }

    /// The title of page `number` of a listing.
    private static func title(of listing: SectionListing, page number: Int, strings: InterfaceStrings) -> String {
        guard listing.pageCount > 1 else { return listing.section.title }
        return strings.format(
            "listingTitle", ["section": listing.section.title, "number": strings.number(number), "count": strings.number(listing.pageCount)])
    }

    /// What a listing says under an entry: its page's description.
    private static func description(of entry: SiteTree.Entry) -> String {
        switch entry {
        case .page(let page): page.page.frontMatter.description ?? ""
        case .section(let nested): nested.page?.page.frontMatter.description ?? ""
        }
    }

    /// The search documents of the section listings that no page of the handbook stands in
    /// for: each entry's title and description, as the listing shows them.
    func listingSearchDocuments() -> [SearchDocument] {
        let pageRoutes = Set(stages.rendered.map(\.page.route))
        return SectionListing.all(in: tree).flatMap { listing in
            (1...listing.pageCount).compactMap { number -> SearchDocument? in
                let route = listing.route(ofPage: number)
                guard !pageRoutes.contains(route) else { return nil }
                let lines = listing.entries(onPage: number).map { $0.title + ". " + Self.description(of: $0) }
                let text = SearchText(sections: [SearchText.Section(anchor: nil, body: lines.joined(separator: "\n"))])
                return SearchDocument(
                    title: Self.title(of: listing, page: number, strings: stages.strings), url: context.href(route), text: text,
                    language: stages.config.language)
            }
        }
    }

    /// A page's document in the search index.
    func searchDocument(_ page: RenderedPage) -> SearchDocument {
        Self.searchDocument(page, config: stages.config, strings: stages.strings)
    }

    /// A page's search document, which depends on the page, the base URL and the language alone.
    static func searchDocument(_ page: RenderedPage, config: SiteConfig, strings: InterfaceStrings) -> SearchDocument {
        SearchDocument(page: page, language: config.language, strings: strings, href: { config.baseURL.href(PageRoute.encoded($0)) })
    }

    /// `tokens.css` and `tokens.json` (none in a translation: the default language's build
    /// publishes them for all).
    func tokenDataFiles() -> [String: Data] {
        guard !stages.config.isTranslation else { return [:] }
        return stages.tokens?.files(appearance: stages.config.themeModifier, removed: stages.history?.removedJSON()) ?? [:]
    }
}
