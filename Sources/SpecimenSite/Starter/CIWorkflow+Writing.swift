import Foundation
import SpecimenDiagnostics

extension CIWorkflow {
    /// Writes the workflow for the handbook in `folder` into its repository: the nearest folder
    /// at or above it holding `.git`, or `folder` itself when there is none (it becomes the
    /// repository's root). Refuses to replace a workflow that is there already.
    /// - Returns: the file written.
    public static func write(for host: Host, handbook folder: URL) throws(DiagnosticsFailure) -> URL {
        try refuseExisting(host, handbook: folder)
        let (file, relative) = place(for: host, handbook: folder)
        let location = SourceLocation(file: file.path)
        guard !relative.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw DiagnosticsFailure(
                .error("init-write", "the handbook's path holds a control character, which a workflow cannot name", at: location))
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(CIWorkflow(host: host, handbook: relative).text.utf8).write(to: file, options: .withoutOverwriting)
        } catch {
            throw DiagnosticsFailure(.error("init-write", "cannot write \(file.path): \((error as NSError).localizedDescription)", at: location))
        }
        return file
    }

    /// Throws `init-ci-exists` when the workflow's file is there already: Specimen never
    /// replaces a workflow (a team's own steps may be in it).
    public static func refuseExisting(_ host: Host, handbook folder: URL) throws(DiagnosticsFailure) {
        let file = place(for: host, handbook: folder).file
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        throw DiagnosticsFailure(
            .error(
                "init-ci-exists", "\(file.path) exists already; Specimen leaves it as it is (move it aside to have a new one written)",
                at: SourceLocation(file: file.path)))
    }

    /// Where the workflow for the handbook in `folder` goes (see `write`), and the handbook's
    /// path from the repository's root.
    public static func place(for host: Host, handbook folder: URL) -> (file: URL, handbook: String) {
        let folder = folder.standardizedFileURL
        let repository = repositoryRoot(containing: folder) ?? folder
        let relative = folder.path == repository.path ? "." : String(folder.path.dropFirst(repository.path.count).drop { $0 == "/" })
        return (repository.appendingPathComponent(host.path), relative)
    }

    /// The nearest folder at or above `folder` holding `.git` (a folder, or a worktree's file).
    static func repositoryRoot(containing folder: URL) -> URL? {
        var candidate = folder
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) { return candidate }
            let parent = candidate.deletingLastPathComponent().standardizedFileURL
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }
}
