import Foundation
import SpecimenPages
import SpecimenTokens

/// What the command line asks of a build; nil fields fall back to `specimen.yml`.
public struct BuildOptions: Sendable {
    public var root: URL
    public var output: String?
    public var baseURL: String?
    public var strict: Bool
    public var includeDrafts: Bool
    /// `--context modifier=context`: laid over `contexts:` of `specimen.yml`.
    public var contexts: [String: String] = [:]
    /// `--safe-html`: `markdown.unsafe` is false whatever specimen.yml says, since a change
    /// under review can edit specimen.yml as easily as a page.
    public var safeHTML = false
    /// `--usage PATH`: code folders whose token uses to show, beside those of `usage:`.
    public var usage: [UsageSource] = []
    /// Also report notes (unused tokens): `specimen check` wants them, a build does not.
    public var includeNotes = false
    /// Render templates natively where they allow it; false sends every one through
    /// swift-mustache (tests compare the two).
    var compileTemplates = true
    /// The translation to build (a code of `languages:` other than the first); nil builds the
    /// default language, and with it every translation (see `SiteSession`).
    var translation: String?
    /// The release of `versions:` this builds (from a snapshot of the handbook at its tag),
    /// published in its folder below the current handbook; nil builds the current handbook.
    var version: PublishedVersion?
    /// The releases of `versions:` built for this build, which its version switchers list.
    var releases: [PublishedVersions.Release] = []

    /// These options for building the translation into `language`.
    func translating(into language: String) -> BuildOptions {
        var options = self
        options.translation = language
        return options
    }

    public init(root: URL, output: String? = nil, baseURL: String? = nil, strict: Bool = false, includeDrafts: Bool = false) {
        self.root = root
        self.output = output
        self.baseURL = baseURL
        self.strict = strict
        self.includeDrafts = includeDrafts
    }
}
