import Foundation
import SpecimenDiagnostics
import SpecimenPages

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
            let translated = try session.buildAll(
                into: sink.map { PrefixedSink($0, folder: language) }, codeScan: stages.map { ($0.codeUsage, $0.codeUsageDiagnostics) })
            sessions[language] = session
            diagnostics += translated.diagnostics
            site.pageCount += translated.pageCount
            lapTiming("\(language): every step")
        }
        translations = sessions
        languageFiles = languages.isEmpty ? [:] : filesOfAllLanguages(checkTranslations())
        if let sink { for (path, data) in languageFiles { sink.write(path, data) } }
        if !languages.isEmpty { lapTiming("sitemap and translation status") }
        site.files = sink == nil ? files : [:]
        site.diagnostics = DiagnosticReport.unique(diagnostics + translationNotes)
        self.site = site
        return site
    }

    /// Brings every translation's pages up to date with `changedPaths`, and adds what changed in
    /// them to `update`, below their folders. Their indexes, the sitemap and the translation
    /// status page, made from every page of every language, are left for `finishIndexes`.
    func updateTranslations(
        _ changedPaths: Set<String>, into update: inout SiteUpdate, delivering deliver: ((SiteUpdate) -> Void)?
    ) throws(DiagnosticsFailure) {
        guard !translations.isEmpty else { return }
        let paths = changedPaths.union(unseenByTranslations)
        unseenByTranslations = paths
        for (language, session) in translations.sorted(by: { $0.key < $1.key }) {
            let translated = try session.updatePages(changedPaths: paths).below(language)
            deliver?(translated)
            update = update.merging(translated)
        }
        unseenByTranslations = []
        unfinishedLanguageCheck = checkTranslations()
        let own = site?.diagnostics ?? []
        site?.diagnostics = DiagnosticReport.unique(own + translations.values.flatMap { $0.site?.diagnostics ?? [] } + translationNotes)
    }

    /// `files` of the default build with each translation's below its folder, and the sitemap
    /// of all.
    func withTranslations(_ own: [String: Data]) -> [String: Data] {
        guard !translations.isEmpty else { return own }
        var all = own
        for (language, session) in translations {
            for (path, data) in session.files { all["\(language)/\(path)"] = data }
        }
        all.merge(languageFiles) { _, shared in shared }
        return all
    }

    /// The file at `path` in the site of every language, as `files` has it, without making
    /// that whole (tens of thousands of paths in a big handbook).
    public func file(at path: String) -> Data? {
        if let shared = languageFiles[path] { return shared }
        if let slash = path.firstIndex(of: "/"), let translation = translations[String(path[..<slash])],
            let data = translation.file(at: String(path[path.index(after: slash)...]))
        {
            return data
        }
        return cache.files[path]
    }

    /// The sitemap and the translation status page again, after `updateTranslations`: what
    /// changed in them.
    func finishLanguageFiles() -> SiteUpdate {
        guard let check = unfinishedLanguageCheck else { return .none }
        unfinishedLanguageCheck = nil
        var update = SiteUpdate.none
        for (path, data) in filesOfAllLanguages(check) where languageFiles[path] != data {
            languageFiles[path] = data
            update.changed[path] = data
        }
        return update
    }

    /// Where each page stands in each language; notes the translations missing or outdated.
    private func checkTranslations() -> TranslationCheck {
        let config = self.config ?? SiteConfig()
        var pages = [(code: config.defaultLanguage, pages: translationPages)]
        for (language, session) in translations.sorted(by: { $0.key < $1.key }) { pages.append((language, session.translationPages)) }
        // In the order of `languages:`.
        let order = config.publishedLanguages.map(\.code)
        pages.sort { (order.firstIndex(of: $0.code) ?? 0) < (order.firstIndex(of: $1.code) ?? 0) }
        let check = TranslationCheck(languages: pages)
        let english = InterfaceStrings.inEnglish
        translationNotes = options.includeNotes ? check.notes { english.name(ofLanguage: $0) } : []
        return check
    }

    /// The sitemap of every language's pages with their alternates, and the translation status
    /// page.
    private func filesOfAllLanguages(_ check: TranslationCheck) -> [String: Data] {
        let config = self.config ?? SiteConfig()
        var routes = [(language: config.defaultLanguage, routes: publishedRoutes)]
        for (language, session) in translations.sorted(by: { $0.key < $1.key }) { routes.append((language, session.publishedRoutes)) }
        let order = config.publishedLanguages.map(\.code)
        routes.sort { (order.firstIndex(of: $0.language) ?? 0) < (order.firstIndex(of: $1.language) ?? 0) }
        var files: [String: Data] = [:]
        // Only the current handbook is in the sitemap: a release published beside it is not.
        if config.rootURL.origin != nil, config.publishedVersion == nil {
            files["sitemap.xml"] = Data(Sitemap.xml(languages: routes, config: config).utf8)
        }
        files[SiteBuilder.outputPath(for: TranslationStatusPage.route)] = translationStatusPage(check)
        return files
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

    func place(_ path: String, from file: URL) {
        base.place(prefix + path, from: file)
    }

    func beginFile(_ path: String) -> SiteFilePartWriter {
        base.beginFile(prefix + path)
    }
}
