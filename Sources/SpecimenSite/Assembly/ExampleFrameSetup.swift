import Foundation
import SpecimenDiagnostics
import SpecimenPages

/// The frame live examples render in, as `examples:` sets it up: `tokens.css` and the named
/// stylesheets of `Public/` linked from the site's own root (every language shares them), and
/// those stylesheets read for the tokens their rules use.
enum ExampleFrameSetup {
    /// The frame for a build, and a finding for each stylesheet `Public/` lacks.
    /// - Parameters:
    ///   - files: the public files the build publishes, by path (a translation's lack the shared ones).
    ///   - sharedPaths: in a translation, the paths the default language publishes, read from `Public/` here.
    static func frame(config: SiteConfig, root: URL, files: [String: Data], sharedPaths: Set<String>) -> (ExampleFrame, [Diagnostic]) {
        var stylesheets = config.tokens.isEmpty ? [] : [config.rootURL.href("tokens.css")]
        var texts: [String] = []
        var diagnostics: [Diagnostic] = []
        for stylesheet in config.examples.css {
            if let data = files[stylesheet.path] ?? (sharedPaths.contains(stylesheet.path) ? read(stylesheet.path, root: root) : nil) {
                texts.append(String(decoding: data, as: UTF8.self))
            } else if !config.isTranslation {
                diagnostics.append(
                    .error(
                        "examples-css-missing", "examples.css names '\(stylesheet.path)', which is not in Public/",
                        at: stylesheet.location, sourceLine: stylesheet.sourceLine))
            }
            stylesheets.append(config.rootURL.href(PageRoute.encoded(stylesheet.path)))
        }
        return (ExampleFrame(stylesheets: stylesheets, scripts: config.examples.scripts, styles: ExampleStyles(stylesheets: texts)), diagnostics)
    }

    private static func read(_ path: String, root: URL) -> Data? {
        try? Data(contentsOf: root.appendingPathComponent(PublicFiles.folderName).appendingPathComponent(path))
    }
}
