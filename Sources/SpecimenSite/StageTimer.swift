import Foundation

/// Times the stages of one update, for `specimen serve --verbose` and the serve benchmark.
struct StageTimer {
    private(set) var laps: [(stage: String, milliseconds: Double)] = []
    private var mark = DispatchTime.now().uptimeNanoseconds

    /// Ends the current stage under `name` and starts the next.
    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((name, Double(now - mark) / 1e6))
        mark = now
    }
}
