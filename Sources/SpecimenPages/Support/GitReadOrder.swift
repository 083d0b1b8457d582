import Foundation

/// Keeps every git command of this process after the repository descriptions in flight: a
/// build's record (`UnchangedBuild`) describes the repository on another thread while the build
/// begins, and what the build reads from git must not be older than what the record says
/// (a commit landing between the two would otherwise go unseen by the next build).
package enum GitReadOrder {
    private static let changed = NSCondition()
    nonisolated(unsafe) private static var inFlight = 0

    /// A description about to be taken: git commands wait from now until it is `finish`ed.
    package struct Description: Sendable {
        fileprivate init() {}

        /// The description has been taken: git commands may go on.
        package func finish() {
            changed.lock()
            inFlight -= 1
            changed.broadcast()
            changed.unlock()
        }
    }

    /// Registers a description before the thread that takes it starts, so that no git command
    /// issued after this call can overtake it.
    package static func begin() -> Description {
        changed.lock()
        inFlight += 1
        changed.unlock()
        return Description()
    }

    /// Returns once no description is in flight.
    static func waitForDescriptions() {
        changed.lock()
        while inFlight > 0 { changed.wait() }
        changed.unlock()
    }
}
