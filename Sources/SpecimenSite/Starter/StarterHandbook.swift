import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// What `specimen init` writes: a small handbook that builds as it is — config, pages, tokens
/// in light and dark under a resolver document, and a button component.
public enum StarterHandbook {
    /// Writes the starter into `folder`, titled after it; refuses a folder that holds anything
    /// unless `force`, which replaces the starter's own files and leaves others alone. A file
    /// it replaces whose text differs is first copied to `.specimen-init-backup/` in the folder.
    /// - Returns: the paths replaced (with a backup), for the caller to list.
    @discardableResult
    public static func write(to folder: URL, force: Bool) throws(DiagnosticsFailure) -> [String] {
        let fileManager = FileManager.default
        let location = SourceLocation(file: folder.path)
        if let existing = try? fileManager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty, !force {
            throw DiagnosticsFailure(
                .error(
                    "init-not-empty",
                    "\(folder.path) is not empty; choose a new folder, or add --force to write the starter files into it anyway (files it replaces are backed up)",
                    at: location))
        }
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw DiagnosticsFailure(.error("init-not-folder", "\(folder.path) is a file, not a folder", at: location))
        }
        let title = folder.lastPathComponent.isEmpty ? "Design system" : folder.lastPathComponent
        var replaced: [String] = []
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(path)
                let data = Data(text.replacingEvery("{{TITLE}}", with: title).utf8)
                if let old = fileManager.contents(atPath: url.path), old != data {
                    let backup = folder.appendingPathComponent(backupFolder).appendingPathComponent(path)
                    try fileManager.createDirectory(at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try old.write(to: backup)
                    replaced.append(path)
                }
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        } catch {
            throw DiagnosticsFailure(
                .error("init-write", "cannot write the starter handbook: \((error as NSError).localizedDescription)", at: location))
        }
        return replaced
    }

    /// Where `init --force` keeps the files it replaced, inside the handbook.
    public static let backupFolder = ".specimen-init-backup"

    /// The starter's files by path; `{{TITLE}}` becomes the folder's name.
    public static var files: [String: String] {
        StarterFiles.configuration.merging(StarterFiles.pages) { first, _ in first }.merging(StarterFiles.tokens) { first, _ in first }
    }
}
