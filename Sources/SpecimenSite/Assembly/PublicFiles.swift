import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// The static files of a site: the default theme's `Public/`, the handbook's `Public/` over it,
/// and the non-Markdown files of `Content/` at their own paths.
enum PublicFiles {
    static let folderName = "Public"

    static func collect(root: URL, contentAssets: [String]) -> ([String: Data], [Diagnostic]) {
        var files = DefaultTheme.publicFiles
        let walk = FileWalk.files(under: root.appendingPathComponent(folderName), boundary: ReadBoundary([root]))
        var diagnostics = walk.outside.map { FileWalk.outsideDiagnostic("\(folderName)/\($0)") }
        for (folder, paths) in [(folderName, walk.files), (ContentDiscovery.folderName, contentAssets)] {
            let (read, problems) = read(paths, in: folder, root: root)
            files.merge(read) { _, later in later }
            diagnostics += problems
        }
        return (files, diagnostics)
    }

    /// A translation's own files: those of its folder below `Content/`, at the paths they
    /// mirror. The rest is the default language's, published once for all.
    static func collect(root: URL, translation: String, contentAssets: [String]) -> ([String: Data], [Diagnostic]) {
        read(contentAssets, in: "\(ContentDiscovery.folderName)/\(translation)", root: root)
    }

    /// The paths of the files the default language's build publishes, which a translation's
    /// pages link to where they are.
    static func sharedPaths(root: URL, contentAssets: [String]) -> Set<String> {
        let walk = FileWalk.files(under: root.appendingPathComponent(folderName), boundary: ReadBoundary([root]))
        return Set(DefaultTheme.publicFiles.keys).union(walk.files).union(contentAssets)
    }

    /// The files at `paths` below `folder` of the handbook, and a diagnostic for each that
    /// cannot be read.
    private static func read(_ paths: [String], in folder: String, root: URL) -> ([String: Data], [Diagnostic]) {
        var files: [String: Data] = [:]
        var diagnostics: [Diagnostic] = []
        for path in paths {
            do {
                files[path] = try Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(path))
            } catch {
                diagnostics.append(
                    .error(
                        "file-unreadable", "cannot read file: \((error as NSError).localizedDescription)",
                        at: SourceLocation(file: "\(folder)/\(path)")))
            }
        }
        return (files, diagnostics)
    }
}
