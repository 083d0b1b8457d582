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

    /// Unpacks the folder `root` of its repository as it was at `revision` into `scratch`, and
    /// returns where the handbook is (`scratch` itself).
    public static func extract(revision: String, of root: URL, into scratch: URL) -> Result<URL, Failure> {
        guard let git = Git(at: root), let prefix = git.run(["rev-parse", "--show-prefix"])?.trimmingCharacters(in: .whitespacesAndNewlines)
        else { return .failure(.notInRepository) }
        guard !revision.hasPrefix("-"), git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]) != nil,
            let top = git.run(["rev-parse", "--show-cdup"])?.trimmingCharacters(in: .newlines),
            // The tree of the handbook's folder alone (`REV:docs/`), its paths from that folder;
            // from the top, since git archive run below it keeps to the folder it runs in.
            let archive = git.data(["-C", top.isEmpty ? "." : top, "archive", "--format=tar", revision + ":" + prefix])
        else { return .failure(.unknownRevision) }
        guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil,
            Subprocess.output(["tar", "-x", "-C", scratch.path], input: archive) != nil
        else { return .failure(.unpacking) }
        return .success(scratch)
    }
}
