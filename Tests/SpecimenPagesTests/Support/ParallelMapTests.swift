import Foundation
import Testing

@testable import SpecimenPages

/// `parallelMap` keeps order and, once its results are gone, keeps nothing.
@Suite("Parallel map")
struct ParallelMapTests {
    final class Tracked: @unchecked Sendable {
        static let lock = NSLock()
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) { self.value = value; Self.lock.withLock { Self.alive += 1 } }
        deinit { Self.lock.withLock { Self.alive -= 1 } }
    }

    @Test func resultsKeepTheirOrderAndAreReleased() {
        do {
            let results = Array(0..<500).parallelMap { Tracked($0 * 2) }
            #expect(results.map(\.value) == Array(0..<500).map { $0 * 2 })
            #expect(Tracked.lock.withLock { Tracked.alive } == 500)
        }
        #expect(Tracked.lock.withLock { Tracked.alive } == 0, "every result is released with the array")
    }
}
