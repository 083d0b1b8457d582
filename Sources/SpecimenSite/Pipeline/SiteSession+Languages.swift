import Foundation
import SpecimenDiagnostics

/// A handbook in several languages is built as one site per language: the default one at the
/// base URL by this session, each translation below it in its folder (`/fr/`) by a session of
/// its own, which shares the default build's theme files, token data and badges. The sitemap
/// lists them all.
extension SiteSession {
    /// Builds every translation after the default language's `built`, into `sink` below
    /// their folders or into the site's files; a translation that fails fails the build.
    func buildTranslations(of built: BuiltSite, sink: SiteFileSink?) throws(DiagnosticsFailure) -> BuiltSite {
        guard options.translation == nil else { return built }
        let languages = built.config.publishedLanguages.dropFirst().map(\.code)
        var sessions: [String: SiteSession] = [:]
        var site = built
        var diagnostics = built.diagnostics
        for language in languages {
            let session = translations[language] ?? SiteSession(options: options.translating(into: language))
            session.notesPeakMemory = notesPeakMemory
            let translated = try session.buildAll(into: sink.map { PrefixedSink($0, folder: language) })
            sessions[language] = session
            diagnostics += translated.diagnostics
            site.pageCount += translated.pageCount
        }
        translations = sessions
        languagesSitemap = languages.isEmpty ? nil : sitemapOfAllLanguages()
        if let sink, let languagesSitemap { sink.write("sitemap.xml", languagesSitemap) }
        site.files = sink == nil ? files : [:]
        site.diagnostics = DiagnosticReport.unique(diagnostics)
        self.site = site
        return site
    }

    /// Brings every translation up to date with `changedPaths`, and adds what changed in
    /// them to `update`, below their folders.
    func updateTranslations(
        _ changedPaths: Set<String>, into update: inout SiteUpdate, deliverEarly: ((SiteUpdate) -> Void)?
    ) throws(DiagnosticsFailure) {
        guard !translations.isEmpty else { return }
        let paths = changedPaths.union(unseenByTranslations)
        unseenByTranslations = paths
        for (language, session) in translations.sorted(by: { $0.key < $1.key }) {
            let translated = try session.update(changedPaths: paths, deliverEarly: deliverEarly.map { deliver in { deliver($0.below(language)) } })
            update = update.merging(translated.below(language))
        }
        unseenByTranslations = []
        let sitemap = sitemapOfAllLanguages()
        if sitemap != languagesSitemap {
            languagesSitemap = sitemap
            update.changed["sitemap.xml"] = sitemap
        }
        let own = site?.diagnostics ?? []
        site?.diagnostics = DiagnosticReport.unique(own + translations.values.flatMap { $0.site?.diagnostics ?? [] })
    }

    /// `files` of the default build with each translation's below its folder, and the sitemap
    /// of all.
    func withTranslations(_ own: [String: Data]) -> [String: Data] {
        guard !translations.isEmpty else { return own }
        var all = own
        for (language, session) in translations {
            for (path, data) in session.files { all["\(language)/\(path)"] = data }
        }
        if let languagesSitemap { all["sitemap.xml"] = languagesSitemap }
        return all
    }

    /// The sitemap of every language's pages, each with its alternates.
    private func sitemapOfAllLanguages() -> Data {
        var routes: [(language: String, routes: [String])] = []
        if let config { routes.append((config.defaultLanguage, publishedRoutes)) }
        for (language, session) in translations.sorted(by: { $0.key < $1.key }) { routes.append((language, session.publishedRoutes)) }
        return Data(Sitemap.xml(languages: routes, config: config ?? SiteConfig()).utf8)
    }
}

/// A sink that puts a translation's files below its folder in another sink.
final class PrefixedSink: SiteFileSink, @unchecked Sendable {
    private let base: SiteFileSink
    private let prefix: String

    init(_ base: SiteFileSink, folder: String) {
        (self.base, prefix) = (base, folder + "/")
    }

    func begin(output: URL) {}

    func write(_ path: String, _ data: Data) {
        base.write(prefix + path, data)
    }
}
