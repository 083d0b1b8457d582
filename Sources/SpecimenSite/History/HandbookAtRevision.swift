import Foundation
import SpecimenPages

/// The handbook as it was at a git revision, unpacked into a folder: what `specimen diff
/// git:REV` compares and what a published release is built from.
public enum HandbookAtRevision {
    public enum Failure: Error, Equatable {
        /// The folder is not inside a git repository (or git is missing).
        case notInRepository
        /// The repository has no such revision.
        case unknownRevision
        /// The archive could not be unpacked into the folder.
        case unpacking
    }

    /// Unpacks the repository holding `root` at `revision` into `scratch`, and returns where
    /// the handbook is in it (the same folder below the repository's top as `root`).
    public static func extract(revision: String, of root: URL, into scratch: URL) -> Result<URL, Failure> {
        guard let git = Git(at: root), let prefix = git.run(["rev-parse", "--show-prefix"])?.trimmingCharacters(in: .whitespacesAndNewlines)
        else { return .failure(.notInRepository) }
        guard !revision.hasPrefix("-"), git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]) != nil,
            let archive = git.data(["archive", "--format=tar", revision, "--", prefix.isEmpty ? "." : prefix])
        else { return .failure(.unknownRevision) }
        guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil,
            Subprocess.output(["tar", "-x", "-C", scratch.path], input: archive) != nil
        else { return .failure(.unpacking) }
        return .success(scratch.appendingPathComponent(prefix))
    }
}
