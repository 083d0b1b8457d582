import Foundation
import SpecimenPages

/// The files for coding assistants: a Markdown copy beside each page's HTML, `llms.txt` and
/// `llms-full.txt` (see `PageMarkdown`, `LLMsText`).
extension SiteAssembler {
    /// A page's Markdown copy, as the bytes of its file (which `llms-full.txt` shares).
    typealias MarkdownCopy = (page: ContentPage, title: String, markdown: Data)

    /// The files of Markdown copies, by output path (`foundations/colors/index.md`).
    func markdownFiles(_ copies: [MarkdownCopy]) -> [(String, Data)] {
        copies.map { (LLMsText.markdownPath(for: $0.page.route), $0.markdown) }
    }

    /// `llms.txt` and `llms-full.txt` after an update, from the copies the site already holds
    /// (`files`, with the fresh pages' copies in place): only a page missing one is made again,
    /// so that an edit does not remake every page's copy.
    func llmsFiles(reusingCopiesIn files: [String: Data]) -> [(String, Data)] {
        let listed = pagesInReadingOrder().listed
        let missing = listed.filter { files[LLMsText.markdownPath(for: $0.page.route)] == nil }
        let made = Dictionary(markdownCopies(missing).map { ($0.page.route, $0.markdown) }, uniquingKeysWith: { first, _ in first })
        var full = LLMsFullText(baseURL: stages.config.baseURL)
        for page in listed {
            let route = page.page.route
            full.append(route: route, markdown: files[LLMsText.markdownPath(for: route)] ?? made[route] ?? Data())
        }
        return llmsFiles(listed: listed, full: full)
    }

    /// `llms.txt`, of the pages listed in reading order, and `llms-full.txt`, made of their
    /// copies (unless it was written already: `full` nil).
    func llmsFiles(listed: [RenderedPage], full: LLMsFullText?) -> [(String, Data)] {
        let text = LLMsText(
            title: stages.config.title, summary: stages.config.description, baseURL: stages.config.baseURL,
            tokensRoot: stages.config.sharedRoot ?? stages.config.baseURL,
            pages: listed.map {
                LLMsText.Page(
                    route: $0.page.route, title: $0.title, description: $0.page.frontMatter.description,
                    status: $0.page.frontMatter.component.status?.rawValue)
            },
            hasTokens: stages.tokens != nil)
        return [("llms.txt", Data(text.index.utf8))] + (full.map { [("llms-full.txt", $0.data)] } ?? [])
    }

    /// The rendered pages in reading order (`listed`: those llms.txt lists), then the others.
    func pagesInReadingOrder() -> (listed: [RenderedPage], others: [RenderedPage]) {
        let position = Dictionary(context.readingOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var listed: [(Int, RenderedPage)] = []
        var others: [RenderedPage] = []
        for page in stages.rendered {
            if let index = position[page.page.route] { listed.append((index, page)) } else { others.append(page) }
        }
        return (listed.sorted { $0.0 < $1.0 }.map(\.1), others)
    }

    /// The Markdown copies of `pages`, in their order, made on every core.
    func markdownCopies(_ pages: [RenderedPage]) -> [MarkdownCopy] {
        let renderer = pageRenderer ?? stages.renderer
        let baseURL = stages.config.baseURL
        return pages.parallelMap { rendered in
            let made = rendered.takeMarkdownCopy().flatMap { $0.title == rendered.title && $0.baseURL == baseURL ? $0.text.wait() : nil }
            let copy = made ?? renderer.markdown(of: rendered.page, title: rendered.title, baseURL: baseURL, outline: rendered.copyOutline)
            return (rendered.page, rendered.title, Data(copy.utf8))
        }
    }
}
