import Dispatch
import Foundation

/// A value computed on another thread while the caller goes on, and waited for when needed.
package final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    /// - Parameter ownThread: whether the work runs on a thread of its own rather than the
    ///   shared pool's: work that others wait for while they hold the pool's threads (git's
    ///   answers, which every git command of the process waits for) must not queue behind them.
    package init(ownThread: Bool = false, _ work: @escaping @Sendable () -> Value) {
        guard ownThread else {
            DispatchQueue.global(qos: .userInitiated).async {
                self.value = work()
                self.done.signal()
            }
            return
        }
        Thread {
            self.value = work()
            self.done.signal()
        }.start()
    }

    /// The value, once the work has finished.
    package func wait() -> Value {
        done.wait()
        done.signal()
        return value!
    }
}
