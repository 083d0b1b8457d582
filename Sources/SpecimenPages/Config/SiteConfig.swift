import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The settings of `specimen.yml`, after defaults and command-line overrides. Read by
/// `SiteConfig.load`; the "read config" step lays the command line over it (`SiteStages.readConfig`).
public struct SiteConfig: Sendable, Hashable {
    /// The config file's name, at the handbook's root.
    public static let fileName = "specimen.yml"

    public var title: String
    public var description: String
    /// The language of the pages being built: the default one's code, or in the build of a
    /// translation (see `languages`) that language's.
    public var language: String
    /// Where the pages being built are published: the site's base URL, or below it the folder
    /// of the translation being built (`/handbook/fr/`).
    public var baseURL: BaseURL
    /// The languages of `languages:`, the default first; empty when the handbook has one.
    public var languages: [SiteLanguage] = []
    /// Set while a translation is built: the site's own base URL, where the files all
    /// languages share are (the theme's files, `tokens.css`, token badges).
    package var sharedRoot: BaseURL?
    /// Output folder, relative to the handbook root unless absolute.
    public var output: String
    /// Where `output:` is written in specimen.yml (nil when it is not), to locate a refusal.
    public var outputLocation: SourceLocation?
    /// Warnings fail the build.
    public var strict: Bool
    /// Raw HTML in pages passes through (GFM's tagfilter still applies).
    public var markdownUnsafe: Bool
    /// Token sources as written in the config; read by the token stage.
    public var tokens: [String]
    /// The resolver modifier the site's light/dark switch drives, and its light and dark contexts.
    public var themeModifier: AppearanceModifier
    /// The context of each modifier the site shows first (`contexts:`); others take their default.
    public var contexts: [String: String] = [:]
    /// Where each of `contexts` was chosen (in `contexts:`, or `--context`), for locating mistakes.
    public var contextPlaces: [String: ContextChoicePlace] = [:]
    /// What the header's switchers call each modifier and its contexts (`modifiers:`).
    public var modifierLabels: [String: ModifierLabels] = [:]
    /// Levels set for diagnostic codes (`diagnostics:`).
    public var diagnostics = DiagnosticPolicy()
    /// The WCAG 2 level component matrices must meet: `AA` (4.5:1), `AAA` (7:1), or nil for none.
    public var contrastLevel: String? = "AA"
    /// Axis values (states) exempt from the contrast check, as WCAG exempts inactive controls.
    public var contrastExempt: [String] = ["disabled"]
    /// Whether the site has its own search (`search: false` leaves it out: no index, no field).
    public var search = true
    /// What live examples are styled by, and whether their scripts run (`examples:`).
    public var examples = ExampleSettings()
    /// Code folders whose token uses token pages and `check` show (`usage:`).
    public var usage: [UsageSetting] = []
    /// Which git tags hold the handbook's releases (`history:`); nil for no history.
    public var history: HistorySettings?
    /// Releases published beside the current handbook (`versions:`); nil for none.
    public var versions: VersionSettings?
    /// Set while a release of `versions:` is built: its name, and the current handbook's
    /// base URL, which its pages point back to.
    package var publishedVersion: PublishedVersion?
    /// The releases of `versions:` this build publishes (built before it), with their pages.
    package var releases: [PublishedRelease] = []

    /// Every language the site is published in, the default first: `languages:`, or the one
    /// `language:` names.
    public var publishedLanguages: [SiteLanguage] {
        languages.isEmpty ? [SiteLanguage(code: language)] : languages
    }

    /// The code of the default language, published at the base URL.
    public var defaultLanguage: String { languages.first?.code ?? language }

    /// The site's own base URL, where the files every language shares are published.
    public var rootURL: BaseURL { sharedRoot ?? baseURL }

    /// Whether this is the build of a translation rather than of the default language.
    package var isTranslation: Bool { sharedRoot != nil }

    /// The base URL of each language's pages: the default at the root, the others in the
    /// folder named by their code.
    package func baseURL(of language: String) -> BaseURL {
        let root = rootURL
        return language == defaultLanguage ? root : BaseURL(origin: root.origin, path: root.path + language + "/")
    }

    /// The defaults a handbook gets without a config file.
    public init(
        title: String = "Handbook",
        description: String = "",
        language: String = "en",
        baseURL: BaseURL = .root,
        output: String = "Output",
        strict: Bool = false,
        markdownUnsafe: Bool = true,
        tokens: [String] = [],
        themeModifier: AppearanceModifier = AppearanceModifier()
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.baseURL = baseURL
        self.output = output
        self.strict = strict
        self.markdownUnsafe = markdownUnsafe
        self.tokens = tokens
        self.themeModifier = themeModifier
    }
}
