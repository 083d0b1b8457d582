import Foundation

/// The git repository a handbook is in, asked through the `git` command; nil where there is
/// none (or no git). Used to tell what changed in a page since it was translated, and to read
/// the handbook's releases.
package struct Git: Sendable {
    let root: URL

    /// The repository holding `root`, if it is in one.
    package init?(at root: URL) {
        self.root = root
        guard run(["rev-parse", "--is-inside-work-tree"])?.hasPrefix("true") == true else { return nil }
    }

    /// The repository that should hold `root`, unchecked: for commands run at once with
    /// `rev-parse --is-inside-work-tree`, which says whether it does.
    package init(assumingRepositoryAt root: URL) {
        self.root = root
    }

    /// The output of each command of a repository description (see `GitReadOrder`), all run at
    /// once; nil for one that fails. Unlike every other git command, they do not wait for the
    /// descriptions in flight: they are one.
    package func descriptionOutputs(_ commands: [[String]]) -> [String?] {
        Subprocess.outputs(commands.map { ["git", "-C", root.path, "-c", "core.quotepath=off"] + $0 }).map {
            $0.map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The command's output, or nil when it fails.
    package func run(_ arguments: [String]) -> String? {
        data(arguments).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The command's output as bytes, or nil when it fails; `input` is written to its standard input.
    package func data(_ arguments: [String], input: Data? = nil) -> Data? {
        GitReadOrder.waitForDescriptions()
        return Subprocess.output(["git", "-C", root.path, "-c", "core.quotepath=off"] + arguments, input: input)
    }
}
