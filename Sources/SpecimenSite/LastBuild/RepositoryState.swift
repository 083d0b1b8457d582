import Foundation
import SpecimenPages

/// What a build reads from git besides the files of the working tree: every ref with its
/// commit (HEAD, branches, the release tags a history reads), whether the clone is shallow
/// (`git fetch --unshallow` brings history without moving a ref), and the remotes a link to
/// the code is made from. Three git commands at once, a few milliseconds.
enum RepositoryState {
    /// The state of the repository holding `folder`, "" where there is none.
    static func describe(_ folder: URL) -> String {
        // Whether there is a repository and whether it is shallow in one process, and the
        // refs and remotes in two more, all at once: each is a process to start, and one after
        // another they held a build back by about ten milliseconds.
        let commands: [(arguments: [String], failed: String)] = [
            (["rev-parse", "--is-inside-work-tree", "--is-shallow-repository"], ""),
            (["show-ref", "--head"], "no refs"),
            (["config", "--get-regexp", "^remote\\."], "no remotes"),
        ]
        let outputs = Git(assumingRepositoryAt: folder).descriptionOutputs(commands.map(\.arguments))
        guard outputs[0]?.hasPrefix("true") == true else { return "" }
        return zip(outputs, commands).map { $0 ?? $1.failed }.joined(separator: "\n")
    }
}
