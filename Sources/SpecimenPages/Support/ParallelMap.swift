import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over all cores; results keep the input order.
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        // The slots own their values: release them before the memory goes, or every result leaks.
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let slots = results
        let items = self
        // Each index is written by exactly one iteration, so the slots need no lock.
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = transform(items[index])
        }
        return results.map { $0! }
    }

    /// Changes every element in place, spread over all cores, each element by one thread.
    package mutating func parallelUpdate(_ change: @Sendable (inout Element) -> Void) {
        withUnsafeMutableBufferPointer { buffer in
            // Each element is changed by exactly one iteration, so they need no lock.
            nonisolated(unsafe) let elements = buffer
            DispatchQueue.concurrentPerform(iterations: elements.count) { change(&elements[$0]) }
        }
    }
}
