import Foundation
import SpecimenDiagnostics
import SpecimenMarkdown

/// The whole pipeline in memory: config → content → Markdown → navigation → templates.
/// Nothing is written; a failed build throws every error found, so the old output stays.
public enum SiteBuilder {
    public static func build(_ options: BuildOptions, progress: (@Sendable (BuildProgress) -> Void)? = nil) throws(DiagnosticsFailure) -> BuiltSite {
        var diagnostics: [Diagnostic] = []
        progress?(.stage("Reading specimen.yml"))
        var (config, configWarnings) = try SiteConfig.load(root: options.root)
        diagnostics += configWarnings
        if let output = options.output { config.output = output }
        if let baseURL = options.baseURL {
            guard let parsed = BaseURL(parsing: baseURL) else {
                throw DiagnosticsFailure(.error("option-value", "--base-url '\(baseURL)' is neither an http(s) URL nor a path", at: SourceLocation(file: "--base-url")))
            }
            config.baseURL = parsed
        }
        config.strict = config.strict || options.strict
        let outputDirectory = config.output.hasPrefix("/")
            ? URL(fileURLWithPath: config.output).standardizedFileURL
            : options.root.appendingPathComponent(config.output).standardizedFileURL

        progress?(.stage("Reading content"))
        let inventory = ContentDiscovery.discover(root: options.root, includeDrafts: options.includeDrafts)
        diagnostics += inventory.diagnostics
        var templates: ThemeTemplates?
        do throws(DiagnosticsFailure) {
            templates = try ThemeTemplates.load(root: options.root)
        } catch {
            diagnostics += error.diagnostics
        }
        let (publicFiles, publicDiagnostics) = PublicFiles.collect(root: options.root, contentAssets: inventory.assets)
        diagnostics += publicDiagnostics

        progress?(.stage("Resolving tokens"))
        let (tokens, tokenDiagnostics) = SiteTokens.load(config: config, root: options.root)
        diagnostics += tokenDiagnostics

        let tokenLinks = tokens.map { $0.links(baseURL: config.baseURL, themeModifier: config.themeModifier) }
        let (components, componentDiagnostics) = ComponentSpecLoader.load(root: options.root)
        diagnostics += componentDiagnostics
        if !tokenDiagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += ComponentSpecLoader.validate(components, links: tokenLinks)
        }
        let renderer = PageRenderer(
            options: .githubFlavored(unsafe: config.markdownUnsafe),
            links: LinkResolver(
                baseURL: config.baseURL,
                routes: Dictionary(inventory.pages.map { ($0.sourcePath, $0.route) }, uniquingKeysWith: { first, _ in first }),
                draftPaths: options.includeDrafts ? [] : draftPaths(root: options.root, published: inventory.pages),
                files: Set(publicFiles.keys)),
            tokenLinks: tokenLinks,
            components: components)
        let rendered = renderPages(inventory.pages, with: renderer, progress: progress)
        diagnostics += rendered.flatMap(\.diagnostics)

        guard let templates, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw DiagnosticsFailure(sorted(diagnostics))
        }
        if config.strict, diagnostics.contains(where: { $0.severity == .warning }) {
            throw DiagnosticsFailure(sorted(diagnostics.map { var promoted = $0; promoted.severity = .error; return promoted }))
        }

        progress?(.stage("Applying templates"))
        var files = assemble(rendered: rendered, config: config, templates: templates, publicFiles: publicFiles, tokens: tokens)
        files["search-index.json"] = SearchIndex.json(
            pages: rendered, href: { config.baseURL.href(PageRoute.encoded($0)) }, tokens: tokenLinks)
        if let tokens {
            files.merge(tokens.files(themeModifier: config.themeModifier)) { _, generated in generated }
        }
        return BuiltSite(config: config, outputDirectory: outputDirectory, files: files, diagnostics: sorted(diagnostics),
                         pageCount: rendered.count, tokenCount: tokens?.count ?? 0)
    }

    private static func renderPages(_ pages: [ContentPage], with renderer: PageRenderer, progress: (@Sendable (BuildProgress) -> Void)?) -> [RenderedPage] {
        var rendered: [RenderedPage] = []
        rendered.reserveCapacity(pages.count)
        let chunkSize = 256
        for start in stride(from: 0, to: pages.count, by: chunkSize) {
            let chunk = Array(pages[start..<min(pages.count, start + chunkSize)])
            rendered += chunk.parallelMap { renderer.render($0) }
            progress?(.pages(done: rendered.count, total: pages.count))
        }
        return rendered
    }

    private static func assemble(rendered: [RenderedPage], config: SiteConfig, templates: ThemeTemplates, publicFiles: [String: Data], tokens: SiteTokens?) -> [String: Data] {
        let tree = SiteTree(pages: rendered, siteTitle: config.title)
        let context = TemplateContext(config: config, tree: tree, hasTokens: tokens != nil)
        var files = publicFiles

        let pageFiles = rendered.parallelMap { page -> (String, Data) in
            let html = templates.render("layout", context.layout(
                route: page.page.route, title: page.title,
                description: page.page.frontMatter.description ?? "",
                contentHTML: page.contentHTML, toc: page.tableOfContents))
            return (outputPath(for: page.page.route), Data(html.utf8))
        }
        for (path, data) in pageFiles { files[path] = data }

        for section in tree.sectionsNeedingListing {
            let children: [[String: Any]] = section.children.map { entry in
                var description = ""
                if case .page(let page) = entry { description = page.page.frontMatter.description ?? "" }
                if case .section(let nested) = entry { description = nested.page?.page.frontMatter.description ?? "" }
                return ["title": entry.title, "url": context.href(entry.route), "description": description]
            }
            let body = templates.render("section", ["site": context.site, "page": ["title": section.title, "children": children]])
            let html = templates.render("layout", context.layout(
                route: section.route, title: section.title, description: "", contentHTML: body,
                isSection: true, children: children))
            files[outputPath(for: section.route)] = Data(html.utf8)
        }

        if let tokens {
            var pages = TokenPages(tokens: tokens, links: tokens.links(baseURL: config.baseURL, themeModifier: config.themeModifier))
            pages.mentions = TokenPages.mentions(in: rendered, href: context.href)
            files["tokens/index.html"] = Data(pages.renderIndex(templates: templates, context: context).utf8)
            for (path, html) in pages.render(templates: templates, context: context) { files[path] = Data(html.utf8) }
        }

        let notFoundBody = templates.render("404", ["site": context.site, "page": ["title": "Page not found"]])
        files["404.html"] = Data(templates.render("layout", context.layout(
            route: nil, title: "Page not found", description: "", contentHTML: notFoundBody, is404: true)).utf8)

        let routes = context.readingOrder
        files["sitemap.xml"] = Data(Sitemap.xml(routes: routes, baseURL: config.baseURL).utf8)
        return files
    }

    static func outputPath(for route: String) -> String {
        route + "index.html"
    }

    /// Source paths of draft pages, so links to them get a precise message.
    private static func draftPaths(root: URL, published: [ContentPage]) -> Set<String> {
        let publishedPaths = Set(published.map(\.sourcePath))
        let all = FileWalk.files(under: root.appendingPathComponent(ContentDiscovery.folderName)).filter { $0.lowercased().hasSuffix(".md") }
        return Set(all.filter { !publishedPaths.contains($0) })
    }

    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            (a.location.file, a.location.line, a.location.column, a.code) < (b.location.file, b.location.line, b.location.column, b.code)
        }
    }
}
