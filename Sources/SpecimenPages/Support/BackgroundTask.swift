import Dispatch
import Foundation

/// A value computed on another thread while the caller goes on, and waited for when needed.
package final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    package init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.value = work()
            self.done.signal()
        }
    }

    /// The value, once the work has finished.
    package func wait() -> Value {
        done.wait()
        done.signal()
        return value!
    }
}
