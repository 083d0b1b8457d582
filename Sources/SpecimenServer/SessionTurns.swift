import Foundation

/// Takes turns at the site session between edits and the indexes made after them: an edit
/// waits at most for the language being indexed, and counts as waiting from the moment its
/// files are saved, so that the indexing stops before the next language.
final class SessionTurns: @unchecked Sendable {
    private let session = NSLock()
    private let counts = NSLock()
    private var waitingEdits = 0
    private var edits = 0
    private var stopped = false

    /// Bumped by every edit: a scheduled indexing older than the last edit is dropped.
    var generation: Int { counts.withLock { edits } }

    /// Whether an edit waits for the session, or watching stopped: either way the indexing
    /// gives way.
    var editIsWaiting: Bool { counts.withLock { waitingEdits > 0 || stopped } }

    /// Ends the indexing: what is scheduled is dropped, what runs stops before its next language.
    func stop() {
        counts.withLock {
            stopped = true
            edits += 1
        }
    }

    /// Called by an edit before it uses the session; holds it until `editEnds`.
    func editArrives() {
        counts.withLock {
            waitingEdits += 1
            edits += 1
        }
        session.lock()
        counts.withLock { waitingEdits -= 1 }
    }

    func editEnds() {
        session.unlock()
    }

    /// Runs `body` holding the session, unless an edit waits for it (then nil).
    func whileNoEdit<Value>(_ body: () -> Value) -> Value? {
        guard !editIsWaiting else { return nil }
        session.lock()
        defer { session.unlock() }
        return body()
    }
}
