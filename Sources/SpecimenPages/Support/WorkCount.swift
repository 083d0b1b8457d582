import Foundation

/// A count of units of work done on many threads, for tests that guard how work grows with a
/// site (operations, not time: the machines are shared and noisy).
package final class WorkCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    package init() {}

    package func add(_ units: Int) {
        lock.withLock { count += units }
    }

    package var total: Int { lock.withLock { count } }
}
