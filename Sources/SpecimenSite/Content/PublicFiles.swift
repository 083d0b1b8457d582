import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The static files of a site: the default theme's `Public/`, the handbook's `Public/` over it,
/// and the non-Markdown files of `Content/` at their own paths.
enum PublicFiles {
    static let folderName = "Public"

    static func collect(root: URL, contentAssets: [String]) -> ([String: Data], [Diagnostic]) {
        var files = DefaultTheme.publicFiles
        let walk = FileWalk.files(under: root.appendingPathComponent(folderName), boundary: ReadBoundary([root]))
        var diagnostics = walk.outside.map { FileWalk.outsideDiagnostic("\(folderName)/\($0)") }
        let sources: [(folder: String, paths: [String])] = [
            (folderName, walk.files),
            (ContentDiscovery.folderName, contentAssets),
        ]
        for (folder, paths) in sources {
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
        }
        return (files, diagnostics)
    }
}
