import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The settings of `specimen.yml`, after defaults and command-line overrides.
public struct SiteConfig: Sendable, Hashable {
    /// The config file's name, at the handbook's root.
    public static let fileName = "specimen.yml"

    public var title: String
    public var description: String
    public var language: String
    public var baseURL: BaseURL
    /// Output folder, relative to the handbook root unless absolute.
    public var output: String
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
