import Foundation

/// The files for coding assistants: a Markdown copy beside each page's HTML, `llms.txt` and
/// `llms-full.txt` (see `PageMarkdown`, `LLMsText`).
extension SiteAssembler {
    /// A page's Markdown copy, as the bytes of its file (which `llms-full.txt` shares).
    typealias MarkdownCopy = (page: ContentPage, title: String, markdown: Data)

    /// The files of Markdown copies, by output path (`foundations/colors/index.md`).
    func markdownFiles(_ copies: ArraySlice<MarkdownCopy>) -> [(String, Data)] {
        copies.map { (LLMsText.markdownPath(for: $0.page.route), $0.markdown) }
    }

    /// `llms.txt` and `llms-full.txt` after an update, from the copies the site already holds
    /// (`files`, with the fresh pages' copies in place): only a page missing one is made again,
    /// so that an edit does not remake every page's copy.
    func llmsFiles(reusingCopiesIn files: [String: Data]) -> [String: Data] {
        let missing = stages.rendered.filter { files[LLMsText.markdownPath(for: $0.page.route)] == nil }
        let made = Dictionary(markdownCopies(missing).map { ($0.page.route, $0.markdown) }, uniquingKeysWith: { first, _ in first })
        return llmsFiles(
            stages.rendered.map { rendered in
                let route = rendered.page.route
                return (rendered.page, rendered.title, files[LLMsText.markdownPath(for: route)] ?? made[route] ?? Data())
            })
    }

    /// `llms.txt` and `llms-full.txt`, of every page in reading order (`copies`: of every page).
    func llmsFiles(_ copies: [MarkdownCopy]) -> [String: Data] {
        let byRoute = Dictionary(copies.map { ($0.page.route, $0) }, uniquingKeysWith: { first, _ in first })
        let pages = context.readingOrder.compactMap { route in
            byRoute[route].map { copy in
                LLMsText.Page(route: route, title: copy.title, description: copy.page.frontMatter.description, markdown: copy.markdown)
            }
        }
        let text = LLMsText(
            title: stages.config.title, summary: stages.config.description, baseURL: stages.config.baseURL,
            tokensRoot: stages.config.sharedRoot ?? stages.config.baseURL, pages: pages,
            hasTokens: stages.tokens != nil)
        return ["llms.txt": Data(text.index.utf8), "llms-full.txt": text.full]
    }

    /// The Markdown copies of `pages`, in their order, made on every core.
    func markdownCopies(_ pages: [RenderedPage]) -> [MarkdownCopy] {
        let renderer = stages.renderer
        let baseURL = stages.config.baseURL
        return pages.parallelMap { rendered in
            (rendered.page, rendered.title, Data(renderer.markdown(of: rendered.page, title: rendered.title, baseURL: baseURL).utf8))
        }
    }
}
