import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// A site rendered in memory: every output file by path, ready to be written in one go, with
/// the findings of the build. What `SiteSession.buildAll` (and `SiteBuilder.build`) return.
public struct BuiltSite: Sendable {
    public var config: SiteConfig
    /// Where the site is to be written.
    public var outputDirectory: URL
    /// File contents by path below the output folder, e.g. `foundations/colors/index.html`.
    public var files: [String: Data]
    /// Warnings (and notes) of a successful build.
    public var diagnostics: [Diagnostic]
    public var pageCount: Int
    /// Tokens of the default permutation (0 when the handbook has none).
    public var tokenCount: Int
    /// The files the writer put in the output folder, with their status where it knows it
    /// (`OutputWriter.Staging.writtenFiles`), for the record of the build; nil when not known.
    public var writtenFiles: [String: FileStamp?]? = nil
}
