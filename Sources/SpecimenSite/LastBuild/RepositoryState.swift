import Foundation
import SpecimenPages

/// What a build reads from git besides the files of the working tree: every ref with its
/// commit (HEAD, branches, the release tags a history reads), whether the clone is shallow
/// (`git fetch --unshallow` brings history without moving a ref), and the remotes a link to
/// the code is made from. Three git commands, a few milliseconds.
enum RepositoryState {
    /// The state of `repository`, "" where there is none.
    static func describe(_ repository: Git?) -> String {
        guard let git = repository else { return "" }
        let commands: [(arguments: [String], failed: String)] = [
            (["show-ref", "--head"], "no refs"),
            (["rev-parse", "--is-shallow-repository"], "shallow unknown"),
            (["config", "--get-regexp", "^remote\\."], "no remotes"),
        ]
        // At once: each is a process to start, and the build waits for all three.
        let outputs = commands.parallelMap { git.run($0.arguments) ?? $0.failed }
        return outputs.joined(separator: "\n")
    }
}
