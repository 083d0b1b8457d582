import Foundation
import SpecimenDiagnostics

extension OutputWriter {
    /// Writes an update into a served output folder: each changed file is written beside its
    /// final name and renamed over it, so that a reader sees the old file or the new one, never
    /// half of one; removed files go, and folders they leave empty with them.
    public static func apply(_ update: SiteUpdate, to output: URL) throws(DiagnosticsFailure) {
        let fileManager = FileManager.default
        do {
            for (path, data) in update.changed.sorted(by: { $0.key < $1.key }) {
                let target = output.appendingPathComponent(path)
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                let staging = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).specimen-new")
                try data.write(to: staging)
                if rename(staging.path, target.path) != 0 {
                    let code = errno
                    try? fileManager.removeItem(at: staging)
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
            throw DiagnosticsFailure(.error("output-write", "cannot update the site in \(output.path): \((error as NSError).localizedDescription)",
                                            at: SourceLocation(file: output.path)))
        }
    }
}
