import Foundation
import SpecimenDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// Writes an update into a served output folder: each changed file is written beside its
    /// final name and renamed over it, so that a reader sees the old file or the new one, never
    /// half of one; removed files go, and folders they leave empty with them.
    /// - Parameter writer: ends the name a file is written under before its rename: two writers
    ///   at once (`serve`'s edits and its indexes) each need their own.
    public static func apply(_ update: SiteUpdate, to output: URL, writer: String = "specimen-new") throws(DiagnosticsFailure) {
        let fileManager = FileManager.default
        do {
            var readyFolders: Set<String> = []
            for (path, data) in update.changed.sorted(by: { $0.key < $1.key }) {
                let target = output.appendingPathComponent(path)
                let folder = target.deletingLastPathComponent().path
                if readyFolders.insert(folder).inserted { try makeFolders(folder) }
                let staging = folder + "/.\(target.lastPathComponent).\(writer)"
                try writeFile(data, to: staging)
                if rename(staging, target.path) != 0 {
                    let code = errno
                    unlink(staging)
                    throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
                }
            }
            for path in update.removed {
                let target = output.appendingPathComponent(path)
                try? fileManager.removeItem(at: target)
                var folder = target.deletingLastPathComponent()
                while folder.path.count > output.path.count, (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                    try? fileManager.removeItem(at: folder)
                    folder = folder.deletingLastPathComponent()
                }
            }
        } catch {
            throw DiagnosticsFailure(
                .error(
                    "output-write", "cannot update the site in \(output.path): \((error as NSError).localizedDescription)",
                    at: SourceLocation(file: output.path)))
        }
    }
}
