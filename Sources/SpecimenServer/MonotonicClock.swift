import Dispatch

/// Seconds on a clock that never jumps, for measuring quiet periods.
enum MonotonicClock {
    static var seconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
