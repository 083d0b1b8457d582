import Foundation
import SpecimenDiagnostics
import SpecimenMarkdown

/// The whole pipeline in memory: config → content → Markdown → navigation → templates.
/// Nothing is written; a failed build throws every error found, so the old output stays.
public enum SiteBuilder {
    public static func build(_ options: BuildOptions, progress: (@Sendable (BuildProgress) -> Void)? = nil) throws(DiagnosticsFailure) -> BuiltSite {
        try SiteSession(options: options).buildAll(progress: progress)
    }

    static func outputPath(for route: String) -> String {
        route + "index.html"
    }
}
